import Foundation
import Observation

/// The add/edit form of a pet, and its deletion (seed 001: the view model validates
/// and stores; the view only shows these values and forwards the user's intents).
///
/// The view builds a field for each entry of ``layout``, bound to a `var` (``name``,
/// ``birthdayText``, ``feeText``, …), with the matching `…Error` under it; an error
/// appears once its field was edited or a save was attempted, while the name and the
/// birthday say they are required from the start. ``hasChanges`` tells whether closing
/// the form would lose what was typed. ``save()`` commits through
/// the ``PetCatalog``; a failure, and the deferred, undoable deletion, are the shared
/// ``RecordEditing`` cycle's (``editing``).
@MainActor @Observable public final class PetFormViewModel: RecordForm {
    /// The species offered, in ``speciesChoices`` order.
    public static let species: [Species] = [.dog, .cat, .rabbit, .bird, .smallAnimal, .other]
    /// The sexes offered, in ``sexChoices`` order.
    public static let sexes: [Sex] = [.female, .male, .unknown]
    /// The rarities offered, in ``rarityChoices`` order.
    public static let rarities: [Rarity] = [.common, .uncommon, .rare, .veryRare]
    /// The answers offered for the "good with" questions, in ``compatibilityChoices`` order.
    public static let compatibilities: [YesNoAnswer] = [.unknown, .yes, .no]

    /// Labels of the species drop-down.
    public var speciesChoices: [String] { Self.species.map(labels.species) }
    /// Labels of the sex drop-down.
    public var sexChoices: [String] { [translator.tr("Female"), translator.tr("Male"), translator.trc("sex", "Unknown")] }
    /// Labels of the rarity drop-down.
    public var rarityChoices: [String] { Self.rarities.map(labels.rarity) }
    /// Labels of the three "good with" drop-downs.
    public var compatibilityChoices: [String] { [translator.tr("Don't know"), translator.tr("Yes"), translator.tr("No")] }

    /// The pet's name.
    public var name: String { didSet { errors.touch(.name) } }
    /// Index into ``speciesChoices``.
    public var speciesIndex: Int
    /// Free-text breed; may stay empty.
    public var breed: String
    /// Index into ``sexChoices``.
    public var sexIndex: Int
    /// The birthday as typed, `yyyy-MM-dd`.
    public var birthdayText: String { didSet { errors.touch(.birthday) } }
    /// Index into ``rarityChoices``.
    public var rarityIndex: Int
    /// The pet's own fee as typed; empty when the fee follows from the rarity.
    public var feeText: String { didSet { errors.touch(.fee) } }
    /// The description shown on the detail page.
    public var about: String
    /// Index into ``compatibilityChoices`` for children.
    public var goodWithChildrenIndex: Int
    /// Index into ``compatibilityChoices`` for dogs.
    public var goodWithDogsIndex: Int
    /// Index into ``compatibilityChoices`` for cats.
    public var goodWithCatsIndex: Int
    /// What the shelter records: size, colours, weight, health, microchip, intake, kennel.
    public var shelter: ShelterDetailsFields

    /// The pet's photos: the picture first, then the others.
    @ObservationIgnored public let photos: PetPhotosEditor

    /// The photos group of the form: ``photos``.
    public var photoEditor: PetPhotosEditor? { photos }

    /// The save and deletion cycle: the pet as last saved, the pending deletion, failures.
    @ObservationIgnored public let editing: RecordEditing<Pet>

    private let context: DisplayContext
    /// Where the pet is saved.
    @ObservationIgnored private let catalog: PetCatalog
    private var translator: Translator { context.translator }
    private var labels: PetLabels { PetLabels(translator: context.translator) }
    /// The id an added pet gets.
    private let newPetID: Pet.ID
    private var errors = FieldErrorVisibility<Field>()
    /// How fees are typed: the context's currency in its locale.
    @ObservationIgnored private let feeFormat: AmountFormat
    /// ``fieldValues`` as the form opened or last saved them.
    private var unchangedValues: [AnyHashable] = []
    /// Follows the pet an edit form opened, as the catalog holds it.
    @ObservationIgnored private let reference: RecordReference<Pet>?

    private enum Field { case name, birthday, fee }

