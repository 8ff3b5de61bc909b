import Foundation

extension ImportUpdate where Record == Pet {
    /// The update of the catalog's `existing` pet by the same animal's `imported` row;
    /// `nil` when the row changes nothing.
    ///
    /// The file's values replace the catalog's, except that a value the file lacks
    /// never empties one the catalog has: an unnamed row (`unnamedName`) keeps the
    /// pet's name, an empty breed or description, an unknown sex, good-with answer or
    /// shelter detail (``ShelterDetails``), and a missing fee or photo keep the pet's.
    /// The id, rarity, further photos and the date added are the catalog's own; the
    /// origin is the file's.
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
        for (keyPath, subject) in [(\Pet.goodWithChildren, CompatibilityBadge.Subject.children), (\.goodWithDogs, .dogs),
                                   (\.goodWithCats, .cats)] where imported[keyPath: keyPath] != .unknown {
            guard existing[keyPath: keyPath] != imported[keyPath: keyPath] else { continue }
            after[keyPath: keyPath] = imported[keyPath: keyPath]
            // TRANSLATORS: one change an import makes to a pet: "Untested with dogs → Good with dogs".
            changes.append(translator.tr(
                "%1$@ → %2$@", labels.compatibility(existing[keyPath: keyPath], with: subject),
                labels.compatibility(imported[keyPath: keyPath], with: subject)))
        }
        let details = Self.details(existing.details, updatedBy: imported.details)
        if details != existing.details {
            after.details = details
            // TRANSLATORS: one change an import makes to a pet: its size, colours, kennel or other shelter records.
            changes.append(translator.tr("new shelter details"))
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

    /// `details` with every field `file` knows: a size, colours, coat, weight, intake
    /// date, microchip, note or kennel it has, an answer other than unknown.
    private static func details(_ details: ShelterDetails, updatedBy file: ShelterDetails) -> ShelterDetails {
        var updated = details
        if let size = file.size { updated.size = size }
        if !file.colors.isEmpty { updated.colors = file.colors }
        if let coat = file.coatLength { updated.coatLength = coat }
        if let weight = file.weight { updated.weight = weight }
        if let intake = file.intakeDate { updated.intakeDate = intake }
        for keyPath in [\ShelterDetails.houseTrained, \.spayedOrNeutered, \.vaccinated, \.specialNeeds]
        where file[keyPath: keyPath] != .unknown {
            updated[keyPath: keyPath] = file[keyPath: keyPath]
        }
        for keyPath in [\ShelterDetails.microchip, \.specialNeedsNote, \.kennel] where !file[keyPath: keyPath].isEmpty {
            updated[keyPath: keyPath] = file[keyPath: keyPath]
        }
        return updated
    }
}
