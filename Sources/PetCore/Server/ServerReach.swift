import Foundation

/// Whether a desk can reach the shelter's server, as its connection that follows the
/// other desks' changes finds.
public enum ServerReach: Equatable, Sendable {
    /// The server answers, and the desk has caught up with every change.
    case reachable
    /// The server stopped answering; it last answered at `since`.
    case unreachable(since: Date)
}
