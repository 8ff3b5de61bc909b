import CGtk
import PetCore

/// A section of the window made of the shared parts: a ``ListPane`` of `Row`s beside a
/// ``DetailPane`` of the selected record's `Page`, with the section's `Menu` for filters
/// and sort orders and, when editable, ``EditingControls``. Pets and Recipes are two of
/// these, differing only in their rows, pages and menus (their texts come with their
/// ``ListSection``):
/// ```swift
/// typealias PetsSection = RecordSection<PetListing, PetRow, PetDetailView, PetFilterMenu>
/// PetsSection(name: "pets", iconName: BundledIcons.paw, list: petList, editable: true)
/// ```
/// Choosing a row selects its record and, when the window is narrow, slides to its page.
/// The panes' widgets own their controllers; the section keeps them weakly, for tests.
@MainActor
final class RecordSection<Section: EditableSection, Row: RowView, Page: DetailView, Menu: FilterMenu>: SectionBuilder
where Row.RowModel == Section.Row, Page.Model == Section.Detail, Menu.Section == Section,
    Section.Form.Record: Identifiable<String> {
    let name: String
    let title: String
    let iconName: String
    /// The list and the selection both panes show.
    let list: RecordList<Section>
    /// The list pane, once built.
    private(set) weak var listPane: ListPane<Section, Row>?
    /// The detail pane, once built.
    private(set) weak var detailPane: DetailPane<Page>?
    /// The filter and sort menu, once built.
    private(set) weak var filterMenu: Menu?
    /// The Add, Edit and Delete buttons, once built (when the section is editable).
    private(set) weak var editingControls: EditingControls<Section.Form>?

    private let isEditable: Bool

    /// A section named `name` (its page in the window) showing `list` under the
    /// section's title and symbolic icon `iconName`; with Add, Edit and Delete when
    /// `editable`.
    init(name: String, iconName: String, list: RecordList<Section>, editable: Bool = false) {
        self.name = name
        title = list.section.texts.title
        self.iconName = iconName
        self.list = list
        isEditable = editable
    }

    var filterText: String { list.filter.storedText }

    func restoreFilter(_ text: String) {
        list.setFilter(Section.Filter(storedText: text))
    }

    func makePanes(navigator: SectionNavigator, toasts: ToastPresenter) -> SectionPanes {
        let list = self.list
        let texts = list.section.texts
        let menu = Menu(list: list)
        let listPane = ListPane<Section, Row>(
            list: list, name: texts.title, searchPlaceholder: texts.searchPlaceholder, iconName: iconName,
            filterMenu: menu.widget
        ) { [weak list] id in
            list?.select(id)
            navigator.showDetail()
        }
        let detailPane = DetailPane<Page>(
            list: list, toasts: toasts, icon: iconName, title: texts.noSelection.title,
            description: texts.noSelection.description)
        detailPane.onTitleChange = { [weak navigator] title in navigator?.showDetailTitle(title) }
        toasts.showFailures(of: list, \.failure) { $0.dismissFailure() }
        if isEditable {
            let controls = EditingControls(
                addLabel: texts.addLabel, owner: listPane.widget, addToToolbar: listPane.addToolbarButton,
                addToPage: detailPane.page.addAction, toasts: toasts, reachability: list.section.store.reachability,
                selectedID: { [weak list] in list?.selectedID }, makeForm: { [weak list] in list?.section.form(for: $0) })
            editingControls = controls  // The list pane's widget owns them.
            // A saved record is selected; a deleted one leaves the focus in the list.
            controls.onSaved = { [weak list] record in _ = list?.select(record.id) }
            connect(controls.deleteButton, \.clicked) { [weak listPane] in listPane?.focusList() }
        }
        listPane.onTabOut(
            forward: { [weak detailPane] in detailPane?.focusPage() ?? false },
            backward: { [weak listPane] in listPane?.focusToolbar(backward: true) ?? false })
        // Shift+Tab from the page's first control goes back to the list, as Tab from the
        // list came to it (libadwaita 1.4 and later put the page's header bar between them).
        onKeyPress(detailPane.widget, phase: GTK_PHASE_CAPTURE) { [weak detailPane, weak listPane] keyval, state in
            let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
            guard modifiers == 0, Int32(keyval) == GDK_KEY_ISO_Left_Tab, let detailPane else { return false }
            return gtk_widget_child_focus(detailPane.widget, GTK_DIR_TAB_BACKWARD) != 0 || (listPane?.focusList() ?? false)
        }
        self.listPane = listPane
        self.detailPane = detailPane
        filterMenu = menu
        return SectionPanes(
            list: listPane.widget, detail: detailPane.widget,
            search: { [weak listPane] in listPane?.beginSearch() },
            focus: { [weak listPane] in listPane?.focusList() ?? false },
            captureTyping: { [weak listPane] widget in listPane?.captureTyping(from: widget) })
    }
}
