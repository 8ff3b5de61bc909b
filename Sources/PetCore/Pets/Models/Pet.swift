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
    /// or a URL); `nil` when there is none. The pet's picture in rows and on its page.
    public var photo: String?
    /// The pet's other photos, shown on its page after ``photo``, as the same kind of
    /// references; empty when it has one photo or none.
    public var morePhotos: [String]
    /// Free-text description shown on the detail page.
    public var about: String
    public var status: AdoptionStatus
    public var goodWithChildren: YesNoAnswer
    public var goodWithDogs: YesNoAnswer
    public var goodWithCats: YesNoAnswer
    /// When the pet was added to the catalog.
    public var dateAdded: Date
    /// The animal's id in the records it was imported from; `nil` for pets added here
    /// or imported from a file without an id column.
    public var origin: PetOrigin?
    /// What the shelter records beyond the listing: size, colours, health, kennel.
    public var details: ShelterDetails
    /// The stored version of the pet, which only grows: every write to it raises it by
    /// one, in the same statement. A store saves an edit only while the version it was
    /// made from is still the stored one (``EditConflict``), so no desk writes over a
    /// change it has not seen. A pet made here and not stored yet has version 1.
    public var version: Int64

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
        morePhotos: [String] = [],
        about: String = "",
        status: AdoptionStatus = .available,
        goodWithChildren: YesNoAnswer = .unknown,
        goodWithDogs: YesNoAnswer = .unknown,
        goodWithCats: YesNoAnswer = .unknown,
        dateAdded: Date,
        origin: PetOrigin? = nil,
        details: ShelterDetails = ShelterDetails(),
        version: Int64 = 1
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
        self.morePhotos = morePhotos
        self.about = about
        self.status = status
        self.goodWithChildren = goodWithChildren
        self.goodWithDogs = goodWithDogs
        self.goodWithCats = goodWithCats
        self.dateAdded = dateAdded
        self.origin = origin
        self.details = details
        self.version = version
    }

    /// Every photo reference of the pet, its picture (``photo``) first, then ``morePhotos``.
    public var photoReferences: [String] { [photo].compactMap { $0 } + morePhotos }
}
