/// The Recipes page's style: ticked checklist lines fade and are struck through.
///
/// The rules are in the app's `style.css` (``AppResources``); this type names its classes.
enum RecipeStyle {
    /// The style class of a ticked checklist row.
    static let doneRowClass = "recipe-line-done"
}
