import PetCore

/// The Pets section: the searchable, filterable pet list beside the selected pet's page.
typealias PetsSection = RecordSection<PetListing, PetRow, PetDetailView>

extension RecordSection where Section == PetListing, Row == PetRow, Page == PetDetailView {
    /// The Pets section showing `petList`, with Add, Edit and Delete when `editable`.
    convenience init(petList: PetListViewModel, editable: Bool = false) {
        self.init(
            name: "pets", title: "Pets", iconName: "emoji-nature-symbolic", list: petList,
            texts: Texts(
                listName: "Pets", searchPlaceholder: "Search pets", noSelectionTitle: "No Pet Selected",
                noSelectionDescription: "Choose a pet from the list to meet them.", addLabel: "Add Pet"),
            filterMenu: { PetFilterMenu(petList: $0).widget }, editable: editable)
    }
}
