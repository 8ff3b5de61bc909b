import Foundation

/// Reads a Pet Adoption catalog: a JSON object with a `formatVersion`, a `pets` list
/// and a `recipes` list, as described in `docs/catalog-format.md`.
///
/// The app's sample catalog and a user's own catalog file go through this same
/// importer. A record with a missing, null-where-required or wrong field, or an id used
/// before, is skipped with one ``ImportProblem`` naming it (“pet 3 (“Zoë”)”, counted
/// from 1) and the field; the rest of the file is still read. A file that is not a
/// catalog at all throws an ``ImportError``. Photo references are returned as written:
/// paths relative to the `photos/` folder next to the catalog file.
public struct CatalogImporter: Sendable {
    /// The newest catalog format this importer reads.
    public static let formatVersion = 1

    /// Creates an importer.
    public init() {}

    /// Reads the pets and recipes of a catalog.
    ///
    /// - Parameters:
    ///   - data: the file's bytes (UTF-8 JSON).
    ///   - fileName: the file's name, for messages; `nil` when there is none.
    /// - Throws: ``ImportError`` when the data is empty, not JSON, not a catalog object,
    ///   of a newer format, or its `pets` or `recipes` is not a list.
    public func importCatalog(from data: Data, fileName: String? = nil) throws(ImportError) -> CatalogImportResult {
        let file = fileName ?? "The file"
        guard !data.isEmpty else { throw ImportError("\(file) is empty.") }
        let root: CatalogValue
        do {
            root = try JSONDecoder().decode(CatalogValue.self, from: data)
        } catch {
            throw ImportError("\(file) is not valid JSON, or it is damaged.")
        }
        guard case .object(let catalog) = root else {
            throw ImportError("\(file) holds \(root.summary), not a catalog object.")
        }
        switch catalog["formatVersion"] {
        case .integer(1...Self.formatVersion)?:
            break
        case .integer(let version)? where version > Self.formatVersion:
            throw ImportError("\(file) uses catalog format \(version); this version of \(AppIdentity.name) reads format \(Self.formatVersion).")
        case nil:
            throw ImportError("\(file) is not a \(AppIdentity.name) catalog: it has no formatVersion.")
        case let value?:
            throw ImportError("\(file) has an unknown formatVersion: expected a whole number from 1, found \(value.summary).")
        }
        let petRecords = try Self.list("pets", in: catalog, file: fileName ?? "the file")
        let recipeRecords = try Self.list("recipes", in: catalog, file: fileName ?? "the file")
        var result = CatalogImportResult()
        result.pets = Self.read(petRecords, noun: "pet", problems: &result.problems, as: Self.pet)
        result.recipes = Self.read(recipeRecords, noun: "recipe", problems: &result.problems, as: Self.recipe)
        return result
    }

    private static func list(_ key: String, in catalog: [String: CatalogValue], file: String) throws(ImportError) -> [CatalogValue] {
        switch catalog[key] {
        case nil, .null?: return []
        case .array(let records)?: return records
        case let value?: throw ImportError("“\(key)” in \(file) must be a list, found \(value.summary).")
        }
    }

    /// Reads each record with `make`, skipping bad ones and repeated ids with a problem.
    private static func read<Record: Identifiable>(
        _ records: [CatalogValue],
        noun: String,
        problems: inout [ImportProblem],
        as make: (CatalogRecordReader) throws(CatalogRecordReader.FieldError) -> Record
    ) -> [Record] where Record.ID == String {
        var made: [Record] = []
        var numberOfID: [String: Int] = [:]
        for (offset, value) in records.enumerated() {
            let number = offset + 1
            guard case .object(let fields) = value else {
                problems.append(ImportProblem(record: "\(noun) \(number)", reason: "expected an object, found \(value.summary)"))
                continue
            }
            var label = "\(noun) \(number)"
            if case .string(let name)? = fields["name"] {
                let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty { label += " (“\(trimmed)”)" }
            }
            let record: Record
            do {
                record = try make(CatalogRecordReader(fields))
            } catch {
                problems.append(ImportProblem(record: label, field: error.field, reason: error.reason))
                continue
            }
            if let first = numberOfID[record.id] {
                problems.append(ImportProblem(
                    record: label, field: "id", reason: "“\(record.id)” is already the id of \(noun) \(first); skipped"))
                continue
            }
            numberOfID[record.id] = number
            made.append(record)
        }
        return made
    }

    private static func pet(from reader: CatalogRecordReader) throws(CatalogRecordReader.FieldError) -> Pet {
        let id = try reader.requiredText("id")
        let name = try reader.requiredText("name")
        let species: Species = try reader.choice("species")
        let breed = try reader.optionalText("breed") ?? ""
        let sex: Sex = try reader.choice("sex", default: .unknown)
        let birthday = try reader.date("birthday")
        let rarity: Rarity = try reader.choice("rarity", default: .common)
        let fee = try reader.optionalAmount("fee")
        let photo = try reader.photoReference("photo")
        let about = try reader.optionalText("about") ?? ""
        let status: AdoptionStatus = try reader.choice("status", default: .available)
        let children: Compatibility = try reader.choice("goodWithChildren", default: .unknown)
        let dogs: Compatibility = try reader.choice("goodWithDogs", default: .unknown)
        let cats: Compatibility = try reader.choice("goodWithCats", default: .unknown)
        let added = try reader.date("dateAdded")
        return Pet(
            id: id, name: name, species: species, breed: breed, sex: sex, birthday: birthday,
            rarity: rarity, fee: fee, photo: photo, about: about, status: status,
            goodWithChildren: children, goodWithDogs: dogs, goodWithCats: cats,
            dateAdded: Date(timeIntervalSince1970: Double(added.daysSinceEpoch) * 86_400)
        )
    }

    private static func recipe(from reader: CatalogRecordReader) throws(CatalogRecordReader.FieldError) -> Recipe {
        let id = try reader.requiredText("id")
        let name = try reader.requiredText("name")
        let level = try reader.requiredInteger("difficulty", in: 1...5)
        let prep = try reader.optionalInteger("prepMinutes", in: 0...)
        let cook = try reader.optionalInteger("cookMinutes", in: 0...)
        let yield = try reader.optionalInteger("yield", in: 1...)
        let ingredients = try reader.textList("ingredients")
        let directions = try reader.textList("directions")
        let photo = try reader.photoReference("photo")
        let photoDescription = try reader.optionalText("photoDescription") ?? ""
        let source = try reader.optionalText("source")
        return Recipe(
            id: id, name: name,
            // In 1...5, checked above.
            difficulty: RecipeDifficulty(rawValue: level)!,
            photo: photo, photoDescription: photoDescription,
            prepMinutes: prep, cookMinutes: cook, yield: yield,
            ingredients: ingredients, directions: directions,
            source: source.flatMap { $0.isEmpty ? nil : $0 }
        )
    }
}
