/// Where the best score of each theme and size of Pet Match is kept, across restarts.
public protocol MatchScoreRepository: AnyObject, Sendable {
    /// The best score kept for games of `theme` with `pairs` pairs; `nil` before any win.
    func bestMatchScore(theme: MatchTheme, pairs: Int) throws -> MatchScore?
    /// Keeps `score` as the best of `theme` with `pairs` pairs, replacing the one kept.
    func saveBestMatchScore(_ score: MatchScore, theme: MatchTheme, pairs: Int) async throws
}
