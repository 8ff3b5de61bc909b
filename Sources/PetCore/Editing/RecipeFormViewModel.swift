import Foundation
import Observation

/// The add/edit form of a recipe, and its deletion.
///
/// Ingredients and directions are typed one per line (``ingredientsText``,
/// ``directionsText``); blank lines are dropped; a direction starting with `## ` is a
/// heading (see ``Recipe/headingPrefix``). Times and yield are optional whole numbers,
/// the total time being the whole time when it is more than preparation plus cooking,
/// the yield in words is optional text and the language an optional tag (`en-GB`); the
/// name, the ingredients and the directions are required. Errors,
/// ``hasChanges``, ``save()`` and the deferred, undoable deletion work as in
/// ``PetFormViewModel``: nothing is deleted from the store until the ``editing`` cycle's
/// `finishDeletion()`, so Undo keeps the recipe's checklist progress intact.
@MainActor @Observable public final class RecipeFormViewModel: RecordForm {
    /// The difficulties offered, in ``difficultyChoices`` order.
    public static let difficulties = RecipeDifficulty.allCases
    /// Labels of the difficulty drop-down, easiest first.
    public var difficultyChoices: [String] { Self.difficulties.map(RecipeText(context: context).difficulty) }

    /// The recipe's name.
    public var name: String { didSet { errors.touch(.name) } }
    /// Index into ``difficultyChoices``.
    public var difficultyIndex: Int
    /// Text describing the photo.
    public var photoDescription: String
    /// Preparation time in minutes as typed; empty when unknown.
    public var prepMinutesText: String { didSet { errors.touch(.prepMinutes) } }
    /// Cooking time in minutes as typed; empty when unknown.
    public var cookMinutesText: String { didSet { errors.touch(.cookMinutes) } }
    /// The whole time in minutes as typed (chilling, rising, freezing included); empty
    /// when it is preparation plus cooking.
    public var totalMinutesText: String { didSet { errors.touch(.totalMinutes) } }
    /// Servings or pieces as typed; empty when unknown.
    public var yieldText: String { didSet { errors.touch(.yield) } }
    /// The yield in words as typed (`"Serves 2–4"`); empty when the number says it all.
    public var yieldWording: String
    /// The language the recipe is written in, as a tag (`"en-GB"`); empty when unknown.
    public var languageText: String { didSet { errors.touch(.language) } }
    /// One ingredient per line.
    public var ingredientsText: String { didSet { errors.touch(.ingredients) } }
    /// One direction per line.
    public var directionsText: String { didSet { errors.touch(.directions) } }

    /// The save and deletion cycle: the recipe as last saved, the pending deletion, failures.
    @ObservationIgnored public let editing: RecordEditing<Recipe>

    private let context: DisplayContext
    /// Where the recipe is saved.
    @ObservationIgnored private let book: RecipeBook
    private var translator: Translator { context.translator }
    private let newRecipeID: Recipe.ID
    private var errors = FieldErrorVisibility<Field>()
    /// ``fieldValues`` as the form opened or last saved them.
    private var unchangedValues: [AnyHashable] = []
    /// Follows the recipe an edit form opened, as the book holds it.
    @ObservationIgnored private let reference: RecordReference<Recipe>?

    private enum Field { case name, prepMinutes, cookMinutes, totalMinutes, yield, language, ingredients, directions }

