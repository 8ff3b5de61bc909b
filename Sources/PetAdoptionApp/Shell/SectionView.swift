import CGtk

/// One section of the window: its list pane beside its detail pane, in a
/// ``SectionLayout`` that folds them into one pane at narrow widths; then the back button
/// (Alt+Left) returns from the detail to the list.
///
/// The panes are built by ``buildPanes()``, which the window calls when the section is
/// first shown: a section the user never opens costs nothing at start-up.
@MainActor
final class SectionView {
    /// The view stack page name.
    let name: String
    /// The switcher title.
    let title: String
    /// The switcher icon.
    let iconName: String
    /// Where the panes sit (they are none until ``buildPanes()``).
    let layout: SectionLayout

    private var builder: (any SectionBuilder)?
    private var panes: SectionPanes?
    private let toasts: ToastPresenter
    private let filterState: (text: () -> String, restore: (String) -> Void)

    /// The section `builder` describes, its panes not built yet, in a layout switching
    /// between the sections of `stack` with the main menu `menuButton` makes; the panes
    /// show their toasts with `toasts`.
    init(
        builder: some SectionBuilder, stack: OpaquePointer, menuButton: () -> UnsafeMutablePointer<GtkWidget>,
        toasts: ToastPresenter
    ) {
        name = builder.name
        title = builder.title
        iconName = builder.iconName
        self.builder = builder
        self.toasts = toasts
        filterState = ({ builder.filterText }, builder.restoreFilter)
        layout = SectionLayout(title: builder.title, stack: stack, menuButton: menuButton)
        ObjectOwnership.attach(self, to: layout.widget)
    }

    /// The section's filter as text to keep between runs; empty when it filters nothing.
    var filterText: String { filterState.text() }

    /// Filters as `filterText` was kept.
    func restoreFilter(_ text: String) {
        filterState.restore(text)
    }

    /// Whether the panes are built.
    var hasPanes: Bool { panes != nil }

    /// What the search action does here, if the section searches (once built).
    var search: (@MainActor () -> Void)? { panes?.search }

    /// Builds the panes and puts them in the layout, the first time only.
    func buildPanes() {
        guard let builder else { return }
        self.builder = nil
        let navigator = SectionNavigator()
        let panes = builder.makePanes(navigator: navigator, toasts: toasts)
        self.panes = panes
        layout.setPanes(list: panes.list, detail: panes.detail)
        navigator.section = self
    }

    /// Whether the layout shows one pane at a time.
    var isFolded: Bool { layout.isFolded }

    /// Whether the detail pane is the one shown when folded.
    var isShowingDetail: Bool { layout.isShowingDetail }

    /// Whether going back (the back button, Alt+Left) leads somewhere.
    var canGoBack: Bool { isFolded && isShowingDetail }

    /// Shows the detail pane: slides to it when folded (the focus goes with it); side by
    /// side, the focus stays where it is.
    func showDetail() {
        let focus = isFolded ? nil : gtk_widget_get_root(layout.widget).flatMap { gtk_root_get_focus($0) }
        layout.showDetail()
        if let focus, gtk_widget_get_root(layout.widget).flatMap({ gtk_root_get_focus($0) }) != focus {
            gtk_widget_grab_focus(focus)
        }
    }

    /// The section came into view in `window`: typing there searches this section, and
    /// the focus goes to its list.
    func didShow(in window: UnsafeMutablePointer<GtkWidget>) {
        buildPanes()
        panes?.captureTyping?(window)
        _ = panes?.focus?()
    }

    /// The section left the view: typing no longer searches it.
    func didHide() {
        panes?.captureTyping?(nil)
    }

    /// Returns from the detail pane to the list when folded, the focus on the list.
    func goBack() {
        guard canGoBack else { return }
        layout.showList()
        // The focus was on the page (or its Back button) and goes back to the list, on the
        // row whose page it was.
        _ = panes?.focus?()
    }

    /// Calls `handler` whenever ``canGoBack`` may have changed.
    func onNavigationChange(_ handler: @escaping @MainActor () -> Void) {
        layout.onChange(handler)
    }
}
