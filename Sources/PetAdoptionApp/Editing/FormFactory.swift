import PetCore

/// Makes the view models of the add/edit forms. The composition root builds it over the
/// catalog's store, so the view layer never names a store or a model.
///
/// Each closure returns an add form for a `nil` id, the edit form of the item with the
/// id, or `nil` when no such item can be read (so an edit never becomes an addition).
///
/// ```swift
/// FormFactory(
///     petForm: { id in
///         guard let id else { return PetFormViewModel(repository: database, context: context) }
///         return catalog.pet(withID: id).map { PetFormViewModel(repository: database, context: context, pet: $0) }
///     },
///     recipeForm: { ... })
/// ```
@MainActor
struct FormFactory {
    /// The form of the pet with the given id, or an add form for `nil`.
    let petForm: @MainActor (_ petID: String?) -> PetFormViewModel?
    /// The form of the recipe with the given id, or an add form for `nil`.
    let recipeForm: @MainActor (_ recipeID: String?) -> RecipeFormViewModel?
}
