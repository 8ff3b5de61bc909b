/// The Pets section's list: the catalog's pets, filtered by ``PetFilter``, ordered by
/// ``PetSortOrder``, shown as ``PetRowViewModel`` rows and ``PetViewModel`` pages.
public struct PetListing: EditableSection {
    public typealias SortOrder = PetSortOrder

    /// The pets' store.
    public let store: PetCatalog

    /// The listing of `catalog`'s pets.
    public init(catalog: PetCatalog) {
        store = catalog
    }

    public var texts: ListTexts {
        ListTexts(
            title: "Pets", nouns: ListNouns(singular: "pet", plural: "pets", none: "No pets"),
            searchPlaceholder: "Search pets",
            noSelection: ("No Pet Selected", "Choose a pet from the list to meet them."),
            addLabel: "Add Pet", reloadFailureSummary: "Couldn't reload the pets.")
    }

    public func admits(_ filter: PetFilter, today: CalendarDate) -> (Int) -> Bool {
        let matcher = filter.matcher(today: today)
        let pets = store.records.storage
        return { [store] position in
            matcher.admits(pets[position], isFavourite: filter.favouritesOnly && store.isFavourite(at: position))
        }
    }

    public func row(for pet: RecordReference<Pet>) -> PetRowViewModel {
        PetRowViewModel(reference: pet, catalog: store)
    }

    public func detail(for pet: RecordReference<Pet>) -> PetViewModel {
        PetViewModel(reference: pet, catalog: store)
    }

    public func emptyState(for reason: ListEmptyReason<PetFilter>) -> ListEmptyState {
        switch reason {
        case .loadFailed(let reason):
            ListEmptyState(
                title: "Couldn't Load Pets", description: "Couldn't load the pets. \(reason)", action: .retryLoading)
        case .loading:
            ListEmptyState(title: "Loading Pets…", description: "", action: nil)
        case .noRecords:
            ListEmptyState(title: "No Pets Yet", description: "Pets you add or import will appear here.", action: nil)
        case .noMatches(let search, let filter, _) where !search.isEmpty:
            filter.isActive
                ? ListEmptyState(
                    title: "No Results", description: "No pets match “\(search)” with these filters.", action: .clearFilters)
                : ListEmptyState(title: "No Results", description: "No pets match “\(search)”.", action: .clearSearch)
        case .noMatches:
            ListEmptyState(title: "No Results", description: "No pets match these filters.", action: .clearFilters)
        }
    }

    public func form(for id: Pet.ID?) -> PetFormViewModel? {
        guard let id else { return PetFormViewModel(catalog: store, newID: store.newID) }
        return store.pet(withID: id).map { PetFormViewModel(catalog: store, pet: $0) }
    }
}

/// The Pets section's list view model.
public typealias PetListViewModel = RecordList<PetListing>

extension RecordList where Section == PetListing {
    /// The list of `catalog`'s pets, unfiltered, by name.
    public convenience init(catalog: PetCatalog) {
        self.init(section: PetListing(catalog: catalog))
    }
}