    /// A form for `pet`, or an empty add form when `pet` is `nil`.
    ///
    /// - Parameters:
    ///   - catalog: where the pet is saved and deleted; its context gives the locale and
    ///     currency fees are typed in (``AmountFormat``) and the clock that decides "today".
    ///   - newID: makes the id of an added pet; called once.
    public init(catalog: PetCatalog, pet: Pet? = nil, newID: @MainActor () -> Pet.ID = { UUID().uuidString }) {
        context = catalog.context
        self.catalog = catalog
        feeFormat = AmountFormat(currencyCode: catalog.context.currencyCode, locale: catalog.context.locale)
        newPetID = pet?.id ?? newID()
        editing = RecordEditing(
            saved: pet, name: \.name, translator: catalog.context.translator,
            // An edit form adds its pet only back, after another desk deleted it.
            add: { [isEditForm = pet != nil] in try await catalog.save(isEditForm ? $0.addedBack : $0) },
            update: { try await catalog.update($0, overwriting: $1) },
            remove: { try await catalog.delete(petID: $0.id) },
            isServerReachable: { catalog.isServerReachable })
        name = pet?.name ?? ""
        speciesIndex = pet.flatMap { Self.species.firstIndex(of: $0.species) } ?? 0
        breed = pet?.breed ?? ""
        sexIndex = pet.flatMap { Self.sexes.firstIndex(of: $0.sex) } ?? Self.sexes.firstIndex(of: .unknown)!
        birthdayText = pet?.birthday.iso8601 ?? ""
        rarityIndex = pet.flatMap { Self.rarities.firstIndex(of: $0.rarity) } ?? 0
        feeText = pet?.fee.map { $0.formatted(.number.locale(catalog.context.locale).grouping(.never)) } ?? ""
        about = pet?.about ?? ""
        goodWithChildrenIndex = pet.flatMap { Self.compatibilities.firstIndex(of: $0.goodWithChildren) } ?? 0
        goodWithDogsIndex = pet.flatMap { Self.compatibilities.firstIndex(of: $0.goodWithDogs) } ?? 0
        goodWithCatsIndex = pet.flatMap { Self.compatibilities.firstIndex(of: $0.goodWithCats) } ?? 0
        shelter = ShelterDetailsFields(pet?.details ?? ShelterDetails(), context: catalog.context)
        photos = PetPhotosEditor(
            photo: pet?.photo, morePhotos: pet?.morePhotos ?? [], library: catalog.photoLibrary,
            translator: catalog.context.translator)
        reference = pet.flatMap { catalog.records.reference(to: $0.id) }
        if let pet { shelter.showStoredProblems(birthday: pet.birthday) }
        unchangedValues = fieldValues
    }

    public func reopened(on pet: Pet) -> PetFormViewModel {
        PetFormViewModel(catalog: catalog, pet: pet)
    }

    /// The pet as the catalog holds it now; `nil` for an add form, or once it is deleted.
    public var stored: Pet? {
        reference.flatMap { $0.exists ? $0.record : nil }
    }

    public func rebase(on pet: Pet) {
        let other = reopened(on: pet)
        shelter.rebase(on: other.shelter)
        unchangedValues = other.fieldValues
    }

    /// The form's heading: "Add a Pet" or "Edit Bella".
    public var title: String {
        editing.saved.map { translator.tr("Edit %1$@", $0.name) } ?? translator.tr("Add a Pet")
    }

    /// The fields: the pet, its adoption, who it gets on with, what the shelter records
    /// (``ShelterDetailsFields``), and its description.
    public var layout: [FormGroup<PetFormViewModel>] {
        [
            FormGroup([
                .text(translator.tr("Name"), \.name, error: \.nameError, required: true),
                .choice(translator.tr("Species"), choices: speciesChoices, \.speciesIndex),
                .text(translator.tr("Breed"), \.breed),
                .choice(translator.tr("Sex"), choices: sexChoices, \.sexIndex),
                // TRANSLATORS: the birthday field's placeholder: how to type a date (year-month-day).
                .text(
                    translator.tr("Birthday"), \.birthdayText, error: \.birthdayError,
                    placeholder: translator.tr("YYYY-MM-DD"), required: true),
            ]),
            FormGroup(translator.tr("Adoption"), [
                .choice(translator.tr("Rarity"), choices: rarityChoices, \.rarityIndex),
                .text(translator.tr("Adoption Fee (blank: by rarity)"), \.feeText, error: \.feeError),
            ]),
            FormGroup(translator.tr("Compatibility"), [
                .choice(translator.tr("Good with Children"), choices: compatibilityChoices, \.goodWithChildrenIndex),
                .choice(translator.tr("Good with Dogs"), choices: compatibilityChoices, \.goodWithDogsIndex),
                .choice(translator.tr("Good with Cats"), choices: compatibilityChoices, \.goodWithCatsIndex),
            ]),
        ] + shelter.groups(at: \.shelter, intakeDateError: \.intakeDateError) + [
            FormGroup(translator.tr("About"), [.lines(translator.tr("About"), \.about)]),
        ]
    }

