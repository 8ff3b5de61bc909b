/// A pet's size as shelters and listing sites band it (Petfinder's and Adopt-a-Pet's
/// S, M, L and XL; RescueGroups' Small … X-Large).
public enum PetSize: String, CaseIterable, Codable, Hashable, Sendable {
    case small
    case medium
    case large
    case extraLarge = "extra-large"
}
