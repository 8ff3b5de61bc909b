import Foundation

extension ImportUpdate where Record == Pet {
    /// The update of the catalog's `existing` pet by the same animal's `imported` row;
    /// `nil` when the row changes nothing.
    ///
    /// The file's values replace the catalog's, except that a value the file lacks
    /// never empties one the catalog has: an unnamed row (`unnamedName`) keeps the
    /// pet's name, an empty breed or description, an unknown sex and a missing fee or
    /// photo keep the pet's. The id, rarity, the good-with answers and the date added
    /// are the catalog's own; the origin is the file's.
    init?(existing: Pet, imported: Pet, record: String, unnamedName: String, translator: Translator) {
        let labels = PetLabels(translator: translator)
        var after = existing
        var changes: [String] = []
        func change<Value: Equatable>(
            _ keyPath: WritableKeyPath<Pet, Value>, to value: Value, field: String, words: (Value) -> String
        ) {
            guard existing[keyPath: keyPath] != value else { return }
            after[keyPath: keyPath] = value
            // TRANSLATORS: one change an import makes to a pet: "status: Available → Adopted".
            changes.append(translator.tr("%1$@: %2$@ → %3$@", field, words(existing[keyPath: keyPath]), words(value)))
        }
        func quoted(_ text: String) -> String { translator.tr("“%1$@”", text) }

        if imported.name != unnamedName {
            change(\.name, to: imported.name, field: translator.tr("name"), words: quoted)
        }
        change(\.species, to: imported.species, field: translator.tr("species"), words: labels.species)
        if !imported.breed.isEmpty { change(\.breed, to: imported.breed, field: translator.tr("breed"), words: quoted) }
        if imported.sex != .unknown { change(\.sex, to: imported.sex, field: translator.tr("sex"), words: labels.sex) }
        change(\.birthday, to: imported.birthday, field: translator.tr("birthday"), words: \.iso8601)
        change(\.status, to: imported.status, field: translator.tr("status"), words: labels.status)
        if let fee = imported.fee {
            change(\.fee, to: fee, field: translator.tr("fee"), words: { $0.map { "\($0)" } ?? translator.tr("none") })
        }
        if let photo = imported.photo {
            change(\.photo, to: photo, field: translator.tr("photo"), words: { $0.map(quoted) ?? translator.tr("none") })
        }
        if !imported.about.isEmpty, existing.about != imported.about {
            after.about = imported.about
            // TRANSLATORS: one change an import makes to a pet, whose description is too long to show.
            changes.append(translator.tr("new description"))
        }
        guard !changes.isEmpty else { return nil }
        after.origin = imported.origin
        self.init(before: existing, after: after, record: record, changes: changes)
    }
}
