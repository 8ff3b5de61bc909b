/// The Recipes page's style: ticked checklist lines fade and are struck through.
enum RecipeStyle {
    /// The style class of a ticked checklist row.
    static let doneRowClass = "recipe-line-done"

    /// The style sheet; the detail pane installs it.
    @MainActor static let sheet = StyleSheet("""
        row.recipe-line-done .title { text-decoration-line: line-through; opacity: 0.55; }
        """)
}
