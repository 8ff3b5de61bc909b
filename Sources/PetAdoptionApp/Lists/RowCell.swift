import CGtk

/// One row widget and what it is currently attached to: the state a `GtkListItem` carries.
///
/// The cell keeps the attached row view model alive until it detaches, so a view model
/// that makes row view models on demand (and keeps none) can hand them out. It holds a
/// reference to the row's widget, so that the row outlives the list item GTK built for
/// it and can serve another (``RowList`` keeps spare cells).
@MainActor
final class RowCell<Row: RowView> {
    /// The row's widgets.
    let row: Row
    /// The id of the row view model the row is attached to.
    private(set) var attachedID: String?
    private var model: Row.RowModel?
    private var bindings: [Binding] = []

    /// A cell holding a freshly built row. The row's widgets are left out of what
    /// assistive technologies see: the list item's label says all the row shows (a screen
    /// reader that also found the row's labels, as Orca 48 does, said them again after it).
    init(row: Row) {
        LiveObjectCount.created(.rowCell)
        self.row = row
        g_object_ref_sink(row.widget.objectPointer)
        pet_accessible_leave_out(row.widget)
    }

    isolated deinit {
        LiveObjectCount.released(.rowCell)
        g_object_unref(row.widget.objectPointer)
    }

    /// Attaches the row to `model`, the row of `id`, detaching it from any previous one
    /// first; `item`, the list item GTK shows the row in, is named with what the row shows.
    func attach(to model: Row.RowModel, id: String, item: OpaquePointer) {
        detach()
        self.model = model
        attachedID = id
        bindings = row.attach(to: model)
        bindings.append(bind(item, to: model, \.accessibleLabel) { item, label in
            pet_list_item_set_accessible_label(item, label)
        })
    }

    /// Cancels the row's bindings and lets it forget its model.
    func detach() {
        bindings.forEach { $0.cancel() }
        bindings = []
        row.detach()
        model = nil
        attachedID = nil
    }
}
