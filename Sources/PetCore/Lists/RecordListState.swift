import Foundation
import Observation

/// What a ``RecordList`` lets observers watch, kept in a class that is not generic:
/// reading a property of a generic `@Observable` class instantiates its key path at run
/// time on every read (about 45 times the cost of a plain read, measured), and a list's
/// properties are read on every keystroke and for every row. Values of the section's own
/// types (its filter, its sort order, the selection) are kept by the list, and a counter
/// here moves when they change.
@MainActor @Observable
final class RecordListState {
    /// The search field's text, as typed.
    var searchText = ""
    /// ``searchText`` folded for matching.
    var query = SearchQuery("")
    /// Moves when the filter changes.
    var filterRevision = 0
    /// Moves when the sort order changes.
    var sortRevision = 0
    /// Moves when the selection changes.
    var selectionRevision = 0
    /// The reload failure the view has shown already.
    var dismissedFailureID: UUID?
}
