/// Where an imported pet came from: the animal's own id in its source's records.
///
/// A shelter numbers its animals (`A746874`, a PetFinder `PetID`); the number means
/// something only inside that shelter's records, so the origin keeps both. A later
/// import from the same source finds the pet by its origin and updates it; shelter B's
/// animal 17 never touches shelter A's 17.
public struct PetOrigin: Hashable, Codable, Sendable {
    /// The source's name, as ``ImportSource`` derives it from the file (`"austin_outcomes"`).
    public var source: String
    /// The animal's id in the source, as the file writes it (`"A746874"`).
    public var animalID: String

    /// The origin of animal `animalID` of `source`.
    public init(source: String, animalID: String) {
        self.source = source
        self.animalID = animalID
    }
}
