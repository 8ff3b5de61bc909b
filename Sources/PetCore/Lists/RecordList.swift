import Foundation
import Observation

/// A section's list (the seeds' `ViewControllerViewModel`): search as you type, the
/// section's filter and sort order, the count line, the rows, the empty state and the
/// selected record's page. Every section's list is one of these, specialised by its
/// ``ListSection``:
/// ```swift
/// typealias PetListViewModel = RecordList<PetListing>
/// typealias RecipeListViewModel = RecordList<RecipeListing>
/// ```
///
/// Binding a list widget: observe ``visibleRowIDs``; when it changes, turn the previous
/// ids into the new ones with ``RowIDs/difference(from:)`` and report that one range
/// change to the list model. A row widget bound to an id asks ``row(withID:)`` for its row
/// view model and drops it on unbind: nothing is made for rows that are not shown.
///
/// Search looks for every word of the search text, in any order, in a record's search
/// texts, ignoring case and accents (``SearchFolding``); results keep the sort order.
@MainActor
public final class RecordList<Section: ListSection>: Observable {
    /// The section: where the records are and how they are shown.
    public let section: Section
    private let index: ListIndex<Section>
    /// What observers watch (a class of its own: see ``RecordListState``).
    private let state = RecordListState()
    private var storedFilter = Section.Filter()
    private var storedSortOrder: Section.SortOrder
    /// The record chosen last, with its page; it may have left the collection since.
    private var storedSelection: (id: String, detail: Section.Detail)?

    /// The list of `section`'s records, in the first sort order, unfiltered.
    public init(section: Section) {
        self.section = section
        index = ListIndex(section: section)
        guard let first = Section.SortOrder.allCases.first else {
            preconditionFailure("\(Section.SortOrder.self) has no cases")
        }
        storedSortOrder = first
    }

    /// The search field's text, as typed.
    public var searchText: String { state.searchText }

    /// Which records are shown besides what the search matches.
    public var filter: Section.Filter {
        _ = state.filterRevision
        return storedFilter
    }

    /// The order of the rows.
    public var sortOrder: Section.SortOrder {
        _ = state.sortRevision
        return storedSortOrder
    }

    /// ``searchText`` folded for matching.
    private var query: SearchQuery { state.query }

    /// The record chosen last, with its page; it may have left the collection since.
    private var selection: (id: String, detail: Section.Detail)? {
        _ = state.selectionRevision
        return storedSelection
    }

    /// The records, as their store keeps them.
    private var records: RecordCollection<Section.Record> { section.records }

    /// Whether the list shows the preview that stands in while the records load.
    private var showsPreview: Bool {
        !records.isComplete && query.isEmpty && !filter.isActive && sortOrder.key == nil
    }

    /// Collection positions of the visible records, in display order.
    private var positions: [Int32] {
        if !records.isComplete && !showsPreview {
            _ = records.revision
            return []
        }
        return index.positions(query: query, filter: filter, sortOrder: sortOrder)
    }

    // MARK: Rows

    /// The ids of the visible rows, in order. Observe this to update a list widget.
    public var visibleRowIDs: RowIDs {
        let positions = self.positions
        return RowIDs(ids: records.ids, positions: positions)
    }

    /// The number of visible rows.
    public var visibleCount: Int { positions.count }

    /// The id of the visible row at `position` (0 ..< ``visibleCount``).
    public func rowID(at position: Int) -> String {
        records.ids[Int(positions[position])]
    }

    /// A row view model for the visible row at `position` (0 ..< ``visibleCount``), made
    /// now: call it when a row widget is bound, not for every row.
    public func row(at position: Int) -> Section.Row {
        row(withID: rowID(at: position))!
    }

    /// A row view model for the record with `id`, visible or not, made now; `nil` when
    /// there is no such record.
    public func row(withID id: String) -> Section.Row? {
        records.reference(to: id).map(section.row(for:))
    }

    /// Where the record with `id` is among the visible rows; `nil` when it is not visible.
    public func position(ofRowID id: String) -> Int? {
        guard let position = records.position(of: id).map(Int32.init) else { return nil }
        return positions.firstIndex(of: position)
    }

    // MARK: Texts

    /// The language, locale and clock of the list's texts.
    public var context: DisplayContext { section.context }

    /// How many records are shown: "340 pets" when nothing is searched or filtered,
    /// otherwise "12 of 340 pets" (or "1 of 1 pet"), followed by the filters that are on
    /// ("12 of 340 pets · Dog, Small"); "No pets" for an empty collection.
    public var countText: String {
        let total = records.count
        let nouns = section.texts.nouns
        guard total > 0 else { return nouns.none }
        let locale = section.context.locale
        let totalText = total.formatted(.number.locale(locale))
        // While loading, a search or filter has no count of its own yet.
        guard isNarrowed, records.isComplete else { return nouns.all(total, text: totalText) }
        let count = nouns.some(visibleCount.formatted(.number.locale(locale)), of: total, text: totalText)
        guard filter.isActive else { return count }
        return section.context.translator.tr("%1$@ · %2$@", count, section.filterSummary(filter))
    }

