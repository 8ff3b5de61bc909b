/// What an outcome column (`outcome_type`) says became of an animal, and so whether and
/// how it imports.
///
/// - `Adoption`, `Rto-Adopt`, `Return to Owner`: the animal found a home → ``AdoptionStatus/adopted``.
/// - `Died`, `Euthanasia`, `Disposal`, `Missing`, `Lost`, `Stolen`: the animal cannot be
///   adopted; the row is skipped with a problem rather than listed as a pet.
/// - Anything else (`Transfer`, `Relocate`, empty, no outcome column): ``AdoptionStatus/available``.
enum ShelterOutcome: Equatable, Sendable {
    case status(AdoptionStatus)
    case notAdoptable

    init(_ text: String) {
        switch ShelterColumn.normalized(text) {
        case "adoption", "adopted", "rtoadopt", "returntoowner":
            self = .status(.adopted)
        case "died", "euthanasia", "disposal", "missing", "lost", "stolen":
            self = .notAdoptable
        default:
            self = .status(.available)
        }
    }
}
