/// Where a cook's progress is kept (ticked checklist items, each recipe's scale, the
/// units recipes are shown in): it belongs to the person at the desk, so it stays in the
/// desk's own file even when the recipes are on the shelter's server.
///
/// ``RecipeBook`` is the only caller. The checklist is keyed by recipe id, so progress
/// survives a restart when the implementation persists it. Reads run on the calling
/// thread; writes are `async`. Every method either completes or throws, leaving what was
/// stored before unchanged.
public protocol CookingProgressRepository: AnyObject, Sendable {
    /// The ticked items of one recipe's checklist.
    func checkedItems(recipeID: Recipe.ID) throws -> Set<ChecklistItem>
    /// Ticks or unticks one item of a recipe's checklist.
    func setChecked(_ isChecked: Bool, item: ChecklistItem, recipeID: Recipe.ID) async throws
    /// Makes `checked` the ticked items of a recipe's checklist, all at once: empty
    /// unticks every item; items of lines the recipe no longer has are left out.
    func replaceChecklist(recipeID: Recipe.ID, checked: Set<ChecklistItem>) async throws
    /// How many times its own yield a recipe is shown at (2 for doubled); `nil` when at
    /// its own yield.
    func recipeScale(recipeID: Recipe.ID) throws -> Rational?
    /// Keeps `scale` for a recipe; `nil` returns it to its own yield.
    func setRecipeScale(_ scale: Rational?, recipeID: Recipe.ID) async throws
    /// The units recipes are shown in; ``MeasurementSystem/asWritten`` until one is chosen.
    func measurementSystem() throws -> MeasurementSystem
    /// Keeps the units recipes are shown in.
    func setMeasurementSystem(_ system: MeasurementSystem) async throws
}