    /// What a screen reader says once a search or a filter has settled: how many records
    /// show (``countText``: "1 of 32 pets"), or why none does ("No pets match “zz”.").
    public var resultSummary: String {
        // Only an empty state of a search or filter says more than the count.
        guard isNarrowed, records.count > 0, records.isComplete, let emptyState else { return countText }
        return emptyState.description
    }

    /// What to show instead of rows, and why; `nil` while there are rows to show.
    public var emptyState: ListEmptyState? {
        guard visibleCount == 0 else { return nil }
        if records.count == 0 || !records.isComplete {
            if let failure = records.loadFailure { return section.emptyState(for: .loadFailed(reason: failure.text)) }
            return section.emptyState(for: records.isComplete ? .noRecords : .loading)
        }
        let searched = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
        return section.emptyState(for: .noMatches(search: searched, filter: filter, totalCount: records.count))
    }

    /// Whether the search or a filter hides any record (e.g. to highlight a filter button).
    public var isNarrowed: Bool { !query.isEmpty || filter.isActive }

    /// Whether the records are still being read for the first time.
    public var isLoading: Bool { !records.isComplete && records.loadFailure == nil }

    /// Why reading the records failed while some are shown (they stay shown: the last
    /// read's, or a preview's), until ``dismissFailure()``. A failed read with nothing to
    /// show is told by ``emptyState`` instead.
    public var failure: FailureMessage? {
        _ = records.revision
        guard !records.storage.isEmpty, let failure = records.loadFailure, failure.id != state.dismissedFailureID else {
            return nil
        }
        return FailureMessage(section.texts.reloadFailureSummary, reason: failure.text, id: failure.id)
    }

    // MARK: Selection

    /// The id of the selected record; `nil` when none is, or it is no longer stored.
    public var selectedID: String? {
        guard let selection, records.record(withID: selection.id) != nil else { return nil }
        return selection.id
    }

    /// The selected record's page; `nil` when none is selected.
    public var selected: Section.Detail? {
        selectedID == nil ? nil : selection?.detail
    }

    // MARK: Intents

    /// Searches for every word of `text`, ignoring case and accents; empty text shows
    /// every record the filter lets through.
    public func search(_ text: String) {
        state.searchText = text
        let newQuery = SearchQuery(text)
        if newQuery != state.query { state.query = newQuery }
    }

    /// Empties the search.
    public func clearSearch() {
        search("")
    }

    /// Shows only the records `filter` lets through.
    public func setFilter(_ filter: Section.Filter) {
        guard filter != storedFilter else { return }
        storedFilter = filter
        state.filterRevision += 1
    }

    /// Removes every filter; the search stays.
    public func clearFilters() {
        setFilter(Section.Filter())
    }

    /// Empties the search and removes every filter; the sort order stays.
    public func clearSearchAndFilters() {
        clearSearch()
        clearFilters()
    }

    /// Orders the rows by `order`.
    public func sort(by order: Section.SortOrder) {
        guard order != storedSortOrder else { return }
        storedSortOrder = order
        state.sortRevision += 1
    }

    /// Selects the record with `id` and makes its page; `nil` clears the selection.
    /// Selecting the selected record again keeps its page (and whatever it can still
    /// undo). A selection survives searches and filters that hide its record.
    ///
    /// - Returns: `false`, changing nothing, when no record has `id`.
    @discardableResult
    public func select(_ id: String?) -> Bool {
        guard let id else {
            setSelection(nil)
            return true
        }
        if id == selectedID { return true }
        guard let reference = records.reference(to: id) else { return false }
        setSelection((id, section.detail(for: reference)))
        return true
    }

    /// Does what the empty state's button offers.
    public func perform(_ action: ListEmptyState.Action) async {
        switch action {
        case .clearSearch: clearSearch()
        case .clearFilters: clearFilters()
        case .clearSearchAndFilters: clearSearchAndFilters()
        case .retryLoading: await retryLoading()
        }
    }

    /// Reads the records again, e.g. after the empty state offered to try again.
    public func retryLoading() async {
        await section.store.reload()
    }

    /// Forgets ``failure`` once the view has shown it.
    public func dismissFailure() {
        state.dismissedFailureID = records.loadFailure?.id
    }

    private func setSelection(_ selection: (id: String, detail: Section.Detail)?) {
        storedSelection = selection
        state.selectionRevision += 1
    }
}
