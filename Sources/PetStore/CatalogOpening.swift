import Foundation

/// The outcome of ``CatalogDatabase/open(at:seed:now:)`` that did not fail: the database,
/// and whether a damaged file had to be set aside first.
public struct CatalogOpening: Sendable {
    /// The open, migrated, seeded catalog.
    public let database: CatalogDatabase
    /// Where a damaged database file was moved before a fresh one was created;
    /// `nil` when the existing file opened normally.
    public let movedAsideURL: URL?

    /// What the app should tell the user at start-up, or `nil` when there is nothing to say.
    public var notice: String? {
        movedAsideURL.map { url in
            "The catalog database was damaged, so it was moved to \(url.path) "
                + "and a new catalog was started from the sample pets and recipes."
        }
    }
}
