import CGtk
import Observation
import PetCore

/// A list showing a view model's visible rows, one recycled ``RowView`` per row on screen.
///
/// The widget is a `GtkGridView` of one column, not a `GtkListView`: GTK's list view
/// keeps rows for up to 200 items around the visible ones whatever its height
/// (`GTK_LIST_VIEW_MAX_LIST_ITEMS`; 205 rows built at every window height with GTK 4.18),
/// so a long list built, bound, styled and measured 200 rows before its first frame. A
/// grid view keeps 30 rows per column (`GTK_GRID_VIEW_MAX_VISIBLE_ROWS`) plus a few, which
/// is under three screens of rows in a window of common height. Selection, activation,
/// keyboard navigation and `list.activate-item` are the same; ``sheet`` gives its children
/// the spacing of `.navigation-sidebar` rows. Screen readers meet a list of items, not a
/// grid: the view has the `list` role and each row's list item widget the `list item`
/// role (given when GTK builds it: GTK 4.12 and later refuse a new role once a screen
/// reader has seen the widget), named with the row's ``AccessibleRow/accessibleLabel``.
///
/// Keyboard: the arrow keys, Home, End, Page Up and Page Down move the selection; Tab
/// and Shift+Tab leave the list (GTK 4.8 would visit every row) for what
/// ``onTabOut(_:)`` says.
///
/// The list model is a ``RowIDListModel`` kept equal to the view model's ``RowIDs`` by a
/// ``Binding``: each change becomes one `items-changed` (`RowIDs.difference(from:)`, which
/// compares collection positions, not strings), and only the rows GTK binds become items.
/// A `GtkSignalListItemFactory` builds rows (`setup`), attaches them to the row view model
/// of the id at their position (`bind`) and detaches them (`unbind`): a recycled row never
/// shows, nor receives updates of, its previous item. An insertion or a removal moves the
/// rows after it. A replacement (a search typed or cleared, another sort order) keeps the
/// list items GTK shows and attaches their rows to the new ids in place
/// (``RowIDListModel/Change/replaced(from:)``): no widget is built, restyled or
/// re-parented for a keystroke, only the rows' texts change. The rows of list items GTK
/// drops (scrolled far away) are kept for the next `setup` rather than destroyed and
/// built again.
///
/// ```swift
/// let list = RowList<PetRow>(rows: petList, ids: \.visibleRowIDs) { [weak petList] id in petList?.row(withID: id) }
/// list.onActivate { [weak petList] id in petList?.select(id) }
/// gtk_scrolled_window_set_child(scroller, list.view)
/// ```
/// The list view owns the `RowList`; keep only the widget.
@MainActor
final class RowList<Row: RowView> {
    /// The `GtkGridView` (one column), with the `.navigation-sidebar` style.
    let view: UnsafeMutablePointer<GtkWidget>
    /// The same widget, as the grid view it is.
    private let grid: Widget<Gtk.GridView>
    /// How many row widgets `setup` built: proportional to what is on screen, not to the rows.
    private(set) var createdRowCount = 0

    /// The detached rows of list items GTK dropped, for the next `setup`; at most
    /// ``maxSpareCells``.
    private var spareCells: [RowCell<Row>] = []
    /// More rows than GTK keeps for a list of any height (about 33).
    private static var maxSpareCells: Int { 64 }

    private static var cellKey: String { "pet-adoption-row-cell" }

    private let model = RowIDListModel()
    /// The list items whose rows are attached (between `bind` and `unbind`).
    private var boundItems: Set<OpaquePointer> = []
    private let rowModel: @MainActor (String) -> Row.RowModel?
    private var ids: RowIDs { model.ids }
    /// The `GtkSingleSelection` showing the selected row, once ``bindSelection(to:_:onSelect:)`` made it.
    private var selection: OpaquePointer?
    private var selectedID: String?
    /// Whether a key is down in the list (so a selection change came from the keyboard).
    private var isKeyPressed = false

