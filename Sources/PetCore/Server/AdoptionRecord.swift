import Foundation

/// One adoption a catalog recorded: which pet, when, and whether it was undone since
/// (an undone adoption is kept, flagged, as the catalog's history).
public struct AdoptionRecord: Hashable, Sendable {
    /// The pet adopted.
    public var petID: Pet.ID
    /// When.
    public var adoptedAt: Date
    /// Whether the adoption was undone.
    public var isUndone: Bool

    /// The adoption of `petID` at `adoptedAt`, undone or not.
    public init(petID: Pet.ID, adoptedAt: Date, isUndone: Bool = false) {
        self.petID = petID
        self.adoptedAt = adoptedAt
        self.isUndone = isUndone
    }
}
