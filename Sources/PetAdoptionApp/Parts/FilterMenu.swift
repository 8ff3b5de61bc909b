import CGtk
import PetCore

/// The contents of a section's filter and sort menu (the list pane's popover), bound to
/// its list.
@MainActor
protocol FilterMenu: AnyObject {
    /// The section whose list the menu filters and sorts.
    associatedtype Section: ListSection

    /// A menu for `list`; its widget owns it.
    init(list: RecordList<Section>)

    /// The menu's top widget.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
}
