import Foundation

/// A file that cannot be imported at all (empty, truncated, not the expected format),
/// as opposed to a file with some bad records, which ``ImportResult`` reports.
public struct ImportError: Error, Hashable, Sendable, LocalizedError {
    /// A sentence the user can act on, e.g. "RecipeList.plist is not a property list."
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var errorDescription: String? { message }
}
