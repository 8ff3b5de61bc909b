/// What one section of the app (Pets, Recipes, …) tells the list core about its records:
/// where they are kept, how they are filtered and sorted, what a row and a detail page
/// show, and how an empty list is worded. ``RecordList`` does the rest — search, the
/// count line, selection, row ids — the same way for every section.
///
/// ```swift
/// struct RecipeListing: ListSection {
///     let store: RecipeBook
///     func row(for recipe: RecordReference<Recipe>) -> RecipeRowViewModel { RecipeRowViewModel(reference: recipe) }
///     …
/// }
/// typealias RecipeListViewModel = RecordList<RecipeListing>
/// ```
@MainActor
public protocol ListSection {
    /// Where the records are kept.
    associatedtype Store: RecordStore
    /// The kind of record listed.
    typealias Record = Store.Record
    /// The section's filter.
    associatedtype Filter: ListFilter
    /// The section's sort orders; the first case is the default.
    associatedtype SortOrder: ListSortOrder where SortOrder.Record == Record
    /// What one row shows (the seeds' `ListCellViewModel`).
    associatedtype Row: AnyObject
    /// What the selected record's page shows.
    associatedtype Detail: AnyObject

    /// The store of the records.
    var store: Store { get }
    /// The words of the list and the detail pane.
    var texts: ListTexts { get }

    /// Which collection positions `filter` lets through, for a filter that
    /// ``ListFilter/isActive``; made once per filter change, called for every record.
    func admits(_ filter: Filter, today: CalendarDate) -> (_ position: Int) -> Bool
    /// The row view model of a record, made when a row widget shows it.
    func row(for record: RecordReference<Record>) -> Row
    /// The detail page of a record, made when it is selected.
    func detail(for record: RecordReference<Record>) -> Detail
    /// What to show instead of rows, and why.
    func emptyState(for reason: ListEmptyReason<Filter>) -> ListEmptyState
    /// The choices of an active `filter`, listed for the count line ("Dog, Small,
    /// House-trained").
    func filterSummary(_ filter: Filter) -> String
}

extension ListSection {
    /// The records, as their store keeps them.
    public var records: RecordCollection<Record> { store.records }
    /// The locale and clock of the list's texts.
    public var context: DisplayContext { store.context }
}
