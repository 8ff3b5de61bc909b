/// What kind of animal a pet is.
public enum Species: String, CaseIterable, Codable, Hashable, Sendable {
    case dog
    case cat
    case rabbit
    case bird
    case smallAnimal = "small-animal"
    case other
}
