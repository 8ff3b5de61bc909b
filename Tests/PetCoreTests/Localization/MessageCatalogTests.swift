import Foundation
import Testing
@testable import PetCore

/// A catalog reads what `msgfmt` compiles: messages, contexts and plural forms.
@Suite("Message catalogs")
struct MessageCatalogTests {
    private static let po = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

        msgid "Adopt"
        msgstr "Adoptuj"

        msgctxt "sex"
        msgid "Unknown"
        msgstr "Nieznana"

        msgid "Unknown"
        msgstr "Nieznany"

        msgid "%1$@ pet"
        msgid_plural "%1$@ pets"
        msgstr[0] "%1$@ zwierzę"
        msgstr[1] "%1$@ zwierzęta"
        msgstr[2] "%1$@ zwierząt"

        msgid "Untranslated"
        msgstr ""
        """

    /// `po` compiled by msgfmt into `<folder>/<language>/LC_MESSAGES/pet-adoption.mo`.
    private static func compile(_ po: String, language: String, in folder: URL) throws -> URL {
        let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES", isDirectory: true)
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("\(language).po")
        try po.write(to: source, atomically: true, encoding: .utf8)
        let output = messages.appendingPathComponent("pet-adoption.mo")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["msgfmt", "-o", output.path, source.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return output
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func compiledCatalog_translatesMessagesContextsAndPlurals() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try MessageCatalog(data: Data(contentsOf: Self.compile(Self.po, language: "pl", in: folder)))
        let translator = Translator(catalog: catalog)

        #expect(translator.tr("Adopt") == "Adoptuj")
        #expect(translator.tr("Unknown") == "Nieznany")
        #expect(translator.trc("sex", "Unknown") == "Nieznana")
        #expect([1, 3, 5, 22].map { translator.trn("%1$@ pet", "%1$@ pets", $0, String($0)) }
            == ["1 zwierzę", "3 zwierzęta", "5 zwierząt", "22 zwierzęta"])
        #expect(translator.tr("Untranslated") == "Untranslated")
        #expect(translator.tr("Not in the catalog") == "Not in the catalog")
    }

    @Test func load_takesTheFirstLanguageWithACatalog() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.compile(Self.po, language: "pl", in: folder)

        let catalog = try #require(MessageCatalog.load(
            domain: "pet-adoption", directory: folder, languages: ["pl_PL.UTF-8", "pl_PL", "pl", "C"]))
        #expect(Translator(catalog: catalog).tr("Adopt") == "Adoptuj")
        #expect(MessageCatalog.load(domain: "pet-adoption", directory: folder, languages: ["de_DE", "de", "C"]) == nil)
    }

    @Test func dataThatIsNotACatalog_isRefused() {
        #expect(throws: MessageCatalog.FormatError.self) { try MessageCatalog(data: Data("msgid \"\"".utf8)) }
        #expect(throws: MessageCatalog.FormatError.self) { try MessageCatalog(data: Data([0xDE, 0x12, 0x04, 0x95, 0, 0])) }
        var truncated = Data([0xDE, 0x12, 0x04, 0x95, 0, 0, 0, 0, 5, 0, 0, 0, 28, 0, 0, 0, 68, 0, 0, 0])
        truncated.append(Data(count: 8))
        #expect(throws: MessageCatalog.FormatError.self) { try MessageCatalog(data: truncated) }
    }
}
