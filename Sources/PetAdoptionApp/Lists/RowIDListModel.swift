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
/// model.show(newIDs)  // the smallest single range change
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
        listModel = OpaquePointer(instance)
        Self.setOwner(Unmanaged.passUnretained(self).toOpaque(), of: instance)
    }

    isolated deinit {
        let instance = UnsafeMutableRawPointer(listModel)
        Self.setOwner(nil, of: instance)
        g_object_unref(instance)
    }

    /// Makes the model hold `newIDs`, announced as the smallest single range change.
    /// The ids change first, so that what GTK binds while handling the change finds its
    /// id at its new position. Returns `false` when nothing changed.
    ///
    /// A change that both removes and inserts is announced as two `items-changed`: the
    /// insertion, after the rows it replaces, and then the removal of those rows. GTK 4.8's
    /// list views and `GtkSingleSelection` look for an item they track (the cursor row,
    /// the selected row) that a change removed among every item it inserted, one
    /// `get_item` each, which this model would make (100,000 of them for a search
    /// cleared); neither announcement has both. The new rows go after the old ones, not
    /// before: a list keeps showing the row at its top while rows are inserted before
    /// it, and GTK 4.8 then lost its place when that row was removed, showing no rows.
    @discardableResult
    func show(_ newIDs: RowIDs) -> Bool {
        let difference = newIDs.difference(from: ids)
        let old = ids
        ids = newIDs
        guard !difference.isEmpty else { return false }
        let position = guint(difference.position), removed = guint(difference.removed), inserted = guint(difference.inserted)
        guard removed > 0, inserted > 0 else {
            g_list_model_items_changed(listModel, position, removed, inserted)
            return true
        }
        insertion = (old, difference.position + difference.removed, difference.removed)
        g_list_model_items_changed(listModel, position + removed, 0, inserted)
        insertion = nil
        g_list_model_items_changed(listModel, position, removed, 0)
        return true
    }

    /// The ids before a change whose insertion is being announced, where the new rows
    /// begin and how many old rows are still shown before them: until the removal is
    /// announced, the model shows the old rows followed by the new ones.
    private var insertion: (old: RowIDs, newRowsFrom: Int, removed: Int)?

    /// The number of items GTK is told of.
    private var itemCount: Int {
        insertion.map { $0.removed + ids.count } ?? ids.count
    }

    /// The id of the item GTK is told of at `position`.
    private func id(at position: Int) -> String {
        guard let insertion else { return ids[position] }
        return position < insertion.newRowsFrom ? insertion.old[position] : ids[position - insertion.removed]
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
        return MainActor.assumeIsolated { guint(owner.takeUnretainedValue().itemCount) }
    }

    /// A new `GtkStringObject` of the id at `position` in the model `instance`.
    nonisolated private static func item(at position: guint, of instance: OpaquePointer?) -> gpointer? {
        guard let owner = owner(of: instance) else { return nil }
        let id: String? = MainActor.assumeIsolated {
            let model = owner.takeUnretainedValue()
            return Int(position) < model.itemCount ? model.id(at: Int(position)) : nil
        }
        return id.map { gpointer(gtk_string_object_new($0)) }
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
