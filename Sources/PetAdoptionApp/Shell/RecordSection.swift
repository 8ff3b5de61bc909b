import CGtk
import PetCore

/// A section of the window made of the shared parts: a ``ListPane`` of `Row`s beside a
/// ``DetailPane`` of the selected record's `Page`, and, when the section can make forms,
/// ``EditingControls``. Pets and Recipes are two of these; they differ only in their
/// rows, pages, filter menus and forms.
///
/// ```swift
/// RecordSection<PetListing, PetRow, PetDetailView>(
///     name: "pets", title: "Pets", iconName: "emoji-nature-symbolic", list: petList, texts: …,
///     filterMenu: { PetFilterMenu(petList: $0).widget }, editable: true)
/// ```
/// Choosing a row selects its record and, when the window is narrow, slides to its page.
/// The panes' widgets own their controllers; the section keeps them weakly, for tests.
@MainActor
final class RecordSection<Section: EditableSection, Row: RowView, Page: DetailView>: SectionBuilder
where Row.RowModel == Section.Row, Page.Model == Section.Detail {
    /// What a section says about its list and its empty detail pane.
    struct Texts {
        /// What assistive technologies call the rows ("Pets").
        var listName: String
        /// The search field's placeholder ("Search pets").
        var searchPlaceholder: String
        /// The detail pane's title while nothing is selected ("No Pet Selected").
        var noSelectionTitle: String
        /// The detail pane's description while nothing is selected.
        var noSelectionDescription: String
        /// The Add button's name ("Add Pet").
        var addLabel: String
    }

    let name: String
    let title: String
    let iconName: String
    /// The list and the selection both panes show.
    let list: RecordList<Section>
    /// The list pane, once built.
    private(set) weak var listPane: ListPane<Section, Row>?
    /// The detail pane, once built.
    private(set) weak var detailPane: DetailPane<Page>?
    /// The Add, Edit and Delete buttons, once built (when the section makes forms).
    private(set) weak var editingControls: EditingControls<Section.Form>?

    private let texts: Texts
    private let filterMenu: @MainActor (RecordList<Section>) -> UnsafeMutablePointer<GtkWidget>
    private let isEditable: Bool

    /// A section named `name` (its page in the window) showing `list`.
    ///
    /// - Parameters:
    ///   - filterMenu: builds the filter and sort menu's contents.
    ///   - editable: whether the section has Add, Edit and Delete (the section's forms).
    init(
        name: String, title: String, iconName: String, list: RecordList<Section>, texts: Texts,
        filterMenu: @escaping @MainActor (RecordList<Section>) -> UnsafeMutablePointer<GtkWidget>,
        editable: Bool
    ) {
        self.name = name
        self.title = title
        self.iconName = iconName
        self.list = list
        self.texts = texts
        self.filterMenu = filterMenu
        isEditable = editable
    }

    func makePanes(navigator: SectionNavigator, toasts: ToastPresenter) -> SectionPanes {
        let list = self.list
        let listPane = ListPane<Section, Row>(
            list: list, name: texts.listName, searchPlaceholder: texts.searchPlaceholder, iconName: iconName,
            filterMenu: filterMenu(list)
        ) { [weak list] id in
            list?.select(id)
            navigator.showDetail()
        }
        let detailPane = DetailPane<Page>(
            list: list, toasts: toasts, icon: iconName, title: texts.noSelectionTitle,
            description: texts.noSelectionDescription)
        toasts.showFailures(of: list, \.failure) { $0.dismissFailure() }
        if isEditable {
            let controls = EditingControls(
                addLabel: texts.addLabel, owner: listPane.widget, addToToolbar: listPane.addToolbarButton,
                addToPage: detailPane.page.addAction, toasts: toasts,
                selectedID: { [weak list] in list?.selectedID }, makeForm: { [weak list] in list?.section.form(for: $0) })
            editingControls = controls  // The list pane's widget owns them.
        }
        self.listPane = listPane
        self.detailPane = detailPane
        return SectionPanes(list: listPane.widget, detail: detailPane.widget, search: { [weak listPane] in
            listPane?.beginSearch()
        })
    }
}
