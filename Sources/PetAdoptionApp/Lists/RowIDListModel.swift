import CGtk
import PetCore

/// A `GListModel` of a list's row ids whose items (`GtkStringObject`s) are made only when
/// GTK asks for one, that is for the rows it binds.
///
/// GTK 4.8's `GtkStringList` makes a `GtkStringObject` for every string it holds, so a
/// search that narrowed 100,000 rows to a few and back made and freed 100,000 objects
/// (about 40 ms, in the frame that shows the result). This model holds the ids as
/// ``RowIDs`` (positions into the collection's ids: no new strings) and answers
/// `get_item` with a new object for that id; a list view keeps the items of the rows it
/// shows, so only those exist.
///
/// ```swift
/// let model = RowIDListModel()
/// let selection = gtk_no_selection_new(model.listModel)
/// model.show(newIDs)  // one items-changed; .replaced(from:) when rows show new ids in place
/// ```
/// The model owns its ``RowIDs``; keep the `RowIDListModel` as long as the list model is used.
@MainActor
final class RowIDListModel {
    /// The `GListModel`; the Swift object holds one reference.
    let listModel: OpaquePointer
    /// The ids the model holds, in order.
    private(set) var ids = RowIDs()

    /// An empty model.
    init() {
        let instance = g_object_new_with_properties(Self.type, 0, nil, nil)!
        listModel = pet_g_list_model(instance.objectPointer)
        Self.setOwner(Unmanaged.passUnretained(self).toOpaque(), of: instance)
    }

    isolated deinit {
        let instance = UnsafeMutableRawPointer(listModel)
        Self.setOwner(nil, of: instance)
        g_object_unref(instance)
    }

    /// What ``show(_:)`` announced.
    enum Change: Equatable {
        /// The ids were the same.
        case unchanged
        /// Rows were inserted or removed (one range), announced as such: GTK moves the
        /// rows after them.
        case shifted
        /// Rows were replaced from `position` on: GTK was told only that the count
        /// changed at the end, so it keeps the list items it shows there, and the rows of
        /// those from `position` on must show their new ids.
        case replaced(from: Int)
    }

    /// Makes the model hold `newIDs`, in one `items-changed`. The ids change first, so
    /// that what GTK binds while handling the change finds its id at its position.
    ///
    /// An insertion or a removal is announced as it is. A change that both removes and
    /// inserts (a search typed or cleared, another sort order) is announced as the change
    /// of the count alone, at the end: GTK then keeps every list item it shows, with its
    /// widgets, and the list shows the new ids in them (``Change/replaced(from:)``). Told of
    /// the replacement itself, GTK would drop those list items and build new ones for the
    /// same places (a new widget per row: CSS styled, measured and made accessible again,
    /// most of a keystroke's frame), and GTK 4.8's list views and `GtkSingleSelection`
    /// would look for the item they track among every item inserted.
    @discardableResult
    func show(_ newIDs: RowIDs) -> Change {
        let difference = newIDs.difference(from: ids)
        let oldCount = ids.count
        ids = newIDs
        guard !difference.isEmpty else { return .unchanged }
        guard difference.removed > 0, difference.inserted > 0 else {
            g_list_model_items_changed(
                listModel, guint(difference.position), guint(difference.removed), guint(difference.inserted))
            return .shifted
        }
        let kept = min(oldCount, newIDs.count)
        if oldCount != newIDs.count {
            g_list_model_items_changed(listModel, guint(kept), guint(oldCount - kept), guint(newIDs.count - kept))
        }
        return .replaced(from: difference.position)
    }

    // MARK: The GObject type

    /// Where the instance keeps its owner: after the `GObject` header.
    nonisolated private static let ownerOffset = MemoryLayout<GObject>.stride

    private static func setOwner(_ owner: UnsafeMutableRawPointer?, of instance: UnsafeMutableRawPointer) {
        instance.storeBytes(of: owner, toByteOffset: ownerOffset, as: UnsafeMutableRawPointer?.self)
    }

    /// The number of items of the model `instance` (none once its owner is gone).
    nonisolated private static func itemCount(of instance: OpaquePointer?) -> guint {
        guard let owner = owner(of: instance) else { return 0 }
        return MainActor.assumeIsolated { guint(owner.takeUnretainedValue().ids.count) }
    }

    /// A new `GtkStringObject` of the id at `position` in the model `instance`.
    nonisolated private static func item(at position: guint, of instance: OpaquePointer?) -> gpointer? {
        guard let owner = owner(of: instance) else { return nil }
        let id: String? = MainActor.assumeIsolated {
            let model = owner.takeUnretainedValue()
            return Int(position) < model.ids.count ? model.ids[Int(position)] : nil
        }
        return id.map { gtk_string_object_new($0).objectPointer }
    }

    nonisolated private static func owner(of instance: OpaquePointer?) -> Unmanaged<RowIDListModel>? {
        guard let instance,
              let owner = UnsafeMutableRawPointer(instance).load(fromByteOffset: ownerOffset, as: UnsafeMutableRawPointer?.self)
        else { return nil }
        return Unmanaged<RowIDListModel>.fromOpaque(owner)
    }

    /// `PetRowIDListModel`: a `GObject` with room for its owner, implementing `GListModel`.
    private static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GObjectClass>.size)
        info.instance_size = guint16(ownerOffset + MemoryLayout<UnsafeMutableRawPointer?>.size)
        let type = g_type_register_static(g_object_get_type(), "PetRowIDListModel", &info, GTypeFlags(0))
        var listModel = GInterfaceInfo()
        listModel.interface_init = { interface, _ in
            let methods = interface!.assumingMemoryBound(to: GListModelInterface.self)
            methods.pointee.get_item_type = { _ in gtk_string_object_get_type() }
            methods.pointee.get_n_items = { model in RowIDListModel.itemCount(of: model) }
            methods.pointee.get_item = { model, position in RowIDListModel.item(at: position, of: model) }
        }
        g_type_add_interface_static(type, g_list_model_get_type(), &listModel)
        return type
    }()
}
