import Foundation
import Observation

/// What a ``RecordCollection`` lets observers watch, kept in a class that is not generic:
/// reading a property of a generic `@Observable` class instantiates its key path at run
/// time on every read (about 45 times the cost of a plain read, measured), and lists read
/// these on every keystroke and for every row.
@MainActor @Observable
final class RecordCollectionState {
    /// Raised by every change to the records.
    var revision = 0
    /// Why the last full read failed; `nil` once one succeeds.
    var loadFailure: FailureMessage?
    /// Whether every record has been read.
    var isComplete = false
    /// How many records the preview said there are, until ``isComplete``.
    var previewCount: Int?
}
