import CGtk
import PetCore

/// The Pets section: the searchable, filterable pet list beside the selected pet's page.
///
/// ```swift
/// PetsSection(catalog: PetCatalog(repository: store, context: .system))
/// ```
/// Choosing a row (a click, the arrow keys, Enter) selects its pet and, when the window
/// is narrow, slides to its page.
/// Ctrl+F opens the list's search bar.
struct PetsSection: SectionBuilder {
    let name = "pets"
    let title = "Pets"
    let iconName = "emoji-nature-symbolic"
    /// The list and the selection every pane shows.
    let petList: PetListViewModel
    /// Makes the add/edit forms; without it the section has no editing buttons.
    let forms: FormFactory?

    /// The section showing `petList`, with Add, Edit and Delete when `forms` is given.
    init(petList: PetListViewModel, forms: FormFactory? = nil) {
        self.petList = petList
        self.forms = forms
    }

    /// The section showing every pet of `catalog`, which it loads now (when loading
    /// fails, the list's empty state says why and offers to try again).
    init(catalog: PetCatalog) {
        catalog.load()
        self.init(petList: PetListViewModel(catalog: catalog))
    }

    func makePanes(navigator: SectionNavigator) -> SectionPanes {
        let list = PetListPane(petList: petList) { [weak petList] id in
            petList?.select(id)
            navigator.showDetail()
        }
        let detail = PetDetailPane(petList: petList)
        if let forms {
            // The list pane's widget owns the controls.
            _ = PetEditingControls(forms: forms, petList: petList, list: list, detail: detail)
        }
        return SectionPanes(list: list.widget, detail: detail.widget, search: { [weak list] in list?.beginSearch() })
    }
}