    /// A form for `recipe`, or an empty add form when `recipe` is `nil`.
    ///
    /// - Parameters:
    ///   - book: where the recipe is saved and deleted.
    ///   - newID: makes the id of an added recipe; called once.
    public init(book: RecipeBook, recipe: Recipe? = nil, newID: @MainActor () -> Recipe.ID = { UUID().uuidString }) {
        context = book.context
        self.book = book
        editing = RecordEditing(
            saved: recipe, name: \.name, translator: book.context.translator,
            // An edit form adds its recipe only back, after another desk deleted it.
            add: { [isEditForm = recipe != nil] in try await book.save(isEditForm ? $0.addedBack : $0) },
            update: { try await book.update($0, overwriting: $1) },
            remove: { try await book.delete(recipeID: $0.id) },
            isServerReachable: { book.isServerReachable })
        newRecipeID = recipe?.id ?? newID()
        name = recipe?.name ?? ""
        difficultyIndex = recipe.flatMap { Self.difficulties.firstIndex(of: $0.difficulty) } ?? 0
        photoDescription = recipe?.photoDescription ?? ""
        prepMinutesText = recipe?.prepMinutes.map(String.init) ?? ""
        cookMinutesText = recipe?.cookMinutes.map(String.init) ?? ""
        totalMinutesText = recipe?.totalMinutes.map(String.init) ?? ""
        yieldText = recipe?.yield.map(String.init) ?? ""
        yieldWording = recipe?.yieldText ?? ""
        languageText = recipe?.language?.description ?? ""
        ingredientsText = recipe?.ingredients.joined(separator: "\n") ?? ""
        directionsText = recipe?.directions.joined(separator: "\n") ?? ""
        reference = recipe.flatMap { book.records.reference(to: $0.id) }
        unchangedValues = fieldValues
    }

    public func reopened(on recipe: Recipe) -> RecipeFormViewModel {
        RecipeFormViewModel(book: book, recipe: recipe)
    }

    /// The recipe as the book holds it now; `nil` for an add form, or once it is deleted.
    public var stored: Recipe? {
        reference.flatMap { $0.exists ? $0.record : nil }
    }

    public func rebase(on recipe: Recipe) {
        unchangedValues = reopened(on: recipe).fieldValues
    }

    /// The form's heading: "Add a Recipe" or "Edit Pumpkin Bites".
    public var title: String {
        editing.saved.map { translator.tr("Edit %1$@", $0.name) } ?? translator.tr("Add a Recipe")
    }

    /// The fields: the recipe, its ingredients and its directions.
    public var layout: [FormGroup<RecipeFormViewModel>] {
        [
            FormGroup([
                .text(translator.tr("Name"), \.name, error: \.nameError, required: true),
                .choice(translator.tr("Difficulty"), choices: difficultyChoices, \.difficultyIndex),
                .text(translator.tr("Preparation (minutes)"), \.prepMinutesText, error: \.prepMinutesError),
                .text(translator.tr("Cooking (minutes)"), \.cookMinutesText, error: \.cookMinutesError),
                .text(translator.tr("Total (minutes)"), \.totalMinutesText, error: \.totalMinutesError),
                .text(translator.tr("Yield (servings or pieces)"), \.yieldText, error: \.yieldError),
                .text(translator.tr("Yield in Words"), \.yieldWording),
                // TRANSLATORS: a recipe's language as a tag; its region says which pint it means.
                .text(translator.tr("Language (such as en-GB)"), \.languageText, error: \.languageError),
                .text(translator.tr("Photo Description"), \.photoDescription),
            ]),
            FormGroup(translator.tr("Ingredients"), description: translator.tr("One per line"), [
                .lines(translator.tr("Ingredients"), \.ingredientsText, error: \.ingredientsError, required: true),
            ]),
            FormGroup(translator.tr("Directions"), description: translator.tr("One per line"), [
                .lines(translator.tr("Directions"), \.directionsText, error: \.directionsError, required: true),
            ]),
        ]
    }

    /// The message under the name field, or `nil`.
    public var nameError: String? { errors.message(.name, nameResult) }
    /// The message under the preparation time, or `nil`.
    public var prepMinutesError: String? { errors.message(.prepMinutes, prepMinutes) }
    /// The message under the cooking time, or `nil`.
    public var cookMinutesError: String? { errors.message(.cookMinutes, cookMinutes) }
    /// The message under the total time, or `nil`.
    public var totalMinutesError: String? { errors.message(.totalMinutes, totalMinutes) }
    /// The message under the yield, or `nil`.
    public var yieldError: String? { errors.message(.yield, yield) }
    /// The message under the language, or `nil`.
    public var languageError: String? { errors.message(.language, language) }
    /// The message under the ingredients, or `nil`.
    public var ingredientsError: String? { errors.message(.ingredients, ingredients) }
    /// The message under the directions, or `nil`.
    public var directionsError: String? { errors.message(.directions, directions) }

