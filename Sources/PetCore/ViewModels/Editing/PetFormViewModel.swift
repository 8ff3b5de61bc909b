import Foundation
import Observation

/// The add/edit form of a pet, and its deletion (seed 001: the view model validates
/// and stores; the view only shows these values and forwards the user's intents).
///
/// The view binds each text field to a `var` (``name``, ``birthdayText``, ``feeText``, …)
/// and shows the matching `…Error` under it; an error appears once its field was edited
/// or a save was attempted. ``save()`` writes through the ``PetRepository``; a failure
/// becomes ``failure``.
///
/// Deletion is deferred: ``delete()`` only hides the pet behind an undo toast
/// (``deletionNotice``); ``undoDelete()`` takes it back; ``finishDeletion()``, called
/// when the toast closes, deletes it from the store. Until then nothing is written, so
/// Undo restores the pet exactly, with its favourite mark, adoption history and photo,
/// and a crash in between loses nothing.
@MainActor @Observable public final class PetFormViewModel {
    /// The species offered, in ``speciesChoices`` order.
    public static let species: [Species] = [.dog, .cat, .rabbit, .bird, .smallAnimal, .other]
    /// The sexes offered, in ``sexChoices`` order.
    public static let sexes: [Sex] = [.female, .male, .unknown]
    /// The rarities offered, in ``rarityChoices`` order.
    public static let rarities: [Rarity] = [.common, .uncommon, .rare, .veryRare]
    /// The answers offered for the "good with" questions, in ``compatibilityChoices`` order.
    public static let compatibilities: [Compatibility] = [.unknown, .yes, .no]

    /// Labels of the species drop-down.
    public let speciesChoices = ["Dog", "Cat", "Rabbit", "Bird", "Small animal", "Other"]
    /// Labels of the sex drop-down.
    public let sexChoices = ["Female", "Male", "Unknown"]
    /// Labels of the rarity drop-down.
    public let rarityChoices = ["Common", "Uncommon", "Rare", "Very rare"]
    /// Labels of the three "good with" drop-downs.
    public let compatibilityChoices = ["Don't know", "Yes", "No"]

    /// The pet's name.
    public var name: String { didSet { touched.insert(.name) } }
    /// Index into ``speciesChoices``.
    public var speciesIndex: Int
    /// Free-text breed; may stay empty.
    public var breed: String
    /// Index into ``sexChoices``.
    public var sexIndex: Int
    /// The birthday as typed, `yyyy-MM-dd`.
    public var birthdayText: String { didSet { touched.insert(.birthday) } }
    /// Index into ``rarityChoices``.
    public var rarityIndex: Int
    /// The pet's own fee as typed; empty when the fee follows from the rarity.
    public var feeText: String { didSet { touched.insert(.fee) } }
    /// The description shown on the detail page.
    public var about: String
    /// Index into ``compatibilityChoices`` for children.
    public var goodWithChildrenIndex: Int
    /// Index into ``compatibilityChoices`` for dogs.
    public var goodWithDogsIndex: Int
    /// Index into ``compatibilityChoices`` for cats.
    public var goodWithCatsIndex: Int

    /// The last failed save or deletion, until ``dismissFailure()``.
    public private(set) var failure: FailureMessage?
    /// The pet as last saved (the one being edited, for an edit form); `nil` for an
    /// add form that was not saved yet.
    public var savedPet: Pet? { lifecycle.saved }
    /// The undo toast's text while a deletion waits for ``finishDeletion()``.
    public var deletionNotice: String? { lifecycle.deletionNotice }
    /// Whether the pet was deleted from the store.
    public var isDeleted: Bool { lifecycle.isDeleted }

    private var lifecycle: EditingLifecycle<Pet>

    private let repository: any PetRepository
    private let context: DisplayContext
    /// The id an added pet gets.
    private let newPetID: Pet.ID
    private var touched: Set<Field> = []
    private var showsAllErrors = false

    private enum Field { case name, birthday, fee }

