import Synchronization

/// How many of the view layer's mechanism objects are alive, by kind, in debug builds
/// (release builds count nothing and cost nothing).
///
/// Each one is owned by a widget or a list item and must go with it: a session that
/// opens and closes pages, forms and dialogs, scrolls and searches, ends with the counts
/// it had before. The leak session test (`SessionLeakTests`) checks exactly that; a
/// count that grows with every round is a leak the memory checkers might miss (Swift
/// objects kept by a cycle are "still reachable", not "lost").
enum LiveObjectCount: Int, CaseIterable, Sendable {
    /// ``Binding``s: a widget showing a model's property.
    case binding
    /// ``SignalHandler``s: a closure connected to a GObject signal.
    case signalHandler
    /// ``RowCell``s: one recycled list row's widgets.
    case rowCell

    private static let counts = Mutex([Int](repeating: 0, count: allCases.count))

    /// Counts one object of `kind` made.
    static func created(_ kind: LiveObjectCount) {
        #if DEBUG
        counts.withLock { $0[kind.rawValue] += 1 }
        #endif
    }

    /// Counts one object of `kind` gone.
    static func released(_ kind: LiveObjectCount) {
        #if DEBUG
        counts.withLock { $0[kind.rawValue] -= 1 }
        #endif
    }

    /// How many objects of each kind are alive now (all zero in release builds).
    static var current: [LiveObjectCount: Int] {
        counts.withLock { counts in Dictionary(uniqueKeysWithValues: allCases.map { ($0, counts[$0.rawValue]) }) }
    }
}