    /// A list of the rows of `source[keyPath: ids]`, each shown by a `Row` attached to
    /// `rowModel(id)` (the view model makes the row view models; the list holds none).
    init<Source: Observable & AnyObject>(
        rows source: Source,
        ids keyPath: KeyPath<Source, RowIDs>,
        rowModel: @escaping @MainActor (String) -> Row.RowModel?
    ) {
        self.rowModel = rowModel
        let factory = gtk_signal_list_item_factory_new()!
        g_object_ref(model.listModel.objectPointer)
        let selection = Object<Gtk.NoSelection>(gtk_no_selection_new(model.listModel))
        grid = Widget(gtk_grid_view_new(selection.selectionModel, factory))
        view = grid.widget
        gtk_grid_view_set_max_columns(grid.c, 1)
        gtk_widget_add_css_class(view, "navigation-sidebar")
        pet_accessible_set_role(view, GTK_ACCESSIBLE_ROLE_LIST)
        ObjectOwnership.attach(self, to: view)

        connect(factory, \.listItemSetup) { [weak self] item in self?.setUp(item) }
        connect(factory, \.listItemBind) { [weak self] item in self?.bindRow(pet_gtk_list_item(item)) }
        connect(factory, \.listItemUnbind) { [weak self] item in self?.unbindRow(pet_gtk_list_item(item)) }
        connect(factory, \.listItemTeardown) { [weak self] item in self?.tearDown(item) }
        bind(view, to: source, keyPath) { [weak self] _, ids in self?.show(ids) }
    }

    /// The selection model the view shows: a `GtkNoSelection`, or the `GtkSingleSelection`
    /// of ``bindSelection(to:_:onSelect:)``, over the row ids.
    var selectionModel: OpaquePointer? {
        gtk_grid_view_get_model(grid.c)
    }

    /// Calls `handler` with the id of the row the user activates (click or Enter).
    func onActivate(_ handler: @escaping @MainActor (String) -> Void) {
        connect(view, \.gridViewActivate) { [weak self] position in
            guard let self, Int(position) < self.ids.count else { return }
            handler(self.ids[Int(position)])
        }
    }

    /// Shows the row whose id is `source[keyPath: keyPath]` as selected (none for `nil`),
    /// and calls `onSelect` with the id of a row the user selects and whether they did so
    /// with the keyboard (the arrow keys, Home, End, Page Up, Page Down) rather than a click.
    ///
    /// Replaces the list's `GtkNoSelection` with a `GtkSingleSelection`; a list that
    /// activates on a single click should not use it (hovering would select).
    func bindSelection<Source: Observable & AnyObject>(
        to source: Source, _ keyPath: KeyPath<Source, String?>,
        onSelect: @escaping @MainActor (_ id: String, _ byKeyboard: Bool) -> Void
    ) {
        g_object_ref(model.listModel.objectPointer)
        let single = Object<Gtk.SingleSelection>(gtk_single_selection_new(model.listModel)!)
        gtk_single_selection_set_autoselect(single.c, 0)
        gtk_single_selection_set_can_unselect(single.c, 1)
        gtk_grid_view_set_model(grid.c, single.selectionModel)
        g_object_unref(single.objectPointer)
        selection = single.c
        bind(view, to: source, keyPath) { [weak self] _, id in
            self?.selectedID = id
            self?.showSelection()
        }
        onNotify(single, \.singleSelectionSelected) { [weak self] in
            guard let self else { return }
            let position = Int(gtk_single_selection_get_selected(single.c))
            guard position < self.ids.count, self.ids[position] != self.selectedID else { return }
            onSelect(self.ids[position], self.isKeyPressed)
        }
        // A key moves the selection while it is down (GTK selects in the key's handler).
        let keys = pet_key_controller_add(view, GTK_PHASE_CAPTURE)!
        connect(keys, \.keyPressed) { [weak self] keyval, state in
            guard let self else { return false }
            self.isKeyPressed = true
            return self.moveFromUnselectedRow(keyval, state)
        }
        connect(keys, \.keyReleased) { [weak self] _, _ in self?.isKeyPressed = false }
    }

