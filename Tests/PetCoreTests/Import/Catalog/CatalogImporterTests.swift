import Foundation
import Testing
@testable import PetCore

@Suite("CatalogImporter")
struct CatalogImporterTests {
    private let importer = CatalogImporter()

    private static let goodPet = #"""
        {"id": "pet-1", "name": "Zoë", "species": "dog", "breed": "Border Collie", "sex": "female",
         "birthday": "2023-04-14", "rarity": "uncommon", "fee": 49.99, "photo": "pets/zoe.svg",
         "about": "A clever girl.", "status": "pending", "goodWithChildren": "yes",
         "goodWithDogs": "no", "goodWithCats": "unknown", "dateAdded": "2026-09-03"}
        """#

    private static let goodRecipe = #"""
        {"id": "recipe-1", "name": "Catnip Cookies", "difficulty": 2, "prepMinutes": 15,
         "cookMinutes": 20, "yield": 40, "photo": "catnip.svg", "photoDescription": "Cookies.",
         "ingredients": ["1 cup oat flour", "1 tbsp catnip"], "directions": ["Mix.", "Bake."],
         "source": "Grandma", "language": "en-GB"}
        """#

    private func catalog(pets: [String] = [], recipes: [String] = []) throws -> CatalogImportResult {
        let json = #"{"formatVersion": 1, "pets": [\#(pets.joined(separator: ","))], "recipes": [\#(recipes.joined(separator: ","))]}"#
        return try importer.importCatalog(from: Data(json.utf8))
    }

    /// `goodPet` (or `goodRecipe`) with `key` set to the JSON `value`, or removed when `nil`.
    private static func changing(_ record: String, _ key: String, to value: String?) -> String {
        var fields = try! JSONSerialization.jsonObject(with: Data(record.utf8)) as! [String: Any]
        fields[key] = nil
        let rest = String(decoding: try! JSONSerialization.data(withJSONObject: fields), as: UTF8.self)
        guard let value else { return rest }
        return "{\"\(key)\": \(value)," + rest.dropFirst()
    }

    // MARK: Good records

    @Test func readsEveryPetField() throws {
        let result = try catalog(pets: [Self.goodPet])
        #expect(result.problems.isEmpty)
        let pet = try #require(result.pets.first)
        #expect(pet.id == "pet-1")
        #expect(pet.name == "Zoë")
        #expect(pet.species == .dog)
        #expect(pet.breed == "Border Collie")
        #expect(pet.sex == .female)
        #expect(pet.birthday == CalendarDate(year: 2023, month: 4, day: 14))
        #expect(pet.rarity == .uncommon)
        #expect(pet.fee == Decimal(string: "49.99"))
        #expect(pet.photo == "pets/zoe.svg")
        #expect(pet.about == "A clever girl.")
        #expect(pet.status == .pending)
        #expect(pet.goodWithChildren == .yes)
        #expect(pet.goodWithDogs == .no)
        #expect(pet.goodWithCats == .unknown)
        #expect(CalendarDate(pet.dateAdded, in: TimeZone(identifier: "UTC")!) == CalendarDate(year: 2026, month: 9, day: 3))
    }

    @Test func petOptionalFields_takeTheirDefaults() throws {
        let minimal = #"{"id": "p", "name": "Kiwi", "species": "bird", "birthday": "2024-11-05", "dateAdded": "2026-01-01", "fee": null}"#
        let pet = try #require(try catalog(pets: [minimal]).pets.first)
        #expect(pet.breed.isEmpty)
        #expect(pet.sex == .unknown)
        #expect(pet.rarity == .common)
        #expect(pet.fee == nil)
        #expect(pet.photo == nil)
        #expect(pet.about.isEmpty)
        #expect(pet.status == .available)
        #expect(pet.goodWithChildren == .unknown)
    }

    @Test func versionOneFile_isRead_withUnknownShelterDetails_andTheDayAddedAtMidnightUTC() throws {
        let pet = try #require(try catalog(pets: [Self.goodPet]).pets.first)
        #expect(pet.details == ShelterDetails())
        #expect(pet.morePhotos.isEmpty)
        #expect(pet.origin == nil)
        #expect(pet.dateAdded == Date(timeIntervalSince1970: 1_788_393_600))
    }

    @Test func wholeNumberFee_andZeroFee_areRead() throws {
        let result = try catalog(pets: [
            Self.changing(Self.goodPet, "fee", to: "0"),
            Self.changing(Self.changing(Self.goodPet, "fee", to: "25"), "id", to: #""pet-2""#),
        ])
        #expect(result.pets.map(\.fee) == [0, 25])
    }

    @Test func readsEveryRecipeField() throws {
        let result = try catalog(recipes: [Self.goodRecipe])
        #expect(result.problems.isEmpty)
        let recipe = try #require(result.recipes.first)
        #expect(recipe.id == "recipe-1")
        #expect(recipe.name == "Catnip Cookies")
        #expect(recipe.difficulty == .easy)
        #expect(recipe.prepMinutes == 15)
        #expect(recipe.cookMinutes == 20)
        #expect(recipe.yield == 40)
        #expect(recipe.photo == "catnip.svg")
        #expect(recipe.photoDescription == "Cookies.")
        #expect(recipe.ingredients == ["1 cup oat flour", "1 tbsp catnip"])
        #expect(recipe.directions == ["Mix.", "Bake."])
        #expect(recipe.source == "Grandma")
        #expect(recipe.language == LanguageTag("en-GB"))
    }

    @Test func recipeTimesAndYield_mayBeUnknown() throws {
        var record = Self.changing(Self.goodRecipe, "prepMinutes", to: nil)
        record = Self.changing(record, "cookMinutes", to: "null")
        record = Self.changing(record, "yield", to: nil)
        let recipe = try #require(try catalog(recipes: [record]).recipes.first)
        #expect(recipe.prepMinutes == nil)
        #expect(recipe.cookMinutes == nil)
        #expect(recipe.yield == nil)
    }

    @Test func unknownKeys_areIgnored_andListsMayBeAbsent() throws {
        let json = #"{"formatVersion": 1, "generator": "by hand", "recipes": [\#(Self.goodRecipe)]}"#
        let result = try importer.importCatalog(from: Data(json.utf8))
        #expect(result.pets.isEmpty)
        #expect(result.recipes.count == 1)
        #expect(result.problems.isEmpty)
    }

    // MARK: Bad records

    @Test(arguments: [
        ("id", nil, "missing"),
        ("id", #"" ""#, "is empty"),
        ("name", "7", "expected text, found a whole number (7)"),
        ("species", nil, #"missing; expected one of “dog”, “cat”, “rabbit”, “bird”, “small-animal”, “other”"#),
        ("species", #""dragon""#, #"expected one of “dog”, “cat”, “rabbit”, “bird”, “small-animal”, “other”, found “dragon”"#),
        ("sex", #""girl""#, #"expected one of “male”, “female”, “unknown”, found “girl”"#),
        ("birthday", nil, "missing"),
        ("birthday", #""14/04/2023""#, "expected a date as yyyy-MM-dd, found “14/04/2023”"),
        ("birthday", #""2023-02-29""#, "expected a date as yyyy-MM-dd, found “2023-02-29”"),
        ("rarity", #""legendary""#, #"expected one of “common”, “uncommon”, “rare”, “very-rare”, found “legendary”"#),
        ("fee", #""free""#, "expected a number, found text (“free”)"),
        ("fee", "-5", "can't be negative, found -5"),
        ("photo", #""../../etc/passwd""#, "must be a file inside the catalog’s photos folder, like “luna.svg”, found “../../etc/passwd”"),
        ("photo", #""/home/me/zoe.svg""#, "must be a file inside the catalog’s photos folder, like “luna.svg”, found “/home/me/zoe.svg”"),
        ("photo", "true", "expected text, found a true/false value (true)"),
        ("about", "[]", "expected text, found a list"),
        ("status", #""gone""#, #"expected one of “available”, “pending”, “adopted”, found “gone”"#),
        ("goodWithCats", "false", "expected text, found a true/false value (false)"),
        ("dateAdded", "{}", "expected text, found an object"),
        ("dateAdded", #""2026-09-03T25:00:00Z""#, "expected a date as yyyy-MM-dd or a time as yyyy-MM-ddTHH:mm:ssZ, found “2026-09-03T25:00:00Z”"),
        ("size", #""huge""#, #"expected one of “small”, “medium”, “large”, “extra-large”, found “huge”"#),
        ("morePhotos", #"["a.jpg", "/b.jpg"]"#, "item 2 must be a file inside the catalog’s photos folder, like “luna.svg”, found “/b.jpg”"),
        ("weight.value", #"{"value": 0, "unit": "kg"}"#, "must be more than 0, found 0"),
        ("weight.unit", #"{"value": 3, "unit": "stone"}"#, #"expected one of “kg”, “lb”, found “stone”"#),
        ("weight", "12", "expected an object, found a whole number (12)"),
        ("intakeDate", #""soon""#, "expected a date as yyyy-MM-dd, found “soon”"),
        ("origin.animalID", #"{"source": "asm"}"#, "missing"),
    ] as [(String, String?, String)])
    func badPetField_skipsThePet_sayingWhy(field: String, value: String?, reason: String) throws {
        // "weight.value": the field is weight, the problem names the part of it.
        let key = String(field.prefix { $0 != "." })
        let result = try catalog(pets: [Self.changing(Self.goodPet, key, to: value), Self.changing(Self.goodPet, "id", to: #""pet-2""#)])
        #expect(result.pets.map(\.id) == ["pet-2"])
        let record = field == "name" ? "pet 1" : "pet 1 (“Zoë”)"
        #expect(result.problems == [ImportProblem(record: record, field: field, reason: reason)])
    }

    @Test(arguments: [
        ("difficulty", nil, "missing"),
        ("difficulty", "6", "must be 1 to 5, found 6"),
        ("difficulty", "2.5", "expected a whole number, found a decimal number (2.5)"),
        ("difficulty", #""easy""#, "expected a whole number, found text (“easy”)"),
        ("prepMinutes", "-10", "can't be negative, found -10"),
        ("cookMinutes", #""PT20M""#, "expected a whole number, found text (“PT20M”)"),
        ("yield", "0", "must be at least 1, found 0"),
        ("ingredients", nil, "missing"),
        ("ingredients", #""flour, catnip""#, "expected a list of text, found text (“flour, catnip”)"),
        ("directions", #"["Mix.", null]"#, "item 2 is null, not text"),
        ("photoDescription", "1", "expected text, found a whole number (1)"),
        ("language", #""British""#, "expected a language tag such as “en-GB”, found “British”"),
        ("language", "44", "expected text, found a whole number (44)"),
    ] as [(String, String?, String)])
    func badRecipeField_skipsTheRecipe_sayingWhy(field: String, value: String?, reason: String) throws {
        let result = try catalog(recipes: [Self.changing(Self.goodRecipe, field, to: value)])
        #expect(result.recipes.isEmpty)
        #expect(result.problems == [ImportProblem(record: "recipe 1 (“Catnip Cookies”)", field: field, reason: reason)])
    }

    @Test func repeatedID_skipsTheLaterRecord() throws {
        let result = try catalog(pets: [Self.goodPet, Self.changing(Self.goodPet, "name", to: #""Zoë Two""#)])
        #expect(result.pets.map(\.name) == ["Zoë"])
        #expect(result.problems == [ImportProblem(record: "pet 2 (“Zoë Two”)", field: "id", reason: "“pet-1” is already the id of pet 1; skipped")])
    }

    @Test func petAndRecipe_mayShareAnID() throws {
        let result = try catalog(pets: [Self.goodPet], recipes: [Self.changing(Self.goodRecipe, "id", to: #""pet-1""#)])
        #expect(result.pets.count == 1)
        #expect(result.recipes.count == 1)
    }

    @Test func recordThatIsNotAnObject_isSkipped() throws {
        let result = try catalog(pets: [#""Zoë""#, Self.goodPet], recipes: ["42"])
        #expect(result.pets.count == 1)
        #expect(result.problems.map(\.description) == [
            "pet 1: expected an object, found text (“Zoë”)",
            "recipe 1: expected an object, found a whole number (42)",
        ])
    }

    // MARK: Files that are not catalogs

    @Test func emptyData_throws() {
        #expect(throws: ImportError("catalog.json is empty.")) {
            try importer.importCatalog(from: Data(), fileName: "catalog.json")
        }
    }

    @Test(arguments: [#"{"formatVersion": 1, "pets": [{"id": "#, "not json at all", "<plist/>"])
    func brokenJSON_throws(text: String) {
        #expect(throws: ImportError("The file is not valid JSON, or it is damaged.")) {
            try importer.importCatalog(from: Data(text.utf8))
        }
    }

    @Test func listAtTheTop_throws() {
        #expect(throws: ImportError("pets.json holds a list, not a catalog object.")) {
            try importer.importCatalog(from: Data("[]".utf8), fileName: "pets.json")
        }
    }

    @Test func missingFormatVersion_throws() {
        #expect(throws: ImportError("The file is not a Pet Adoption catalog: it has no formatVersion.")) {
            try importer.importCatalog(from: Data(#"{"pets": []}"#.utf8))
        }
    }

    @Test func newerFormatVersion_throws() {
        #expect(throws: ImportError("The file uses catalog format 3; this version of Pet Adoption reads format 2.")) {
            try importer.importCatalog(from: Data(#"{"formatVersion": 3}"#.utf8))
        }
    }

    @Test(arguments: [#""1""#, "0", "1.5"])
    func oddFormatVersion_throws(version: String) {
        #expect(throws: ImportError.self) {
            try importer.importCatalog(from: Data(#"{"formatVersion": \#(version)}"#.utf8))
        }
    }

    @Test func petsThatIsNotAList_throws() {
        #expect(throws: ImportError("“pets” in the file must be a list, found an object.")) {
            try importer.importCatalog(from: Data(#"{"formatVersion": 1, "pets": {}}"#.utf8))
        }
    }
}
