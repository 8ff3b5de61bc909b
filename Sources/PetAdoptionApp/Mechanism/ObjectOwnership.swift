import CGtk

/// Keeps Swift objects alive for as long as a GObject lives.
///
/// Controllers that build a widget tree (a ``RowList``, a ``SectionView``, the
/// ``MainWindow``) are owned by their top widget: they live until it is disposed, then
/// they are released. Their signal handlers and bindings capture them weakly.
enum ObjectOwnership {
    /// Makes `object` own `owner` until `object` is disposed.
    @MainActor
    static func attach(_ owner: AnyObject, to object: some GObjectReference) {
        g_object_weak_ref(pet_g_object(object.objectPointer), { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }, Unmanaged.passRetained(owner).toOpaque())
    }
}
