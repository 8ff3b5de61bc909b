import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// Runs the built `pet-adoption` executable from the command line, as a user would:
/// with no display and no D-Bus session, in English, with its catalog in a temporary folder.
@Suite("Command line, end to end")
struct ImportCommandLineTests {
    private let files: ImportTestFiles

    init() throws {
        files = try ImportTestFiles()
    }

    /// Runs the executable with `arguments` in the locale `locale` (English by default).
    private func run(_ arguments: [String], locale: String = "C.UTF-8") throws -> ExecutableRun {
        try ExecutableRun.run(arguments, in: files.folder, locale: locale)
    }

    @Test func help_listsTheImportOptions_andTheExitStatuses() throws {
        let run = try run(["--help"])

        #expect(run.status == 0)
        #expect(run.output.contains("pet-adoption [OPTION…] [FILE…]"))
        #expect(run.output.contains("  --import "))
        #expect(run.output.contains("  --dry-run "))
        #expect(run.output.contains("""
            Exit status of --import:
              0  everything was imported, or was in the catalog already
            """))
        #expect(run.output.contains("  3  part was imported: some files could not be read or some records were skipped\n"))
        #expect(run.errors.isEmpty)
    }

    @Test func help_isInTheUsersLanguage() throws {
        let run = try run(["--help"], locale: "zh_CN.UTF-8")

        #expect(run.status == 0)
        let catalog = try #require(ResourceLocator.locate().flatMap {
            MessageCatalog.load(domain: Localization.domain, directory: $0.localeDirectory, languages: ["zh_CN"])
        }, "compile the translations first (tools/compile-translations)")
        #expect(run.output.contains(Translator(catalog: catalog).tr("Exit status of --import:")))
        #expect(!run.output.contains("Exit status of --import:"))
    }

    @Test func unknownOption_isAUsageError() throws {
        let run = try run(["--import", "pets.csv", "--force"])

        #expect(run.status == ImportCommand.usageError)
        #expect(run.errors == "Unknown option --force\nusage: pet-adoption --import FILE|URL... [--dry-run]\n")
        #expect(run.output.isEmpty)
    }

    @Test func dryRunWithoutImport_isAUsageError() throws {
        let run = try run(["--dry-run"])

        #expect(run.status == ImportCommand.usageError)
        #expect(run.errors == "pet-adoption: --dry-run goes with --import\nusage: pet-adoption --import FILE|URL... [--dry-run]\n")
    }

    @Test func importWithoutFiles_isAUsageError() throws {
        let run = try run(["--import"])

        #expect(run.status == ImportCommand.usageError)
        #expect(run.errors.hasPrefix("pet-adoption: no file to import\n"))
    }

    @Test func dryRun_withoutADisplay_printsTheReport_andExitsWithPart() throws {
        _ = try files.write("pets.csv", ImportTestFiles.shelterCSV)

        let run = try run(["--import", "pets.csv", "--dry-run"])

        #expect(run.status == ImportCommand.partial)
        #expect(run.output == """
            pets.csv: 3 pets ready · 1 skipped
              row 4 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped
            Dry run: nothing was imported.

            """)
        #expect(run.errors.isEmpty)
    }

    @Test func import_writesWhatItCan_andSaysWhyTheRestFailed_onStandardError() throws {
        _ = try files.write("pets.csv", ImportTestFiles.shelterCSV)
        try FileManager.default.createDirectory(at: files.folder.appendingPathComponent("exports"), withIntermediateDirectories: false)

        let first = try run(["--import", "pets.csv", "exports", "./gone.csv"])
        let again = try run(["--import", "--dry-run", "pets.csv"])

        #expect(first.status == ImportCommand.partial)
        #expect(first.errors == "pet-adoption: exports is a folder, not a file.\npet-adoption: ./gone.csv could not be found.\n")
        #expect(first.output.hasSuffix("Imported 3 pets.\n"))
        #expect(again.output.hasPrefix("pets.csv: 0 pets ready · 3 already in the catalog · 1 skipped\n"))
        #expect(again.status == ImportCommand.partial)
    }
}
