import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

@Suite("Import command line")
struct ImportCommandTests {
    /// What a run printed and returned.
    private struct Run {
        var status: Int32
        var output: String
        var errors: String
        var openedStore: Bool
    }

    private final class Printed: @unchecked Sendable {
        var output = ""
        var errors = ""
        var openedStore = false
    }

    /// Two adoptable pets and nothing skipped.
    private static let adoptableCSV = "animal_id,animal_type,breed,color,date_of_birth,datetime,name,outcome_type,sex_upon_outcome,age_upon_outcome\r\n"
        + "A1,Dog,Chihuahua Shorthair Mix,Brown,2013-11-18,2015-12-28 18:43:00,Frank,Adoption,Neutered Male,2 years\r\n"
        + "A2,Cat,Domestic Shorthair,Black,2015-05-02,2016-05-06 10:49:00,Tiger,Transfer,Spayed Female,1 year\r\n"

    private func run(
        _ options: CommandLineOptions, store: InMemoryCatalogStore = InMemoryCatalogStore(),
        openStore: (() throws -> Void)? = nil
    ) throws -> Run {
        let printed = Printed()
        let command = try #require(ImportCommand(
            options: options, output: { printed.output += $0 }, errors: { printed.errors += $0 }
        ) {
            printed.openedStore = true
            try openStore?()
            return ImportService(store: store, context: ImportTestFiles.context)
        })
        let status = command.run()
        return Run(status: status, output: printed.output, errors: printed.errors, openedStore: printed.openedStore)
    }

    private func importing(_ files: [String], dryRun: Bool = false) -> CommandLineOptions {
        CommandLineOptions(isImport: true, isDryRun: dryRun, files: files)
    }

    // MARK: Usage

    @Test func plainLaunch_isNoCommand_soTheAppStarts() {
        #expect(ImportCommand(options: CommandLineOptions()) { throw CocoaError(.featureUnsupported) } == nil)
    }

    @Test func importWithoutFiles_isAUsageError_withoutOpeningTheStore() throws {
        let run = try run(importing([], dryRun: true))

        #expect(run.status == ImportCommand.usageError)
        #expect(run.errors == "pet-adoption: no file to import\nusage: pet-adoption --import FILE|URL... [--dry-run]\n")
        #expect(run.output.isEmpty)
        #expect(!run.openedStore)
    }

    @Test func dryRunWithoutImport_isAUsageError() throws {
        let run = try run(CommandLineOptions(isDryRun: true))

        #expect(run.status == ImportCommand.usageError)
        #expect(run.errors == "pet-adoption: --dry-run goes with --import\nusage: pet-adoption --import FILE|URL... [--dry-run]\n")
        #expect(!run.openedStore)
    }

    @Test func filesWithoutImport_isAUsageError_namingTheFirst() throws {
        let run = try run(CommandLineOptions(files: ["pets.csv", "more.csv"]))

        #expect(run.status == ImportCommand.usageError)
        #expect(run.errors.hasPrefix("pet-adoption: to import pets.csv, add --import\n"))
        #expect(!run.openedStore)
    }

    // MARK: Reports and exit statuses

    @Test func importCommand_exitsWithSuccess_whenEverythingIsImported() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()
        let path = try files.write("pets.csv", Self.adoptableCSV)

        let run = try run(importing([path]), store: store)

        #expect(run.status == ImportCommand.success)
        #expect(run.output == "\(path): 2 pets ready\nImported 2 pets.\n")
        #expect(run.errors.isEmpty)
        #expect(Set(store.pets.values.compactMap(\.origin?.animalID)) == ["A1", "A2"])
    }

    @Test func importCommand_exitsWithSuccess_whenEverythingIsInTheCatalogAlready() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()
        let path = try files.write("pets.csv", Self.adoptableCSV)
        _ = try run(importing([path]), store: store)

        let again = try run(importing([path]), store: store)

        #expect(again.status == ImportCommand.success)
        #expect(again.output.hasSuffix("Nothing was imported.\n"))
    }

    @Test func dryRun_printsTheReport_writesNothing_andExitsWithPart_whenARecordIsSkipped() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()
        let path = try files.write("pets.csv", ImportTestFiles.shelterCSV)

        let run = try run(importing([path], dryRun: true), store: store)

        #expect(run.status == ImportCommand.partial)
        #expect(run.output == """
            \(path): 3 pets ready · 1 skipped
              row 4 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped
            Dry run: nothing was imported.

            """)
        #expect(run.errors.isEmpty)
        #expect(store.pets.isEmpty)
    }

    @Test func run_writesTheBatch_andSaysWhatItImported() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()

        let run = try run(importing([try files.write("pets.csv", ImportTestFiles.shelterCSV)]), store: store)

        #expect(run.status == ImportCommand.partial)
        #expect(run.output.hasSuffix("  row 4 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped\nImported 3 pets.\n"))
        #expect(Set(store.pets.values.compactMap(\.origin?.animalID)) == ["A1", "A2", "A4"])
        #expect(run.errors.isEmpty)
    }

    @Test func importCommand_exitsWithPart_whenOneFileIsMissing_andWritesTheOthers() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()
        let path = try files.write("pets.csv", Self.adoptableCSV)

        let run = try run(importing([path, "missing/gone.csv"]), store: store)

        #expect(run.status == ImportCommand.partial)
        #expect(run.errors == "pet-adoption: missing/gone.csv could not be found.\n")
        #expect(run.output == "\(path): 2 pets ready\nImported 2 pets.\n")
        #expect(store.pets.count == 2)
    }

    @Test func importCommand_exitsWithNothing_whenNoFileCanBeRead_sayingWhyForEach() throws {
        let files = try ImportTestFiles()
        let folder = files.folder.appendingPathComponent("exports.csv")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let png = files.folder.appendingPathComponent("photo.csv")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]).write(to: png)
        let empty = try files.write("empty.csv", "")
        let store = InMemoryCatalogStore()

        let run = try run(importing([folder.path, png.path, empty, "gone.csv"]), store: store)

        #expect(run.status == ImportCommand.failure)
        #expect(run.errors == """
            pet-adoption: \(folder.path) is a folder, not a file.
            pet-adoption: \(png.path) is not a text file, so it is not a shelter export (.csv).
            pet-adoption: \(empty) is empty.
            pet-adoption: gone.csv could not be found.

            """)
        #expect(run.output == "Nothing was imported.\n")
        #expect(store.pets.isEmpty)
    }

    @Test func failingStore_writesNothing_andExitsWithNothing() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()
        store.failure = CocoaError(.fileWriteOutOfSpace)

        let run = try run(importing([try files.write("pets.csv", Self.adoptableCSV)]), store: store)

        #expect(run.status == ImportCommand.failure)
        #expect(run.errors.hasPrefix("pet-adoption: nothing was imported: "))
        #expect(store.pets.isEmpty)
    }

    @Test func storeThatCannotBeOpened_exitsWithNothing() throws {
        let files = try ImportTestFiles()
        let path = try files.write("pets.csv", Self.adoptableCSV)

        let run = try run(importing([path])) { throw CocoaError(.fileReadNoPermission) }

        #expect(run.status == ImportCommand.failure)
        #expect(run.errors.hasPrefix("pet-adoption: cannot open the catalog: "))
        #expect(run.output.isEmpty)
    }

    @Test(.enabled(if: ImportTestFiles.isTestDataAvailable)) func austinCSV_dryRun_reportsItsSummary() throws {
        let run = try run(importing([ImportTestFiles.austinCSV.path], dryRun: true))

        #expect(run.status == ImportCommand.partial)
        #expect(run.output.hasPrefix("\(ImportTestFiles.austinCSV.path): 1807 pets ready · 5 repeated in this file · 188 skipped\n"))
        #expect(run.output.split(separator: "\n").count > 190)
    }
}
