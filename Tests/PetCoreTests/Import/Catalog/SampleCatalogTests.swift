import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import PetCore

/// The catalog the app ships in `Resources/Catalog`, checked as of a fixed day.
@Suite("Sample catalog")
struct SampleCatalogTests {
    // Symlinks resolved: a scratch package may link this folder from elsewhere.
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/Catalog")
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    private let catalog: CatalogImportResult

    init() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("catalog.json"))
        catalog = try CatalogImporter().importCatalog(from: data, fileName: "catalog.json")
    }

    @Test func loadsWithoutProblems() {
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        #expect(catalog.pets.count >= 32)
        #expect(catalog.recipes.count >= 8)
    }

    @Test func coversEverySpeciesRarityStatusAndAgeGroup() {
        #expect(Set(catalog.pets.map(\.species)) == Set(Species.allCases))
        #expect(Set(catalog.pets.map(\.rarity)) == Set(Rarity.allCases))
        #expect(Set(catalog.pets.map(\.status)) == Set(AdoptionStatus.allCases))
        let groups = catalog.pets.map { AgeGroup(birthday: $0.birthday, today: Self.today) }
        #expect(Set(groups) == Set(AgeGroup.allCases))
    }

    @Test func hasPetsOnlyWeeksAndMonthsOld() {
        let ages = catalog.pets.map { (days: $0.birthday.days(until: Self.today), months: $0.birthday.wholeMonths(until: Self.today)) }
        #expect(ages.contains { $0.months == 0 && $0.days >= 7 }, "a pet a few weeks old")
        #expect(ages.contains { (2...11).contains($0.months) }, "a pet a few months old")
        #expect(catalog.pets.allSatisfy { $0.birthday <= Self.today })
        #expect(catalog.pets.allSatisfy { $0.birthday.days(until: CalendarDate($0.dateAdded, in: TimeZone(identifier: "UTC")!)) >= 0 })
    }

    /// Pet Match plays with pets not yet adopted that have a photo, in themes by species;
    /// each theme is playable at 8 pairs on the sample catalog alone.
    @Test(arguments: [
        ("dogs", [Species.dog]), ("cats", [.cat]),
        ("small pets and birds", [.rabbit, .smallAnimal, .bird, .other]), ("all pets", Species.allCases),
    ])
    func everyPetMatchTheme_hasEightPetsToPlayWith(theme: String, species: [Species]) {
        let playable = catalog.pets.filter { species.contains($0.species) && $0.status != .adopted && $0.photo != nil }
        #expect(playable.count >= 8, "\(theme): \(playable.map(\.name))")
        #expect(Set(playable.compactMap(\.photo)).count == playable.count, "\(theme): every card tells its pet apart")
    }

    @Test func hasOwnFees_includingAWaivedOne() {
        let fees = catalog.pets.compactMap(\.fee)
        #expect(fees.contains(0))
        #expect(fees.contains { $0 > 0 })
        #expect(catalog.pets.contains { $0.fee == nil })
    }

    @Test func hasNamesBeyondASCII_andAWordForEveryPet() {
        let names = Set(catalog.pets.map(\.name))
        #expect(names.isSuperset(of: ["Zoë", "Renée", "Ōkami", "Søren", "Inés"]))
        #expect(catalog.pets.allSatisfy { !$0.breed.isEmpty && $0.about.count > 100 })
        #expect(Set(catalog.pets.map(\.id)).count == catalog.pets.count)
    }

    @Test func recipesAreComplete() {
        for recipe in catalog.recipes {
            #expect(!recipe.ingredients.isEmpty, "\(recipe.name)")
            #expect(recipe.directions.count >= 2, "\(recipe.name)")
            #expect(recipe.prepMinutes != nil && recipe.cookMinutes != nil && recipe.yield != nil, "\(recipe.name)")
            #expect(!recipe.photoDescription.isEmpty, "\(recipe.name)")
        }
        #expect(Set(catalog.recipes.map(\.difficulty)) == Set(RecipeDifficulty.allCases))
    }

    @Test func everyPhotoReference_namesAFileInThePhotosFolder_andEveryFileIsUsed() throws {
        let photos = Self.folder.appendingPathComponent("photos")
        let references = catalog.pets.compactMap(\.photo) + catalog.recipes.compactMap(\.photo)
        #expect(references.count == catalog.pets.count + catalog.recipes.count, "every record has a photo")
        #expect(Set(references).count == references.count, "no two records share a photo")
        for reference in references {
            #expect(FileManager.default.fileExists(atPath: photos.appendingPathComponent(reference).path), "\(reference)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: photos.path)
        #expect(Set(files) == Set(references))
    }

    @Test func photosAreSmallWellFormedSVG() throws {
        let photos = Self.folder.appendingPathComponent("photos")
        for name in try FileManager.default.contentsOfDirectory(atPath: photos.path) {
            let data = try Data(contentsOf: photos.appendingPathComponent(name))
            #expect(name.hasSuffix(".svg"), "\(name)")
            #expect(data.count < 4_096, "\(name) is \(data.count) bytes")
            let parser = XMLParser(data: data)
            #expect(parser.parse(), "\(name) is not well-formed XML")
        }
    }
}
