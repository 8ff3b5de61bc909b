import CGtk
import PetCore

/// The Pets page's list pane: a search bar, a bar with the count and the filter menu,
/// and either the rows or a status page saying why there are none.
///
/// Type-to-search: typing while the pane has the focus opens the search bar; Escape
/// closes it and clears the search. The pane's top widget owns this controller.
@MainActor
final class PetListPane {
    /// The pane's top widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The search bar, closed until Ctrl+F, the search button or typing opens it.
    let searchBar = gtk_search_bar_new()!
    /// The search field.
    let searchEntry = gtk_search_entry_new()!
    /// The button that opens and closes the search bar.
    let searchButton = gtk_toggle_button_new()!
    /// “12 of 340 pets”.
    let countLabel = PetWidgets.label(classes: ["dim-label", "caption-heading"])
    /// The filter and sort menu.
    let filterMenu: PetFilterMenu
    /// The rows.
    let rows: RowList<PetRow, PetRowViewModel.ID>
    /// The rows' scrolled window.
    let scroller = gtk_scrolled_window_new()!
    /// What shows instead of the rows when there are none.
    let emptyPage = adw_status_page_new()!
    /// The empty page's button: clear the search, clear the filters or try again.
    let emptyActionButton = gtk_button_new()!
    /// Switches between ``scroller`` and ``emptyPage``.
    let stack = ContentStack.make()
    /// The bar above the rows: the count, the search and filter buttons.
    private let toolbar: UnsafeMutablePointer<GtkWidget>

    /// The pane's width beside the detail pane, whatever the rows hold.
    static let width: Int32 = 360

    private let petList: PetListViewModel
    /// The search last sent to the view model (or shown from it).
    private var sentSearch = ""

    /// The list pane of `petList`; selecting a row (a click, the arrow keys) or activating
    /// it (Enter, a double click) calls `onChoose` with its id. The list shows
    /// `petList.selectedPetID` as selected.
    init(petList: PetListViewModel, onChoose: @escaping @MainActor (PetRowViewModel.ID) -> Void) {
        self.petList = petList
        let rows = RowList<PetRow, PetRowViewModel.ID>(rows: petList, ids: \.visibleRowIDs) { [weak petList] id in
            petList?.row(withID: id)
        }
        rows.onActivate(onChoose)
        rows.bindSelection(to: petList, \.selectedPetID, onSelect: onChoose)
        self.rows = rows
        filterMenu = PetFilterMenu(petList: petList)
        toolbar = Self.toolbar(countLabel, searchButton, filterMenu.button)

        gtk_scrolled_window_set_child(pet_gtk_scrolled_window(scroller), rows.view)
        gtk_scrolled_window_set_policy(pet_gtk_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        pet_accessible_set_label(pet_gtk_accessible(rows.view), "Pets")
        gtk_widget_set_vexpand(stack, 1)
        gtk_stack_add_named(pet_gtk_stack(stack), scroller, "rows")
        gtk_stack_add_named(pet_gtk_stack(stack), emptyPage, "empty")

        widget = PetWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [
            searchBar, toolbar,
            gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), stack,
        ])
        gtk_widget_set_hexpand(widget, 0)
        gtk_widget_set_size_request(stack, Self.width, -1)
        ObjectOwnership.attach(self, to: widget)
        setUpSearch()
        setUpEmptyPage()
        bind(countLabel, to: petList, \.countText, apply: PetWidgets.setText)
    }

    /// Opens the search bar and puts the focus in the search field (Ctrl+F).
    func beginSearch() {
        gtk_search_bar_set_search_mode(pet_gtk_search_bar(searchBar), 1)
        gtk_widget_grab_focus(searchEntry)
    }

    /// Adds a flat `button` at the end of the toolbar (the editing controls' Add Pet).
    func addToolbarButton(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_css_class(button, "flat")
        gtk_box_append(pet_gtk_box(toolbar), button)
    }

    private func setUpSearch() {
        gtk_editable_set_width_chars(pet_gtk_editable(searchEntry), 16)
        pet_g_object_set_string(gpointer(searchEntry), "placeholder-text", "Search pets")
        gtk_widget_set_hexpand(searchEntry, 1)
        let clamp = adw_clamp_new()!
        adw_clamp_set_child(pet_adw_clamp(clamp), searchEntry)
        gtk_search_bar_set_child(pet_gtk_search_bar(searchBar), clamp)
        gtk_search_bar_connect_entry(pet_gtk_search_bar(searchBar), pet_gtk_editable(searchEntry))
        gtk_search_bar_set_key_capture_widget(pet_gtk_search_bar(searchBar), widget)

        gtk_button_set_icon_name(pet_gtk_button(searchButton), "system-search-symbolic")
        PetWidgets.describe(searchButton, as: "Search")
        g_object_bind_property(
            gpointer(searchButton), "active", gpointer(searchBar), "search-mode-enabled",
            GBindingFlags(G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))

        connect(searchEntry, "search-changed") { [weak self] in
            guard let self else { return }
            self.sentSearch = String(cString: gtk_editable_get_text(pet_gtk_editable(self.searchEntry)))
            self.petList.search(self.sentSearch)
        }
        bind(searchEntry, to: petList, \.searchText) { [weak self] entry, text in
            // Only a search set elsewhere (Clear Search) is written back: the echo of what
            // the entry sent must not overwrite what was typed since.
            guard let self, text != self.sentSearch else { return }
            self.sentSearch = text
            gtk_editable_set_text(pet_gtk_editable(entry), text)
        }
    }

    private func setUpEmptyPage() {
        adw_status_page_set_icon_name(pet_adw_status_page(emptyPage), "system-search-symbolic")
        gtk_widget_add_css_class(emptyPage, "compact")
        gtk_widget_add_css_class(emptyActionButton, "pill")
        gtk_widget_set_halign(emptyActionButton, GTK_ALIGN_CENTER)
        adw_status_page_set_child(pet_adw_status_page(emptyPage), emptyActionButton)
        bind(stack, to: petList, \.emptyState) { stack, emptyState in
            gtk_stack_set_visible_child_name(pet_gtk_stack(stack), emptyState == nil ? "rows" : "empty")
        }
        bind(emptyPage, to: petList, \.emptyState) { [emptyActionButton] page, emptyState in
            guard let emptyState else { return }
            adw_status_page_set_title(pet_adw_status_page(page), emptyState.title)
            adw_status_page_set_description(pet_adw_status_page(page), emptyState.description)
            gtk_widget_set_visible(emptyActionButton, emptyState.action == nil ? 0 : 1)
            gtk_button_set_label(pet_gtk_button(emptyActionButton), emptyState.action?.label ?? "")
        }
        connect(emptyActionButton, "clicked") { [weak petList] in
            guard let petList else { return }
            switch petList.emptyState?.action {
            case .clearSearch: petList.clearSearch()
            case .clearFilters: petList.clearFilters()
            case .retryLoading: petList.retryLoading()
            case nil: break
            }
        }
    }

    private static func toolbar(
        _ count: UnsafeMutablePointer<GtkWidget>, _ search: UnsafeMutablePointer<GtkWidget>,
        _ filter: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_set_hexpand(count, 1)
        gtk_widget_add_css_class(search, "flat")
        gtk_widget_add_css_class(filter, "flat")
        let bar = PetWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [count, search, filter])
        gtk_widget_set_margin_top(bar, 6)
        gtk_widget_set_margin_bottom(bar, 6)
        gtk_widget_set_margin_start(bar, 12)
        gtk_widget_set_margin_end(bar, 6)
        return bar
    }
}
