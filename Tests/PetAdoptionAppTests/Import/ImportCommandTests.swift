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

    private func run(_ arguments: [String], store: InMemoryCatalogStore = InMemoryCatalogStore()) -> Run {
        let printed = Printed()
        let command = ImportCommand(
            arguments: arguments, output: { printed.output += $0 }, errors: { printed.errors += $0 }
        ) {
            printed.openedStore = true
            return ImportService(store: store, context: ImportTestFiles.context)
        }
        let status = command.run()
        return Run(status: status, output: printed.output, errors: printed.errors, openedStore: printed.openedStore)
    }

    @Test func isRequested_byTheImportOption_only() {
        #expect(ImportCommand.isRequested(by: ["pet-adoption", "--import", "a.csv"]))
        #expect(!ImportCommand.isRequested(by: ["pet-adoption"]))
        #expect(!ImportCommand.isRequested(by: ["pet-adoption", "a.csv"]))
    }

    @Test func noFile_isAUsageError_withoutOpeningTheStore() {
        let run = run(["--import", "--dry-run"])

        #expect(run.status == 2)
        #expect(run.errors == "pet-adoption: no file to import\nusage: pet-adoption --import FILE... [--dry-run]\n")
        #expect(run.output.isEmpty)
        #expect(!run.openedStore)
    }

    @Test func unknownOption_isAUsageError() {
        let run = run(["--import", "a.csv", "--force"])

        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("pet-adoption: unknown option --force\n"))
    }

    @Test func dryRun_printsTheReport_andWritesNothing() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()

        let run = run(["--dry-run", "--import", try files.write("pets.csv", ImportTestFiles.shelterCSV)], store: store)

        #expect(run.status == 0)
        #expect(run.output == """
            pets.csv: 3 pets ready · 1 skipped
              row 4 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped
            Dry run: nothing was imported.

            """)
        #expect(store.pets.isEmpty)
    }

    @Test func run_writesTheBatch_andSaysWhatItImported() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()

        let run = run(["--import", try files.write("pets.csv", ImportTestFiles.shelterCSV)], store: store)

        #expect(run.status == 0)
        #expect(run.output.hasSuffix("  row 4 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped\nImported 3 pets.\n"))
        #expect(Set(store.pets.keys) == ["csv-A1", "csv-A2", "csv-A4"])
        #expect(run.errors.isEmpty)
    }

    @Test func aFileThatCannotBeImported_failsTheRun_butTheOthersAreWritten() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()
        let missing = files.folder.appendingPathComponent("gone.csv").path

        let run = run(["--import", try files.write("pets.csv", ImportTestFiles.shelterCSV), missing], store: store)

        #expect(run.status == 1)
        #expect(run.output.contains("gone.csv: not imported: gone.csv could not be found.\n"))
        #expect(store.pets.count == 3)
    }

    @Test func failingStore_writesNothing_andFailsTheRun() throws {
        let files = try ImportTestFiles()
        let store = InMemoryCatalogStore()
        store.failure = CocoaError(.fileWriteOutOfSpace)

        let run = run(["--import", try files.write("pets.csv", ImportTestFiles.shelterCSV)], store: store)

        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("pet-adoption: nothing was imported: "))
        #expect(store.pets.isEmpty)
    }

    @Test func storeThatCannotBeOpened_failsTheRun() throws {
        let files = try ImportTestFiles()
        let path = try files.write("pets.csv", ImportTestFiles.shelterCSV)
        let printed = Printed()

        let status = ImportCommand(arguments: ["--import", path], output: { printed.output += $0 }, errors: { printed.errors += $0 }) {
            throw CocoaError(.fileReadNoPermission)
        }.run()

        #expect(status == 1)
        #expect(printed.errors.hasPrefix("pet-adoption: cannot open the catalog: "))
        #expect(printed.output.isEmpty)
    }

    @Test(.enabled(if: ImportTestFiles.isTestDataAvailable)) func austinCSV_dryRun_reportsItsSummary() {
        let run = run(["--import", ImportTestFiles.austinCSV.path, "--dry-run"])

        #expect(run.status == 0)
        #expect(run.output.hasPrefix("austin_animal_center_outcomes_2000.csv: 1807 pets ready · 5 repeated in this file · 188 skipped\n"))
        #expect(run.output.split(separator: "\n").count > 190)
    }
}
