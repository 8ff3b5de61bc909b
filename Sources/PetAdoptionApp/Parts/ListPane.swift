import CGtk
import PetCore

/// The list pane every section shares: a search bar, a bar with the count, the search
/// and filter buttons (and whatever the section adds, such as Add), and either the rows or
/// a status page saying why there are none.
///
/// Type-to-search: typing anywhere in the window while the section is shown (see
/// ``captureTyping(from:)``) opens the search bar; Escape closes it and clears the search.
/// In the search field, Return opens the first result and Down moves into the list.
///
/// Choosing a row with a click or Enter calls `onChoose` with its id (which selects it
/// and shows its page); the arrow keys, Home, End, Page Up and Page Down only select, so
/// the focus stays in the list. The list shows the view model's selection. The pane's
/// top widget owns this controller.
@MainActor
final class ListPane<Section: ListSection, Row: RowView> where Row.RowModel == Section.Row {
    /// The pane's top widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The search bar, closed until Ctrl+F, the search button or typing opens it.
    let searchBar = Widget<Gtk.SearchBar>(gtk_search_bar_new())
    /// The search field.
    let searchEntry = Widget<Gtk.SearchEntry>(gtk_search_entry_new())
    /// The button that opens and closes the search bar.
    let searchButton = Widget<Gtk.ToggleButton>(gtk_toggle_button_new())
    /// “12 of 340 pets”.
    let countLabel = Widget<Gtk.Label>(Widgets.label(classes: ["dim-label", "caption-heading"]))
    /// The button that opens the section's filter and sort menu.
    let filterButton = Widget<Gtk.MenuButton>(gtk_menu_button_new())
    /// The filter and sort menu's contents.
    let filterMenu: UnsafeMutablePointer<GtkWidget>
    /// The view model shown; the pane keeps it alive (bindings and handlers hold it weakly).
    let list: RecordList<Section>
    /// The rows.
    let rows: RowList<Row>
    /// What shows instead of the rows when there are none.
    let emptyPage = Widgets.statusPage()
    /// The empty page's button: clear the search or filters, or try again.
    let emptyActionButton = Widget<Gtk.Button>(gtk_button_new())
    /// Switches between the rows and ``emptyPage``.
    let stack = ContentStack.make()
    /// Scrolls the rows.
    private let scroller = Widget<Gtk.ScrolledWindow>(gtk_scrolled_window_new())

    /// Whether ``emptyPage`` shows instead of the rows.
    var isShowingEmptyState: Bool { ContentStack.shown(in: stack) == emptyPage.widget }
    /// The pane's width beside the detail pane, whatever the rows hold: the layout's
    /// (``SectionLayout/listWidth``), which wider windows may widen.
    static var width: Int32 { SectionLayout.listWidth }

    /// The bar above the rows.
    private let toolbar: Widget<Gtk.Box>
    private let onChoose: @MainActor (String) -> Void
    /// Tells a screen reader what the search found, once typing pauses.
    private var resultAnnouncement: Timeout?

    /// How long typing in the search field pauses before a screen reader hears how many
    /// records match: long enough that a typed word is announced once, not at every key.
    static var typingPause: Duration { .milliseconds(600) }

