import Foundation

/// A pet in the shelter's catalog.
public struct Pet: Identifiable, Hashable, Codable, Sendable {
    /// A stable identifier, unique in the catalog (e.g. `"pet-0007"` or a UUID string).
    public var id: String
    public var name: String
    public var species: Species
    /// Free text, e.g. "Pit Bull/Boxer"; empty when unknown.
    public var breed: String
    public var sex: Sex
    public var birthday: CalendarDate
    public var rarity: Rarity
    /// The pet's own adoption fee; `nil` means the fee follows from ``rarity``.
    public var fee: Decimal?
    /// A reference to the pet's photo (a file name in the catalog's photo folder, a path
    /// or a URL); `nil` when there is none.
    public var photo: String?
    /// Free-text description shown on the detail page.
    public var about: String
    public var status: AdoptionStatus
    public var goodWithChildren: Compatibility
    public var goodWithDogs: Compatibility
    public var goodWithCats: Compatibility
    /// When the pet was added to the catalog.
    public var dateAdded: Date
    /// The animal's id in the records it was imported from; `nil` for pets added here
    /// or imported from a file without an id column.
    public var origin: PetOrigin?

    public init(
        id: String,
        name: String,
        species: Species,
        breed: String = "",
        sex: Sex = .unknown,
        birthday: CalendarDate,
        rarity: Rarity = .common,
        fee: Decimal? = nil,
        photo: String? = nil,
        about: String = "",
        status: AdoptionStatus = .available,
        goodWithChildren: Compatibility = .unknown,
        goodWithDogs: Compatibility = .unknown,
        goodWithCats: Compatibility = .unknown,
        dateAdded: Date,
        origin: PetOrigin? = nil
    ) {
        self.id = id
        self.name = name
        self.species = species
        self.breed = breed
        self.sex = sex
        self.birthday = birthday
        self.rarity = rarity
        self.fee = fee
        self.photo = photo
        self.about = about
        self.status = status
        self.goodWithChildren = goodWithChildren
        self.goodWithDogs = goodWithDogs
        self.goodWithCats = goodWithCats
        self.dateAdded = dateAdded
        self.origin = origin
    }
}
