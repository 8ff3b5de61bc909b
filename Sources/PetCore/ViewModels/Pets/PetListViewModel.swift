import Foundation
import Observation

/// The pet list: search as you type, filters, sort order, the count line, the rows on
/// screen, the empty state and the selection.
///
/// Binding a list widget: observe ``visibleRowIDs`` (inside `withObservationTracking`);
/// when it changes, diff the previous ids against the new ones with
/// ``ListDifference`` and report that one range change to the list model. A row
/// widget being bound to position `i` asks ``row(at:)`` for its ``PetRowViewModel``
/// and binds to that; unbind drops it. Nothing is created for rows that are not shown.
///
/// Reads everything through its ``PetCatalog``, so adoptions and favourites made on a
/// detail page show in the rows, the count and the favourites filter at once.
@MainActor
@Observable
public final class PetListViewModel {
    @ObservationIgnored private let catalog: PetCatalog
    @ObservationIgnored private let index: PetListIndex

    /// The search field's text, as typed.
    public private(set) var searchText = ""
    /// Which pets are shown besides what the search matches.
    public private(set) var filter = PetFilter()
    /// The order of the rows.
    public private(set) var sortOrder: PetSortOrder = .name
    /// The id of the selected pet; `nil` when none is.
    public private(set) var selectedPetID: Pet.ID?
    /// The detail page of the selected pet; `nil` when none is selected.
    public private(set) var selectedPet: PetViewModel?
    /// ``searchText`` folded for matching.
    private var query = SearchQuery("")

    /// A list over `catalog`, which should be loaded (or be loaded later).
    public init(catalog: PetCatalog) {
        self.catalog = catalog
        self.index = PetListIndex(catalog: catalog)
    }

    /// Catalog positions of the visible pets, in display order.
    private var positions: [Int32] {
        index.positions(query: query, filter: filter, sortOrder: sortOrder)
    }

    // MARK: Rows

    /// The ids of the visible rows, in order. Observe this to update a list widget.
    public var visibleRowIDs: PetRowIDs {
        let positions = self.positions
        return PetRowIDs(ids: catalog.ids, positions: positions)
    }

    /// The number of visible rows.
    public var visibleCount: Int { positions.count }

    /// The id of the visible row at `position` (0 ..< ``visibleCount``).
    public func rowID(at position: Int) -> Pet.ID {
        catalog.ids[Int(positions[position])]
    }

    /// A row view model for the visible row at `position` (0 ..< ``visibleCount``),
    /// made now: call it when a row widget is bound, not for every row.
    public func row(at position: Int) -> PetRowViewModel {
        PetRowViewModel(pet: catalog.pets[Int(positions[position])], catalog: catalog)
    }

    /// A row view model for the pet with `id`, visible or not; `nil` when the catalog
    /// has no such pet.
    public func row(withID id: Pet.ID) -> PetRowViewModel? {
        catalog.pet(withID: id).map { PetRowViewModel(pet: $0, catalog: catalog) }
    }

    /// Where the pet with `id` is among the visible rows; `nil` when it is not visible.
    public func position(ofRowID id: Pet.ID) -> Int? {
        guard let catalogPosition = catalog.position(of: id).map(Int32.init) else { return nil }
        return positions.firstIndex(of: catalogPosition)
    }

    // MARK: Texts

    /// How many pets are shown: "340 pets" when nothing is searched or filtered,
    /// otherwise "12 of 340 pets" (or "1 of 1 pet"); "No pets" for an empty catalog.
    public var countText: String {
        let total = catalog.count
        guard total > 0 else { return "No pets" }
        let noun = total == 1 ? "pet" : "pets"
        let totalText = total.formatted(.number.locale(catalog.context.locale))
        guard isNarrowed else { return "\(totalText) \(noun)" }
        let shownText = visibleCount.formatted(.number.locale(catalog.context.locale))
        return "\(shownText) of \(totalText) \(noun)"
    }

    /// What to show instead of rows, and why; `nil` while there are rows to show.
    public var emptyState: PetListEmptyState? {
        guard visibleCount == 0 else { return nil }
        if catalog.count == 0 {
            if let failure = catalog.loadFailure {
                return PetListEmptyState(title: "Couldn't Load Pets", description: failure.text, action: .retryLoading)
            }
            return PetListEmptyState(
                title: "No Pets Yet", description: "Pets you add or import will appear here.", action: nil)
        }
        let searched = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
        switch (query.isEmpty, filter.isActive) {
        case (false, true):
            return PetListEmptyState(
                title: "No Results", description: "No pets match “\(searched)” with these filters.",
                action: .clearFilters)
        case (false, false):
            return PetListEmptyState(
                title: "No Results", description: "No pets match “\(searched)”.", action: .clearSearch)
        default:
            return PetListEmptyState(
                title: "No Results", description: "No pets match these filters.", action: .clearFilters)
        }
    }

    /// Whether the search or a filter hides any pet (e.g. to highlight a filter button).
    public var isNarrowed: Bool { !query.isEmpty || filter.isActive }

    // MARK: Intents

    /// Searches names, breeds and species for every word of `text`, ignoring case and
    /// accents; empty text shows every pet the filters let through.
    public func search(_ text: String) {
        searchText = text
        let newQuery = SearchQuery(text)
        if newQuery != query { query = newQuery }
    }

    /// Empties the search.
    public func clearSearch() {
        search("")
    }

    /// Shows only the pets `filter` lets through.
    public func setFilter(_ filter: PetFilter) {
        if filter != self.filter { self.filter = filter }
    }

    /// Removes every filter.
    public func clearFilters() {
        setFilter(PetFilter())
    }

    /// Orders the rows by `order`.
    public func sort(by order: PetSortOrder) {
        if order != sortOrder { sortOrder = order }
    }

    /// Selects the pet with `id` and makes its detail page; `nil` or an id the catalog
    /// does not have clears the selection. Selecting the selected pet again keeps its
    /// page (and any adoption it can still undo).
    public func select(_ id: Pet.ID?) {
        if let id, id == selectedPetID, selectedPet != nil { return }
        let detail = id.flatMap { PetViewModel(petID: $0, catalog: catalog) }
        selectedPet = detail
        selectedPetID = detail?.id
    }

    /// Loads the catalog again, e.g. after the empty state offered to try again.
    public func retryLoading() {
        catalog.load()
    }
}
