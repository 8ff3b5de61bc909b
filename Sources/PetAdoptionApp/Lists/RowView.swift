import CGtk
import Observation
import PetCore

/// The widgets of one list row, built once and reused for many items.
///
/// ``RowList`` creates a row when GTK needs one more on screen (`setup`), attaches it to
/// an item's row view model when the item scrolls in (`bind`), and detaches it when the
/// item scrolls out (`unbind`), before the same widgets show another item.
@MainActor
protocol RowView: AnyObject {
    /// The row view model this row shows; its ``AccessibleRow/accessibleLabel`` names the
    /// row for screen readers.
    associatedtype RowModel: AccessibleRow & Observable

    /// Builds the row's widgets, showing nothing yet.
    init()

    /// The top widget of the row.
    var widget: UnsafeMutablePointer<GtkWidget> { get }

    /// Shows `model`: binds each widget to one of its properties and remembers it
    /// (weakly) for the row's intents. The list cancels the returned bindings on detach.
    func attach(to model: RowModel) -> [Binding]

    /// Forgets the model given to ``attach(to:)``, so intents no longer reach it.
    func detach()
}
