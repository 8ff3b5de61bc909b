import Foundation

/// The single entry point for importing a file: picks the importer by the file's name
/// and bytes (``ImportFormat``), runs it, and previews the result against the catalog.
///
/// ```swift
/// let importer = FileImporter(now: context.now(), timeZone: context.timeZone, plistRecipes: loadPlist)
/// let preview = try importer.preview(of: data, fileName: "outcomes.csv",
///                                    existingPets: pets, existingRecipes: recipes)
/// summaryLabel = preview.summary     // "1807 pets ready · 5 repeated in this file · 188 skipped"
/// problemRows = preview.lines
/// ```
public struct FileImporter: Sendable {
    /// Reads a recipe property list: the seam for the seeds' plist importer, which lives
    /// elsewhere in PetCore and is wired in by whoever builds the `FileImporter`.
    public typealias PlistRecipeReader = @Sendable (_ data: Data, _ fileName: String) throws -> ImportResult<Recipe>

    /// When the import happens (date added of pets without one; the day ages count from).
    public var now: Date
    /// The shelter's time zone, for the local times in CSV exports.
    public var timeZone: TimeZone
    /// The plist importer; `nil` makes `.plist` files fail with a clear ``ImportError``.
    public var plistRecipes: PlistRecipeReader?
    /// Words the problems, errors and previews.
    public var translator: Translator

    /// An entry point for imports made at `now` in `timeZone`, with messages in
    /// `translator`'s language and the plist importer if there is one.
    public init(now: Date, timeZone: TimeZone, translator: Translator = .english, plistRecipes: PlistRecipeReader? = nil) {
        self.now = now
        self.timeZone = timeZone
        self.translator = translator
        self.plistRecipes = plistRecipes
    }

    /// The records in `data`, the bytes of the file `fileName`, of `format` when the
    /// caller knows it (else by ``ImportFormat/init(fileName:data:)``); a web page's
    /// `address` resolves the page's relative references and is the recipes' source when
    /// the page names none.
    ///
    /// - Throws: ``ImportError`` when the file is empty, the format is not recognised, a
    ///   `.csv`, `.html` or `.json` file is not text (an image renamed, say), or the file
    ///   cannot be imported at all (see each importer).
    public func records(
        in data: Data, fileName: String, format knownFormat: ImportFormat? = nil, address: URL? = nil
    ) throws(ImportError) -> ImportedRecords {
        let format = knownFormat ?? ImportFormat(fileName: fileName, data: data)
        // A property list's importer says itself what is wrong with it.
        if format != .recipePlist, data.allSatisfy({ Unicode.Scalar($0).properties.isWhitespace }) {
            throw ImportError(translator.tr("%1$@ is empty.", fileName))
        }
        guard let format else {
            throw ImportError(translator.tr(
                "%1$@ is not a file the app can import: choose a saved recipe page (.html), a JSON-LD file (.json, .jsonld), a recipe list (.plist) or a shelter export (.csv).",
                fileName))
        }
        switch format {
        case .recipeJSONLD:
            guard ImportFormat.isText(data) else {
                throw ImportError(translator.tr("%1$@ is not a text file, so it is not a recipe page (.html, .json, .jsonld).", fileName))
            }
            return .recipes(try RecipeJSONLDImporter(translator: translator).recipes(in: data, fileName: fileName, address: address))
        case .shelterCSV:
            guard ImportFormat.isText(data) else {
                throw ImportError(translator.tr("%1$@ is not a text file, so it is not a shelter export (.csv).", fileName))
            }
            return .pets(try ShelterCSVImporter(now: now, timeZone: timeZone, translator: translator).pets(in: data, fileName: fileName))
        case .recipePlist:
            guard let plistRecipes else {
                throw ImportError(translator.tr("%1$@ is a recipe property list, which this build cannot import yet.", fileName))
            }
            do {
                return .recipes(try plistRecipes(data, fileName))
            } catch let error as ImportError {
                throw error
            } catch {
                throw ImportError(translator.tr("%1$@ could not be read: %2$@", fileName, error.localizedDescription))
            }
        }
    }

    /// What importing `data` would do to a catalog holding `existingPets` and
    /// `existingRecipes`; `format` and `address` as for ``records(in:fileName:format:address:)``.
    ///
    /// - Throws: ``ImportError`` as ``records(in:fileName:format:address:)`` does.
    public func preview(
        of data: Data, fileName: String, format: ImportFormat? = nil, address: URL? = nil, existingPets: [Pet], existingRecipes: [Recipe]
    ) throws(ImportError) -> ImportFilePreview {
        switch try records(in: data, fileName: fileName, format: format, address: address) {
        case .recipes(let result): .recipes(ImportPreview(recipes: result, existing: existingRecipes, translator: translator))
        case .pets(let result): .pets(ImportPreview(pets: result, existing: existingPets, translator: translator))
        }
    }
}
