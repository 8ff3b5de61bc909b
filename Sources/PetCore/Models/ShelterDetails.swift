import Foundation

/// What a shelter records about a pet beyond its listing: its size and looks, health and
/// training, where it is kept and since when. Every field is optional: shelters record
/// what they know.
///
/// The fields are those of shelter software (Animal Shelter Manager, Shelterluv,
/// PetPoint, RescueGroups) that adopters filter on or listing sites publish.
public struct ShelterDetails: Hashable, Codable, Sendable {
    public var size: PetSize?
    /// The pet's colours, main colour first (`["Black", "White"]`); empty when unknown.
    public var colors: [String]
    public var coatLength: CoatLength?
    public var weight: PetWeight?
    public var houseTrained: YesNoAnswer
    public var spayedOrNeutered: YesNoAnswer
    /// Whether the pet's vaccinations are up to date.
    public var vaccinated: YesNoAnswer
    /// The microchip's number as recorded: ``MicrochipNumber/digits`` when it was a
    /// number of a known form, otherwise as the records wrote it; empty when none.
    public var microchip: String
    /// The day the pet came into the shelter.
    public var intakeDate: CalendarDate?
    public var specialNeeds: YesNoAnswer
    /// What the special needs are (“Needs daily insulin”); empty when not written.
    public var specialNeedsNote: String
    /// Where the pet is kept: a kennel, run or foster home (“Kennel 12”); empty when not
    /// recorded.
    public var kennel: String

    /// Details with the given fields; the others unknown or empty.
    public init(
        size: PetSize? = nil,
        colors: [String] = [],
        coatLength: CoatLength? = nil,
        weight: PetWeight? = nil,
        houseTrained: YesNoAnswer = .unknown,
        spayedOrNeutered: YesNoAnswer = .unknown,
        vaccinated: YesNoAnswer = .unknown,
        microchip: String = "",
        intakeDate: CalendarDate? = nil,
        specialNeeds: YesNoAnswer = .unknown,
        specialNeedsNote: String = "",
        kennel: String = ""
    ) {
        self.size = size
        self.colors = colors
        self.coatLength = coatLength
        self.weight = weight
        self.houseTrained = houseTrained
        self.spayedOrNeutered = spayedOrNeutered
        self.vaccinated = vaccinated
        self.microchip = microchip
        self.intakeDate = intakeDate
        self.specialNeeds = specialNeeds
        self.specialNeedsNote = specialNeedsNote
        self.kennel = kennel
    }
}
