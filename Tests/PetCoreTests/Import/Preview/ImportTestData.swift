import Foundation

/// The real third-party files in `<package root>/../shared/testdata`, which must never be
/// copied into the repository. Tests that need them skip (saying why) when absent.
enum ImportTestData {
    /// The test data folder, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Preview
        .deletingLastPathComponent() // Import
        .deletingLastPathComponent() // PetCoreTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/testdata")

    /// Whether the folder is there; prints why tests skip when it is not.
    static var isAvailable: Bool {
        let present = FileManager.default.fileExists(atPath: folder.path)
        if !present {
            print("Skipping: real test data not found at \(folder.path) (it is not part of the repository).")
        }
        return present
    }

    /// The bytes of `path` inside the folder.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(path))
    }

    /// Every saved recipe page in the folder, sorted by name (the folder grows: tests
    /// that count pages or name outcomes use ``firstBatchRecipePages()``).
    static func recipePages() throws -> [URL] {
        try FileManager.default
            .contentsOfDirectory(at: folder.appendingPathComponent("recipes-jsonld"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "testhtml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The names of the first batch of saved pages (the folder's README): 13 pages with
    /// schema.org JSON-LD and one without (`epicurious`).
    static let firstBatchPageNames = [
        "24kitchen.nl__twentyfourkitchen_2", "addapinch.com__addapinch_1", "alittlebityummy.com__alittlebityummy_1",
        "bbcgoodfood.com__bbcgoodfood_1", "budgetbytes.com__budgetbytes_groups", "comidinhasdochef.com__comidinhasdochef_2",
        "cooking.nytimes.com__nytimes", "epicurious.com__epicurious", "hogarmania.com__hogarmania_1",
        "madame.lefigaro.fr__madamelefigaro_aubergines", "recipeland.com__recipeland_1", "relish.com__relish",
        "seriouseats.com__seriouseats", "sobors.hu__sobors",
    ]

    /// The first batch of saved pages, by name.
    static func firstBatchRecipePages() -> [URL] {
        firstBatchPageNames.map { folder.appendingPathComponent("recipes-jsonld/\($0).testhtml") }
    }

    static let austinCSV = "pets/austin_animal_center_outcomes_2000.csv"
}
