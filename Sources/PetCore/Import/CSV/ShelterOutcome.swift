/// What an outcome column (`outcome_type`) says became of an animal, and so whether and
/// how it imports. The cell is read as words, case ignored, so each shelter's spelling
/// of the same outcome agrees.
///
/// - The animal found a home: `Adoption`, `Adopted`, `Rto-Adopt`, `Return to Owner`,
///   `Returned to Owner`, `RTO` → ``AdoptionStatus/adopted``.
/// - The animal cannot be adopted: any word beginning `euth` (`Euthanasia`, `EUTH`,
///   `EUTHANIZE`, `Euthanized`, `REQ EUTH`), or `Died`, `Dead`, `DOA`, `Disposal`,
///   `Missing`, `Lost`, `Stolen`, `Escaped`: the row is skipped with a problem rather
///   than listed as a pet.
/// - Anything else (`Transfer`, `Foster`, `Relocate`, empty, no outcome column):
///   ``AdoptionStatus/available``.
///
/// A listing's status column says the same in other words (``init(listingStatus:)``):
/// RescueGroups' `Available`, `Adopted`, `Passed Away`, `Euthanized`, `Escaped`,
/// `Stolen`; Adopt-a-Pet's `Available`, `Adopted`; Petfinder's one-letter codes, of
/// which `X` is adopted and `A` (adoptable), `H` (on hold), `F` (found) and `P`
/// (pending) are still available.
enum ShelterOutcome: Equatable, Sendable {
    case status(AdoptionStatus)
    case notAdoptable

    private static let goneWords: Set<String> = [
        "died", "dead", "doa", "disposal", "missing", "lost", "stolen", "escaped", "passed",
    ]
    private static let homes: Set<String> = ["adoption", "adopted", "rtoadopt", "returntoowner", "returnedtoowner", "rto"]

    /// What a listing's status column says.
    init(listingStatus text: String) {
        switch text.trimmingWhitespace.uppercased() {
        case "X": self = .status(.adopted)
        case "A", "H", "F", "P": self = .status(.available)
        default: self.init(text)
        }
    }

    init(_ text: String) {
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        if words.contains(where: { $0.hasPrefix("euth") || Self.goneWords.contains($0) }) {
            self = .notAdoptable
        } else if Self.homes.contains(words.joined()) {
            self = .status(.adopted)
        } else {
            self = .status(.available)
        }
    }
}
