/// What importing several files would do, before anything is written: one report entry
/// per file (two for a catalog holding pets and recipes), the records ready to add, and
/// the words of the preview.
///
/// Each file is previewed against the catalog and the records earlier files made ready,
/// so the same recipe in two files is added once.
public struct ImportPlan: Sendable {
    /// The report entries, in the order the files were given.
    public private(set) var entries: [ImportReport.Entry] = []

    /// An empty plan, to which ``append(_:)`` adds each file's entries.
    public init() {}

    /// Adds the entries of one more file.
    public mutating func append(_ fileEntries: [ImportReport.Entry]) {
        entries += fileEntries
    }

    // MARK: Records

    /// The pets to add, in file order.
    public var pets: [Pet] {
        previews.flatMap { preview -> [Pet] in if case .pets(let pets) = preview { pets.ready } else { [] } }
    }

    /// The recipes to add, in file order.
    public var recipes: [Recipe] {
        previews.flatMap { preview -> [Recipe] in if case .recipes(let recipes) = preview { recipes.ready } else { [] } }
    }

    /// How many records are ready to add.
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
        var ready: [String] = []
        if !recipes.isEmpty { ready.append("\(readyRecipes) \(ImportedKind.recipes.noun(count: readyRecipes))") }
        if !pets.isEmpty { ready.append("\(readyPets) \(ImportedKind.pets.noun(count: readyPets))") }
        var parts = [ready.isEmpty ? "Nothing to import" : ready.joined(separator: " and ") + " ready"]
        let recipesInBook = recipes.reduce(0) { $0 + $1.alreadyInCatalogCount }
        if recipesInBook > 0 { parts.append("\(recipesInBook) already in \(ImportedKind.recipes.existingPlace)") }
        let petsInCatalog = pets.reduce(0) { $0 + $1.alreadyInCatalogCount }
        if petsInCatalog > 0 { parts.append("\(petsInCatalog) already in \(ImportedKind.pets.existingPlace)") }
        let repeated = recipes.reduce(0) { $0 + $1.repeatedInFileCount } + pets.reduce(0) { $0 + $1.repeatedInFileCount }
        if repeated > 0 { parts.append("\(repeated) repeated in \(fileNames.count == 1 ? "this file" : "the same file")") }
        let skipped = recipes.reduce(0) { $0 + $1.skippedCount } + pets.reduce(0) { $0 + $1.skippedCount }
        if skipped > 0 { parts.append("\(skipped) skipped") }
        let failed = failedFileCount
        if failed > 0 { parts.append("\(failed) \(failed == 1 ? "file" : "files") not imported") }
        return parts.joined(separator: " · ")
    }

    /// The details under the summary: per entry, a heading line (`"outcomes.csv: 1807 pets
    /// ready · …"` or `"notes.txt: not imported: …"`) followed by its problem and
    /// duplicate lines (``ImportFilePreview/lines``).
    public var lines: [(text: String, isFileHeading: Bool)] {
        entries.flatMap { entry -> [(text: String, isFileHeading: Bool)] in
            switch entry.outcome {
            case .success(let preview):
                [(text: "\(entry.fileName): \(preview.summary)", isFileHeading: true)]
                    + preview.lines.map { (text: $0, isFileHeading: false) }
            case .failure(let error):
                [(text: "\(entry.fileName): not imported: \(error.message)", isFileHeading: true)]
            }
        }
    }

    /// The report the command line prints (``ImportReport/text``).
    public func report(isDryRun: Bool) -> ImportReport {
        ImportReport(entries: entries, isDryRun: isDryRun)
    }

    private var previews: [ImportFilePreview] {
        entries.compactMap { try? $0.outcome.get() }
    }
}
