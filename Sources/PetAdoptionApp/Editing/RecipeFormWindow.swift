import CGtk
import PetCore

/// The add/edit form of a recipe, in a ``FormWindow``: name, difficulty, preparation and
/// cooking minutes, yield, the ingredients and directions (one per line) and the photo's
/// description, each bound to its property of the ``RecipeFormViewModel``, with each
/// field's error under it. The window owns this controller.
@MainActor
final class RecipeFormWindow {
    /// The window's frame: header bar, Save and Cancel, toasts.
    let frame: FormWindow<RecipeFormViewModel>
    /// The name field.
    let nameRow: UnsafeMutablePointer<GtkWidget>
    /// The difficulty drop-down.
    let difficultyRow: UnsafeMutablePointer<GtkWidget>
    /// Preparation minutes, cooking minutes and yield, in that order.
    let numberRows: [UnsafeMutablePointer<GtkWidget>]
    /// The ingredients, one per line.
    let ingredientsView: UnsafeMutablePointer<GtkWidget>
    /// The directions, one per line.
    let directionsView: UnsafeMutablePointer<GtkWidget>
    /// The photo's description.
    let photoDescriptionRow: UnsafeMutablePointer<GtkWidget>
    /// The error labels of name, preparation, cooking, yield, ingredients and directions.
    let errorLabels: [UnsafeMutablePointer<GtkWidget>]

    /// The form for `form`, over the window holding `widget`; not shown yet.
    init(form: RecipeFormViewModel, over widget: UnsafeMutablePointer<GtkWidget>) {
        nameRow = FormFields.entryRow("Name", model: form, \.name)
        difficultyRow = FormFields.comboRow("Difficulty", choices: form.difficultyChoices, model: form, \.difficultyIndex)
        numberRows = [
            FormFields.entryRow("Preparation (minutes)", model: form, \.prepMinutesText),
            FormFields.entryRow("Cooking (minutes)", model: form, \.cookMinutesText),
            FormFields.entryRow("Yield (servings or pieces)", model: form, \.yieldText),
        ]
        photoDescriptionRow = FormFields.entryRow("Photo Description", model: form, \.photoDescription)

        let recipe = FormFields.group(nil, [nameRow])
        var errors = [FormFields.addError(below: nameRow, in: recipe, model: form, \.nameError)]
        adw_preferences_group_add(pet_adw_preferences_group(gpointer(recipe)), difficultyRow)
        let errorPaths: [KeyPath<RecipeFormViewModel, String?>] = [\.prepMinutesError, \.cookMinutesError, \.yieldError]
        for (row, errorPath) in zip(numberRows, errorPaths) {
            adw_preferences_group_add(pet_adw_preferences_group(gpointer(recipe)), row)
            errors.append(FormFields.addError(below: row, in: recipe, model: form, errorPath))
        }
        adw_preferences_group_add(pet_adw_preferences_group(gpointer(recipe)), photoDescriptionRow)

        let ingredients = FormFields.textArea(model: form, \.ingredientsText, accessibleLabel: "Ingredients")
        ingredientsView = ingredients.textView
        let ingredientsGroup = Self.linesGroup("Ingredients", ingredients.frame, model: form, \.ingredientsError, errors: &errors)
        let directions = FormFields.textArea(model: form, \.directionsText, accessibleLabel: "Directions")
        directionsView = directions.textView
        let directionsGroup = Self.linesGroup("Directions", directions.frame, model: form, \.directionsError, errors: &errors)
        errorLabels = errors

        frame = FormWindow(form: form, over: widget, groups: [recipe, ingredientsGroup, directionsGroup])
        ObjectOwnership.attach(self, to: frame.window)
    }

    /// Opens the form for `form` over the window holding `widget`.
    @discardableResult
    static func present(_ form: RecipeFormViewModel, over widget: UnsafeMutablePointer<GtkWidget>) -> RecipeFormWindow {
        let window = RecipeFormWindow(form: form, over: widget)
        window.frame.present(focusing: window.nameRow)
        return window
    }

    /// A group titled `title`, “One per line”, holding `frame` and, under it, the error
    /// `model[keyPath: error]`, whose label is appended to `errors`.
    private static func linesGroup(
        _ title: String, _ frame: UnsafeMutablePointer<GtkWidget>, model: RecipeFormViewModel,
        _ error: KeyPath<RecipeFormViewModel, String?>, errors: inout [UnsafeMutablePointer<GtkWidget>]
    ) -> UnsafeMutablePointer<GtkWidget> {
        let group = FormFields.group(title, [])
        adw_preferences_group_set_description(pet_adw_preferences_group(gpointer(group)), "One per line")
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(pet_gtk_label(gpointer(label)), 0)
        gtk_widget_add_css_class(label, "error")
        gtk_widget_add_css_class(label, "caption")
        gtk_widget_set_margin_top(label, 6)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(pet_gtk_box(gpointer(box)), frame)
        gtk_box_append(pet_gtk_box(gpointer(box)), label)
        adw_preferences_group_add(pet_adw_preferences_group(gpointer(group)), box)
        bind(label, to: model, error) { label, message in
            gtk_label_set_text(pet_gtk_label(gpointer(label)), message ?? "")
            gtk_widget_set_visible(label, message == nil ? 0 : 1)
        }
        errors.append(label)
        return group
    }
}
