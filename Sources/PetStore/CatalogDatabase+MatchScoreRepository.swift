import GRDB
import PetCore

extension CatalogDatabase: MatchScoreRepository {
    public func bestMatchScore(theme: MatchTheme, pairs: Int) throws -> MatchScore? {
        try read { db in try DeskStateTables.bestMatchScore(theme: theme, pairs: pairs, db) }
    }

    public func saveBestMatchScore(_ score: MatchScore, theme: MatchTheme, pairs: Int) async throws {
        try await write { db in try DeskStateTables.saveBestMatchScore(score, theme: theme, pairs: pairs, db) }
    }
}
