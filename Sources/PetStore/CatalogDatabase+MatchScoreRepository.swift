import GRDB
import PetCore

extension CatalogDatabase: MatchScoreRepository {
    public func bestMatchScore(theme: MatchTheme, pairs: Int) throws -> MatchScore? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT points, seconds FROM matchBestScore WHERE theme = ? AND pairs = ?",
                arguments: [theme.rawValue, pairs]
            ).map { MatchScore(points: $0[0], seconds: $0[1]) }
        }
    }

    public func saveBestMatchScore(_ score: MatchScore, theme: MatchTheme, pairs: Int) async throws {
        try await write { db in
            try db.execute(sql: """
                INSERT INTO matchBestScore (theme, pairs, points, seconds) VALUES (?, ?, ?, ?)
                ON CONFLICT (theme, pairs) DO UPDATE SET points = excluded.points, seconds = excluded.seconds
                """, arguments: [theme.rawValue, pairs, score.points, score.seconds])
        }
    }
}
