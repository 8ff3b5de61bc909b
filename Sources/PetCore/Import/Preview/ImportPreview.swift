import Foundation

/// What importing a file would do, before anything is written: the records ready to
/// add, the catalog's records it updates, the ones left out as duplicates, and the
/// problems the importer reported.
///
/// Build it with ``init(pets:existing:)`` or ``init(recipes:existing:)`` from an
/// importer's result and what the catalog already holds; write ``ready`` with the store's
/// all-or-nothing batch insert. Show ``summary`` as the headline and ``lines`` as the
/// list under it (the same lines the command line prints).
public struct ImportPreview<Record: Sendable>: Sendable {
    /// Recipes or pets: the words of the summary.
    public var kind: ImportedKind
    /// The records to add, in file order.
    public var ready: [Record]
    /// The catalog's records the file changes (an animal's later record), in file order.
    public var updates: [ImportUpdate<Record>]
    /// Records left out because they are already in the catalog or repeat an earlier record.
    public var duplicates: [ImportDuplicate]
    /// Every problem the importer reported, in file order.
    public var problems: [ImportProblem]
    /// The file's columns the import does not read.
    public var leftOut: ImportLeftOutColumns
    /// How many records the importer skipped: the distinct records whose problem has no
    /// field (``ImportProblem/field`` is `nil` when the whole record is at fault).
    public var skippedCount: Int
    /// Words the summary and lines.
    public var translator: Translator

    /// A preview of these parts; ``skippedCount`` is worked out from `problems`.
    public init(
        kind: ImportedKind, ready: [Record], updates: [ImportUpdate<Record>] = [], duplicates: [ImportDuplicate],
        problems: [ImportProblem], leftOut: ImportLeftOutColumns = ImportLeftOutColumns(), translator: Translator = .english
    ) {
        self.translator = translator
        self.leftOut = leftOut
        self.kind = kind
        self.ready = ready
        self.updates = updates
        self.duplicates = duplicates
        self.problems = problems
        self.skippedCount = Set(problems.filter { $0.field == nil }.map(\.record)).count
    }

    /// Duplicates of what the catalog already holds.
    public var alreadyInCatalogCount: Int { duplicates.count { $0.kind == .alreadyInCatalog } }
    /// Duplicates of an earlier record of the same file.
    public var repeatedInFileCount: Int { duplicates.count { $0.kind == .repeatedInFile } }

    /// One line, e.g. `"37 recipes ready · 2 already in your book · 3 skipped"` or
    /// `"12 pets ready · 40 to update"`; parts that are zero are left out, except the first.
    public var summary: String {
        var parts = [kind.ready(ready.count, translator)]
        if !updates.isEmpty { parts.append(Self.toUpdate(updates.count, translator)) }
        if alreadyInCatalogCount > 0 { parts.append(kind.alreadyThere(alreadyInCatalogCount, translator)) }
        if repeatedInFileCount > 0 {
            parts.append(translator.trn(
                "%1$@ repeated in this file", "%1$@ repeated in this file", repeatedInFileCount, String(repeatedInFileCount)))
        }
        if skippedCount > 0 { parts.append(translator.trn("%1$@ skipped", "%1$@ skipped", skippedCount, String(skippedCount))) }
        return parts.joined(separator: " · ")
    }

    /// The columns left out (``leftOutLines``), then the ``recordLines``.
    public var lines: [String] { leftOutLines + recordLines }

    /// What the file's columns leave behind (``ImportLeftOutColumns/lines(_:)``), e.g.
    /// `"Not imported: Intake Condition, Outcome Subtype"`.
    public var leftOutLines: [String] { leftOut.lines(translator) }

    /// One line per problem, then one per duplicate, then one per update, e.g.
    /// `"row 7 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped"`.
    public var recordLines: [String] {
        problems.map { $0.text(translator) } + duplicates.map { $0.text(translator) } + updates.map { $0.text(translator) }
    }

    /// `"40 to update"`.
    static func toUpdate(_ count: Int, _ translator: Translator) -> String {
        // TRANSLATORS: in an import's summary: how many records already in the catalog it changes.
        translator.trn("%1$@ to update", "%1$@ to update", count, String(count))
    }

    /// Splits `records` into ready ones and duplicates: a record whose key (any of
    /// `keys(record)`, each with the words saying what matched) is already taken by the
    /// catalog or an earlier record is a duplicate. The result's own duplicates come
    /// first; `updates` were found by the caller.
    init(
        kind: ImportedKind, result: ImportResult<Record>, existing: [Record], updates: [ImportUpdate<Record>] = [],
        translator: Translator,
        label: (Record) -> String, name: (Record) -> String, keys: (Record) -> [(key: String, match: String)]
    ) {
        var catalog: [String: String] = [:]
        for record in existing {
            for (key, _) in keys(record) where catalog[key] == nil { catalog[key] = name(record) }
        }
        var seen: [String: String] = [:]
        var ready: [Record] = []
        var duplicates = result.duplicates
        for record in result.records {
            let recordKeys = keys(record)
            if let (key, match) = recordKeys.first(where: { catalog[$0.key] != nil }) {
                duplicates.append(ImportDuplicate(
                    record: label(record), kind: .alreadyInCatalog,
                    // TRANSLATORS: why an imported record is a duplicate: "same id as “Max”".
                    reason: translator.tr("%1$@ as “%2$@”", match, catalog[key]!)))
            } else if let (key, match) = recordKeys.first(where: { seen[$0.key] != nil }) {
                duplicates.append(ImportDuplicate(
                    record: label(record), kind: .repeatedInFile,
                    // TRANSLATORS: why an imported record is a duplicate: "same id as an earlier “Max”".
                    reason: translator.tr("%1$@ as an earlier “%2$@”", match, seen[key]!)))
            } else {
                ready.append(record)
                for (key, _) in recordKeys where seen[key] == nil { seen[key] = name(record) }
            }
        }
        self.init(
            kind: kind, ready: ready, updates: updates, duplicates: duplicates, problems: result.problems,
            leftOut: result.leftOut, translator: translator)
    }

    /// `text` for comparing: case, accents and runs of whitespace ignored.
    static func comparable(_ text: String) -> String {
        let lowered = text.lowercased()
        let folded = lowered.utf8.allSatisfy { $0 < 0x80 }
            ? lowered
            : lowered.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return HTMLText.collapsingWhitespace(folded)
    }
}
