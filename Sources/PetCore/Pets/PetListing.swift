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
        let translator = store.context.translator
        return ListTexts(
            title: translator.tr("Pets"),
            nouns: ListNouns(
                none: translator.tr("No pets"),
                all: { translator.trn("%1$@ pet", "%1$@ pets", $0, $1) },
                // TRANSLATORS: the count line of a searched or filtered list: "12 of 340 pets".
                some: { translator.trn("%1$@ of %2$@ pet", "%1$@ of %2$@ pets", $2, $0, $1) }),
            searchPlaceholder: translator.tr("Search pets"),
            noSelection: (translator.tr("No Pet Selected"), translator.tr("Choose a pet from the list to meet them.")),
            addLabel: translator.tr("Add Pet"), reloadFailureSummary: translator.tr("Couldn't reload the pets."))
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
        let translator = store.context.translator
        let noResults = translator.tr("No Matching Pets")
        return switch reason {
        case .loadFailed(let reason):
            ListEmptyState(
                title: translator.tr("Couldn't Load Pets"),
                description: translator.tr("Couldn't load the pets. %1$@", reason), action: .retryLoading)
        case .loading:
            ListEmptyState(title: translator.tr("Loading Pets…"), description: "", action: nil)
        case .noRecords:
            ListEmptyState(
                title: translator.tr("No Pets Yet"), description: translator.tr("Pets you add or import will appear here."),
                action: nil)
        case .noMatches(let search, let filter, _) where !search.isEmpty:
            filter.isActive
                ? ListEmptyState(
                    title: noResults,
                    description: translator.tr("No pets match “%1$@” with these filters: %2$@.", search, filterSummary(filter)),
                    action: .clearFilters)
                : ListEmptyState(title: noResults, description: translator.tr("No pets match “%1$@”.", search), action: .clearSearch)
        case .noMatches(_, let filter, _):
            ListEmptyState(
                title: noResults, description: translator.tr("No pets match these filters: %1$@.", filterSummary(filter)),
                action: .clearFilters)
        }
    }

    public func filterSummary(_ filter: PetFilter) -> String {
        let translator = store.context.translator
        let labels = PetLabels(translator: translator)
        func listed<Value: CaseIterable & Hashable>(_ chosen: Set<Value>, _ label: (Value) -> String) -> [String] {
            Value.allCases.filter(chosen.contains).map(label)
        }
        var names = listed(filter.species, labels.species) + listed(filter.ageGroups, labels.ageGroupName)
            + listed(filter.sizes, labels.size) + listed(filter.sexes, labels.sex)
            + listed(filter.goodWith) { labels.compatibility(.yes, with: $0) }
        if filter.houseTrainedOnly { names.append(labels.houseTrained) }
        if filter.specialNeedsOnly { names.append(labels.specialNeeds) }
        names += listed(filter.rarities, labels.rarity) + listed(filter.statuses, labels.status)
        if filter.favouritesOnly { names.append(translator.tr("Favourites")) }
        return translator.list(names)
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
