import CGtk

/// What a ``SectionBuilder`` builds: the two panes of its leaflet and its search handler.
struct SectionPanes {
    /// The list pane (start side).
    let list: UnsafeMutablePointer<GtkWidget>
    /// The detail pane (end side).
    let detail: UnsafeMutablePointer<GtkWidget>
    /// What the search action (Ctrl+F) does in this section; `nil` disables it.
    let search: (@MainActor () -> Void)?
}
