/// A `GtkListItem`'s hold on its ``RowCell``: when GTK drops the list item, the slot goes
/// with it and hands the cell to `onRelease` (its ``RowList``, which keeps it for another
/// list item).
@MainActor
final class RowSlot<Row: RowView> {
    /// The row the list item shows.
    let cell: RowCell<Row>
    private let onRelease: @MainActor (RowCell<Row>) -> Void

    /// A slot for `cell`, calling `onRelease` with it when the slot goes.
    init(cell: RowCell<Row>, onRelease: @escaping @MainActor (RowCell<Row>) -> Void) {
        self.cell = cell
        self.onRelease = onRelease
    }

    isolated deinit {
        onRelease(cell)
    }
}
