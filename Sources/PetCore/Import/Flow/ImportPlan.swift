/// What importing several files would do, before anything is written: one report entry
/// per file (two for a catalog holding pets and recipes), the records ready to add, and
/// the words of the preview.
///
/// Each file is previewed against the catalog and the records earlier files made ready,
/// so the same recipe in two files is added once.
public struct ImportPlan: Sendable {
    /// The report entries, in the order the files were given.
    public private(set) var entries: [ImportReport.Entry] = []

    /// The photos the files bring, by the reference their records use (the first file's
    /// when two use one reference).
    public var photoFiles: [String: PhotoFile] {
        entries.reduce(into: [:]) { files, entry in files.merge(entry.photoFiles) { first, _ in first } }
    }
    /// Words the summary and lines.
    public let translator: Translator

    /// An empty plan, to which ``append(_:)`` adds each file's entries, worded by `translator`.
    public init(translator: Translator = .english) {
        self.translator = translator
    }

    /// Adds the entries of one more file.
    public mutating func append(_ fileEntries: [ImportReport.Entry]) {
        entries += fileEntries
    }

    // MARK: Records

    /// The pets to add, in file order.
    public var pets: [Pet] {
        previews.flatMap { preview -> [Pet] in if case .pets(let pets) = preview { pets.ready } else { [] } }
    }

    /// The catalog's pets as the import leaves them, in file order.
    public var petUpdates: [Pet] {
        previews.flatMap { preview -> [Pet] in
            if case .pets(let pets) = preview { pets.updates.map(\.after) } else { [] }
        }
    }

    /// The recipes to add, in file order.
    public var recipes: [Recipe] {
        previews.flatMap { preview -> [Recipe] in if case .recipes(let recipes) = preview { recipes.ready } else { [] } }
    }

    /// How many records the import writes: those ready to add and those it updates.
    public var readyCount: Int { previews.reduce(0) { $0 + $1.readyCount } }

    /// The names of the files, each once, in order.
    public var fileNames: [String] {
        var seen: Set<String> = []
        return entries.map(\.fileName).filter { seen.insert($0).inserted }
    }

    /// How many files could not be imported at all.
    public var failedFileCount: Int {
        Set(entries.filter { if case .failure = $0.outcome { true } else { false } }.map(\.fileName)).count
    }

    // MARK: Words

    /// One line for all the files, e.g. `"37 recipes ready · 2 already in your book · 3 skipped"`,
    /// `"120 pets ready · 40 to update"`,
    /// `"12 recipes and 1807 pets ready · 5 repeated in this file · 1 file not imported"`;
    /// `"Nothing to import"` leads when no file could be imported. For one file it is that
    /// file's ``ImportFilePreview/summary``.
    public var summary: String {
        var recipes: [ImportPreview<Recipe>] = []
        var pets: [ImportPreview<Pet>] = []
        for preview in previews {
            switch preview {
            case .recipes(let preview): recipes.append(preview)
            case .pets(let preview): pets.append(preview)
            }
        }
        let readyRecipes = recipes.reduce(0) { $0 + $1.ready.count }
        let readyPets = pets.reduce(0) { $0 + $1.ready.count }
        let updates = pets.reduce(0) { $0 + $1.updates.count }
        var parts: [String] = switch (recipes.isEmpty, pets.isEmpty) {
        case (true, true): [translator.tr("Nothing to import")]
        case (false, true): [ImportedKind.recipes.ready(readyRecipes, translator)]
        case (true, false): [ImportedKind.pets.ready(readyPets, translator)]
        case (false, false):
            // TRANSLATORS: "12 recipes and 1807 pets ready".
            [translator.tr(
                "%1$@ and %2$@ ready", ImportedKind.recipes.count(readyRecipes, translator), ImportedKind.pets.count(readyPets, translator))]
        }
        if updates > 0 { parts.append(ImportPreview<Pet>.toUpdate(updates, translator)) }
        let recipesInBook = recipes.reduce(0) { $0 + $1.alreadyInCatalogCount }
        if recipesInBook > 0 { parts.append(ImportedKind.recipes.alreadyThere(recipesInBook, translator)) }
        let petsInCatalog = pets.reduce(0) { $0 + $1.alreadyInCatalogCount }
        if petsInCatalog > 0 { parts.append(ImportedKind.pets.alreadyThere(petsInCatalog, translator)) }
        let repeated = recipes.reduce(0) { $0 + $1.repeatedInFileCount } + pets.reduce(0) { $0 + $1.repeatedInFileCount }
        if repeated > 0 {
            parts.append(fileNames.count == 1
                ? translator.trn("%1$@ repeated in this file", "%1$@ repeated in this file", repeated, String(repeated))
                : translator.trn("%1$@ repeated in the same file", "%1$@ repeated in the same file", repeated, String(repeated)))
        }
        let skipped = recipes.reduce(0) { $0 + $1.skippedCount } + pets.reduce(0) { $0 + $1.skippedCount }
        if skipped > 0 { parts.append(translator.trn("%1$@ skipped", "%1$@ skipped", skipped, String(skipped))) }
        let failed = failedFileCount
        if failed > 0 { parts.append(translator.trn("%1$@ file not imported", "%1$@ files not imported", failed, String(failed))) }
        return parts.joined(separator: " · ")
    }

    /// The details under the summary: per entry, a heading line (`"outcomes.csv: 1807 pets
    /// ready · …"` or `"notes.txt: not imported: …"`) followed by its problem,
    /// duplicate and update lines (``ImportFilePreview/recordLines``).
    public var lines: [(text: String, isFileHeading: Bool)] {
        entries.flatMap { entry -> [(text: String, isFileHeading: Bool)] in
            let heading = [(text: entry.heading(translator), isFileHeading: true)]
            guard case .success(let preview) = entry.outcome else { return heading }
            return heading + preview.recordLines.map { (text: $0, isFileHeading: false) }
        }
    }

    /// What the files' columns leave behind, one line each (``ImportFilePreview/leftOutLines``),
    /// shown beside the summary rather than among the details so that it is seen: for one
    /// file `"Not imported: Intake Condition, Outcome Subtype"`; for several, each line
    /// after its file's name (`"sonoma.csv: Not imported: …"`). Empty when every column is read.
    public var leftOutText: String {
        let files = fileNames.count
        return entries.flatMap { entry -> [String] in
            guard case .success(let preview) = entry.outcome else { return [] }
            return preview.leftOutLines.map { files == 1 ? $0 : translator.tr("%1$@: %2$@", entry.fileName, $0) }
        }.joined(separator: "\n")
    }

    /// The report the command line prints (``ImportReport/text``).
    public func report(isDryRun: Bool) -> ImportReport {
        ImportReport(entries: entries, isDryRun: isDryRun, translator: translator)
    }

    private var previews: [ImportFilePreview] {
        entries.compactMap { try? $0.outcome.get() }
    }
}