    /// Whether every field is valid and nothing is pending deletion.
    public var canSave: Bool { validatedRecipe != nil && editing.isEditable }

    /// Whether a field differs from what the form opened with or last saved, as typed.
    public var hasChanges: Bool { fieldValues != unchangedValues }

    /// Validates every field and commits the recipe; shows every field's error when one
    /// is invalid, or the ``editing`` failure when the store refuses. Returns whether it
    /// was saved.
    @discardableResult
    public func save() async -> Bool {
        errors.showAll()
        guard canSave else { return false }
        let values = fieldValues
        guard await editing.save({ validatedRecipe }, changedFields: fieldTitles) else { return false }
        unchangedValues = values
        return true
    }

    // MARK: Validation

    private var nameResult: Result<String, FieldError> {
        FieldValidation.requiredText(name, label: translator.tr("Name"), translator: translator)
    }
    private var prepMinutes: Result<Int?, FieldError> {
        FieldValidation.wholeNumber(prepMinutesText, label: translator.tr("Prep time"), translator: translator)
    }
    private var cookMinutes: Result<Int?, FieldError> {
        FieldValidation.wholeNumber(cookMinutesText, label: translator.tr("Cook time"), translator: translator)
    }
    private var totalMinutes: Result<Int?, FieldError> {
        FieldValidation.wholeNumber(totalMinutesText, label: translator.tr("Total time"), translator: translator)
    }
    private var yield: Result<Int?, FieldError> {
        FieldValidation.wholeNumber(yieldText, label: translator.tr("Yield"), translator: translator)
    }
    private var language: Result<LanguageTag?, FieldError> {
        FieldValidation.languageTag(languageText, translator: translator)
    }
    private var ingredients: Result<[String], FieldError> {
        FieldValidation.lines(ingredientsText, emptyMessage: translator.tr("Add at least one ingredient"))
    }
    private var directions: Result<[String], FieldError> {
        FieldValidation.lines(directionsText, emptyMessage: translator.tr("Add at least one direction"))
    }

    /// Every field's value, as typed or chosen.
    private var fieldValues: [AnyHashable] {
        [
            name, difficultyIndex, photoDescription, prepMinutesText, cookMinutesText, totalMinutesText,
            yieldText, yieldWording, languageText, ingredientsText, directionsText,
        ]
    }

    /// The recipe the fields describe, or `nil` when a field is invalid.
    private var validatedRecipe: Recipe? {
        guard case .success(let name) = nameResult,
              case .success(let prepMinutes) = prepMinutes,
              case .success(let cookMinutes) = cookMinutes,
              case .success(let totalMinutes) = totalMinutes,
              case .success(let yield) = yield,
              case .success(let language) = language,
              case .success(let ingredients) = ingredients,
              case .success(let directions) = directions,
              Self.difficulties.indices.contains(difficultyIndex)
        else { return nil }
        let saved = editing.saved
        return Recipe(
            id: newRecipeID, name: name, difficulty: Self.difficulties[difficultyIndex],
            photo: saved?.photo,
            photoDescription: photoDescription.trimmingCharacters(in: .whitespacesAndNewlines),
            prepMinutes: prepMinutes, cookMinutes: cookMinutes, totalMinutes: totalMinutes,
            yield: yield, yieldText: yieldWording.trimmingWhitespace.isEmpty ? nil : yieldWording.trimmingWhitespace,
            ingredients: ingredients, directions: directions, source: saved?.source, language: language,
            version: saved?.version ?? 1)
    }
}
