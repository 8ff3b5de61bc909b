/// The in-memory store keeps Pet Match's best scores too, for tests and previews.
extension InMemoryCatalogStore: MatchScoreRepository {
    public func bestMatchScore(theme: MatchTheme, pairs: Int) throws -> MatchScore? {
        try read { $0.matchScores[Self.scoreKey(theme, pairs)] }
    }

    public func saveBestMatchScore(_ score: MatchScore, theme: MatchTheme, pairs: Int) throws {
        try write { $0.matchScores[Self.scoreKey(theme, pairs)] = score }
    }

    private static func scoreKey(_ theme: MatchTheme, _ pairs: Int) -> String {
        "\(theme.rawValue)/\(pairs)"
    }
}
