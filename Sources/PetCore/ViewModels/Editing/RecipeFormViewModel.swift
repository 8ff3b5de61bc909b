import Foundation
import Observation

/// The add/edit form of a recipe, and its deletion.
///
/// Ingredients and directions are typed one per line (``ingredientsText``,
/// ``directionsText``); blank lines are dropped. Times and yield are optional whole
/// numbers. Errors, ``save()``, ``failure`` and the deferred, undoable deletion work as
/// in ``PetFormViewModel``: nothing is deleted from the store until ``finishDeletion()``,
/// so Undo keeps the recipe's checklist progress intact.
@MainActor @Observable public final class RecipeFormViewModel {
    /// The difficulties offered, in ``difficultyChoices`` order.
    public static let difficulties = RecipeDifficulty.allCases
    /// Labels of the difficulty drop-down, easiest first.
    public let difficultyChoices = ["Very easy", "Easy", "Medium", "Hard", "Very hard"]

    /// The recipe's name.
    public var name: String { didSet { touched.insert(.name) } }
    /// Index into ``difficultyChoices``.
    public var difficultyIndex: Int
    /// Text describing the photo.
    public var photoDescription: String
    /// Preparation time in minutes as typed; empty when unknown.
    public var prepMinutesText: String { didSet { touched.insert(.prepMinutes) } }
    /// Cooking time in minutes as typed; empty when unknown.
    public var cookMinutesText: String { didSet { touched.insert(.cookMinutes) } }
    /// Servings or pieces as typed; empty when unknown.
    public var yieldText: String { didSet { touched.insert(.yield) } }
    /// One ingredient per line.
    public var ingredientsText: String { didSet { touched.insert(.ingredients) } }
    /// One direction per line.
    public var directionsText: String { didSet { touched.insert(.directions) } }

    /// The last failed save or deletion, until ``dismissFailure()``.
    public private(set) var failure: FailureMessage?
    /// The recipe as last saved (the one being edited, for an edit form); `nil` for an
    /// add form that was not saved yet.
    public var savedRecipe: Recipe? { lifecycle.saved }
    /// The undo toast's text while a deletion waits for ``finishDeletion()``.
    public var deletionNotice: String? { lifecycle.deletionNotice }
    /// Whether the recipe was deleted from the store.
    public var isDeleted: Bool { lifecycle.isDeleted }

    private var lifecycle: EditingLifecycle<Recipe>

    private let repository: any RecipeRepository
    private let newRecipeID: Recipe.ID
    private var touched: Set<Field> = []
    private var showsAllErrors = false

    private enum Field { case name, prepMinutes, cookMinutes, yield, ingredients, directions }

    /// A form for `recipe`, or an empty add form when `recipe` is `nil`.
    ///
    /// - Parameters:
    ///   - repository: where the recipe is saved and deleted.
    ///   - newID: makes the id of an added recipe; called once.
    public init(
        repository: any RecipeRepository,
        recipe: Recipe? = nil,
        newID: () -> Recipe.ID = { UUID().uuidString }
    ) {
        self.repository = repository
        self.lifecycle = EditingLifecycle(saved: recipe, name: \.name)
        self.newRecipeID = recipe?.id ?? newID()
        name = recipe?.name ?? ""
        difficultyIndex = recipe.flatMap { Self.difficulties.firstIndex(of: $0.difficulty) } ?? 0
        photoDescription = recipe?.photoDescription ?? ""
        prepMinutesText = recipe?.prepMinutes.map(String.init) ?? ""
        cookMinutesText = recipe?.cookMinutes.map(String.init) ?? ""
        yieldText = recipe?.yield.map(String.init) ?? ""
        ingredientsText = recipe?.ingredients.joined(separator: "\n") ?? ""
        directionsText = recipe?.directions.joined(separator: "\n") ?? ""
    }

    /// The form's heading: "Add a Recipe" or "Edit Pumpkin Bites".
    public var title: String {
        savedRecipe.map { "Edit \($0.name)" } ?? "Add a Recipe"
    }

