import Foundation

/// The Pets section's list: the catalog's pets, filtered by ``PetFilter``, ordered by
/// ``PetSortOrder``, shown as ``PetRowViewModel`` rows and ``PetViewModel`` pages.
public struct PetListing: EditableSection {
    /// The pets' store.
    public let catalog: PetCatalog
    /// Makes the id of a pet added with the form.
    private let newID: @MainActor () -> Pet.ID

    /// The listing of `catalog`'s pets; `newID` makes the id of an added pet.
    public init(catalog: PetCatalog, newID: @escaping @MainActor () -> Pet.ID = { UUID().uuidString }) {
        self.catalog = catalog
        self.newID = newID
    }

    public typealias Record = Pet
    public typealias Filter = PetFilter
    public typealias SortOrder = PetSortOrder
    public typealias Row = PetRowViewModel
    public typealias Detail = PetViewModel
    public typealias Form = PetFormViewModel

    public var records: RecordCollection<Pet> { catalog.records }
    public var context: DisplayContext { catalog.context }
    public var nouns: ListNouns { ListNouns(singular: "pet", plural: "pets", none: "No pets") }
    public var reloadFailureSummary: String { "Couldn't reload the pets." }

    public func admits(_ filter: PetFilter, today: CalendarDate) -> (Int) -> Bool {
        let matcher = filter.matcher(today: today)
        let pets = catalog.records.storage
        return { [catalog] position in
            matcher.admits(pets[position], isFavourite: filter.favouritesOnly && catalog.isFavourite(at: position))
        }
    }

    public func row(for pet: RecordReference<Pet>) -> PetRowViewModel {
        PetRowViewModel(reference: pet, catalog: catalog)
    }

    public func detail(for pet: RecordReference<Pet>) -> PetViewModel {
        PetViewModel(reference: pet, catalog: catalog)
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

    public func reload() async {
        await catalog.reload()
    }

    public func form(for id: Pet.ID?) -> PetFormViewModel? {
        guard let id else { return PetFormViewModel(catalog: catalog, newID: newID) }
        return catalog.pet(withID: id).map { PetFormViewModel(catalog: catalog, pet: $0) }
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
