/// A three-way answer to a yes-or-no question a shelter records about a pet: is it good
/// with children, house-trained, spayed or neutered? "We don't know" is what shelters
/// most often record, so it is an answer of its own rather than a missing value.
public enum YesNoAnswer: String, CaseIterable, Codable, Hashable, Sendable {
    case yes
    case no
    case unknown
}
