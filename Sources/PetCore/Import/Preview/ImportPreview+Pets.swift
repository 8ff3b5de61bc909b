extension ImportPreview where Record == Pet {
    /// The preview of importing `result`'s pets into a catalog holding `existing`.
    ///
    /// A pet is a duplicate when it has the same id as a pet before it (the catalog's,
    /// then the file's earlier rows: a shelter export lists an animal again for each
    /// outcome), or the same name, species, breed and birthday (name and breed compared
    /// ignoring case and accents). Breed is part of it because real exports hold
    /// namesakes: Austin's file has two dogs called Maya born on 2008-05-01, a Miniature
    /// Pinscher and a Bichon Frise. Pets imported as “Unnamed” match by id only: unnamed
    /// littermates share a birthday without being the same animal.
    public init(pets result: ImportResult<Pet>, existing: [Pet], translator: Translator = .english) {
        let labels = PetLabels(translator: translator)
        let unnamed = ShelterRowMapper.unnamed(translator)
        self.init(
            kind: .pets, result: result, existing: existing, translator: translator,
            label: {
                // TRANSLATORS: an imported pet in the import report: “Max” (Dog, born 2013-11-18).
                translator.tr("“%1$@” (%2$@, born %3$@)", $0.name, labels.species($0.species), $0.birthday.iso8601)
            },
            name: \.name,
            keys: { pet in
                var keys = [(key: "id\u{1F}\(pet.id)", match: translator.tr("same id"))]
                if pet.name != unnamed {
                    let key = [Self.comparable(pet.name), pet.species.rawValue, Self.comparable(pet.breed), pet.birthday.iso8601]
                        .joined(separator: "\u{1F}")
                    keys.append((key: "pet\u{1F}" + key, match: translator.tr("same name, species, breed and birthday")))
                }
                return keys
            })
    }
}
