import Foundation
import Observation

/// A pet's detail page (the seed's `PetViewModel`): display-ready texts, compatibility
/// badges, and the adopt / undo / favourite intents.
///
/// Reads the pet live from its ``PetCatalog`` (told of that pet's changes only) and
/// writes through it, so the list sees every change once it is committed. The intents
/// are `async`: each returns when its commit has, and the page shows the result then. A
/// write that fails sets ``failure`` and changes nothing, in memory or on disk.
@MainActor
@Observable
public final class PetViewModel: Identifiable {
    @ObservationIgnored private nonisolated let reference: RecordReference<Pet>
    @ObservationIgnored private let catalog: PetCatalog

    /// The last intent that failed, worded for a toast or dialog; `nil` when none.
    public private(set) var failure: FailureMessage?
    /// The adoption made by ``adopt()`` (the status the pet had before it, and the
    /// store's receipt), while it can be undone.
    private var adoption: (statusBefore: AdoptionStatus, receipt: AdoptionReceipt)?

    /// The page of the pet `reference` follows in `catalog`.
    init(reference: RecordReference<Pet>, catalog: PetCatalog) {
        self.reference = reference
        self.catalog = catalog
    }

    /// The pet's id.
    public nonisolated var id: Pet.ID { reference.id }

    /// The page of the pet with `id`, or `nil` when `catalog` has no such pet.
    public convenience init?(petID id: Pet.ID, catalog: PetCatalog) {
        guard let reference = catalog.records.reference(to: id) else { return nil }
        self.init(reference: reference, catalog: catalog)
    }

    /// The pet as the catalog has it now, or as it was last seen if it was removed.
    private var pet: Pet { reference.record }

    private var translator: Translator { catalog.context.translator }
    private var labels: PetLabels { catalog.formatter.labels }

    // MARK: Outputs

    /// The pet's name.
    public var name: String { pet.name }

    /// The photo to show (file name, path or URL); `nil` for none.
    public var photoReference: String? { pet.photo }

    /// The pet's other photos, for its page after the picture, each named "Photo 2 of 4".
    public var morePhotoItems: [PetPhotoItem] {
        let items = PetPhotoItem.items(pet.photoReferences, translator: translator)
        return Array(items.dropFirst(pet.photo == nil ? 0 : 1))
    }

    /// How old the pet is today: "Newborn", "3 weeks old", "5 months old", "2 years old".
    public var ageText: String { catalog.formatter.ageText(birthday: pet.birthday) }

    /// The adoption fee in the display currency ("$150.00"), or "Free".
    public var adoptionFeeText: String { catalog.formatter.feeText(of: pet) }

    /// "Available", "Adoption pending" or "Adopted".
    public var statusText: String { labels.status(pet.status) }

    /// "Dog · Beagle", or the species alone when the breed is unknown.
    public var speciesBreedText: String { labels.speciesAndBreed(pet.species, breed: pet.breed) }

    /// "Male", "Female" or "Sex unknown".
    public var sexText: String { labels.sex(pet.sex) }

    /// The shelter's description, or a line saying there is none yet.
    public var aboutText: String {
        let pet = self.pet
        let about = pet.about.trimmingCharacters(in: .whitespacesAndNewlines)
        return about.isEmpty ? translator.tr("Nothing has been written about %1$@ yet.", pet.name) : about
    }

    /// How the pet gets on with children, dogs and cats, in that order.
    public var compatibilityBadges: [CompatibilityBadge] {
        let pet = self.pet
        return [
            CompatibilityBadge(.children, pet.goodWithChildren, labels: labels),
            CompatibilityBadge(.dogs, pet.goodWithDogs, labels: labels),
            CompatibilityBadge(.cats, pet.goodWithCats, labels: labels),
        ]
    }

    /// What the shelter records about the pet, in groups of known values (none when it
    /// records nothing); see ``PetFormatter/detailGroups(of:)``.
    public var detailGroups: [DetailGroup] { catalog.formatter.detailGroups(of: pet) }

    /// Whether the pet is a favourite.
    public var isFavourite: Bool { catalog.isFavourite(reference) }

    /// The favourite button's accessible label: "Add to Favourites" or "Remove from Favourites".
    public var favouriteButtonLabel: String {
        isFavourite ? translator.tr("Remove from Favourites") : translator.tr("Add to Favourites")
    }

