/// Which records a list shows besides what its search matches (a section's filter).
///
/// `init()` lets every record through.
public protocol ListFilter: Hashable, Sendable {
    /// A filter that hides nothing.
    init()
    /// Whether the filter hides any record at all.
    var isActive: Bool { get }
    /// Whether what passes depends on today's date (an age band), so that the list
    /// filters again when the day changes.
    var dependsOnToday: Bool { get }
    /// The filter as text to keep between runs; empty when it hides nothing.
    var storedText: String { get }
    /// The filter kept as `storedText`; what this version does not know is left out, and
    /// text it cannot read at all gives the filter that hides nothing.
    init(storedText: String)
}

extension ListFilter {
    /// Most filters do not depend on the date.
    public var dependsOnToday: Bool { false }
}
