import Foundation
import PetCore
import Testing

/// The translations are complete and current, the desktop file and metainfo carry them,
/// and the sources mark every message the way `tools/update-translations` extracts.
@Suite("Translations")
struct TranslationTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let languages = (try? String(contentsOf: root.appendingPathComponent("po/LINGUAS"), encoding: .utf8))?
        .split(whereSeparator: \.isWhitespace).map(String.init) ?? []

    @Test func linguas_listsSimplifiedAndTraditionalChinese() {
        #expect(Self.languages == ["zh_CN", "zh_TW"])
    }

    @Test(arguments: languages)
    func everyMessage_isTranslated_andNoneIsFuzzy(language: String) throws {
        let (status, output) = try Self.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", "po/\(language).po"])
        #expect(status == 0, "\(output)")
        #expect(output.contains(" translated message"), "\(output)")
        #expect(!output.contains("untranslated"), "\(language): \(output)")
        #expect(!output.contains("fuzzy"), "\(language): \(output)")
    }

    @Test(arguments: languages)
    func everyTranslation_keepsItsMessagesPlaceholders(language: String) throws {
        let entries = try Self.entries(ofPO: Self.root.appendingPathComponent("po/\(language).po"))
        #expect(entries.count > 300)
        for entry in entries {
            for translation in entry.translations {
                #expect(Self.placeholders(in: translation) == Self.placeholders(in: entry.id), "\(language): \(entry.id) → \(translation)")
            }
        }
    }

    @Test func template_isUpToDate_withTheSources() throws {
        let (status, output) = try Self.run(["tools/update-translations", "--check"])
        #expect(status == 0, "\(output)")
    }

    @Test func desktopFileAndMetainfo_carryEveryLanguage_andPassTheirValidators() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = try Self.run(["tools/compile-translations", folder.path])
        #expect(status == 0, "\(output)")
        let desktop = folder.appendingPathComponent("applications/\(AppIdentity.id).desktop")
        let metainfo = folder.appendingPathComponent("metainfo/\(AppIdentity.id).metainfo.xml")
        let desktopText = try String(contentsOf: desktop, encoding: .utf8)
        let metainfoText = try String(contentsOf: metainfo, encoding: .utf8)
        for language in Self.languages {
            for key in ["Name", "GenericName", "Comment", "Keywords"] {
                #expect(desktopText.contains("\n\(key)[\(language)]="), "\(key)[\(language)]")
            }
            for element in ["summary", "caption", "p"] {
                #expect(Self.languageTags(of: language).contains { metainfoText.contains("<\(element) xml:lang=\"\($0)\">") },
                        "<\(element)> in \(language)")
            }
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("locale/\(language)/LC_MESSAGES/pet-adoption.mo").path))
        }
        #expect(try Self.run(["desktop-file-validate", desktop.path]).status == 0)
        #expect(try Self.run(["appstreamcli", "validate", "--no-net", metainfo.path]).status == 0)
    }

    @Test func translatedMessages_neverInterpolate() throws {
        for (file, line) in try Self.sourceLines() where line.range(of: #"\btr[nc]?\("[^"]*\\\("#, options: .regularExpression) != nil {
            Issue.record("\(file): interpolation inside a translated message (xgettext cannot see it): \(line)")
        }
    }

    /// Calls whose string arguments are for the program, not for people: file names, key
    /// names, messages of a broken invariant, GType names (a signal's or property's
    /// declaring type: `Signal("clicked", of: "GtkButton")`).
    private static let programCalls = [
        "appendingPathComponent(", "parse_string(", "addShortcut(", "preconditionFailure(", "lastPathComponent == ",
        "g_type_register_static(g_object_get_type(), ", "\", of: ",
    ]

    /// A literal in the view layer that reads as words for people (a capital letter or a
    /// space, not an accelerator, a CSS rule, a file name or the program's name) must be
    /// inside `tr(…)`.
    @Test func viewLayerWords_areMarkedForTranslation() throws {
        let literal = try NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#)
        for (file, line) in try Self.sourceLines(in: "Sources/PetAdoptionApp") {
            let code = line.components(separatedBy: "//").first ?? line
            let range = NSRange(code.startIndex..., in: code)
            for match in literal.matches(in: code, range: range) {
                guard let textRange = Range(match.range(at: 1), in: code), let whole = Range(match.range, in: code) else { continue }
                let text = String(code[textRange])
                let before = code[..<whole.lowerBound]
                guard Self.readsAsWords(text), !text.hasPrefix("pet-adoption"),
                      !(["tr(", "trc(", "trn("] + Self.programCalls).contains(where: { before.hasSuffix($0) })
                else {
                    continue
                }
                Issue.record("\(file): words not marked for translation: \"\(text)\"")
            }
        }
    }

    // MARK: Helpers

    /// The `xml:lang` values msgfmt writes for a gettext language: the language itself
    /// (`zh_CN`, gettext 0.21) or its BCP 47 tag with the script CLDR gives it
    /// (`zh-Hans-CN`, gettext 0.22 and later).
    private static func languageTags(of language: String) -> [String] {
        let bcp47 = Locale.Language(identifier: language)
        let parts = [bcp47.languageCode?.identifier, bcp47.maximalIdentifier.split(separator: "-").dropFirst().first.map(String.init),
                     bcp47.region?.identifier].compactMap { $0 }
        return [language, parts.joined(separator: "-")]
    }

    private static func readsAsWords(_ text: String) -> Bool {
        guard text.contains(where: \.isLetter), !text.hasPrefix("<"), !text.hasPrefix("--"), !text.contains("\\("),
              !text.hasPrefix("%"), !text.contains(".") || text.contains(" ")
        else { return false }
        let first = text.first { $0 != "_" }
        return text.contains(" ") || (first?.isUppercase == true && text.contains(where: \.isLowercase))
    }

    /// `%1$@`, `%2$@`… of `text`, sorted.
    private static func placeholders(in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: #"%[0-9]+\$@|%@"#)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
            .compactMap { Range($0.range, in: text).map { String(text[$0]) } }.sorted()
    }

    /// Each entry of a `.po` file: its message and its translations.
    private static func entries(ofPO file: URL) throws -> [(id: String, translations: [String])] {
        var entries: [(id: String, translations: [String])] = []
        var id = "", translations: [String] = [], field = ""
        func flush() {
            if !id.isEmpty { entries.append((id, translations)) }
            id = ""
            translations = []
        }
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgid ") {
                flush()
                field = "id"
                id = Self.quoted(line.dropFirst(6))
            } else if line.hasPrefix("msgid_plural ") {
                field = "plural"
            } else if line.hasPrefix("msgstr") {
                field = "str"
                translations.append(Self.quoted(line.drop { $0 != " " }.dropFirst()))
            } else if line.hasPrefix("\"") {
                if field == "id" { id += Self.quoted(line) } else if field == "str" { translations[translations.count - 1] += Self.quoted(line) }
            }
        }
        flush()
        return entries
    }

    private static func quoted(_ text: Substring) -> String {
        String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\n", with: "\n")
    }

    /// Every line of the Swift files under `folder`, with the file's path.
    private static func sourceLines(in folder: String = "Sources") throws -> [(file: String, line: String)] {
        let base = root.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var lines: [(String, String)] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            var inBlock = false
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("//") { continue }
                if line.components(separatedBy: "\"\"\"").count == 2 {
                    inBlock.toggle()
                    continue
                }
                if !inBlock { lines.append((file.lastPathComponent, String(line))) }
            }
        }
        return lines
    }

    private static func run(_ command: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
