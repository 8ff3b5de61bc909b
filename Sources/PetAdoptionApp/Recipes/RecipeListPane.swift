import CGtk
import PetCore

/// The list pane of the Recipes section: a search bar, the count and the filter and sort
/// menu, then either the recipe list or a status page saying why it is empty.
///
/// Typing while the pane has the focus opens the search (as does Ctrl+F, through
/// ``beginSearch()``); Escape closes it and clears the search. The pane widget owns this
/// controller.
@MainActor
final class RecipeListPane {
    /// The pane's top widget (an `AdwToastOverlay` showing the list's failures).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The search bar.
    let searchBar: UnsafeMutablePointer<GtkWidget>
    /// The search entry.
    let searchEntry: UnsafeMutablePointer<GtkWidget>
    /// The label counting the recipes shown.
    let countLabel: UnsafeMutablePointer<GtkWidget>
    /// The stack showing ``list`` or ``emptyPage``.
    let stack: UnsafeMutablePointer<GtkWidget>
    /// The recipe rows.
    let list: RowList<RecipeRow, String>
    /// The status page shown when no recipe is visible.
    let emptyPage: UnsafeMutablePointer<GtkWidget>
    /// The empty page's button that clears the search and filters.
    let clearButton: UnsafeMutablePointer<GtkWidget>
    /// The difficulty, time and sort drop-downs, in that order.
    let filterDropDowns: [UnsafeMutablePointer<GtkWidget>]
    /// The view model shown; the pane keeps it alive (bindings and handlers hold it weakly).
    let recipeList: RecipeListViewModel
    /// The bar above the list: the count, the search toggle and the filter menu.
    private let toolbar: UnsafeMutablePointer<GtkWidget>
    /// The search last sent to the view model, so that its echo does not overwrite what
    /// was typed since.
    private var sentSearch = ""

    /// The stack page names.
    static let listPage = "list", emptyStatePage = "empty"
    /// The pane's width beside the detail pane, whatever the list holds.
    static let width: Int32 = 340

