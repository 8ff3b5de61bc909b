/// Everything one row of the pet list shows, read in one pass (``PetRowViewModel/content``):
/// a row widget attached to another pet sets its texts, star and photo together, and
/// compares with what it shows to touch only what changed.
public struct PetRowContent: Equatable, Sendable {
    /// The pet's name.
    public var name: String
    /// Species, breed and age: "Dog · Beagle · 2 years old".
    public var subtitle: String
    /// The adoption fee: "$150.00" or "Free".
    public var adoptionFeeText: String
    /// "Available", "Adoption pending" or "Adopted".
    public var statusText: String
    /// Whether the pet is adopted, for styling the row (e.g. dimmed).
    public var isAdopted: Bool
    /// The photo to show as a thumbnail (file name, path or URL); `nil` for none.
    public var thumbnailReference: String?
    /// Whether the pet is a favourite (e.g. to show a star).
    public var isFavourite: Bool

    /// A row's content.
    public init(
        name: String, subtitle: String, adoptionFeeText: String, statusText: String,
        isAdopted: Bool, thumbnailReference: String?, isFavourite: Bool
    ) {
        self.name = name
        self.subtitle = subtitle
        self.adoptionFeeText = adoptionFeeText
        self.statusText = statusText
        self.isAdopted = isAdopted
        self.thumbnailReference = thumbnailReference
        self.isFavourite = isFavourite
    }
}