    /// Whether the pet can be adopted: it is in the catalog and not adopted yet, at a
    /// desk that may change the catalog, while its server (if any) can be reached.
    public var canAdopt: Bool {
        isAdoptionOffered && catalog.isServerReachable && reference.exists && pet.status != .adopted
    }

    /// Whether this desk offers adoptions at all: not at a desk that may only look at the
    /// catalog (``PetCatalog/isReadOnly``), which shows no Adopt button.
    public var isAdoptionOffered: Bool { !catalog.isReadOnly }

    /// The adoption confirmation's title: "Adopt Bella?".
    public var adoptionConfirmationTitle: String { translator.tr("Adopt %1$@?", pet.name) }

    /// The adoption confirmation's text, naming the fee.
    public var adoptionConfirmationBody: String {
        let pet = self.pet
        let fee = PetFormatter.fee(of: pet)
        return fee == 0
            ? translator.tr("%1$@ will be marked as adopted. There is no adoption fee.", pet.name)
            : translator.tr("%1$@ will be marked as adopted. The adoption fee is %2$@.", pet.name, catalog.formatter.feeText(fee))
    }

    /// The confirmation toast after adopting, "Bella was adopted", while the adoption
    /// can be undone; `nil` otherwise.
    public var adoptionToastText: String? {
        adoption == nil ? nil : translator.tr("%1$@ was adopted", pet.name)
    }

    /// Whether ``undoAdoption()`` would undo an adoption made here.
    public var canUndoAdoption: Bool { adoption != nil }

    // MARK: Intents

    /// Adopts the pet (after the view has confirmed). Sets ``adoptionToastText`` and
    /// allows ``undoAdoption()``; on failure sets ``failure`` and changes nothing. A pet
    /// another desk adopted while this one confirmed is said to be so.
    public func adopt() async {
        let pet = self.pet
        guard canAdopt else {
            failure = adoptionRefusal(of: pet)
            return
        }
        do {
            adoption = (pet.status, try await catalog.recordAdoption(petID: id))
        } catch {
            failure = FailureMessage(translator.tr("Couldn't adopt %1$@.", pet.name), error: error, translator: translator)
        }
    }

    /// Why ``adopt()`` refuses `pet`, which the page no longer offers to adopt: the page
    /// changed while the person confirmed.
    private func adoptionRefusal(of pet: Pet) -> FailureMessage {
        if !catalog.isServerReachable {
            FailureMessage(translator.tr(
                "Couldn't adopt %1$@. The shelter server cannot be reached; try again once it is back.", pet.name))
        } else if pet.status == .adopted && isAdoptionOffered {
            FailureMessage(translator.tr("Couldn't adopt %1$@.", pet.name), error: AdoptionConflict.alreadyAdopted, translator: translator)
        } else {
            FailureMessage(translator.tr("Couldn't adopt %1$@. %1$@ is not available for adoption.", pet.name))
        }
    }

    /// Undoes the adoption made by ``adopt()``, restoring the exact status before it
    /// (available or pending). On failure sets ``failure`` and keeps the pet adopted, and
    /// keeps the undo available unless the pet changed elsewhere since
    /// (``AdoptionConflict/changedSinceAdoption``). Does nothing when ``canUndoAdoption``
    /// is false.
    public func undoAdoption() async {
        guard let adoption else { return }
        do {
            try await catalog.undoAdoption(petID: id, restoring: adoption.statusBefore, receipt: adoption.receipt)
            self.adoption = nil
        } catch {
            if error as? AdoptionConflict == .changedSinceAdoption { self.adoption = nil }
            failure = FailureMessage(translator.tr("Couldn't undo the adoption of %1$@.", pet.name), error: error, translator: translator)
        }
    }

    /// Hides the adoption toast; the adoption can no longer be undone from here.
    public func dismissAdoptionToast() {
        adoption = nil
    }

    /// Adds the pet to the favourites, or removes it. On failure sets ``failure`` and
    /// changes nothing.
    public func toggleFavourite() async {
        let isFavourite = self.isFavourite
        do {
            try await catalog.toggleFavourite(petID: id)
        } catch {
            let summary = isFavourite
                ? translator.tr("Couldn't remove %1$@ from Favourites.", pet.name)
                : translator.tr("Couldn't add %1$@ to Favourites.", pet.name)
            failure = FailureMessage(summary, error: error, translator: translator)
        }
    }

    /// Forgets ``failure`` once the view has shown it.
    public func dismissFailure() {
        failure = nil
    }
}
