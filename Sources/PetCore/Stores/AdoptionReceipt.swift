/// What a store answers for an adoption it recorded: the version the adoption gave the
/// pet. Its undo applies only while the pet is still at that version, that is, while
/// nothing else changed it since (``AdoptionConflict/changedSinceAdoption``).
public struct AdoptionReceipt: Sendable, Equatable {
    /// The pet's version right after the adoption; every write to a pet raises it.
    public let petVersion: Int64

    /// The receipt of an adoption that left the pet at `petVersion`.
    public init(petVersion: Int64) {
        self.petVersion = petVersion
    }
}
