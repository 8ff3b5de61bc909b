import Foundation
import Testing
@testable import PetCore

/// Every file that cannot be imported gets one plain sentence naming it as the user did
/// (the command line's typed path, the window's file name), the same in the window's
/// preview and on the command line.
@Suite("Files that cannot be imported")
struct UnreadableFileTests {
    private typealias F = ImportFlowFixtures

    /// The first bytes of a PNG image: its signature and the start of its header chunk.
    static let pngBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]

    /// Whether the tests run as root, whom file permissions do not stop from reading.
    static let isRoot = getuid() == 0

    /// Why `file` was not imported, as the plan says it.
    private func failure(of file: ImportFile) async throws -> String? {
        let plan = try await ImportService(store: InMemoryCatalogStore(), context: F.context).plan(of: [file])
        guard case .failure(let error) = try #require(plan.entries.first).outcome else { return nil }
        return error.message
    }

    @Test func missingFile_couldNotBeFound_namedAsTyped() async throws {
        #expect(try await failure(of: ImportFile(path: "downloads/gone.csv")) == "downloads/gone.csv could not be found.")
    }

    @Test func folder_isAFolder_notAFile() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.makeFolder("exports.csv")

        #expect(try await failure(of: ImportFile(path: path)) == "\(path) is a folder, not a file.")
    }

    @Test(.disabled(if: isRoot, "root reads files whatever their permissions; see unreadableFile_permissionDenied_whateverTheUser"))
    func fileWithoutReadPermission_couldNotBeOpened() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("locked.csv", Data("name\nRex\n".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)

        #expect(try await failure(of: ImportFile(path: path)) == "\(path) could not be opened: permission denied.")
    }

    /// What Foundation throws for a file the user may not read (`EACCES` under a
    /// `CocoaError`), injected so that the test holds when it runs as root.
    @Test func unreadableFile_permissionDenied_whateverTheUser() async throws {
        let denied = CocoaError(.fileReadUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EACCES)])

        #expect(try await failure(of: ImportFile(name: "locked.csv") { throw denied }) == "locked.csv could not be opened: permission denied.")
    }

    @Test func otherReadErrors_sayWhatTheSystemSaid_notAnErrorCode() async throws {
        let broken = CocoaError(.fileReadUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EIO)])
        let unknown = CocoaError(.fileReadUnknown)

        #expect(try await failure(of: ImportFile(name: "disk.csv") { throw broken }) == "disk.csv could not be read: Input/output error")
        #expect(try await failure(of: ImportFile(name: "odd.csv") { throw unknown }) == "odd.csv could not be read.")
    }

    @Test func pngNamedCSV_isNotATextFile() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("photo.csv", Self.pngBytes)

        #expect(try await failure(of: ImportFile(path: path)) == "\(path) is not a text file, so it is not a shelter export (.csv).")
    }

    @Test func binaryFileNamedHTML_isNotATextFile() async throws {
        let bytes: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]

        #expect(try await failure(of: ImportFile(name: "page.html") { Data(bytes) })
            == "page.html is not a text file, so it is not a recipe page (.html, .json, .jsonld).")
    }

    @Test(arguments: ["pets.csv", "page.html", "catalog.json", "download"])
    func emptyFile_isEmpty(_ name: String) async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(name, [])

        #expect(try await failure(of: ImportFile(path: path)) == "\(path) is empty.")
    }

    @Test func blankFile_isEmpty() async throws {
        #expect(try await failure(of: F.file("pets.csv", "\n \r\n\t\n")) == "pets.csv is empty.")
    }

    @Test func utf16CSV_withItsByteOrderMark_isText() async throws {
        let text = "name,type,age\nRex,dog,2 years\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }

        let plan = try await ImportService(store: InMemoryCatalogStore(), context: F.context).plan(of: [ImportFile(name: "pets.csv") { Data(bytes) }])

        #expect(plan.summary == "1 pet ready")
    }

    @Test func typedPath_namesTheReport_andReadsTheFile() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("pets.csv", Data(F.shelterCSV.utf8))

        let plan = try await ImportService(store: InMemoryCatalogStore(), context: F.context).plan(of: [ImportFile(path: path)])

        #expect(plan.lines.first?.text == "\(path): 3 pets ready · 1 skipped")
    }
}
