import Foundation
import PetCore

/// The outcome of ``CatalogDatabase/open(at:seed:now:)`` that did not fail: the database,
/// and whether a damaged file had to be set aside first.
public struct CatalogOpening: Sendable {
    /// The open, migrated, seeded catalog.
    public let database: CatalogDatabase
    /// Where a damaged database file was moved before a fresh one was created;
    /// `nil` when the existing file opened normally.
    public let movedAsideURL: URL?

    /// What the app should tell the user at start-up, in `translator`'s language, or
    /// `nil` when there is nothing to say.
    public func notice(_ translator: Translator) -> String? {
        movedAsideURL.map { url in
            translator.tr(
                "The catalog database was damaged, so it was moved to %1$@ and a new catalog was started from the sample pets and recipes.",
                url.path)
        }
    }
}
