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
    public static let formatVersion = 2

    /// Words the problems and errors.
    public var translator: Translator

    /// An importer with messages in `translator`'s language.
    public init(translator: Translator = .english) {
        self.translator = translator
    }

    /// Reads the pets and recipes of a catalog.
    ///
    /// - Parameters:
    ///   - data: the file's bytes (UTF-8 JSON).
    ///   - fileName: the file's name, for messages; `nil` when there is none.
    /// - Throws: ``ImportError`` when the data is empty, not JSON, not a catalog object,
    ///   of a newer format, or its `pets` or `recipes` is not a list.
    public func importCatalog(from data: Data, fileName: String? = nil) throws(ImportError) -> CatalogImportResult {
        let file = fileName ?? translator.tr("The file")
        guard !data.isEmpty else { throw ImportError(translator.tr("%1$@ is empty.", file)) }
        let root: CatalogValue
        do {
            root = try JSONDecoder().decode(CatalogValue.self, from: data)
        } catch {
            throw ImportError(translator.tr("%1$@ is not valid JSON, or it is damaged.", file))
        }
        guard case .object(let catalog) = root else {
            throw ImportError(translator.tr("%1$@ holds %2$@, not a catalog object.", file, root.summary(translator)))
        }
        switch catalog["formatVersion"] {
        case .integer(1...Self.formatVersion)?:
            break
        case .integer(let version)? where version > Self.formatVersion:
            throw ImportError(translator.tr(
                "%1$@ uses catalog format %2$@; this version of Pet Adoption reads format %3$@.",
                file, String(version), String(Self.formatVersion)))
        case nil:
            throw ImportError(translator.tr("%1$@ is not a Pet Adoption catalog: it has no formatVersion.", file))
        case let value?:
            throw ImportError(translator.tr(
                "%1$@ has an unknown formatVersion: expected a whole number from 1, found %2$@.", file, value.summary(translator)))
        }
        let petRecords = try list("pets", in: catalog, file: fileName ?? translator.tr("the file"))
        let recipeRecords = try list("recipes", in: catalog, file: fileName ?? translator.tr("the file"))
        var result = CatalogImportResult()
        result.pets = read(petRecords, label: { translator.tr("pet %1$@", $0) }, problems: &result.petProblems, as: Self.pet)
        result.recipes = read(
            recipeRecords, label: { translator.tr("recipe %1$@", $0) }, problems: &result.recipeProblems, as: Self.recipe)
        return result
    }

    private func list(_ key: String, in catalog: [String: CatalogValue], file: String) throws(ImportError) -> [CatalogValue] {
        switch catalog[key] {
        case nil, .null?: return []
        case .array(let records)?: return records
        case let value?: throw ImportError(translator.tr("“%1$@” in %2$@ must be a list, found %3$@.", key, file, value.summary(translator)))
        }
    }

    /// Reads each record with `make`, skipping bad ones and repeated ids with a problem;
    /// `label` names a record by its number ("pet 3").
    private func read<Record: Identifiable>(
        _ records: [CatalogValue],
        label: (String) -> String,
        problems: inout [ImportProblem],
        as make: (CatalogRecordReader) throws(CatalogRecordReader.FieldError) -> Record
    ) -> [Record] where Record.ID == String {
        var made: [Record] = []
        var numberOfID: [String: Int] = [:]
        for (offset, value) in records.enumerated() {
            let number = offset + 1
            guard case .object(let fields) = value else {
                problems.append(ImportProblem(
                    record: label(String(number)), reason: translator.tr("expected an object, found %1$@", value.summary(translator))))
                continue
            }
            var recordLabel = label(String(number))
            if case .string(let name)? = fields["name"] {
                let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
                // TRANSLATORS: a record of an imported file with its name: "pet 3 (“Zoë”)".
                if !trimmed.isEmpty { recordLabel = translator.tr("%1$@ (“%2$@”)", recordLabel, trimmed) }
            }
            let record: Record
            do {
                record = try make(CatalogRecordReader(fields, translator: translator))
            } catch {
                problems.append(ImportProblem(record: recordLabel, field: error.field, reason: error.reason))
                continue
            }
            if let first = numberOfID[record.id] {
                problems.append(ImportProblem(
                    record: recordLabel, field: "id",
                    reason: translator.tr("“%1$@” is already the id of %2$@; skipped", record.id, label(String(first)))))
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
        let children: YesNoAnswer = try reader.choice("goodWithChildren", default: .unknown)
        let dogs: YesNoAnswer = try reader.choice("goodWithDogs", default: .unknown)
        let cats: YesNoAnswer = try reader.choice("goodWithCats", default: .unknown)
        let added = try reader.timestamp("dateAdded")
        return Pet(
            id: id, name: name, species: species, breed: breed, sex: sex, birthday: birthday,
            rarity: rarity, fee: fee, photo: photo, morePhotos: try reader.photoReferences("morePhotos"),
            about: about, status: status,
            goodWithChildren: children, goodWithDogs: dogs, goodWithCats: cats,
            dateAdded: added, origin: try reader.origin("origin"), details: try details(from: reader)
        )
    }

    /// The shelter details of a version 2 pet; all unknown in a version 1 file, which has none.
    private static func details(from reader: CatalogRecordReader) throws(CatalogRecordReader.FieldError) -> ShelterDetails {
        ShelterDetails(
            size: try reader.optionalChoice("size"),
            colors: try reader.optionalTextList("colors"),
            coatLength: try reader.optionalChoice("coatLength"),
            weight: try reader.weight("weight"),
            houseTrained: try reader.choice("houseTrained", default: .unknown),
            spayedOrNeutered: try reader.choice("spayedOrNeutered", default: .unknown),
            vaccinated: try reader.choice("vaccinated", default: .unknown),
            microchip: try reader.optionalText("microchip") ?? "",
            intakeDate: try reader.optionalDate("intakeDate"),
            specialNeeds: try reader.choice("specialNeeds", default: .unknown),
            specialNeedsNote: try reader.optionalText("specialNeedsNote") ?? "",
            kennel: try reader.optionalText("kennel") ?? ""
        )
    }

    private static func recipe(from reader: CatalogRecordReader) throws(CatalogRecordReader.FieldError) -> Recipe {
        let id = try reader.requiredText("id")
        let name = try reader.requiredText("name")
        let level = try reader.requiredInteger("difficulty", in: 1...5)
        let prep = try reader.optionalInteger("prepMinutes", in: 0...)
        let cook = try reader.optionalInteger("cookMinutes", in: 0...)
        let total = try reader.optionalInteger("totalMinutes", in: 0...)
        let yield = try reader.optionalInteger("yield", in: 1...)
        let yieldText = try reader.optionalText("yieldText")
        let ingredients = try reader.textList("ingredients")
        let directions = try reader.textList("directions")
        let photo = try reader.photoReference("photo")
        let photoDescription = try reader.optionalText("photoDescription") ?? ""
        let source = try reader.optionalText("source")
        let language = try reader.languageTag("language")
        return Recipe(
            id: id, name: name,
            // In 1...5, checked above.
            difficulty: RecipeDifficulty(rawValue: level)!,
            photo: photo, photoDescription: photoDescription,
            prepMinutes: prep, cookMinutes: cook, totalMinutes: total,
            yield: yield, yieldText: yieldText.flatMap { $0.isEmpty ? nil : $0 },
            ingredients: ingredients, directions: directions,
            source: source.flatMap { $0.isEmpty ? nil : $0 },
            language: language
        )
    }
}
