import Foundation

/// The libFuzzer entry point of the import parsers (see `tools/fuzz`).
///
/// `tools/fuzz` compiles this file together with PetCore's sources into one module, so
/// each input goes through the very path the app and `--import --dry-run` take:
/// ``ImportService/fileReader`` (the shelter CSV, schema.org page and plist importers
/// behind ``FileImporter``, the catalog importer behind ``ImportFileReader/isCatalog``),
/// then the report's text. The environment variable `PET_FUZZ_TARGET` picks the file
/// name the input is given, and so the parser it reaches.
enum ImportFuzzTarget: String, CaseIterable {
    /// A shelter's CSV export (`fuzz.csv`).
    case csv
    /// A saved schema.org recipe page: JSON-LD, microdata or RDFa (`fuzz.html`).
    case page
    /// The seeds' recipe property list, XML or binary (`fuzz.plist`).
    case plist
    /// The app's catalog JSON, else a JSON-LD file (`fuzz.json`).
    case catalog

    /// The name the input file gets: its extension picks the importer.
    var fileName: String {
        switch self {
        case .csv: "fuzz.csv"
        case .page: "fuzz.html"
        case .plist: "fuzz.plist"
        case .catalog: "fuzz.json"
        }
    }

    /// The target `PET_FUZZ_TARGET` names; stops the run with the valid names otherwise.
    static let chosen: ImportFuzzTarget = {
        let name = ProcessInfo.processInfo.environment["PET_FUZZ_TARGET"] ?? ""
        guard let target = ImportFuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("PET_FUZZ_TARGET must be one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// The app's import service over an empty catalog, on a fixed day in UTC, so that a
    /// run does not depend on the clock.
    static let service = ImportService(
        store: InMemoryCatalogStore(),
        context: DisplayContext(now: { Date(timeIntervalSince1970: 1_718_452_800) }))

    /// Imports `data` as the chosen file and words the report, as a dry run does.
    static func run(_ data: Data) -> String {
        let entries = service.fileReader.entries(of: data, fileName: chosen.fileName, folder: nil, existingPets: [], existingRecipes: [])
        return ImportReport(entries: entries, isDryRun: true).text
    }
}

/// Called by libFuzzer once per input; always returns 0 (the input is not rejected).
@_cdecl("LLVMFuzzerTestOneInput")
public func importFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = ImportFuzzTarget.run(data)
    return 0
}
