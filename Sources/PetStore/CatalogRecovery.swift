import Foundation

/// What could still be read from a damaged catalog: a new database file holding it,
/// made by ``CatalogDatabase/recoverReadableRecords(now:)``, not yet in use.
///
/// Hand it to ``CatalogDatabase/replaceDamagedFile(after:keepingRecoveredRecords:seed:)``,
/// which either puts the file in place of the damaged one or removes it.
public struct CatalogRecovery: Sendable, Equatable {
    /// The new database file, beside the damaged one.
    let fileURL: URL
    /// Where the damaged file will be kept once it is replaced.
    public let damagedFileDestination: URL
    /// How many pets could be read.
    public let pets: Int
    /// How many recipes could be read.
    public let recipes: Int
}
