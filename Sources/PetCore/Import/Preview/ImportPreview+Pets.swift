extension ImportPreview where Record == Pet {
    /// The preview of importing `result`'s pets into a catalog holding `existing`.
    ///
    /// A pet with an ``Pet/origin`` (its file has an animal id column) is judged by that
    /// alone: when the catalog holds the same animal of the same source, the row updates
    /// it (``ImportUpdate``), or is already in the catalog when it changes nothing; else
    /// it is new, whatever its name. A pet imported before origins were kept has the id
    /// `csv-` and the animal id, and is the same animal too. (The importer has already
    /// reduced an animal's rows to its latest event.)
    ///
    /// A pet without an origin is a duplicate when it has the same id as a pet before it
    /// (the catalog's, then the file's earlier rows), or the same name, species, breed
    /// and birthday (name and breed compared ignoring case and accents). Breed is part
    /// of it because real exports hold namesakes: Austin's file has two dogs called Maya
    /// born on 2008-05-01, a Miniature Pinscher and a Bichon Frise. Pets imported as
    /// “Unnamed” match by id only: unnamed littermates share a birthday without being
    /// the same animal.
    public init(pets result: ImportResult<Pet>, existing: [Pet], translator: Translator = .english) {
        let labels = PetLabels(translator: translator)
        let unnamed = ShelterRowMapper.unnamed(translator)
        let label = { (pet: Pet) in
            // TRANSLATORS: an imported pet in the import report: “Max” (Dog, born 2013-11-18).
            translator.tr("“%1$@” (%2$@, born %3$@)", pet.name, labels.species(pet.species), pet.birthday.iso8601)
        }

        var catalogByOrigin: [PetOrigin: Pet] = [:]
        var catalogByID: [Pet.ID: Pet] = [:]
        for pet in existing {
            if let origin = pet.origin, catalogByOrigin[origin] == nil { catalogByOrigin[origin] = pet }
            catalogByID[pet.id] = pet
        }
        var remaining = result
        remaining.records = []
        var updates: [ImportUpdate<Pet>] = []
        for pet in result.records {
            guard let origin = pet.origin,
                  let twin = catalogByOrigin[origin] ?? Self.legacyTwin(of: origin, in: catalogByID)
            else {
                remaining.records.append(pet)
                continue
            }
            if let update = ImportUpdate(
                existing: twin, imported: pet, record: label(twin), unnamedName: unnamed, translator: translator) {
                updates.append(update)
            } else {
                remaining.duplicates.append(ImportDuplicate(
                    record: label(pet), kind: .alreadyInCatalog,
                    // TRANSLATORS: why an imported pet is not written: the catalog's record of it is the same.
                    reason: translator.tr("same animal id, nothing changed")))
            }
        }
        self.init(
            kind: .pets, result: remaining, existing: existing, updates: updates, translator: translator,
            label: label, name: \.name,
            keys: { pet in
                if let origin = pet.origin {
                    return [(key: "origin\u{1F}\(origin.source)\u{1F}\(origin.animalID)", match: translator.tr("same animal id"))]
                }
                var keys = [(key: "id\u{1F}\(pet.id)", match: translator.tr("same id"))]
                if pet.name != unnamed {
                    let key = [Self.comparable(pet.name), pet.species.rawValue, Self.comparable(pet.breed), pet.birthday.iso8601]
                        .joined(separator: "\u{1F}")
                    keys.append((key: "pet\u{1F}" + key, match: translator.tr("same name, species, breed and birthday")))
                }
                return keys
            })
    }

    /// The catalog's pet imported, before origins were kept, from the animal `origin`
    /// names: its id was `csv-` and the animal id's letters, digits, `-` and `_`.
    private static func legacyTwin(of origin: PetOrigin, in catalog: [Pet.ID: Pet]) -> Pet? {
        let legacyID = "csv-" + origin.animalID.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard let pet = catalog[legacyID], pet.origin == nil else { return nil }
        return pet
    }
}
