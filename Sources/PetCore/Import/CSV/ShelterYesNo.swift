/// Reads a yes-or-no column of a shelter export or listing file.
///
/// - Yes: `1`, `Y`, `Yes`, `True`; no: `0`, `N`, `No`, `False` (Petfinder writes `1` or
///   nothing, Adopt-a-Pet `1`/`0`, RescueGroups and PetPoint `Yes`/`No`).
/// - Unknown: an empty cell, `Unknown`, `U`, and the answers that are neither:
///   `Selective` and Animal Shelter Manager's `Over 5`/`Over 12` (good with children
///   over that age), which Petfinder's publisher also leaves blank.
/// - Animal Shelter Manager's own good-with and house-trained columns hold its lookup
///   codes when numeric: `0` yes, `1` no, `2` unknown, `3` selective (``Codes/asm``).
/// - Petfinder's `NoDogs`, `NoCats` and `NoKids` ask the question the other way round:
///   `1` means *not* good with them, `0` good with them (``read(_:codes:negated:)``).
enum ShelterYesNo {
    /// What the numbers of a column mean.
    enum Codes: Sendable {
        /// `1` yes, `0` no.
        case plain
        /// Animal Shelter Manager's lookup: `0` yes, `1` no, `2` unknown, `3` selective.
        case asm
    }

    private static let yesWords: Set<String> = ["y", "yes", "true", "t"]
    private static let noWords: Set<String> = ["n", "no", "false", "f"]
    private static let neitherWords: Set<String> = ["", "u", "unknown", "selective", "over5", "over12", "na", "notsure"]

    /// The answer `text` gives, turned round when the column is `negated`; `nil` when it
    /// is no answer we know.
    static func read(_ text: String, codes: Codes = .plain, negated: Bool = false) -> YesNoAnswer? {
        if text.isEmpty { return .unknown }
        let key = ShelterColumn.normalized(text)
        let answer: YesNoAnswer
        switch (key, codes) {
        case ("1", .plain), ("0", .asm): answer = .yes
        case ("0", .plain), ("1", .asm): answer = .no
        case ("2", .asm), ("3", .asm): answer = .unknown
        default:
            if yesWords.contains(key) {
                answer = .yes
            } else if noWords.contains(key) {
                answer = .no
            } else if neitherWords.contains(key) {
                answer = .unknown
            } else {
                return nil
            }
        }
        guard negated else { return answer }
        switch answer {
        case .yes: return .no
        case .no: return .yes
        case .unknown: return .unknown
        }
    }

    /// The first known answer of `answers`, a yes winning over a no: two columns that
    /// say the same thing (Shelterluv's “altered before arrival” and “altered in care”).
    static func combined(_ answers: [YesNoAnswer]) -> YesNoAnswer {
        answers.contains(.yes) ? .yes : answers.contains(.no) ? .no : .unknown
    }
}
