/// Which of the catalog's pets a game of Pet Match deals.
public enum MatchTheme: String, CaseIterable, Hashable, Sendable {
    case dogs
    case cats
    /// Rabbits, small animals, birds and the other small species.
    case smallPetsAndBirds = "small-pets-and-birds"
    case allPets = "all-pets"

    /// Whether a pet of `species` belongs to the theme.
    public func includes(_ species: Species) -> Bool {
        switch self {
        case .dogs: species == .dog
        case .cats: species == .cat
        case .smallPetsAndBirds: species != .dog && species != .cat
        case .allPets: true
        }
    }

    /// "Dogs", "Cats", "Small Pets and Birds", "All Pets".
    public func title(_ translator: Translator) -> String {
        switch self {
        case .dogs: translator.tr("Dogs")
        case .cats: translator.tr("Cats")
        case .smallPetsAndBirds: translator.tr("Small Pets and Birds")
        case .allPets: translator.tr("All Pets")
        }
    }
}
