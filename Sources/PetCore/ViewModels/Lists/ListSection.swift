/// What one section of the app (Pets, Recipes, …) tells the list core about its records:
/// where they are kept, how they are filtered and sorted, what a row and a detail page
/// show, and how an empty list is worded. ``RecordList`` does the rest — search, the
/// count line, selection, row ids — the same way for every section.
///
/// ```swift
/// struct RecipeListing: ListSection {
///     let book: RecipeBook
///     var records: RecordCollection<Recipe> { book.records }
///     func row(for recipe: RecordReference<Recipe>) -> RecipeRowViewModel { RecipeRowViewModel(recipe: recipe) }
///     …
/// }
/// typealias RecipeListViewModel = RecordList<RecipeListing>
/// ```
@MainActor
public protocol ListSection {
    /// The kind of record listed.
    associatedtype Record: Identifiable & Sendable & Equatable where Record.ID == String
    /// The section's filter.
    associatedtype Filter: ListFilter
    /// The section's sort orders; the first case is the default.
    associatedtype SortOrder: ListSortOrder where SortOrder.Record == Record
    /// What one row shows (the seeds' `ListCellViewModel`).
    associatedtype Row: AnyObject
    /// What the selected record's page shows.
    associatedtype Detail: AnyObject

    /// The records, as their store keeps them.
    var records: RecordCollection<Record> { get }
    /// The locale and clock of the list's texts.
    var context: DisplayContext { get }
    /// The words of the count line.
    var nouns: ListNouns { get }

    /// Which collection positions `filter` lets through, for a filter that
    /// ``ListFilter/isActive``; made once per filter change, called for every record.
    func admits(_ filter: Filter, today: CalendarDate) -> (_ position: Int) -> Bool
    /// The row view model of a record, made when a row widget shows it.
    func row(for record: RecordReference<Record>) -> Row
    /// The detail page of a record, made when it is selected.
    func detail(for record: RecordReference<Record>) -> Detail
    /// What to show instead of rows, and why.
    func emptyState(for reason: ListEmptyReason<Filter>) -> ListEmptyState
    /// What failed when records that are shown could not be read again ("Couldn't reload
    /// the recipes."), before the reason.
    var reloadFailureSummary: String { get }
    /// Reads the records again (the empty state's Try Again).
    func reload() async
}
