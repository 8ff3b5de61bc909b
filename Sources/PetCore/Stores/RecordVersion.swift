import Observation

/// A counter per record that a ``RecordCollection`` raises when that record changes, so
/// that whoever shows one record (a row, a detail page) is told about that record only.
@MainActor @Observable
final class RecordVersion {
    /// Raised by one on every change of the record.
    private(set) var value = 0

    /// Tells the record's observers it changed.
    func raise() {
        value += 1
    }
}

/// A ``RecordVersion`` held weakly: the collection keeps versions only while some view
/// model follows the record.
@MainActor
final class WeakRecordVersion {
    weak var version: RecordVersion?

    init(_ version: RecordVersion) {
        self.version = version
    }
}
