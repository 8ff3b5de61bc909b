import Foundation

/// Makes large, varied, reproducible catalogs for benchmarks and stress tests.
///
/// Names mix plain ASCII with accented and non-Latin ones so search and sorting meet
/// real-world text; every species, rarity, status and age group occurs.
public struct PetGenerator: Sendable {
    private static let syllables = [
        "ba", "lu", "mi", "ko", "ra", "zé", "no", "bel", "la", "chø", "pi", "ta",
        "mo", "ri", "sa", "fé", "do", "ni", "ku", "ël", "ma", "jo", "te", "vi",
    ]
    private static let breeds: [Species: [String]] = [
        .dog: ["Labrador Retriever", "Pit Bull/Boxer", "Beagle", "Border Collie", "Chihuahua Mix", "Shiba Inu"],
        .cat: ["Domestic Shorthair", "Maine Coon", "Siamese", "Bengal", "Norwegian Forest Cat"],
        .rabbit: ["Holland Lop", "Netherland Dwarf", "Rex", "Lionhead"],
        .bird: ["Budgerigar", "Cockatiel", "Lovebird", "Canary"],
        .smallAnimal: ["Guinea Pig", "Hamster", "Ferret", "Chinchilla"],
        .other: ["Bearded Dragon", "Corn Snake", "Tortoise"],
    ]

    private let seed: UInt64

    /// A generator whose output depends only on `seed`.
    public init(seed: UInt64 = 42) {
        self.seed = seed
    }

    /// `count` pets with ids `"gen-0"`, `"gen-1"`, ..., born up to 15 years before `today`
    /// and added to the catalog up to a year before `now`.
    public func makePets(count: Int, today: CalendarDate, now: Date) -> [Pet] {
        var random = SeededGenerator(seed: seed)
        let todayNumber = today.daysSinceEpoch
        return (0..<count).map { index in
            let species = Species.allCases.randomElement(using: &random)!
            let syllableCount = Int.random(in: 2...3, using: &random)
            let name = (0..<syllableCount)
                .map { _ in Self.syllables.randomElement(using: &random)! }
                .joined()
                .capitalized
            let ageInDays = Int.random(in: 0...(15 * 365), using: &random)
            return Pet(
                id: "gen-\(index)",
                name: name,
                species: species,
                breed: Self.breeds[species]!.randomElement(using: &random)!,
                sex: Sex.allCases.randomElement(using: &random)!,
                birthday: CalendarDate(daysSinceEpoch: todayNumber - ageInDays),
                rarity: Rarity.allCases.randomElement(using: &random)!,
                fee: Int.random(in: 0..<10, using: &random) == 0 ? Decimal(Int.random(in: 0...300, using: &random)) : nil,
                status: AdoptionStatus.allCases.randomElement(using: &random)!,
                goodWithChildren: YesNoAnswer.allCases.randomElement(using: &random)!,
                goodWithDogs: YesNoAnswer.allCases.randomElement(using: &random)!,
                goodWithCats: YesNoAnswer.allCases.randomElement(using: &random)!,
                dateAdded: now.addingTimeInterval(-Double(Int.random(in: 0...(365 * 86_400), using: &random))),
                details: Self.makeDetails(born: todayNumber - ageInDays, today: todayNumber, using: &random)
            )
        }
    }

    private static let colors = ["Black", "White", "Brown", "Tan", "Grey", "Cream", "Orange", "Brindle", "Tricolour"]

    /// Shelter details for a pet born on day `born`: about one in five fields unknown, so
    /// that filters meet real catalogs' gaps.
    private static func makeDetails(born: Int, today: Int, using random: inout SeededGenerator) -> ShelterDetails {
        func answer() -> YesNoAnswer { YesNoAnswer.allCases.randomElement(using: &random)! }
        func known() -> Bool { Int.random(in: 0..<5, using: &random) != 0 }
        let colorCount = Int.random(in: 0...2, using: &random)
        let weightInTenths = Int.random(in: 1...600, using: &random)
        let chip = (0..<12).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
        let intake = Int.random(in: born...today, using: &random)
        let needs = answer()
        return ShelterDetails(
            size: known() ? PetSize.allCases.randomElement(using: &random)! : nil,
            colors: (0..<colorCount).map { _ in colors.randomElement(using: &random)! },
            coatLength: known() ? CoatLength.allCases.randomElement(using: &random)! : nil,
            weight: known() ? PetWeight(Decimal(weightInTenths) / 10, WeightUnit.allCases.randomElement(using: &random)!) : nil,
            houseTrained: answer(), spayedOrNeutered: answer(), vaccinated: answer(),
            microchip: known() ? "985" + chip : "",
            intakeDate: known() ? CalendarDate(daysSinceEpoch: intake) : nil,
            specialNeeds: needs, specialNeedsNote: needs == .yes ? "Needs a quiet home" : "",
            kennel: known() ? "Kennel \(Int.random(in: 1...80, using: &random))" : ""
        )
    }
}
