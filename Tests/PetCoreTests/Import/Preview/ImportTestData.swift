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

    /// The saved recipe pages, sorted by name.
    static func recipePages() throws -> [URL] {
        try FileManager.default
            .contentsOfDirectory(at: folder.appendingPathComponent("recipes-jsonld"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "testhtml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static let austinCSV = "pets/austin_animal_center_outcomes_2000.csv"
}
