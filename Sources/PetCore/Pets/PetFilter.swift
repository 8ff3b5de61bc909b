/// Which pets the list shows, besides what the search text matches: the choices an
/// adopter makes on a listing site (Petfinder's species, age, size, sex, good with,
/// care and behaviour) and the shelter's own (rarity, status, favourites).
///
/// Each set narrows the list to pets whose property is one of its members; an empty
/// set does not narrow. A single choice (e.g. only dogs) is a set of one. ``goodWith``
/// is the exception: an adopter with children and a cat wants pets good with both, so
/// a pet must be known to get on with every subject chosen.
public struct PetFilter: ListFilter {
    /// The species to show; empty shows every species.
    public var species: Set<Species>
    /// The age bands to show; empty shows every age.
    public var ageGroups: Set<AgeGroup>
    /// The sizes to show; empty shows every size, including pets of no recorded size.
    public var sizes: Set<PetSize>
    /// The sexes to show; empty shows both and unknown.
    public var sexes: Set<Sex>
    /// Whom the pet must be known to get on with (all of them); empty asks nothing.
    public var goodWith: Set<CompatibilityBadge.Subject>
    /// Whether only pets known to be house-trained are shown.
    public var houseTrainedOnly: Bool
    /// Whether only pets with special needs are shown (an adopter able to give that care).
    public var specialNeedsOnly: Bool
    /// The rarities to show; empty shows every rarity.
    public var rarities: Set<Rarity>
    /// The adoption statuses to show; empty shows every status.
    public var statuses: Set<AdoptionStatus>
    /// Whether only favourite pets are shown.
    public var favouritesOnly: Bool

    /// A filter; by default it lets every pet through.
    public init(
        species: Set<Species> = [],
        ageGroups: Set<AgeGroup> = [],
        sizes: Set<PetSize> = [],
        sexes: Set<Sex> = [],
        goodWith: Set<CompatibilityBadge.Subject> = [],
        houseTrainedOnly: Bool = false,
        specialNeedsOnly: Bool = false,
        rarities: Set<Rarity> = [],
        statuses: Set<AdoptionStatus> = [],
        favouritesOnly: Bool = false
    ) {
        self.species = species
        self.ageGroups = ageGroups
        self.sizes = sizes
        self.sexes = sexes
        self.goodWith = goodWith
        self.houseTrainedOnly = houseTrainedOnly
        self.specialNeedsOnly = specialNeedsOnly
        self.rarities = rarities
        self.statuses = statuses
        self.favouritesOnly = favouritesOnly
    }

    /// A filter that lets every pet through.
    public init() {
        self.init(species: [])
    }

    /// Whether the filter hides any pet at all.
    public var isActive: Bool { self != PetFilter() }

    /// Whether an age band is chosen: pets change band as days pass.
    public var dependsOnToday: Bool { !ageGroups.isEmpty }

    /// The filter prepared for checking many pets.
    func matcher(today: CalendarDate) -> Matcher {
        Matcher(filter: self, today: today)
    }

    /// A filter ready to check many pets: it keeps its choices in small arrays, since
    /// looking an enum up in a set hashes its raw string.
    struct Matcher {
        private let species: [Species]
        private let ageGroups: [AgeGroup]
        private let sizes: [PetSize]
        private let sexes: [Sex]
        private let goodWithChildren: Bool
        private let goodWithDogs: Bool
        private let goodWithCats: Bool
        private let houseTrainedOnly: Bool
        private let specialNeedsOnly: Bool
        private let rarities: [Rarity]
        private let statuses: [AdoptionStatus]
        private let favouritesOnly: Bool
        private let today: CalendarDate

        init(filter: PetFilter, today: CalendarDate) {
            species = Array(filter.species)
            ageGroups = Array(filter.ageGroups)
            sizes = Array(filter.sizes)
            sexes = Array(filter.sexes)
            goodWithChildren = filter.goodWith.contains(.children)
            goodWithDogs = filter.goodWith.contains(.dogs)
            goodWithCats = filter.goodWith.contains(.cats)
            houseTrainedOnly = filter.houseTrainedOnly
            specialNeedsOnly = filter.specialNeedsOnly
            rarities = Array(filter.rarities)
            statuses = Array(filter.statuses)
            favouritesOnly = filter.favouritesOnly
            self.today = today
        }

        /// Whether `pet` passes, given whether it is a favourite.
        func admits(_ pet: borrowing Pet, isFavourite: Bool) -> Bool {
            (species.isEmpty || species.contains(pet.species))
                && (sexes.isEmpty || sexes.contains(pet.sex))
                && (rarities.isEmpty || rarities.contains(pet.rarity))
                && (statuses.isEmpty || statuses.contains(pet.status))
                && (!favouritesOnly || isFavourite)
                && admitsCare(pet)
                && (sizes.isEmpty || pet.details.size.map(sizes.contains) == true)
                && (ageGroups.isEmpty || ageGroups.contains(AgeGroup(birthday: pet.birthday, today: today)))
        }

        private func admitsCare(_ pet: borrowing Pet) -> Bool {
            (!goodWithChildren || pet.goodWithChildren == .yes)
                && (!goodWithDogs || pet.goodWithDogs == .yes)
                && (!goodWithCats || pet.goodWithCats == .yes)
                && (!houseTrainedOnly || pet.details.houseTrained == .yes)
                && (!specialNeedsOnly || pet.details.specialNeeds == .yes)
        }
    }
}
