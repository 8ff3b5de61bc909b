/// One row widget and what it is currently attached to: the state a `GtkListItem` carries.
///
/// The cell keeps the attached row view model alive until it detaches, so a view model
/// that makes row view models on demand (and keeps none) can hand them out.
@MainActor
final class RowCell<Row: RowView> {
    /// The row's widgets.
    let row: Row
    private var model: Row.RowModel?
    private var bindings: [Binding] = []

    /// A cell holding a freshly built row.
    init(row: Row) {
        self.row = row
    }

    /// Attaches the row to `model`, detaching it from any previous one first.
    func attach(to model: Row.RowModel) {
        detach()
        self.model = model
        bindings = row.attach(to: model)
    }

    /// Cancels the row's bindings and lets it forget its model.
    func detach() {
        bindings.forEach { $0.cancel() }
        bindings = []
        row.detach()
        model = nil
    }
}
