import Foundation
import PetCore

/// Files on disk for the import tests, in a temporary folder, and the real test data.
final class ImportTestFiles {
    /// 2024-06-15 12:00 UTC.
    static let context = DisplayContext(now: { Date(timeIntervalSince1970: 1_718_452_800) })

    /// Three adoptable pets and one that is skipped (euthanasia).
    static let shelterCSV = "animal_id,animal_type,breed,color,date_of_birth,datetime,name,outcome_type,sex_upon_outcome,age_upon_outcome\r\n"
        + "A1,Dog,Chihuahua Shorthair Mix,Brown,2013-11-18,2015-12-28 18:43:00,Frank,Adoption,Neutered Male,2 years\r\n"
        + "A2,Cat,Domestic Shorthair,Black,2015-05-02,2016-05-06 10:49:00,Tiger,Transfer,Spayed Female,1 year\r\n"
        + "A3,Dog,Beagle,Tricolor,2012-03-01,2015-01-28 10:39:00,Lucy,Euthanasia,Spayed Female,2 years\r\n"
        + "A4,Dog,Pit Bull/Boxer,White,2014-07-07,2016-02-01 09:00:00,Bo,Return to Owner,Neutered Male,1 year\r\n"

    /// The real third-party files, never copied into the repository.
    static let testData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/testdata")

    /// The Austin Animal Center export.
    static let austinCSV = testData.appendingPathComponent("pets/austin_animal_center_outcomes_2000.csv")

    /// Whether the real test data is there; prints why tests skip when it is not.
    static var isTestDataAvailable: Bool {
        let present = FileManager.default.fileExists(atPath: testData.path)
        if !present { print("Skipping: real test data not found at \(testData.path) (it is not part of the repository).") }
        return present
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `text` to a file named `name` in the folder; returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
