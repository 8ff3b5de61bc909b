/// A coarse age band for filtering: baby (under 1 year), young (1 to under 3),
/// adult (3 to under 8) and senior (8 and over).
public enum AgeGroup: String, CaseIterable, Codable, Hashable, Sendable {
    case baby
    case young
    case adult
    case senior

    /// The band of a pet born on `birthday`, as of `today`. A birthday after `today`
    /// counts as a baby.
    public init(birthday: CalendarDate, today: CalendarDate) {
        switch birthday.wholeYears(until: today) {
        case ..<1: self = .baby
        case 1..<3: self = .young
        case 3..<8: self = .adult
        default: self = .senior
        }
    }
}
