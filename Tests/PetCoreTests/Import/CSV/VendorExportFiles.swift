import Foundation
@testable import PetCore

/// The hand-made files in `VendorExports/`, one per documented layout of shelter
/// software and listing sites (our own files, written from the vendors' documented
/// columns; see each test suite), read as the importer reads them.
enum VendorExportFiles {
    /// 2024-06-15 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_718_452_800)
    static let importer = ShelterCSVImporter(now: now, timeZone: TimeZone(identifier: "America/Chicago")!)

    /// The folder, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("VendorExports")

    /// The bytes of `name`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// What the importer makes of `name`.
    static func read(_ name: String) throws -> ImportResult<Pet> {
        try importer.pets(in: data(name), fileName: name)
    }

    /// The pet whose animal id is `id` in `result`.
    static func pet(_ id: String, in result: ImportResult<Pet>) -> Pet? {
        result.records.first { $0.origin?.animalID == id }
    }
}
