/// Which pets the list shows, besides what the search text matches.
///
/// Each set narrows the list to pets whose property is one of its members; an empty
/// set does not narrow. A single choice (e.g. only dogs) is a set of one.
public struct PetFilter: ListFilter {
    /// The species to show; empty shows every species.
    public var species: Set<Species>
    /// The age bands to show; empty shows every age.
    public var ageGroups: Set<AgeGroup>
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
        rarities: Set<Rarity> = [],
        statuses: Set<AdoptionStatus> = [],
        favouritesOnly: Bool = false
    ) {
        self.species = species
        self.ageGroups = ageGroups
        self.rarities = rarities
        self.statuses = statuses
        self.favouritesOnly = favouritesOnly
    }

    /// A filter that lets every pet through.
    public init() {
        self.init(species: [])
    }

    /// Whether the filter hides any pet at all.
    public var isActive: Bool {
        !species.isEmpty || !ageGroups.isEmpty || !rarities.isEmpty || !statuses.isEmpty || favouritesOnly
    }

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
        private let rarities: [Rarity]
        private let statuses: [AdoptionStatus]
        private let favouritesOnly: Bool
        private let today: CalendarDate

        init(filter: PetFilter, today: CalendarDate) {
            species = Array(filter.species)
            ageGroups = Array(filter.ageGroups)
            rarities = Array(filter.rarities)
            statuses = Array(filter.statuses)
            favouritesOnly = filter.favouritesOnly
            self.today = today
        }

        /// Whether `pet` passes, given whether it is a favourite.
        func admits(_ pet: borrowing Pet, isFavourite: Bool) -> Bool {
            (species.isEmpty || species.contains(pet.species))
                && (rarities.isEmpty || rarities.contains(pet.rarity))
                && (statuses.isEmpty || statuses.contains(pet.status))
                && (!favouritesOnly || isFavourite)
                && (ageGroups.isEmpty || ageGroups.contains(AgeGroup(birthday: pet.birthday, today: today)))
        }
    }
}
