import Foundation
import Testing
@testable import PetAdoptionApp

/// Imports that meet a real fault of the file system under the catalog: a disk that
/// fills up, a folder that is read-only. The catalog lives on a small tmpfs mounted for
/// the test alone (`unshare -rm`, see ``ExecutableRun/runConfined(_:in:)``), so SQLite
/// meets the kernel's own `ENOSPC` and `EROFS`, not a mock of them. A machine where the
/// namespace cannot be made fails these tests: a skipped fault test proves nothing.
@Suite("Import: faults of the file system")
struct ImportFaultTests {
    private let files: ImportTestFiles

    init() throws {
        files = try ImportTestFiles()
    }

    /// Shell functions for the scripts: `check` prints the catalog's `integrity_check`
    /// and its number of pets, as SQLite reads them (with the write-ahead log, if there is
    /// one), without writing (on a read-only mount, a file with no log is opened as
    /// immutable, since SQLite cannot create the log's index there).
    private static let checkFunction = """
        check() {
            catalog="$XDG_DATA_HOME/io.github.petadoption.PetAdoption/catalog.sqlite"
            if [ -e "$catalog-wal" ]; then mode="mode=ro"; else mode="immutable=1"; fi
            python3 -c 'import sqlite3, sys; c = sqlite3.connect("file:" + sys.argv[1], uri=True); print(c.execute("PRAGMA integrity_check").fetchone()[0], c.execute("SELECT count(*) FROM pet").fetchone()[0])' \\
                "$catalog?$mode"
        }

        """

    /// `count` adoptable pets in the Austin Animal Center's layout, with ids from `first`.
    private func shelterCSV(count: Int, first: Int = 1) -> String {
        var text = "animal_id,animal_type,breed,color,date_of_birth,datetime,name,outcome_type,sex_upon_outcome,age_upon_outcome\r\n"
        for number in first..<(first + count) {
            text += "A\(number),Dog,Labrador Retriever Mix,Black/White,2014-07-07,2016-02-01 09:00:00,Rex \(number),Adoption,Neutered Male,1 year\r\n"
        }
        return text
    }

    /// The lines of `run`'s output that start with `label: `, without it.
    private func reported(_ label: String, in run: ExecutableRun) -> String? {
        run.output.split(separator: "\n").first { $0.hasPrefix("\(label): ") }.map { String($0.dropFirst(label.count + 2)) }
    }

    /// Imports `first.csv` into a catalog on a tmpfs of `size` mounted on the data
    /// folder, runs `fault` (shell), then imports `second`; returns what the script
    /// reported (`before`, `status`, `after`) and what the second import wrote to stderr.
    private func importAfterAFault(onATmpfsOf size: String, _ fault: String = "", importing second: String) throws
        -> (run: ExecutableRun, errors: String)
    {
        let run = try ExecutableRun.runConfined(Self.checkFunction + """
            mkdir -p "$XDG_DATA_HOME"
            mount -t tmpfs -o size=\(size) tmpfs "$XDG_DATA_HOME"
            "$APP" --import first.csv > /dev/null
            \(fault)
            echo "before: $(check)"
            status=0; "$APP" --import \(second) > /dev/null 2> errors.txt || status=$?
            echo "status: $status"
            echo "after: $(check)"
            """, in: files.folder)
        try #require(run.status == 0, "the namespace could not be set up: \(run.errors)")
        return (run, try String(contentsOf: files.folder.appendingPathComponent("errors.txt"), encoding: .utf8))
    }

    @Test func importOnADiskThatFillsUp_failsWithAPlainMessage_andLeavesTheCatalogAsItWas() throws {
        _ = try files.write("first.csv", shelterCSV(count: 3))
        _ = try files.write("large.csv", shelterCSV(count: 20_000, first: 100))

        let (run, errors) = try importAfterAFault(onATmpfsOf: "1m", importing: "large.csv")

        #expect(reported("before", in: run) == "ok 35")
        #expect(reported("status", in: run) == "\(ImportCommand.failure)")
        #expect(reported("after", in: run) == "ok 35")
        #expect(errors.contains("The disk is full."), "stderr: \(errors)")
    }

    @Test func importIntoAReadOnlyDataFolder_failsWithAPlainMessage_andChangesNothing() throws {
        _ = try files.write("first.csv", shelterCSV(count: 3))
        _ = try files.write("second.csv", shelterCSV(count: 5, first: 100))

        let (run, errors) = try importAfterAFault(
            onATmpfsOf: "4m", #"mount -o remount,ro "$XDG_DATA_HOME""#, importing: "second.csv")

        #expect(reported("before", in: run) == "ok 35")
        #expect(reported("status", in: run) == "\(ImportCommand.failure)")
        #expect(reported("after", in: run) == "ok 35")
        #expect(errors.contains("read-only"), "stderr: \(errors)")
    }
}
