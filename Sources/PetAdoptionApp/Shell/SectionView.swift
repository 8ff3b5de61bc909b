import CGtk

/// One section of the window: an `AdwLeaflet` with the list pane beside the detail pane.
///
/// The panes ask for 300 px each, so below about 600 px the leaflet folds into one pane;
/// then the window's back button (Alt+Left) returns from the detail to the list.
///
/// The panes are built by ``buildPanes()``, which the window calls when the section is
/// first shown: a section the user never opens costs nothing at start-up.
@MainActor
final class SectionView {
    /// The smallest width of each pane; the leaflet folds when both cannot fit.
    static let paneWidth: Int32 = 300

    /// The view stack page name.
    let name: String
    /// The switcher title.
    let title: String
    /// The switcher icon.
    let iconName: String
    /// The `AdwLeaflet` holding both panes (none until ``buildPanes()``).
    let leaflet: UnsafeMutablePointer<GtkWidget>

    private var builder: (any SectionBuilder)?
    private var panes: SectionPanes?
    private let toasts: ToastPresenter
    private let filterState: (text: () -> String, restore: (String) -> Void)

    /// The section `builder` describes, its panes not built yet; they show their toasts
    /// with `toasts`.
    init(builder: some SectionBuilder, toasts: ToastPresenter) {
        name = builder.name
        title = builder.title
        iconName = builder.iconName
        self.builder = builder
        self.toasts = toasts
        filterState = ({ builder.filterText }, builder.restoreFilter)
        leaflet = pet_adw_leaflet_new()
        pet_adw_leaflet_set_can_navigate_back(leaflet, 1)
        ObjectOwnership.attach(self, to: leaflet)
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

    /// Builds the panes and puts them in the leaflet, the first time only.
    func buildPanes() {
        guard let builder else { return }
        self.builder = nil
        let navigator = SectionNavigator()
        let panes = builder.makePanes(navigator: navigator, toasts: toasts)
        self.panes = panes
        gtk_widget_set_size_request(panes.list, Self.paneWidth, -1)
        gtk_widget_set_size_request(panes.detail, Self.paneWidth, -1)
        gtk_widget_set_hexpand(panes.detail, 1)
        pet_adw_leaflet_append(leaflet, panes.list, 1)
        pet_adw_leaflet_append(leaflet, gtk_separator_new(GTK_ORIENTATION_VERTICAL), 0)
        pet_adw_leaflet_append(leaflet, panes.detail, 1)
        navigator.section = self
    }

    /// Whether the leaflet shows one pane at a time.
    var isFolded: Bool { pet_adw_leaflet_get_folded(leaflet) != 0 }

    /// Whether the leaflet's visible child is the detail pane (the one shown when folded).
    var isShowingDetail: Bool {
        guard let panes else { return false }
        return pet_adw_leaflet_get_visible_child(leaflet) == panes.detail
    }

    /// Whether going back (the back button, Alt+Left) leads somewhere.
    var canGoBack: Bool { isFolded && isShowingDetail }

    /// Shows the detail pane: slides to it when folded (the focus goes with it); side by
    /// side, the focus stays where it is (AdwLeaflet would move it into the detail pane).
    func showDetail() {
        guard let panes else { return }
        let focus = isFolded ? nil : gtk_widget_get_root(leaflet).flatMap { gtk_root_get_focus($0) }
        pet_adw_leaflet_set_visible_child(leaflet, panes.detail)
        if let focus, gtk_widget_get_root(leaflet).flatMap({ gtk_root_get_focus($0) }) != focus {
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

    /// Returns from the detail pane to the list when folded.
    func goBack() {
        guard canGoBack else { return }
        _ = pet_adw_leaflet_navigate_back(leaflet)
    }

    /// Calls `handler` whenever ``canGoBack`` may have changed.
    func onNavigationChange(_ handler: @escaping @MainActor () -> Void) {
        onNotify(leaflet, "folded", handler)
        onNotify(leaflet, "visible-child", handler)
    }
}
