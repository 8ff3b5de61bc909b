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
}

extension ListFilter {
    /// Most filters do not depend on the date.
    public var dependsOnToday: Bool { false }
}
