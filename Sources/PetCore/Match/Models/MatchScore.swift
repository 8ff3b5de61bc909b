/// How a won game of Pet Match went: its score and how long it took.
public struct MatchScore: Hashable, Sendable {
    /// The game's score (``MemoryGame/score``).
    public var points: Int
    /// From the first card turned to the last pair found, in whole seconds.
    public var seconds: Int

    /// A score of `points` in `seconds`.
    public init(points: Int, seconds: Int) {
        self.points = points
        self.seconds = seconds
    }

    /// Whether this beats `other`: more points, or as many in less time.
    public func isBetter(than other: MatchScore) -> Bool {
        points != other.points ? points > other.points : seconds < other.seconds
    }
}