    /// The list pane of `list`.
    ///
    /// - Parameters:
    ///   - name: what assistive technologies call the rows ("Pets").
    ///   - searchPlaceholder: the search field's placeholder ("Search pets").
    ///   - iconName: the section's icon, for an empty list that is not a search result.
    ///   - filterMenu: the filter and sort menu's contents.
    ///   - onChoose: called with the id of a row the user selects or activates.
    init(
        list: RecordList<Section>, name: String, searchPlaceholder: String, iconName: String,
        filterMenu: UnsafeMutablePointer<GtkWidget>, onChoose: @escaping @MainActor (String) -> Void
    ) {
        let rows = RowList<Row>(rows: list, ids: \.visibleRowIDs) { [weak list] id in list?.row(withID: id) }
        rows.onActivate(onChoose)
        rows.bindSelection(to: list, \.selectedID) { [weak list] id, byKeyboard in
            if byKeyboard { list?.select(id) } else { onChoose(id) }
        }
        self.onChoose = onChoose
        self.rows = rows
        self.filterMenu = filterMenu
        self.list = list
        pet_accessible_set_label(rows.view.accessible, name)

        gtk_widget_set_focusable(scroller.widget, 0)  // The rows take the focus.
        gtk_scrolled_window_set_child(scroller.c, rows.view)
        // The pane is as wide in every section, whatever its rows would like: the rows
        // (which ellipsize) get the pane's width, not the other way round.
        gtk_scrolled_window_set_policy(scroller.c, GTK_POLICY_EXTERNAL, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_min_content_width(scroller.c, Self.width)
        gtk_widget_set_vexpand(stack.widget, 1)
        ContentStack.add(scroller.widget, to: stack)
        ContentStack.add(emptyPage.widget, to: stack)

        let popover = Widget<Gtk.Popover>(gtk_popover_new())
        gtk_popover_set_child(popover.c, filterMenu)
        gtk_menu_button_set_popover(filterButton.c, popover.widget)
        gtk_menu_button_set_icon_name(filterButton.c, "view-sort-ascending-symbolic")
        Widgets.describe(filterButton.widget, as: tr("Filter and Sort"))
        gtk_button_set_icon_name(searchButton.superclass.c, "system-search-symbolic")
        Widgets.describe(searchButton.widget, as: tr("Search"))
        gtk_widget_set_hexpand(countLabel.widget, 1)
        toolbar = Widget(Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [countLabel.widget, searchButton.widget, filterButton.widget]))
        for button in [searchButton.widget, filterButton.widget] { gtk_widget_add_css_class(button, "flat") }
        gtk_widget_set_margin_top(toolbar.widget, 6)
        gtk_widget_set_margin_bottom(toolbar.widget, 6)
        gtk_widget_set_margin_start(toolbar.widget, 12)
        gtk_widget_set_margin_end(toolbar.widget, 6)

        widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [
            searchBar.widget, toolbar.widget, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), stack.widget,
        ])
        gtk_widget_set_hexpand(widget, 0)
        gtk_widget_set_size_request(stack.widget, Self.width, -1)
        ObjectOwnership.attach(self, to: widget)

        setUpSearch(list, placeholder: searchPlaceholder)
        setUpEmptyPage(list, iconName: iconName)
        bind(countLabel.widget, to: list, \.countText, apply: Widgets.setText)
        bind(filterButton, to: list, \.filter.isActive) { button, isActive in
            Widgets.setClass("accent", on: button.widget, isActive)
        }
    }

    /// Whether the search bar is open.
    var isSearching: Bool {
        gtk_search_bar_get_search_mode(searchBar.c) != 0
    }

    /// Opens the search bar and puts the focus in the search field (Ctrl+F).
    func beginSearch() {
        gtk_search_bar_set_search_mode(searchBar.c, 1)
        gtk_widget_grab_focus(searchEntry.widget)
    }

    /// Puts the keyboard focus in the list when it shows rows (on the selected row once
    /// there is one), else on the empty page's button when it has one; returns whether it did.
    @discardableResult
    func focusList() -> Bool {
        if list.emptyState == nil {
            rows.focus()
            return true
        }
        return gtk_widget_get_visible(emptyActionButton.widget) != 0 && gtk_widget_grab_focus(emptyActionButton.widget) != 0
    }

    /// Puts the focus on the toolbar's last button (`backward`) or its first; returns whether it did.
    func focusToolbar(backward: Bool) -> Bool {
        gtk_widget_child_focus(toolbar.widget, backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD) != 0
    }

    /// Makes typing in `widget` (the window, while this section shows; `nil` when it
    /// does not) open the search bar and type there.
    func captureTyping(from widget: UnsafeMutablePointer<GtkWidget>?) {
        gtk_search_bar_set_key_capture_widget(searchBar.c, widget)
    }

    /// Tab and Shift+Tab in the list go to `forward()` and `backward()` (see ``RowList/onTabOut(forward:backward:)``).
    func onTabOut(forward: @escaping @MainActor () -> Bool, backward: @escaping @MainActor () -> Bool) {
        rows.onTabOut(forward: forward, backward: backward)
    }

    /// Adds a flat `button` at the end of the toolbar (the editing controls' Add).
    func addToolbarButton(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_css_class(button, "flat")
        gtk_box_append(toolbar.c, button)
    }

    private func setUpSearch(_ list: RecordList<Section>, placeholder: String) {
        gtk_editable_set_width_chars(searchEntry.editable, 16)
        pet_g_object_set_string(searchEntry.objectPointer, "placeholder-text", placeholder)
        pet_accessible_set_label(searchEntry.accessible, placeholder)
        gtk_widget_set_hexpand(searchEntry.widget, 1)
        // Search keeps up with typing (a keystroke over 100,000 pets costs under a
        // millisecond, SearchBenchmark): each key shows its result, without GTK's 150 ms wait.
        gtk_search_entry_set_search_delay(searchEntry.c, 0)
        let clamp = Widget<Adw.Clamp>(adw_clamp_new())
        adw_clamp_set_child(clamp.c, searchEntry.widget)
        gtk_search_bar_set_child(searchBar.c, clamp.widget)
        gtk_search_bar_connect_entry(searchBar.c, searchEntry.editable)
        connect(searchEntry, \.searchEntryActivate) { [weak self] in self?.openFirstResult() }
        connect(searchEntry, \.searchChanged) { [weak self] in self?.announceResultsWhenTypingPauses() }
        onKeyPress(searchEntry.widget) { [weak self] keyval, _ in
            guard let self, keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down else { return false }
            return self.focusList()
        }
        g_object_bind_property(
            searchButton.objectPointer, "active", searchBar.objectPointer, "search-mode-enabled",
            GBindingFlags(G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        bindTwoWay(
            searchEntry, .signal(\.searchChanged), to: list, reading: { $0.searchText },
            read: { Widgets.entryText(of: $0.widget) }, write: { Widgets.setEntryText(of: $0.widget, $1) }
        ) { list, text in list.search(text) }
        onNotify(searchBar, \.searchModeEnabled) { [weak self, weak list] in
            guard let self, !self.isSearching else { return }
            list?.clearSearch()
        }
    }

    /// Return in the search field: searches for what the field holds now (without
    /// waiting for the field's typing delay), selects the first result and shows its
    /// page; the focus goes to the result in the list, unless showing the page took it.
    private func openFirstResult() {
        list.search(Widgets.entryText(of: searchEntry.widget))
        guard list.emptyState == nil, list.visibleCount > 0 else { return }
        onChoose(list.rowID(at: 0))
        guard Widgets.hasFocus(within: widget) else { return }
        // Once the list shows the result and its selection.
        PendingWork.start { [weak self] in self?.rows.focus() }
    }

    /// Once typing in the search field pauses, tells a screen reader what the search
    /// found (``RecordList/resultSummary``: "1 of 32 pets", "No pets match “zz”.").
    private func announceResultsWhenTypingPauses() {
        resultAnnouncement?.cancel()
        guard Widgets.hasFocus(within: searchEntry.widget) else { return }
        resultAnnouncement = Timeout.after(Self.typingPause) { [weak self] in
            guard let self, Widgets.hasFocus(within: self.searchEntry.widget) else { return }
            Accessibility.announce(self.list.resultSummary, from: self.searchEntry.widget)
        }
    }

    private func setUpEmptyPage(_ list: RecordList<Section>, iconName: String) {
        gtk_widget_add_css_class(emptyPage.widget, "compact")
        gtk_widget_add_css_class(emptyActionButton.widget, "pill")
        gtk_widget_set_visible(emptyActionButton.widget, 0)  // Until an empty state gives it a label.
        gtk_widget_set_halign(emptyActionButton.widget, GTK_ALIGN_CENTER)
        adw_status_page_set_child(emptyPage.c, emptyActionButton.widget)
        bind(stack, to: list, \.emptyState) { [scroller, emptyPage] stack, emptyState in
            ContentStack.show(emptyState == nil ? scroller.widget : emptyPage.widget, in: stack)
        }
        let translator = list.context.translator
        bind(emptyPage, to: list, reading: { ($0.emptyState, $0.isNarrowed) }) { [emptyActionButton] page, shown in
            let (emptyState, isNarrowed) = shown
            guard let emptyState else { return }
            let icon = emptyState.action == .retryLoading ? "dialog-error-symbolic"
                : isNarrowed ? "system-search-symbolic" : iconName
            adw_status_page_set_icon_name(page.c, icon)
            adw_status_page_set_title(page.c, emptyState.title)
            Widgets.setDescription(of: page, emptyState.description)
            gtk_widget_set_visible(emptyActionButton.widget, emptyState.action == nil ? 0 : 1)
            gtk_button_set_label(emptyActionButton.c, emptyState.action?.label(translator) ?? "")
        }
        connect(emptyActionButton, \.clicked) { [weak list] in
            guard let list, let action = list.emptyState?.action else { return }
            perform { await list.perform(action) }
        }
    }
}