    /// The message under the name field, or `nil`.
    public var nameError: String? { errors.message(.name, nameResult) }
    /// The message under the birthday field, or `nil`.
    public var birthdayError: String? { errors.message(.birthday, birthdayResult) }
    /// The message under the fee field, or `nil`.
    public var feeError: String? { errors.message(.fee, feeResult) }
    /// The message under the intake date field, or `nil`.
    public var intakeDateError: String? { shelter.intakeDateError(birthday: try? birthdayResult.get()) }

    /// Whether every field is valid, no photo is being copied and nothing is pending deletion.
    public var canSave: Bool { validatedPet != nil && !photos.isAdding && editing.isEditable }

    /// Whether a field differs from what the form opened with or last saved, as typed
    /// (a name changed and changed back is no change).
    public var hasChanges: Bool { fieldValues != unchangedValues }

    /// Validates every field and commits the pet; shows every field's error when one is
    /// invalid, or the ``editing`` failure when the store refuses. Returns whether the pet
    /// was saved.
    @discardableResult
    public func save() async -> Bool {
        errors.showAll()
        shelter.showAllErrors()
        guard canSave else { return false }
        let values = fieldValues
        guard await editing.save({ validatedPet }, changedFields: fieldTitles), let saved = editing.saved else { return false }
        shelter.saved(saved.details)
        unchangedValues = values
        return true
    }

    // MARK: Validation

    private var nameResult: Result<String, FieldError> {
        FieldValidation.requiredText(name, label: translator.tr("Name"), translator: translator)
    }

    private var birthdayResult: Result<CalendarDate, FieldError> {
        FieldValidation.birthday(birthdayText, today: context.today, translator: translator)
    }

    private var feeResult: Result<Decimal?, FieldError> {
        FieldValidation.fee(feeText, format: feeFormat, translator: translator)
    }

    /// Every field's value, as typed or chosen.
    private var fieldValues: [AnyHashable] {
        [
            name, speciesIndex, breed, sexIndex, birthdayText, rarityIndex, feeText, about,
            goodWithChildrenIndex, goodWithDogsIndex, goodWithCatsIndex, photos.references,
        ] + shelter.values
    }

    /// The pet the fields describe, or `nil` when a field is invalid.
    private var validatedPet: Pet? {
        guard case .success(let name) = nameResult,
              case .success(let birthday) = birthdayResult,
              case .success(let fee) = feeResult,
              let details = shelter.validated(birthday: birthday),
              Self.species.indices.contains(speciesIndex), Self.sexes.indices.contains(sexIndex),
              Self.rarities.indices.contains(rarityIndex),
              [goodWithChildrenIndex, goodWithDogsIndex, goodWithCatsIndex].allSatisfy(Self.compatibilities.indices.contains)
        else { return nil }
        var pet = editing.saved ?? Pet(id: newPetID, name: name, species: .dog, birthday: birthday, dateAdded: context.now())
        pet.name = name
        pet.species = Self.species[speciesIndex]
        pet.breed = breed.trimmingCharacters(in: .whitespacesAndNewlines)
        pet.sex = Self.sexes[sexIndex]
        pet.birthday = birthday
        pet.rarity = Self.rarities[rarityIndex]
        pet.fee = fee
        pet.about = about.trimmingCharacters(in: .whitespacesAndNewlines)
        pet.goodWithChildren = Self.compatibilities[goodWithChildrenIndex]
        pet.goodWithDogs = Self.compatibilities[goodWithDogsIndex]
        pet.goodWithCats = Self.compatibilities[goodWithCatsIndex]
        pet.details = details
        // A pet whose photos were not touched stays as it was, even one with no picture but more photos.
        if photos.references != pet.photoReferences {
            pet.photo = photos.photo
            pet.morePhotos = photos.morePhotos
        }
        return pet
    }
}