    /// The message under the name field, or `nil`.
    public var nameError: String? { visible(.name, FieldValidation.requiredText(name, label: "Name")) }
    /// The message under the preparation time, or `nil`.
    public var prepMinutesError: String? { visible(.prepMinutes, prepMinutes) }
    /// The message under the cooking time, or `nil`.
    public var cookMinutesError: String? { visible(.cookMinutes, cookMinutes) }
    /// The message under the yield, or `nil`.
    public var yieldError: String? { visible(.yield, yield) }
    /// The message under the ingredients, or `nil`.
    public var ingredientsError: String? { visible(.ingredients, ingredients) }
    /// The message under the directions, or `nil`.
    public var directionsError: String? { visible(.directions, directions) }

    /// Whether every field is valid and nothing is pending deletion.
    public var canSave: Bool { validatedRecipe != nil && lifecycle.isEditable }

    /// Validates every field and saves the recipe; shows every field's error when one is
    /// invalid, or ``failure`` when the store refuses. Returns whether it was saved.
    @discardableResult
    public func save() -> Bool {
        showsAllErrors = true
        guard canSave, let recipe = validatedRecipe else { return false }
        if let failed = lifecycle.save(recipe, with: { [repository] in try repository.saveRecipe($0) }) {
            failure = failed
            return false
        }
        return true
    }

    /// Whether ``delete()`` is possible: the recipe exists and is not being deleted.
    public var canDelete: Bool { lifecycle.canDelete }

    /// Starts deleting the recipe: shows the undo toast, writes nothing yet.
    public func delete() {
        lifecycle.delete()
    }

    /// Cancels a deletion whose toast is still showing.
    public func undoDelete() {
        lifecycle.undoDelete()
    }

    /// The undo toast closed: deletes the recipe from the store unless it was undone.
    public func finishDeletion() {
        if let failed = lifecycle.finishDeletion(with: { [repository] in try repository.deleteRecipe(id: $0.id) }) {
            failure = failed
        }
    }

    /// Hides ``failure`` once the view has shown it.
    public func dismissFailure() {
        failure = nil
    }

    // MARK: Validation

    private var prepMinutes: Result<Int?, FieldError> { FieldValidation.wholeNumber(prepMinutesText, label: "Prep time") }
    private var cookMinutes: Result<Int?, FieldError> { FieldValidation.wholeNumber(cookMinutesText, label: "Cook time") }
    private var yield: Result<Int?, FieldError> { FieldValidation.wholeNumber(yieldText, label: "Yield") }
    private var ingredients: Result<[String], FieldError> { FieldValidation.lines(ingredientsText, noun: "ingredient") }
    private var directions: Result<[String], FieldError> { FieldValidation.lines(directionsText, noun: "direction") }

    /// The recipe the fields describe, or `nil` when a field is invalid.
    private var validatedRecipe: Recipe? {
        guard case .success(let name) = FieldValidation.requiredText(name, label: "Name"),
              case .success(let prepMinutes) = prepMinutes,
              case .success(let cookMinutes) = cookMinutes,
              case .success(let yield) = yield,
              case .success(let ingredients) = ingredients,
              case .success(let directions) = directions,
              Self.difficulties.indices.contains(difficultyIndex)
        else { return nil }
        return Recipe(
            id: newRecipeID, name: name, difficulty: Self.difficulties[difficultyIndex],
            photo: savedRecipe?.photo,
            photoDescription: photoDescription.trimmingCharacters(in: .whitespacesAndNewlines),
            prepMinutes: prepMinutes, cookMinutes: cookMinutes, yield: yield,
            ingredients: ingredients, directions: directions, source: savedRecipe?.source)
    }

    private func visible<Value>(_ field: Field, _ result: Result<Value, FieldError>) -> String? {
        guard showsAllErrors || touched.contains(field), case .failure(let error) = result else { return nil }
        return error.message
    }
}
