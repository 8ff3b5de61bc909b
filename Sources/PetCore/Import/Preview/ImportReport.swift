/// The text report of importing files, as the command line `--import FILE... [--dry-run]`
/// prints it: per file, a headline line (the preview's summary, or why the file could
/// not be imported), then one indented line per problem and duplicate.
public struct ImportReport: Sendable {
    /// One file's outcome.
    public struct Entry: Sendable {
        /// The file as the user named it.
        public var fileName: String
        /// Its preview, or why it could not be imported at all.
        public var outcome: Result<ImportFilePreview, ImportError>
        /// The photos the file brings to copy into the app's library, by the reference
        /// its records use (a catalog's `photos/` folder).
        public var photoFiles: [String: PhotoFile]

        /// The outcome of importing `fileName`, bringing `photoFiles`.
        public init(fileName: String, outcome: Result<ImportFilePreview, ImportError>, photoFiles: [String: PhotoFile] = [:]) {
            self.fileName = fileName
            self.outcome = outcome
            self.photoFiles = photoFiles
        }

        /// The file's headline: `"outcomes.csv: 1807 pets ready · …"` or
        /// `"notes.txt: not imported: …"`.
        public func heading(_ translator: Translator) -> String {
            switch outcome {
            // TRANSLATORS: a file's line in the import report: the file's name, then its summary.
            case .success(let preview): translator.tr("%1$@: %2$@", fileName, preview.summary)
            case .failure(let error): translator.tr("%1$@: not imported: %2$@", fileName, error.message)
            }
        }
    }

    /// One entry per file, in the order given.
    public var entries: [Entry]
    /// Whether nothing was written (the last line says so).
    public var isDryRun: Bool
    /// Words the report.
    public var translator: Translator

    /// The report of `entries`; `isDryRun` adds the closing note that nothing was written.
    public init(entries: [Entry], isDryRun: Bool, translator: Translator = .english) {
        self.entries = entries
        self.isDryRun = isDryRun
        self.translator = translator
    }

    /// The report, one line per `\n`, ending with a newline.
    ///
    /// ```
    /// outcomes.csv: 1807 pets ready · 5 repeated in this file · 188 skipped
    ///   row 7 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped
    /// epicurious.html: not imported: No recipe found in epicurious.html: …
    /// Dry run: nothing was imported.
    /// ```
    public var text: String {
        var lines: [String] = []
        for entry in entries {
            lines.append(entry.heading(translator))
            if case .success(let preview) = entry.outcome {
                lines += preview.lines.map { "  " + $0 }
            }
        }
        if isDryRun { lines.append(translator.tr("Dry run: nothing was imported.")) }
        return lines.joined(separator: "\n") + "\n"
    }
}
