import Foundation
import Testing
@testable import PetCore

@Suite("RecipePlistImporter")
struct RecipePlistImporterTests {
    /// The seeds' own file, read from `<package root>/../shared/testdata` (never copied).
    static let seedPlist = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/testdata/recipes-plist/RecipeList.plist")
    static let seedPlistIsPresent = FileManager.default.fileExists(atPath: seedPlist.path)

    private let importer = RecipePlistImporter()

    /// An entry with every field right.
    private static var goodEntry: [String: Any] { [
        "name": "Pumpkin Pupcakes",
        "difficulty": 2,
        "prepTime": 15,
        "cookTime": 25,
        "yield": 12,
        "ingredients": ["1 cup pumpkin purée", "2 eggs"],
        "directions": ["Mix.", "Bake."],
        "photoDescription": "Orange cupcakes with yoghurt frosting.",
        "imageName": "pupcakes",
    ] }

    private static func plist(_ root: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }

    private static func entry(changing key: String, to value: Any?) -> [String: Any] {
        var entry = goodEntry
        entry[key] = value
        return entry
    }

    private func importOne(_ entry: [String: Any]) throws -> ImportResult<Recipe> {
        try importer.importRecipes(from: Self.plist([entry]), fileName: "test.plist")
    }

    // MARK: The seed's file

    @Test(.enabled(if: seedPlistIsPresent, "../shared/testdata/recipes-plist/RecipeList.plist is absent"))
    func seedFile_loadsAllFiveRecipes() throws {
        let data = try Data(contentsOf: Self.seedPlist)
        let result = try importer.importRecipes(from: data, fileName: "RecipeList.plist")
        #expect(result.problems.isEmpty)
        #expect(result.records.map(\.name) == ["Cappuccino", "Cupcakes", "Avocado Tomato Pizza", "Seafood Paella", "Zucchini Chips"])
        let cupcakes = try #require(result.records.dropFirst().first)
        #expect(cupcakes.difficulty == .easy)
        #expect(cupcakes.prepMinutes == 85)
        #expect(cupcakes.cookMinutes == 30)
        #expect(cupcakes.yield == 4)
        #expect(cupcakes.ingredients.count == 8)
        #expect(cupcakes.directions.count == 9)
        #expect(cupcakes.photo == "dish2")
        #expect(cupcakes.source == "RecipeList.plist")
        #expect(Set(result.records.map(\.id)).count == 5)
    }

    @Test(.enabled(if: seedPlistIsPresent, "../shared/testdata/recipes-plist/RecipeList.plist is absent"))
    func seedFile_givesTheSameIDs_everyTime() throws {
        let data = try Data(contentsOf: Self.seedPlist)
        let first = try importer.importRecipes(from: data).records.map(\.id)
        let second = try importer.importRecipes(from: data).records.map(\.id)
        #expect(first == second)
        #expect(first.allSatisfy { $0.hasPrefix("plist-") && $0.count == 22 })
    }

    // MARK: Good entries

    @Test func goodEntry_becomesARecipe() throws {
        let result = try importOne(Self.goodEntry)
        #expect(result.problems.isEmpty)
        let recipe = try #require(result.records.first)
        #expect(recipe.name == "Pumpkin Pupcakes")
        #expect(recipe.difficulty == .easy)
        #expect(recipe.prepMinutes == 15)
        #expect(recipe.cookMinutes == 25)
        #expect(recipe.yield == 12)
        #expect(recipe.ingredients == ["1 cup pumpkin purée", "2 eggs"])
        #expect(recipe.directions == ["Mix.", "Bake."])
        #expect(recipe.photoDescription == "Orange cupcakes with yoghurt frosting.")
        #expect(recipe.photo == "pupcakes")
        #expect(recipe.source == "test.plist")
    }

