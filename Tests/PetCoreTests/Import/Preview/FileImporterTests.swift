import Foundation
import Testing
@testable import PetCore

@Suite("File importer")
struct FileImporterTests {
    private let importer = FileImporter(now: Date(timeIntervalSince1970: 1_718_452_800), timeZone: TimeZone(identifier: "UTC")!)
    private let recipePage = page(#"{"@type": "Recipe", "name": "Bites", "recipeIngredient": ["oats"], "recipeInstructions": "Bake."}"#)
    private let petsCSV = Data("name,type,age\nRex,dog,2 years\n".utf8)

    static let byExtension: [(String, ImportFormat)] = [
        ("page.html", .recipeJSONLD), ("page.HTM", .recipeJSONLD), ("page.testhtml", .recipeJSONLD),
        ("r.json", .recipeJSONLD), ("r.jsonld", .recipeJSONLD), ("pets.csv", .shelterCSV), ("RecipeList.plist", .recipePlist),
    ]

    @Test(arguments: byExtension)
    func format_followsTheExtension(_ fileName: String, _ format: ImportFormat) {
        #expect(ImportFormat(fileName: fileName, data: Data("x".utf8)) == format)
    }

    static let bySniffing: [(String, ImportFormat?)] = [
        ("  <!DOCTYPE html><html>", .recipeJSONLD),
        ("{\"@type\": \"Recipe\"}", .recipeJSONLD),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE plist>\n<plist version=\"1.0\">", .recipePlist),
        ("bplist00", .recipePlist),
        ("name,type,age\nRex,dog,1", .shelterCSV),
        ("just some words", nil),
        ("", nil),
    ]

    @Test(arguments: bySniffing)
    func withoutAKnownExtension_formatIsSniffedFromTheBytes(_ text: String, _ format: ImportFormat?) {
        #expect(ImportFormat(fileName: "download", data: Data(text.utf8)) == format)
    }

    @Test func htmlFile_isPreviewedAsRecipes() throws {
        let preview = try importer.preview(of: recipePage, fileName: "bites.html", existingPets: [], existingRecipes: [])

        #expect(preview.summary == "1 recipe ready")
        guard case .recipes(let recipes) = preview else { Issue.record("expected recipes"); return }
        #expect(recipes.ready.map(\.name) == ["Bites"])
    }

    @Test func csvFile_isPreviewedAsPets() throws {
        let preview = try importer.preview(of: petsCSV, fileName: "pets.csv", existingPets: [], existingRecipes: [])

        #expect(preview.summary == "1 pet ready")
        #expect(preview.readyCount == 1)
    }

    @Test func plistFile_goesToTheInjectedPlistReader() throws {
        let withPlist = FileImporter(now: importer.now, timeZone: importer.timeZone) { data, fileName in
            ImportResult(records: [Recipe(id: fileName, name: String(decoding: data, as: UTF8.self), difficulty: .easy,
                                          prepMinutes: nil, cookMinutes: nil, yield: nil, ingredients: [], directions: [])])
        }

        let records = try withPlist.records(in: Data("Cupcakes".utf8), fileName: "RecipeList.plist")

        guard case .recipes(let result) = records else { Issue.record("expected recipes"); return }
        #expect(result.records.map(\.name) == ["Cupcakes"])
    }

    @Test func plistFile_withoutAPlistReader_failsClearly() {
        #expect(throws: ImportError("RecipeList.plist is a recipe property list, which this build cannot import yet.")) {
            try importer.records(in: Data("x".utf8), fileName: "RecipeList.plist")
        }
    }

    @Test func plistReaderErrors_becomeImportErrors() throws {
        struct Broken: Error {}
        let withPlist = FileImporter(now: importer.now, timeZone: importer.timeZone) { _, _ in throw Broken() }

        let error = try #require(throws: ImportError.self) { try withPlist.records(in: Data(), fileName: "a.plist") }
        #expect(error.message.hasPrefix("a.plist could not be read:"))
    }

    @Test func unknownFile_failsNamingWhatCanBeImported() {
        #expect(throws: ImportError("notes.txt is not a file the app can import: choose a saved recipe page (.html), "
            + "a JSON-LD file (.json, .jsonld), a recipe list (.plist) or a shelter export (.csv).")) {
            try importer.records(in: Data("hello".utf8), fileName: "notes.txt")
        }
    }

    @Test func report_printsASummaryPerFile_oneLinePerProblem_andTheDryRunNote() throws {
        let csv = Data("name,type,age\nRex,dog,2 years\n,cat,1 year\nRex,dog,2 years\nBo,dog,\n".utf8)
        let entries = [(csv, "pets.csv"), (Data(), "empty.html")].map { data, fileName in
            ImportReport.Entry(fileName: fileName, outcome: Result { () throws(ImportError) in
                try importer.preview(of: data, fileName: fileName, existingPets: [], existingRecipes: [])
            })
        }

        let text = ImportReport(entries: entries, isDryRun: true).text

        #expect(text == """
            pets.csv: 2 pets ready · 1 repeated in this file · 1 skipped
              row 3: name: empty; imported as “Unnamed”
              row 5 (“Bo”): no usable date of birth or age; skipped
              “Rex” (Dog, born 2022-06-15): repeated in this file: same id as an earlier “Rex”
            empty.html: not imported: empty.html is empty.
            Dry run: nothing was imported.

            """)
    }
}
