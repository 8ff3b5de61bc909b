import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// Runs the built `pet-adoption` executable with `--export`, as a user would: with no
/// display and no D-Bus session, in English, with its catalog in a temporary folder (the
/// sample catalog seeds it).
@Suite("Export command line, end to end")
struct ExportCommandLineTests {
    private let files: ImportTestFiles

    init() throws {
        files = try ImportTestFiles()
    }

    private func run(_ arguments: [String]) throws -> ExecutableRun {
        try ExecutableRun.run(arguments, in: files.folder)
    }

    @Test func exportJSON_writesACatalogTheImporterReadsBack_withItsPhotos() throws {
        let run = try run(["--export", "json", "catalog.json"])

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Exported "))
        #expect(run.output.hasSuffix(" recipes to catalog.json\n"))
        let file = files.folder.appendingPathComponent("catalog.json")
        let read = try CatalogImporter().importCatalog(from: try Data(contentsOf: file))
        #expect(read.problems.isEmpty)
        #expect(read.pets.count >= 32)
        let photos = try FileManager.default.contentsOfDirectory(atPath: files.folder.appendingPathComponent("photos").path)
        #expect(Set(read.pets.compactMap(\.photo)).isSubset(of: Set(photos)))
    }

    @Test func exportPetfinder_writesTheHeaderAndOneLinePerPet() throws {
        let run = try run(["--export", "petfinder", "pets.csv"])

        #expect(run.status == 0)
        let text = try String(contentsOf: files.folder.appendingPathComponent("pets.csv"), encoding: .utf8)
        #expect(text.hasPrefix(PetfinderExport.columns.joined(separator: ",") + "\n\""))
    }

    @Test func unknownFormat_isAUsageError_andWritesNothing() throws {
        let run = try run(["--export", "rescuegroups", "pets.csv"])

        #expect(run.status == ExportCommand.usageError)
        #expect(run.errors.contains("pet-adoption: unknown export format “rescuegroups”"))
        #expect(run.errors.contains(ExportCommand.usage))
        #expect(!FileManager.default.fileExists(atPath: files.folder.appendingPathComponent("pets.csv").path))
    }

    @Test func unwritableFile_fails_withTheReason_andLeavesNoFile() throws {
        let run = try run(["--export", "adoptapet", "no-such-folder/pets.csv"])

        #expect(run.status == ExportCommand.failure)
        #expect(run.errors.hasPrefix("pet-adoption: Could not export to pets.csv: "), "\(run.errors)")
        #expect(run.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: files.folder.appendingPathComponent("no-such-folder").path))
    }

    @Test func help_listsTheExportOption_andItsExitStatuses() throws {
        let run = try run(["--help"])

        #expect(run.output.contains("  --export=FORMAT "))
        #expect(run.output.contains("Exit status of --export:\n  0  the file was written\n"))
    }
}