    /// A pane showing `recipeList`; selecting a row (a click, the arrow keys) or activating
    /// it (Enter, a double click) selects its recipe and shows the detail. The list shows
    /// `recipeList.selectedRecipeID` as selected.
    init(recipeList: RecipeListViewModel, navigator: SectionNavigator) {
        self.recipeList = recipeList
        list = RowList<RecipeRow, String>(rows: recipeList, ids: \.visibleRecipeIDs) { [weak recipeList] id in
            recipeList?.row(for: id)
        }
        let choose: @MainActor (String) -> Void = { [weak recipeList] id in
            recipeList?.select(id)
            navigator.showDetail()
        }
        list.onActivate(choose)
        list.bindSelection(to: recipeList, \.selectedRecipeID, onSelect: choose)

        searchEntry = gtk_search_entry_new()
        pet_g_object_set_string(gpointer(searchEntry), "placeholder-text", "Search recipes and ingredients")
        pet_accessible_set_label(pet_gtk_accessible(gpointer(searchEntry)), "Search recipes")
        gtk_widget_set_hexpand(searchEntry, 1)
        searchBar = gtk_search_bar_new()
        gtk_search_bar_set_child(pet_gtk_search_bar(gpointer(searchBar)), searchEntry)
        gtk_search_bar_connect_entry(pet_gtk_search_bar(gpointer(searchBar)), pet_gtk_editable(gpointer(searchEntry)))

        countLabel = gtk_label_new(nil)
        gtk_label_set_xalign(pet_gtk_label(gpointer(countLabel)), 0)
        gtk_widget_set_hexpand(countLabel, 1)
        gtk_widget_add_css_class(countLabel, "dim-label")
        gtk_widget_add_css_class(countLabel, "caption-heading")

        filterDropDowns = [
            ChoiceDropDown.make(
                choices: RecipeDifficultyFilter.allCases, title: \.title, model: recipeList,
                selection: \.difficultyFilter) { $0.filter(difficulty: $1) },
            ChoiceDropDown.make(
                choices: RecipeTimeFilter.allCases, title: \.title, model: recipeList,
                selection: \.timeFilter) { $0.filter(time: $1) },
            ChoiceDropDown.make(
                choices: RecipeSortOrder.allCases, title: \.title, model: recipeList,
                selection: \.sortOrder) { $0.sort(by: $1) },
        ]

        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(pet_gtk_scrolled_window(gpointer(scroller)), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(pet_gtk_scrolled_window(gpointer(scroller)), list.view)

        emptyPage = adw_status_page_new()
        clearButton = gtk_button_new_with_mnemonic("_Clear Search and Filters")
        gtk_widget_add_css_class(clearButton, "pill")
        gtk_widget_set_halign(clearButton, GTK_ALIGN_CENTER)
        adw_status_page_set_child(pet_adw_status_page(gpointer(emptyPage)), clearButton)
        gtk_widget_add_css_class(emptyPage, "compact")

        stack = ContentStack.make()
        gtk_widget_set_vexpand(stack, 1)
        gtk_stack_add_named(pet_gtk_stack(gpointer(stack)), scroller, Self.listPage)
        gtk_stack_add_named(pet_gtk_stack(gpointer(stack)), emptyPage, Self.emptyStatePage)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(content, Self.width, -1)
        gtk_box_append(pet_gtk_box(gpointer(content)), searchBar)
        toolbar = Self.toolbar(countLabel: countLabel, searchBar: searchBar, dropDowns: filterDropDowns)
        gtk_box_append(pet_gtk_box(gpointer(content)), toolbar)
        gtk_box_append(pet_gtk_box(gpointer(content)), stack)
        widget = adw_toast_overlay_new()
        adw_toast_overlay_set_child(pet_adw_toast_overlay(gpointer(widget)), content)
        // The count label expands inside the pane; the pane itself keeps its natural width.
        gtk_widget_set_hexpand(widget, 0)
        gtk_search_bar_set_key_capture_widget(pet_gtk_search_bar(gpointer(searchBar)), widget)

        ObjectOwnership.attach(self, to: widget)
        bindSearch(recipeList)
        bindEmptyState(recipeList)
        bind(countLabel, to: recipeList, \.countText) { label, text in
            gtk_label_set_text(pet_gtk_label(gpointer(label)), text)
        }
        FailureToasts.bind(widget, to: recipeList, \.failure) { $0.dismissFailure() }
    }

    /// Whether the search bar is open.
    var isSearching: Bool {
        gtk_search_bar_get_search_mode(pet_gtk_search_bar(gpointer(searchBar))) != 0
    }

    /// Adds a flat `button` at the end of the toolbar (the editing controls' Add Recipe).
    func addToolbarButton(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_css_class(button, "flat")
        gtk_box_append(pet_gtk_box(gpointer(toolbar)), button)
    }

    /// Opens the search bar and focuses its entry (the section's Ctrl+F).
    func beginSearch() {
        gtk_search_bar_set_search_mode(pet_gtk_search_bar(gpointer(searchBar)), 1)
        gtk_widget_grab_focus(searchEntry)
    }

    private func bindSearch(_ recipeList: RecipeListViewModel) {
        let entry = searchEntry
        connect(entry, "search-changed") { [weak self] in self?.sendSearch() }
        bind(entry, to: recipeList, \.searchText) { [weak self] entry, text in
            // Only a search set elsewhere (Clear Search and Filters) is written back.
            guard let self, text != self.sentSearch else { return }
            self.sentSearch = text
            gtk_editable_set_text(pet_gtk_editable(gpointer(entry)), text)
        }
        onNotify(searchBar, "search-mode-enabled") { [weak self] in
            guard let self, !self.isSearching else { return }
            gtk_editable_set_text(pet_gtk_editable(gpointer(entry)), "")
        }
    }

    private func sendSearch() {
        sentSearch = String(cString: gtk_editable_get_text(pet_gtk_editable(gpointer(searchEntry))))
        recipeList.search(sentSearch)
    }

    private func bindEmptyState(_ recipeList: RecipeListViewModel) {
        bind(stack, to: recipeList, \.showsEmptyState) { stack, isEmpty in
            gtk_stack_set_visible_child_name(pet_gtk_stack(gpointer(stack)), isEmpty ? Self.emptyStatePage : Self.listPage)
        }
        let page = pet_adw_status_page(gpointer(emptyPage))
        bind(emptyPage, to: recipeList, \.emptyStateTitle) { _, title in adw_status_page_set_title(page, title) }
        bind(emptyPage, to: recipeList, \.emptyStateDescription) { _, text in adw_status_page_set_description(page, text) }
        bind(emptyPage, to: recipeList, \.isFiltering) { [clearButton] _, isFiltering in
            adw_status_page_set_icon_name(page, isFiltering ? "system-search-symbolic" : "emoji-food-symbolic")
            gtk_widget_set_visible(clearButton, isFiltering ? 1 : 0)
        }
        connect(clearButton, "clicked") { [weak recipeList] in recipeList?.clearFilters() }
    }

    /// The bar above the list: the count, the search toggle and the filter and sort menu.
    private static func toolbar(
        countLabel: UnsafeMutablePointer<GtkWidget>,
        searchBar: UnsafeMutablePointer<GtkWidget>,
        dropDowns: [UnsafeMutablePointer<GtkWidget>]
    ) -> UnsafeMutablePointer<GtkWidget> {
        let searchButton = gtk_toggle_button_new()!
        gtk_button_set_icon_name(pet_gtk_button(gpointer(searchButton)), "system-search-symbolic")
        gtk_widget_add_css_class(searchButton, "flat")
        gtk_widget_set_tooltip_text(searchButton, "Search")
        pet_accessible_set_label(pet_gtk_accessible(gpointer(searchButton)), "Search")
        g_object_bind_property(
            gpointer(searchButton), "active", gpointer(searchBar), "search-mode-enabled",
            GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))

        let filterButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(pet_gtk_menu_button(gpointer(filterButton)), "view-sort-ascending-symbolic")
        gtk_widget_add_css_class(filterButton, "flat")
        gtk_widget_set_tooltip_text(filterButton, "Filter and Sort")
        pet_accessible_set_label(pet_gtk_accessible(gpointer(filterButton)), "Filter and Sort")
        let popover = gtk_popover_new()!
        gtk_popover_set_child(pet_gtk_popover(gpointer(popover)), filterGrid(dropDowns))
        gtk_menu_button_set_popover(pet_gtk_menu_button(gpointer(filterButton)), popover)

        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_margin_start(bar, 18)
        gtk_widget_set_margin_end(bar, 6)
        gtk_widget_set_margin_top(bar, 6)
        gtk_widget_set_margin_bottom(bar, 6)
        gtk_box_append(pet_gtk_box(gpointer(bar)), countLabel)
        gtk_box_append(pet_gtk_box(gpointer(bar)), searchButton)
        gtk_box_append(pet_gtk_box(gpointer(bar)), filterButton)
        return bar
    }

    /// The filter popover's contents: a labelled drop-down per choice.
    private static func filterGrid(_ dropDowns: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(pet_gtk_grid(gpointer(grid)), 6)
        gtk_grid_set_column_spacing(pet_gtk_grid(gpointer(grid)), 12)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(grid, 6)
        }
        for (row, (title, dropDown)) in zip(["_Difficulty", "_Total time", "_Sort by"], dropDowns).enumerated() {
            let label = gtk_label_new_with_mnemonic(title)!
            gtk_label_set_xalign(pet_gtk_label(gpointer(label)), 1)
            gtk_label_set_mnemonic_widget(pet_gtk_label(gpointer(label)), dropDown)
            gtk_widget_add_css_class(label, "dim-label")
            gtk_widget_set_hexpand(dropDown, 1)
            gtk_grid_attach(pet_gtk_grid(gpointer(grid)), label, 0, Int32(row), 1, 1)
            gtk_grid_attach(pet_gtk_grid(gpointer(grid)), dropDown, 1, Int32(row), 1, 1)
        }
        return grid
    }
}
