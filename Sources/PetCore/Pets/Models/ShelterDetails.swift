import Foundation

/// What a shelter records about a pet beyond its listing: its size and looks, health and
/// training, where it is kept and since when. Every field is optional: shelters record
/// what they know.
///
/// The fields are those of shelter software (Animal Shelter Manager, Shelterluv,
/// PetPoint, RescueGroups) that adopters filter on or listing sites publish.
///
/// The fields live in one shared, copy-on-write box, so a pet pays a reference for them
/// in the catalog's arrays and a copy of a pet (a row's, a page's) copies no field; the
/// many pets that have no details all share one empty box.
public struct ShelterDetails: Hashable, Codable, Sendable {
    /// The stored fields.
    private struct Fields: Hashable, Codable, Sendable {
        var size: PetSize?
        var colors: [String] = []
        var coatLength: CoatLength?
        var weight: PetWeight?
        var houseTrained: YesNoAnswer = .unknown
        var spayedOrNeutered: YesNoAnswer = .unknown
        var vaccinated: YesNoAnswer = .unknown
        var microchip: String = ""
        var intakeDate: CalendarDate?
        var specialNeeds: YesNoAnswer = .unknown
        var specialNeedsNote: String = ""
        var kennel: String = ""
    }

    /// A box of fields, shared by copies until one of them changes a field (then that
    /// copy gets a box of its own), so no box is ever changed while shared.
    private final class Box: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }

        /// The box of details with no field recorded, shared by every such pet.
        static let empty = Box(Fields())
    }

    private var box: Box

    public var size: PetSize? {
        get { box.fields.size }
        set { change { $0.size = newValue } }
    }

    /// The pet's colours, main colour first (`["Black", "White"]`); empty when unknown.
    public var colors: [String] {
        get { box.fields.colors }
        set { change { $0.colors = newValue } }
    }

    public var coatLength: CoatLength? {
        get { box.fields.coatLength }
        set { change { $0.coatLength = newValue } }
    }

    public var weight: PetWeight? {
        get { box.fields.weight }
        set { change { $0.weight = newValue } }
    }

    public var houseTrained: YesNoAnswer {
        get { box.fields.houseTrained }
        set { change { $0.houseTrained = newValue } }
    }

    public var spayedOrNeutered: YesNoAnswer {
        get { box.fields.spayedOrNeutered }
        set { change { $0.spayedOrNeutered = newValue } }
    }

    /// Whether the pet's vaccinations are up to date.
    public var vaccinated: YesNoAnswer {
        get { box.fields.vaccinated }
        set { change { $0.vaccinated = newValue } }
    }

    /// The microchip's number as recorded: ``MicrochipNumber/digits`` when it was a
    /// number of a known form, otherwise as the records wrote it; empty when none.
    public var microchip: String {
        get { box.fields.microchip }
        set { change { $0.microchip = newValue } }
    }

    /// The day the pet came into the shelter.
    public var intakeDate: CalendarDate? {
        get { box.fields.intakeDate }
        set { change { $0.intakeDate = newValue } }
    }

    public var specialNeeds: YesNoAnswer {
        get { box.fields.specialNeeds }
        set { change { $0.specialNeeds = newValue } }
    }

    /// What the special needs are (“Needs daily insulin”); empty when not written.
    public var specialNeedsNote: String {
        get { box.fields.specialNeedsNote }
        set { change { $0.specialNeedsNote = newValue } }
    }

    /// Where the pet is kept: a kennel, run or foster home (“Kennel 12”); empty when not
    /// recorded.
    public var kennel: String {
        get { box.fields.kennel }
        set { change { $0.kennel = newValue } }
    }

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
        let fields = Fields(
            size: size, colors: colors, coatLength: coatLength, weight: weight, houseTrained: houseTrained,
            spayedOrNeutered: spayedOrNeutered, vaccinated: vaccinated, microchip: microchip, intakeDate: intakeDate,
            specialNeeds: specialNeeds, specialNeedsNote: specialNeedsNote, kennel: kennel)
        box = fields == Box.empty.fields ? Box.empty : Box(fields)
    }

    /// Changes the fields, in a box of this copy's own.
    private mutating func change(_ update: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        update(&box.fields)
    }

    public static func == (lhs: ShelterDetails, rhs: ShelterDetails) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(from: decoder)
        box = fields == Box.empty.fields ? Box.empty : Box(fields)
    }

    public func encode(to encoder: any Encoder) throws {
        try box.fields.encode(to: encoder)
    }
}
