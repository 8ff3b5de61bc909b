/// How hard a recipe is, on the seed plist's 1–5 scale.
public enum RecipeDifficulty: Int, CaseIterable, Codable, Hashable, Comparable, Sendable {
    case veryEasy = 1
    case easy = 2
    case medium = 3
    case hard = 4
    case veryHard = 5

    public static func < (lhs: RecipeDifficulty, rhs: RecipeDifficulty) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
