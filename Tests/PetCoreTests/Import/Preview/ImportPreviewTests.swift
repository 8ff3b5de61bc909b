import Foundation
import Testing
@testable import PetCore

@Suite("Import preview")
struct ImportPreviewTests {
    private static let day = Date(timeIntervalSince1970: 1_700_000_000)

    private func pet(_ id: String, _ name: String, born: String = "2020-01-01", breed: String = "") -> Pet {
        Pet(id: id, name: name, species: .dog, breed: breed, birthday: CalendarDate(iso8601: born)!, dateAdded: Self.day)
    }

    private func recipe(_ id: String, _ name: String, source: String? = nil, ingredients: [String] = ["oats"]) -> Recipe {
        Recipe(id: id, name: name, difficulty: .easy, prepMinutes: 5, cookMinutes: 10, yield: 4,
               ingredients: ingredients, directions: ["Mix."], source: source)
    }

    @Test func pets_withTheSameNameBreedAndBirthday_asTheCatalog_areAlreadyThere() {
        let result = ImportResult(records: [pet("csv-1", "Máx"), pet("csv-2", "Bella")])

        let preview = ImportPreview(pets: result, existing: [pet("pet-0007", "max")])

        #expect(preview.ready.map(\.id) == ["csv-2"])
        #expect(preview.duplicates == [ImportDuplicate(
            record: "“Máx” (Dog, born 2020-01-01)", kind: .alreadyInCatalog,
            reason: "same name, species, breed and birthday as “max”")])
        #expect(preview.summary == "1 pet ready · 1 already in the catalog")
    }

    @Test func pets_repeatedInTheFile_keepTheFirst() {
        let result = ImportResult(records: [pet("csv-A1", "Rex"), pet("csv-A1", "Rex", born: "2019-01-01"), pet("csv-B", "Rex")])

        let preview = ImportPreview(pets: result, existing: [])

        #expect(preview.ready.map(\.birthday.iso8601) == ["2020-01-01"])
        #expect(preview.duplicates.map(\.reason) == ["same id as an earlier “Rex”", "same name, species, breed and birthday as an earlier “Rex”"])
        #expect(preview.summary == "1 pet ready · 2 repeated in this file")
    }

    @Test func namesakesOfAnotherBreed_orUnnamedPets_areNotDuplicates() {
        let result = ImportResult(records: [
            pet("csv-1", "Maya", breed: "Bichon Frise Mix"), pet("csv-2", "Maya", breed: "Miniature Pinscher Mix"),
            pet("csv-3", "Unnamed"), pet("csv-4", "Unnamed"),
        ])

        #expect(ImportPreview(pets: result, existing: []).ready.count == 4)
    }

    @Test func recipes_fromTheSameAddressWithTheSameName_areAlreadyInTheBook() {
        let existing = [recipe("r-1", "Pumpkin Bites", source: "https://www.example.org/bites/")]
        let result = ImportResult(records: [
            recipe("recipe-a", "pumpkin bites", source: "http://example.org/bites", ingredients: ["new"]),
            recipe("recipe-b", "Peanut Drops", source: "https://example.org/bites"),
        ])

        let preview = ImportPreview(recipes: result, existing: existing)

        #expect(preview.ready.map(\.id) == ["recipe-b"])
        #expect(preview.duplicates.map(\.description) == [
            "“pumpkin bites”: already in the catalog: same source address as “Pumpkin Bites”",
        ])
        #expect(preview.summary == "1 recipe ready · 1 already in your book")
    }

    @Test func recipes_withTheSameNameAndIngredients_areDuplicates_evenFromAnotherAddress() {
        let result = ImportResult(records: [
            recipe("a", "Oat Cookies", source: "https://a.example", ingredients: ["1 cup oats", "1 egg"]),
            recipe("b", "OAT  cookies", source: "https://b.example", ingredients: ["1 cup Oats", "1 egg"]),
            recipe("c", "Oat Cookies", ingredients: ["2 cups oats"]),
        ])

        let preview = ImportPreview(recipes: result, existing: [])

        #expect(preview.ready.map(\.id) == ["a", "c"])
        #expect(preview.repeatedInFileCount == 1)
    }

    @Test func skippedCount_countsRecordsWithAWholeRecordProblem_once() {
        let result = ImportResult<Recipe>(records: [], problems: [
            ImportProblem(record: "recipe 1", reason: "has no name; skipped"),
            ImportProblem(record: "row 3", field: "name", reason: "empty"),
            ImportProblem(record: "row 4", reason: "a"),
            ImportProblem(record: "row 4", reason: "b"),
        ])

        let preview = ImportPreview(recipes: result, existing: [])

        #expect(preview.skippedCount == 2)
        #expect(preview.summary == "0 recipes ready · 2 skipped")
        #expect(preview.lines == ["recipe 1: has no name; skipped", "row 3: name: empty", "row 4: a", "row 4: b"])
    }

    @Test func summary_usesSingularAndPluralWords() {
        let one = ImportPreview(kind: .recipes, ready: [recipe("a", "A")], duplicates: [], problems: [
            ImportProblem(record: "recipe 2", reason: "skipped"),
        ])
        let many = ImportPreview(kind: .pets, ready: [pet("a", "A"), pet("b", "B")], duplicates: [
            ImportDuplicate(record: "x", kind: .alreadyInCatalog, reason: "same id as “x”"),
            ImportDuplicate(record: "y", kind: .alreadyInCatalog, reason: "same id as “y”"),
        ], problems: [])

        #expect(one.summary == "1 recipe ready · 1 skipped")
        #expect(many.summary == "2 pets ready · 2 already in the catalog")
    }
}
