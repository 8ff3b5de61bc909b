import CGtk

/// How one section's list and detail panes sit in the window, side by side or, in a
/// narrow window, one at a time. This type and ``WindowChrome`` are the only places that
/// name the libadwaita widgets for it, which differ by version:
///
/// - libadwaita 1.4 and later: an `AdwNavigationSplitView`. Each pane is an
///   `AdwToolbarView` with a header bar of its own: the list's has the main menu, the
///   detail's the view switcher. Collapsed, the detail's header shows the header bar's own
///   back button. The window's breakpoints collapse it (``WindowChrome``).
/// - libadwaita 1.2 and 1.3: an `AdwLeaflet` of the two panes under the window's one
///   header bar, folding by itself when both panes cannot fit.
///
/// The list pane is ``listWidth`` wide at least and the detail pane ``detailWidth``; the
/// layout folds when both cannot fit. The panes are set by ``setPanes(list:detail:)``
/// when the section is first shown.
@MainActor
final class SectionLayout {
    /// The list pane's smallest width.
    static let listWidth: Int32 = 360
    /// The detail pane's smallest width.
    static let detailWidth: Int32 = 300

    /// The widget the window's view stack shows for the section.
    let widget: UnsafeMutablePointer<GtkWidget>

    private var detail: UnsafeMutablePointer<GtkWidget>?

    #if ADW_1_4
    /// The detail pane's header bar, whose view switcher the window's breakpoints hide.
    let detailHeader: UnsafeMutablePointer<GtkWidget>
    private let listToolbar: UnsafeMutablePointer<GtkWidget>
    private let detailToolbar: UnsafeMutablePointer<GtkWidget>

    /// The layout of a section titled `title`, switching between the sections of `stack`,
    /// with the main menu `menuButton` makes in its list's header.
    init(title: String, stack: OpaquePointer, menuButton: () -> UnsafeMutablePointer<GtkWidget>) {
        widget = pet_split_view_new(0.35, Double(Self.listWidth), 420)
        let listHeader = adw_header_bar_new()!
        adw_header_bar_pack_end(pet_adw_header_bar(listHeader), menuButton())
        listToolbar = pet_split_view_add_pane(widget, 1, title, "list", listHeader)
        detailHeader = adw_header_bar_new()!
        let switcher = adw_view_switcher_new()!
        adw_view_switcher_set_stack(pet_adw_view_switcher(switcher), stack)
        adw_view_switcher_set_policy(pet_adw_view_switcher(switcher), ADW_VIEW_SWITCHER_POLICY_WIDE)
        adw_header_bar_set_title_widget(pet_adw_header_bar(detailHeader), switcher)
        detailToolbar = pet_split_view_add_pane(widget, 0, title, "detail", detailHeader)
        // A switcher holds its stack, and this one is inside it: it lets go while out of a
        // window, or the closed window's stack would keep itself (and the window) alive.
        onNotify(switcher, \.root) {
            let isInWindow = gtk_widget_get_root(switcher) != nil
            adw_view_switcher_set_stack(pet_adw_view_switcher(switcher), isInWindow ? stack : nil)
        }
    }

    /// Puts `list` and `detail` in the layout's panes.
    func setPanes(list: UnsafeMutablePointer<GtkWidget>, detail: UnsafeMutablePointer<GtkWidget>) {
        self.detail = detail
        gtk_widget_set_size_request(detail, Self.detailWidth, -1)
        adw_toolbar_view_set_content(pet_adw_toolbar_view(listToolbar), list)
        adw_toolbar_view_set_content(pet_adw_toolbar_view(detailToolbar), detail)
    }

    /// Titles the detail pane `title`: its header shows it where the view switcher does
    /// not fit (and a screen reader names the pane by it).
    func setDetailTitle(_ title: String) {
        pet_split_view_set_content_title(widget, title)
    }

    /// The detail pane's title.
    var detailTitle: String { String(cString: pet_split_view_get_content_title(widget)) }

    /// Whether the layout shows one pane at a time.
    var isFolded: Bool { adw_navigation_split_view_get_collapsed(splitView) != 0 }

    /// Whether the detail pane is the one shown when folded.
    var isShowingDetail: Bool { detail != nil && adw_navigation_split_view_get_show_content(splitView) != 0 }

    /// Makes the detail pane the one shown when folded, and slides to it if folded.
    func showDetail() {
        adw_navigation_split_view_set_show_content(splitView, 1)
    }

    /// Returns to the list pane when folded.
    func showList() {
        adw_navigation_split_view_set_show_content(splitView, 0)
    }

    /// Calls `handler` when the layout folds or unfolds, or its pane shown when folded changes.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        onNotify(widget, \.splitViewCollapsed, handler)
        onNotify(widget, \.splitViewShowContent, handler)
    }

    private var splitView: OpaquePointer { pet_adw_navigation_split_view(widget) }
    #else
    /// The layout of a section (the title, the view switcher and the menu are in the
    /// window's one header bar before libadwaita 1.4).
    init(title _: String, stack _: OpaquePointer, menuButton _: () -> UnsafeMutablePointer<GtkWidget>) {
        widget = pet_adw_leaflet_new()
    }

    /// Puts `list` and `detail` in the layout's panes.
    func setPanes(list: UnsafeMutablePointer<GtkWidget>, detail: UnsafeMutablePointer<GtkWidget>) {
        self.detail = detail
        gtk_widget_set_size_request(detail, Self.detailWidth, -1)
        gtk_widget_set_hexpand(detail, 1)
        pet_adw_leaflet_append(widget, list, 1)
        pet_adw_leaflet_append(widget, gtk_separator_new(GTK_ORIENTATION_VERTICAL), 0)
        pet_adw_leaflet_append(widget, detail, 1)
    }

    /// The window's one header bar titles the window, not the pane.
    func setDetailTitle(_: String) {}

    /// Whether the layout shows one pane at a time.
    var isFolded: Bool { pet_adw_leaflet_get_folded(widget) != 0 }

    /// Whether the detail pane is the one shown when folded.
    var isShowingDetail: Bool { detail != nil && pet_adw_leaflet_get_visible_child(widget) == detail }

    /// Makes the detail pane the one shown when folded, and slides to it if folded.
    func showDetail() {
        guard let detail else { return }
        pet_adw_leaflet_set_visible_child(widget, detail)
    }

    /// Returns to the list pane when folded.
    func showList() {
        _ = pet_adw_leaflet_navigate_back(widget)
    }

    /// Calls `handler` when the layout folds or unfolds, or its pane shown when folded changes.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        onNotify(widget, \.leafletFolded, handler)
        onNotify(widget, \.leafletVisibleChild, handler)
    }
    #endif
}
