import Foundation

/// Reads the seeds' recipe property list (`RecipeList.plist`): an array of dictionaries
/// with the keys `name`, `difficulty` (1–5), `prepTime`, `cookTime` (minutes),
/// `yield`, `ingredients`, `directions` (lists of text), `photoDescription` and an
/// optional `imageName`.
///
/// Where the seed silently drops an entry it cannot read, this importer skips it with
/// one ``ImportProblem`` naming the entry (“entry 3 (“Cupcakes”)”, counted from 1) and
/// the first field at fault. An `imageName` that is not text is ignored with a problem,
/// keeping the recipe. A file that is not such a list at all throws an ``ImportError``.
///
/// Recipe ids are `"plist-"` and a hash of the entry's content, so importing the same
/// file twice gives the same ids, and two identical entries are one recipe (the second
/// is skipped with a problem).
public struct RecipePlistImporter: Sendable {
    /// Creates an importer.
    /// Words the problems and errors.
    public var translator: Translator

    /// An importer with messages in `translator`'s language.
    public init(translator: Translator = .english) {
        self.translator = translator
    }

    /// Reads the recipes of a property list.
    ///
    /// - Parameters:
    ///   - data: the file's bytes, XML or binary.
    ///   - fileName: the file's name, for messages and as each recipe's
    ///     ``Recipe/source``; `nil` when there is none.
    /// - Throws: ``ImportError`` when the data is empty, damaged, not a property list,
    ///   or not a list of dictionaries.
    public func importRecipes(from data: Data, fileName: String? = nil) throws(ImportError) -> ImportResult<Recipe> {
        let file = fileName ?? translator.tr("The file")
        guard !data.isEmpty else { throw ImportError(translator.tr("%1$@ is empty.", file)) }
        // Foundation crashes reading a set, which is no property list type (BinaryPropertyList).
        guard !BinaryPropertyList.holdsSet(data) else {
            throw ImportError(translator.tr("%1$@ is not a property list, or it is damaged.", file))
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw ImportError(translator.tr("%1$@ is not a property list, or it is damaged.", file))
        }
        guard let entries = root as? [Any] else {
            throw ImportError(translator.tr(
                "%1$@ holds %2$@, not a list of recipes.", file, PlistEntryReader.describe(root, translator)))
        }
        guard entries.isEmpty || entries.contains(where: { $0 is [String: Any] }) else {
            throw ImportError(translator.tr("%1$@ holds a list, but none of its entries is a recipe dictionary.", file))
        }
        var result = ImportResult<Recipe>()
        var entryOfID: [Recipe.ID: Int] = [:]
        for (offset, entry) in entries.enumerated() {
            let number = offset + 1
            guard let fields = entry as? [String: Any] else {
                result.problems.append(ImportProblem(
                    record: translator.tr("entry %1$@", String(number)),
                    reason: translator.tr(
                        "expected a dictionary of recipe fields, found %1$@", PlistEntryReader.describe(entry, translator))))
                continue
            }
            let reader = PlistEntryReader(fields, translator: translator)
            let record = recordName(number: number, fields: fields)
            let recipe: Recipe
            do {
                recipe = try Self.recipe(from: reader, source: fileName)
            } catch {
                result.problems.append(ImportProblem(record: record, field: error.field, reason: error.reason))
                continue
            }
            if let first = entryOfID[recipe.id] {
                result.problems.append(ImportProblem(record: record, reason: translator.tr("the same recipe as entry %1$@; skipped", String(first))))
                continue
            }
            entryOfID[recipe.id] = number
            if let imageName = fields["imageName"], !(imageName is String) {
                let found = PlistEntryReader.describe(imageName, translator)
                result.problems.append(ImportProblem(
                    record: record, field: "imageName",
                    reason: translator.tr("expected text, found %1$@; imported without a photo", found)))
            }
            result.records.append(recipe)
        }
        return result
    }

    private func recordName(number: Int, fields: [String: Any]) -> String {
        let name = (fields["name"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let entry = translator.tr("entry %1$@", String(number))
        return name.isEmpty ? entry : translator.tr("%1$@ (“%2$@”)", entry, name)
    }

    private static func recipe(from reader: PlistEntryReader, source: String?) throws(PlistEntryReader.FieldError) -> Recipe {
        let name = try reader.nonBlankText("name")
        let difficultyLevel = try reader.integer("difficulty", in: 1...5)
        let prep = try reader.integer("prepTime", in: 0...Int.max)
        let cook = try reader.integer("cookTime", in: 0...Int.max)
        let yield = try reader.integer("yield", in: 1...Int.max)
        let ingredients = try reader.textList("ingredients")
        let directions = try reader.textList("directions")
        let photoDescription = try reader.text("photoDescription")
        let imageName = reader.optionalText("imageName")
        let fingerprint = [name, "\(difficultyLevel)", "\(prep)", "\(cook)", "\(yield)", photoDescription, imageName ?? ""]
            + ["ingredients"] + ingredients + ["directions"] + directions
        return Recipe(
            id: "plist-" + Self.hash(fingerprint),
            name: name,
            // In 1...5, checked above.
            difficulty: RecipeDifficulty(rawValue: difficultyLevel)!,
            photo: imageName,
            photoDescription: photoDescription,
            prepMinutes: prep,
            cookMinutes: cook,
            // The tutorial's format has no total time and no worded yield.
            totalMinutes: nil,
            yield: yield,
            yieldText: nil,
            ingredients: ingredients,
            directions: directions,
            source: source
        )
    }

    /// 64-bit FNV-1a of the parts, each followed by a unit separator, as 16 hex digits.
    /// Stable across runs and machines, unlike `Hasher`.
    private static func hash(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0x1F] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
