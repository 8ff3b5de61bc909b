import Foundation
import Synchronization
@testable import PetCore

/// The app's real translations, compiled from `po/<language>.po` with `msgfmt` once per
/// test process, the way `tools/compile-translations` compiles them for the app.
enum CompiledCatalog {
    /// The repository's root, found from this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let directory: URL = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pet-adoption-catalogs-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }()
    private static let compiled = Mutex<[String: MessageCatalog]>([:])

    /// The catalog of `language` (`"zh_CN"`, `"zh_TW"`).
    static func catalog(_ language: String) throws -> MessageCatalog {
        if let known = compiled.withLock({ $0[language] }) { return known }
        let output = directory.appendingPathComponent("\(language).mo")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["msgfmt", "--check", "-o", output.path, root.appendingPathComponent("po/\(language).po").path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
        let catalog = try MessageCatalog(data: Data(contentsOf: output), source: output.path)
        compiled.withLock { $0[language] = catalog }
        return catalog
    }

    /// A display context in `language` and its locale, on 2026-03-15 UTC.
    static func context(_ language: String) throws -> DisplayContext {
        DisplayContext(
            locale: Locale(identifier: language), translator: Translator(catalog: try catalog(language)),
            now: { Date(timeIntervalSince1970: 1_773_532_800) })
    }
}