    /// Up or Down on the focused row while no row is selected (at launch, or after a
    /// search left the selected row out): moves to the row above or below and selects it,
    /// as every later arrow key does, and returns `true`. On GTK 4.18 the first arrow key
    /// there selects the row that has the focus and moves nowhere: a key that, to a
    /// screen reader's user, did nothing. GTK 4.8 moves by itself: returns `false`.
    private func moveFromUnselectedRow(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
        #if GTK_4_12
        let modifiers = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue
        guard state.rawValue & modifiers == 0, let selection,
              gtk_single_selection_get_selected(selection) == GTK_INVALID_LIST_POSITION,
              let position = focusedPosition else { return false }
        let target: UInt32
        switch Int32(keyval) {
        case GDK_KEY_Down, GDK_KEY_KP_Down: target = min(position + 1, UInt32(ids.count) - 1)
        case GDK_KEY_Up, GDK_KEY_KP_Up: target = position == 0 ? 0 : position - 1
        default: return false
        }
        let flags = GtkListScrollFlags(GTK_LIST_SCROLL_FOCUS.rawValue | GTK_LIST_SCROLL_SELECT.rawValue)
        gtk_grid_view_scroll_to(grid.c, target, flags, nil)
        return true
        #else
        return false
        #endif
    }

    /// The position of the row that has the keyboard focus, if one has.
    private var focusedPosition: UInt32? {
        guard let focused = gtk_widget_get_focus_child(view) else { return nil }
        return boundItems.first { gtk_widget_get_parent(gtk_list_item_get_child($0)) == focused }
            .map { gtk_list_item_get_position($0) }
    }

    /// Puts the keyboard focus on a row of the list: the selected row, else GTK's cursor
    /// row (the one last focused), else the first row shown.
    func focus() {
        if let selectedID, let position = ids.firstIndex(of: selectedID) {
            // GTK 4.8 moves its focus cursor to the item this action scrolls to.
            Actions.activate("list.scroll-to-item", on: view, parameter: g_variant_new_uint32(UInt32(position)))
        } else if gtk_widget_get_focus_child(view) == nil, gtk_widget_child_focus(view, GTK_DIR_TAB_FORWARD) != 0 {
            return
        }
        gtk_widget_grab_focus(view)
    }

    /// Tab and Shift+Tab leave the list for `forward()` and `backward()`, which move the
    /// focus and return `true` (GTK 4.8 would otherwise visit every row); when they return
    /// `false`, GTK moves the focus as usual.
    func onTabOut(forward: @escaping @MainActor () -> Bool, backward: @escaping @MainActor () -> Bool) {
        onKeyPress(view, phase: GTK_PHASE_CAPTURE) { keyval, state in
            let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
            guard modifiers == 0 else { return false }
            switch Int32(keyval) {
            case GDK_KEY_Tab, GDK_KEY_KP_Tab: return forward()
            case GDK_KEY_ISO_Left_Tab: return backward()
            default: return false
            }
        }
    }

    /// Makes the list model equal to `newIDs`. Rows replaced in place show their new ids;
    /// a list whose first rows were replaced shows them from the top, as a new list, and
    /// so does a list shown from the top when rows are inserted or removed (a search
    /// broadened, a pet added): the rows a person scrolled to stay where they are.
    private func show(_ newIDs: RowIDs) {
        // An empty list has no row to keep at the top.
        let wasAtTop = !ids.isEmpty && isAtTop
        switch model.show(newIDs) {
        case .unchanged:
            return
        case .shifted:
            if wasAtTop { scrollToTop() }
        case .replaced(let first):
            for item in boundItems where Int(gtk_list_item_get_position(item)) >= first {
                bindRow(item)
            }
            if first == 0 { scrollToTop() }
        }
        showSelection()
    }

