import CGtk

/// A named yes-or-no mark on a GObject (“this widget's buttons are named already”), kept
/// in the object's data for as long as it lives.
@MainActor
enum ObjectMark {
    /// Marks `object` with `name`.
    static func set(_ name: String, on object: some GObjectReference) {
        g_object_set_data(pet_g_object(object.objectPointer), name, marked)
    }

    /// Whether `object` bears the mark `name`.
    static func isSet(_ name: String, on object: some GObjectReference) -> Bool {
        g_object_get_data(pet_g_object(object.objectPointer), name) != nil
    }

    /// What a mark holds: any pointer but `NULL`, which GLib reads as no data.
    private static let marked = UnsafeMutableRawPointer(bitPattern: 1)
}
