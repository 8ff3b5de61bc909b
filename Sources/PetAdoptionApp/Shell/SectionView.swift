import CGtk

/// One section of the window: an `AdwLeaflet` with the list pane beside the detail pane.
///
/// The panes ask for 300 px each, so below about 600 px the leaflet folds into one pane;
/// then the window's back button (Alt+Left) returns from the detail to the list.
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
    /// The `AdwLeaflet` holding both panes.
    let leaflet: UnsafeMutablePointer<GtkWidget>
    /// What the search action does here, if the section searches.
    let search: (@MainActor () -> Void)?

    private let listPane: UnsafeMutablePointer<GtkWidget>
    private let detailPane: UnsafeMutablePointer<GtkWidget>

    /// Builds the section `builder` describes.
    init(builder: some SectionBuilder) {
        let navigator = SectionNavigator()
        let panes = builder.makePanes(navigator: navigator)
        name = builder.name
        title = builder.title
        iconName = builder.iconName
        search = panes.search
        listPane = panes.list
        detailPane = panes.detail
        leaflet = pet_adw_leaflet_new()

        gtk_widget_set_size_request(listPane, Self.paneWidth, -1)
        gtk_widget_set_size_request(detailPane, Self.paneWidth, -1)
        gtk_widget_set_hexpand(detailPane, 1)
        pet_adw_leaflet_append(leaflet, listPane, 1)
        pet_adw_leaflet_append(leaflet, gtk_separator_new(GTK_ORIENTATION_VERTICAL), 0)
        pet_adw_leaflet_append(leaflet, detailPane, 1)
        pet_adw_leaflet_set_can_navigate_back(leaflet, 1)
        navigator.section = self
        ObjectOwnership.attach(self, to: leaflet)
    }

    /// Whether the leaflet shows one pane at a time.
    var isFolded: Bool { pet_adw_leaflet_get_folded(leaflet) != 0 }

    /// Whether the leaflet's visible child is the detail pane (the one shown when folded).
    var isShowingDetail: Bool { pet_adw_leaflet_get_visible_child(leaflet) == detailPane }

    /// Whether going back (the back button, Alt+Left) leads somewhere.
    var canGoBack: Bool { isFolded && isShowingDetail }

    /// Shows the detail pane.
    func showDetail() {
        pet_adw_leaflet_set_visible_child(leaflet, detailPane)
    }

    /// Shows the list pane.
    func showList() {
        pet_adw_leaflet_set_visible_child(leaflet, listPane)
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
