import CGtk

/// What a ``SectionBuilder`` builds: the two panes of its layout and how the window
/// works them from the keyboard.
struct SectionPanes {
    /// The list pane (start side).
    let list: UnsafeMutablePointer<GtkWidget>
    /// The detail pane (end side).
    let detail: UnsafeMutablePointer<GtkWidget>
    /// What the search action (Ctrl+F) does in this section; `nil` disables it.
    let search: (@MainActor () -> Void)?
    /// Puts the keyboard focus where a user starts in this section (the list), when the
    /// section comes into view; returns whether it did.
    var focus: (@MainActor () -> Bool)?
    /// Makes typing in the given widget (the window while the section shows, `nil` when
    /// it stops showing) search this section.
    var captureTyping: (@MainActor (UnsafeMutablePointer<GtkWidget>?) -> Void)?
}