    /// Whether the list shows its first row at the top.
    private var isAtTop: Bool {
        let adjustment = gtk_scrollable_get_vadjustment(grid.scrollable)
        return gtk_adjustment_get_value(adjustment) <= gtk_adjustment_get_lower(adjustment)
    }

    /// Shows the first row at the top. GTK places a list's rows from the row it keeps at
    /// the top (its anchor), not from the scroll position: setting the position to the top
    /// when it is there already would leave the anchor on a row that insertions have moved
    /// down, and the next layout would scroll to it (and the scroll bar, shown, would fade
    /// two seconds later in a frame of its own). The anchor is moved to the first row.
    private func scrollToTop() {
        // A list not on screen yet starts at the top.
        guard !ids.isEmpty, gtk_widget_get_realized(view) != 0 else { return }
        pet_grid_view_scroll_to(grid.c, 0)
    }

    /// Selects the row of ``selectedID`` (it may have left and come back with a search),
    /// scrolled into view when the list did not select it itself (a pet just added, or
    /// opened from Pet Match): a row out of view is not there for a screen reader either.
    private func showSelection() {
        guard let selection else { return }
        let position = selectedID.flatMap(ids.firstIndex(of:)).map(UInt32.init) ?? GTK_INVALID_LIST_POSITION
        if gtk_single_selection_get_selected(selection) != position {
            gtk_single_selection_set_selected(selection, position)
            if position != GTK_INVALID_LIST_POSITION { pet_grid_view_scroll_to(grid.c, position) }
        }
    }

    private func setUp(_ item: gpointer?) {
        let cell = spareCells.popLast() ?? makeCell()
        gtk_list_item_set_child(pet_gtk_list_item(item), cell.row.widget)
        pet_list_item_present_as_list_item(pet_gtk_list_item(item))
        let slot = RowSlot(cell: cell) { [weak self] cell in self?.keepSpare(cell) }
        g_object_set_data_full(pet_g_object(item), Self.cellKey, Unmanaged.passRetained(slot).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }

    private func makeCell() -> RowCell<Row> {
        createdRowCount += 1
        return RowCell(row: Row())
    }

    /// Keeps the row of a list item GTK dropped for a later `setup`, detached.
    private func keepSpare(_ cell: RowCell<Row>) {
        cell.detach()
        guard spareCells.count < Self.maxSpareCells, gtk_widget_get_parent(cell.row.widget) == nil else { return }
        spareCells.append(cell)
    }

    /// Attaches the list item's row to the row view model of the id at the item's
    /// position, unless it shows that id already. The id is read from ``ids``, not from
    /// the item: a list item kept through a replacement keeps the item it was bound with.
    private func bindRow(_ item: OpaquePointer?) {
        guard let item, let cell = cell(of: item) else { return }
        boundItems.insert(item)
        let position = Int(gtk_list_item_get_position(item))
        guard position < ids.count else { return }
        let id = ids[position]
        guard cell.attachedID != id, let model = rowModel(id) else { return }
        cell.attach(to: model, id: id, item: item)
    }

    private func unbindRow(_ item: OpaquePointer?) {
        guard let item else { return }
        boundItems.remove(item)
        cell(of: item)?.detach()
    }

    private func tearDown(_ item: gpointer?) {
        unbindRow(pet_gtk_list_item(item))
        g_object_set_data(pet_g_object(item), Self.cellKey, nil)
    }

    private func cell(of item: OpaquePointer) -> RowCell<Row>? {
        guard let data = g_object_get_data(pet_g_object(item.objectPointer), Self.cellKey) else { return nil }
        return Unmanaged<RowSlot<Row>>.fromOpaque(data).takeUnretainedValue().cell
    }
}

