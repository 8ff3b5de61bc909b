/// The seam between the window shell and one section's contents (Pets, Recipes).
///
/// The shell gives each section a page in the view stack and a ``SectionLayout`` that shows
/// the list pane beside the detail pane, folding to one pane with a back button when the
/// window is narrow. A builder supplies the two panes (bound to its view models) and,
/// if the section can search, what Ctrl+F does. List-and-detail sections are a
/// ``RecordSection`` of the shared parts; anything else (a placeholder, a game) builds its
/// own panes.
@MainActor
protocol SectionBuilder {
    /// The page's name in the view stack, also stored as the last section shown.
    var name: String { get }
    /// The page's title in the view switcher.
    var title: String { get }
    /// The page's symbolic icon in the view switcher.
    var iconName: String { get }

    /// Builds the section's panes; `navigator` moves between them when folded, and
    /// `toasts` shows the window's toasts.
    func makePanes(navigator: SectionNavigator, toasts: ToastPresenter) -> SectionPanes

    /// The section's filter as text to keep between runs; empty when it filters nothing.
    var filterText: String { get }
    /// Filters as `filterText` was kept.
    func restoreFilter(_ text: String)
}

extension SectionBuilder {
    /// A section without a filter keeps none.
    var filterText: String { "" }

    func restoreFilter(_ text: String) {}
}