    @Test func binaryPlist_readsLikeXML() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: [Self.goodEntry], format: .binary, options: 0)
        let result = try importer.importRecipes(from: data)
        #expect(result.records.map(\.name) == ["Pumpkin Pupcakes"])
        #expect(result.records.first?.source == nil)
    }

    @Test func missingOrEmptyImageName_meansNoPhoto_withoutAProblem() throws {
        #expect(try importOne(Self.entry(changing: "imageName", to: nil)).records.first?.photo == nil)
        let empty = try importOne(Self.entry(changing: "imageName", to: ""))
        #expect(empty.records.first?.photo == nil)
        #expect(empty.problems.isEmpty)
    }

    @Test func imageNameOfTheWrongType_keepsTheRecipe_withoutAPhoto() throws {
        let result = try importOne(Self.entry(changing: "imageName", to: 7))
        #expect(result.records.first?.photo == nil)
        #expect(result.problems.map(\.description)
            == ["entry 1 (“Pumpkin Pupcakes”): imageName: expected text, found a whole number (7); imported without a photo"])
    }

    @Test func ids_dependOnContent_notOnPosition() throws {
        var other = Self.goodEntry
        other["name"] = "Carrot Crunchies"
        let alone = try importOne(Self.goodEntry).records[0].id
        let second = try importer.importRecipes(from: Self.plist([other, Self.goodEntry])).records[1].id
        let changed = try importOne(Self.entry(changing: "yield", to: 13)).records[0].id
        #expect(alone == second)
        #expect(alone != changed)
    }

    @Test func identicalEntries_areOneRecipe() throws {
        let result = try importer.importRecipes(from: Self.plist([Self.goodEntry, Self.goodEntry]))
        #expect(result.records.count == 1)
        #expect(result.problems.map(\.description) == ["entry 2 (“Pumpkin Pupcakes”): the same recipe as entry 1; skipped"])
    }

    @Test func emptyList_importsNothing_withoutAProblem() throws {
        let result = try importer.importRecipes(from: Self.plist([Any]()))
        #expect(result.records.isEmpty)
        #expect(result.problems.isEmpty)
    }

    // MARK: Bad entries

    @Test(arguments: ["name", "difficulty", "prepTime", "cookTime", "yield", "ingredients", "directions", "photoDescription"])
    func missingField_skipsTheEntry_namingTheField(field: String) throws {
        let result = try importOne(Self.entry(changing: field, to: nil))
        #expect(result.records.isEmpty)
        let record = field == "name" ? "entry 1" : "entry 1 (“Pumpkin Pupcakes”)"
        #expect(result.problems == [ImportProblem(record: record, field: field, reason: "missing")])
    }

    @Test(arguments: [
        ("name", 42 as any Sendable, "expected text, found a whole number (42)"),
        ("name", "   ", "is empty"),
        ("difficulty", "hard", "expected a whole number, found text (“hard”)"),
        ("difficulty", true, "expected a whole number, found a true/false value (true)"),
        ("difficulty", 2.5, "expected a whole number, found a decimal number (2.5)"),
        ("difficulty", 0, "must be 1 to 5, found 0"),
        ("difficulty", 6, "must be 1 to 5, found 6"),
        ("prepTime", -5, "can't be negative, found -5"),
        ("prepTime", "ten minutes", "expected a whole number, found text (“ten minutes”)"),
        ("cookTime", -1, "can't be negative, found -1"),
        ("cookTime", ["5"], "expected a whole number, found a list"),
        ("yield", 0, "must be at least 1, found 0"),
        ("yield", "4 servings", "expected a whole number, found text (“4 servings”)"),
        ("ingredients", "flour, eggs", "expected a list of text, found text (“flour, eggs”)"),
        ("ingredients", ["flour", 2] as [any Sendable], "item 2 is a whole number (2), not text"),
        ("directions", ["Mix": "well"], "expected a list of text, found a dictionary"),
        ("directions", ["Mix.", Date(timeIntervalSince1970: 0)] as [any Sendable], "item 2 is a date, not text"),
        ("photoDescription", Data([1, 2]), "expected text, found data"),
    ])
    func wrongField_skipsTheEntry_sayingWhy(field: String, value: any Sendable, reason: String) throws {
        let result = try importOne(Self.entry(changing: field, to: value))
        #expect(result.records.isEmpty)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.field == field)
        #expect(result.problems.first?.reason == reason)
    }

    @Test func wholeNumberWrittenAsReal_isAccepted() throws {
        let result = try importOne(Self.entry(changing: "prepTime", to: 20.0))
        #expect(result.records.first?.prepMinutes == 20)
    }

    @Test func longTextInAProblem_isShortened() throws {
        let result = try importOne(Self.entry(changing: "yield", to: "enough for a whole litter of very hungry puppies"))
        #expect(result.problems.first?.reason == "expected a whole number, found text (“enough for a whole litt…”)")
    }

    @Test func severalBadFields_giveOneProblem_forTheFirst() throws {
        var entry = Self.goodEntry
        entry["prepTime"] = -3
        entry["directions"] = nil
        let result = try importOne(entry)
        #expect(result.problems == [ImportProblem(record: "entry 1 (“Pumpkin Pupcakes”)", field: "prepTime", reason: "can't be negative, found -3")])
    }

    @Test func badEntries_areSkipped_theRestImported_inFileOrder() throws {
        let entries: [Any] = [
            Self.entry(changing: "name", to: "First"),
            "not a recipe",
            Self.entry(changing: "difficulty", to: 9),
            Self.entry(changing: "name", to: "Fourth"),
        ]
        let result = try importer.importRecipes(from: Self.plist(entries))
        #expect(result.records.map(\.name) == ["First", "Fourth"])
        #expect(result.problems.map(\.description) == [
            "entry 2: expected a dictionary of recipe fields, found text (“not a recipe”)",
            "entry 3 (“Pumpkin Pupcakes”): difficulty: must be 1 to 5, found 9",
        ])
    }

    // MARK: Files that are not recipe lists

    @Test func emptyData_throws() {
        #expect(throws: ImportError("RecipeList.plist is empty.")) {
            try importer.importRecipes(from: Data(), fileName: "RecipeList.plist")
        }
    }

    @Test func truncatedPlist_throws() throws {
        let whole = try Self.plist([Self.goodEntry])
        #expect(throws: ImportError("The file is not a property list, or it is damaged.")) {
            try importer.importRecipes(from: whole.prefix(whole.count / 2))
        }
    }

    @Test func truncatedBinaryPlist_throws() throws {
        let whole = try PropertyListSerialization.data(fromPropertyList: [Self.goodEntry], format: .binary, options: 0)
        #expect(throws: ImportError.self) {
            try importer.importRecipes(from: whole.prefix(whole.count - 10))
        }
    }

    @Test func jsonFile_throws() {
        let json = Data(#"[{"name": "Cupcakes"}]"#.utf8)
        #expect(throws: ImportError.self) {
            try importer.importRecipes(from: json, fileName: "recipes.json")
        }
    }

    @Test func plainText_throws_sayingWhatItHolds() {
        #expect(throws: ImportError("notes.txt holds text (“hello”), not a list of recipes.")) {
            try importer.importRecipes(from: Data("hello".utf8), fileName: "notes.txt")
        }
    }

    @Test func dictionaryRoot_throws() throws {
        #expect(throws: ImportError("The file holds a dictionary, not a list of recipes.")) {
            try importer.importRecipes(from: Self.plist(Self.goodEntry))
        }
    }

    @Test func listOfNonDictionaries_throws() throws {
        #expect(throws: ImportError("The file holds a list, but none of its entries is a recipe dictionary.")) {
            try importer.importRecipes(from: Self.plist(["Cupcakes", "Paella"]))
        }
    }
}