    /// A form for `pet`, or an empty add form when `pet` is `nil`.
    ///
    /// - Parameters:
    ///   - repository: where the pet is saved and deleted.
    ///   - context: the locale fees are typed in and the clock that decides "today".
    ///   - newID: makes the id of an added pet; called once.
    public init(
        repository: any PetRepository,
        context: DisplayContext,
        pet: Pet? = nil,
        newID: () -> Pet.ID = { UUID().uuidString }
    ) {
        self.repository = repository
        self.context = context
        self.newPetID = pet?.id ?? newID()
        self.lifecycle = EditingLifecycle(saved: pet, name: \.name)
        name = pet?.name ?? ""
        speciesIndex = pet.flatMap { Self.species.firstIndex(of: $0.species) } ?? 0
        breed = pet?.breed ?? ""
        sexIndex = pet.flatMap { Self.sexes.firstIndex(of: $0.sex) } ?? Self.sexes.firstIndex(of: .unknown)!
        birthdayText = pet?.birthday.iso8601 ?? ""
        rarityIndex = pet.flatMap { Self.rarities.firstIndex(of: $0.rarity) } ?? 0
        feeText = pet?.fee.map { $0.formatted(.number.locale(context.locale).grouping(.never)) } ?? ""
        about = pet?.about ?? ""
        goodWithChildrenIndex = pet.flatMap { Self.compatibilities.firstIndex(of: $0.goodWithChildren) } ?? 0
        goodWithDogsIndex = pet.flatMap { Self.compatibilities.firstIndex(of: $0.goodWithDogs) } ?? 0
        goodWithCatsIndex = pet.flatMap { Self.compatibilities.firstIndex(of: $0.goodWithCats) } ?? 0
    }

    /// The form's heading: "Add a Pet" or "Edit Bella".
    public var title: String {
        savedPet.map { "Edit \($0.name)" } ?? "Add a Pet"
    }

    /// The message under the name field, or `nil`.
    public var nameError: String? { visible(.name, FieldValidation.requiredText(name, label: "Name")) }
    /// The message under the birthday field, or `nil`.
    public var birthdayError: String? { visible(.birthday, birthdayResult) }
    /// The message under the fee field, or `nil`.
    public var feeError: String? { visible(.fee, FieldValidation.fee(feeText, locale: context.locale)) }

    /// Whether every field is valid and nothing is pending deletion.
    public var canSave: Bool { validatedPet != nil && lifecycle.isEditable }

    /// Validates every field and saves the pet; shows every field's error when one is
    /// invalid, or ``failure`` when the store refuses. Returns whether the pet was saved.
    @discardableResult
    public func save() -> Bool {
        showsAllErrors = true
        guard canSave, let pet = validatedPet else { return false }
        if let failed = lifecycle.save(pet, with: { [repository] in try repository.savePet($0) }) {
            failure = failed
            return false
        }
        return true
    }

    /// Whether ``delete()`` is possible: the pet exists and is not already being deleted.
    public var canDelete: Bool { lifecycle.canDelete }

    /// Starts deleting the pet: shows the undo toast, writes nothing yet.
    public func delete() {
        lifecycle.delete()
    }

    /// Cancels a deletion whose toast is still showing.
    public func undoDelete() {
        lifecycle.undoDelete()
    }

    /// The undo toast closed: deletes the pet from the store if the deletion was not undone.
    public func finishDeletion() {
        if let failed = lifecycle.finishDeletion(with: { [repository] in try repository.deletePet(id: $0.id) }) {
            failure = failed
        }
    }

    /// Hides ``failure`` once the view has shown it.
    public func dismissFailure() {
        failure = nil
    }

    // MARK: Validation

    private var birthdayResult: Result<CalendarDate, FieldError> {
        FieldValidation.birthday(birthdayText, today: context.today)
    }

    /// The pet the fields describe, or `nil` when a field is invalid.
    private var validatedPet: Pet? {
        guard case .success(let name) = FieldValidation.requiredText(name, label: "Name"),
              case .success(let birthday) = birthdayResult,
              case .success(let fee) = FieldValidation.fee(feeText, locale: context.locale),
              Self.species.indices.contains(speciesIndex), Self.sexes.indices.contains(sexIndex),
              Self.rarities.indices.contains(rarityIndex),
              [goodWithChildrenIndex, goodWithDogsIndex, goodWithCatsIndex].allSatisfy(Self.compatibilities.indices.contains)
        else { return nil }
        var pet = savedPet ?? Pet(id: newPetID, name: name, species: .dog, birthday: birthday, dateAdded: context.now())
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
        return pet
    }

    private func visible<Value>(_ field: Field, _ result: Result<Value, FieldError>) -> String? {
        guard showsAllErrors || touched.contains(field), case .failure(let error) = result else { return nil }
        return error.message
    }
}
