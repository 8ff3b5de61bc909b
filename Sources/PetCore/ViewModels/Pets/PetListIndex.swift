import Foundation

/// The catalog positions a pet list shows for a search, filter and sort order,
/// computed incrementally for search as you type over large catalogs.
///
/// Per catalog generation (pets added, removed or edited) it takes the catalog's
/// ``PetNameIndex`` (every pet's folded search text and the name order) and sorts once
/// per other sort order. Per filter, sort order and catalog revision
/// it keeps the sorted, filtered "base" list; searching narrows that list, so results
/// keep its order, and a ``SearchResultCache`` makes extending and deleting cheap.
@MainActor
final class PetListIndex {
    /// What the base list depends on.
    private struct BaseKey: Equatable {
        var generation: Int
        var revision: Int
        var filter: PetFilter
        var sortOrder: PetSortOrder
        /// Today, when the filter depends on age; `nil` otherwise.
        var today: CalendarDate?
    }

    private let catalog: PetCatalog
    /// Every catalog position, in the other sort orders asked for so far (name order
    /// comes with the catalog's ``PetNameIndex``).
    private var otherOrders: [PetSortOrder: [Int32]] = [:]
    /// The catalog generation ``otherOrders`` was sorted in.
    private var orderedGeneration: Int?
    private var baseKey: BaseKey?
    private var base: [Int32] = []
    private var searchCache = SearchResultCache()

    init(catalog: PetCatalog) {
        self.catalog = catalog
    }

    /// The catalog positions of the pets that match `query` and pass `filter`, in `sortOrder`.
    func positions(query: SearchQuery, filter: PetFilter, sortOrder: PetSortOrder) -> [Int32] {
        let generation = catalog.generation
        if orderedGeneration != generation {
            otherOrders = [:]
            orderedGeneration = generation
        }
        let nameIndex = catalog.nameIndex()
        let key = BaseKey(
            generation: generation,
            revision: catalog.revision,
            filter: filter,
            sortOrder: sortOrder,
            today: filter.ageGroups.isEmpty ? nil : catalog.context.today
        )
        if key != baseKey {
            base = filtered(sorted(by: sortOrder, nameIndex: nameIndex), by: filter, today: key.today)
            baseKey = key
            searchCache.removeAll()
        }
        return searchCache.results(for: query, in: base, index: nameIndex.search)
    }

    // MARK: Per generation

    private func sorted(by order: PetSortOrder, nameIndex: PetNameIndex) -> [Int32] {
        if let known = otherOrders[order] { return known }
        let pets = catalog.pets
        let positions: [Int32]
        switch order {
        case .name:
            return nameIndex.nameOrder
        case .age:
            positions = Self.order(by: pets.map(\.birthday.daysSinceEpoch), descending: true, ranks: nameIndex.nameRanks)
        case .fee:
            positions = Self.order(
                by: pets.map { NSDecimalNumber(decimal: PetFormatter.fee(of: $0)).doubleValue },
                descending: false, ranks: nameIndex.nameRanks)
        case .newest:
            positions = Self.order(by: pets.map(\.dateAdded), descending: true, ranks: nameIndex.nameRanks)
        }
        otherOrders[order] = positions
        return positions
    }

    /// Every position ordered by `keys` (one per position), ties by `ranks`.
    private nonisolated static func order<Key: Comparable>(
        by keys: [Key], descending: Bool, ranks: [Int32]
    ) -> [Int32] {
        (0..<Int32(keys.count)).sorted { a, b in
            let (keyA, keyB) = (keys[Int(a)], keys[Int(b)])
            if keyA == keyB { return ranks[Int(a)] < ranks[Int(b)] }
            return descending ? keyA > keyB : keyA < keyB
        }
    }

    // MARK: Per filter and revision

    private func filtered(_ positions: [Int32], by filter: PetFilter, today: CalendarDate?) -> [Int32] {
        guard filter.isActive else { return positions }
        return Self.filtered(
            positions, of: catalog.pets, favourites: catalog.favouriteFlags, by: filter,
            today: today ?? catalog.context.today)
    }

    /// Checks every pet in catalog order (reading the large pet array front to back)
    /// and then keeps the admitted `positions`, in their order.
    private nonisolated static func filtered(
        _ positions: [Int32], of pets: [Pet], favourites: [Bool], by filter: PetFilter, today: CalendarDate
    ) -> [Int32] {
        let matcher = filter.matcher(today: today)
        let admitted = pets.withUnsafeBufferPointer { pets in
            pets.indices.map { matcher.admits(pets[$0], isFavourite: favourites[$0]) }
        }
        return positions.filter { admitted[Int($0)] }
    }
}
