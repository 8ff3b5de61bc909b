import CGtk
import PetCore

/// The detail pane of the Recipes section: the selected recipe's photo, name, times and
/// yield, and its checklist; a “No Recipe Selected” status page when nothing is selected.
///
/// The checklist is rebuilt only when another recipe is selected. Its failures are shown
/// as toasts over the pane (the list's own failures, over the list pane). The pane widget owns this
/// controller.
@MainActor
final class RecipeDetailPane {
    /// The side of the recipe photo, in logical pixels.
    static let photoSize: Int32 = 160
    /// The stack page names.
    static let recipePage = "recipe", emptyPage = "empty"

    /// The pane's top widget (an `AdwToastOverlay`).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The stack showing the recipe or the “No Recipe Selected” page.
    let stack: UnsafeMutablePointer<GtkWidget>
    /// The recipe photo.
    let photo: PhotoView
    /// The recipe's name.
    let nameLabel: UnsafeMutablePointer<GtkWidget>
    /// The view model shown; the pane keeps it alive (bindings and handlers hold it weakly).
    let recipeList: RecipeListViewModel
    /// The checklist of the selected recipe, if any.
    private(set) weak var checklist: RecipeChecklist?

    private let checklistHolder: UnsafeMutablePointer<GtkWidget>
    /// The header (photo, name, source), to which ``addAction(_:)`` adds a row of buttons.
    private let header: UnsafeMutablePointer<GtkWidget>
    /// The row of buttons under the header, once ``addAction(_:)`` made it.
    private var actionBar: UnsafeMutablePointer<GtkWidget>?
    /// The checklist's view model (held so that identity comparisons stay sound).
    private var shownInstructions: InstructionViewModel?

    /// A pane showing `recipeList`'s selected recipe.
    init(recipeList: RecipeListViewModel) {
        self.recipeList = recipeList
        photo = PhotoView(size: Self.photoSize, showsTooltip: true, large: true)
        nameLabel = gtk_label_new(nil)
        gtk_label_set_wrap(pet_gtk_label(gpointer(nameLabel)), 1)
        gtk_label_set_justify(pet_gtk_label(gpointer(nameLabel)), GTK_JUSTIFY_CENTER)
        gtk_widget_add_css_class(nameLabel, "title-1")
        let sourceLabel = gtk_label_new(nil)!
        gtk_label_set_wrap(pet_gtk_label(gpointer(sourceLabel)), 1)
        gtk_widget_add_css_class(sourceLabel, "dim-label")
        checklistHolder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)

        header = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        gtk_box_append(pet_gtk_box(gpointer(header)), photo.widget)
        gtk_box_append(pet_gtk_box(gpointer(header)), nameLabel)
        gtk_box_append(pet_gtk_box(gpointer(header)), sourceLabel)

        let details = adw_preferences_group_new()!
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 24)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { margin(page, 24) }
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(page, 12) }
        gtk_box_append(pet_gtk_box(gpointer(page)), header)
        gtk_box_append(pet_gtk_box(gpointer(page)), details)
        gtk_box_append(pet_gtk_box(gpointer(page)), checklistHolder)
        let clamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(pet_adw_clamp(gpointer(clamp)), 600)
        adw_clamp_set_child(pet_adw_clamp(gpointer(clamp)), page)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(pet_gtk_scrolled_window(gpointer(scroller)), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(pet_gtk_scrolled_window(gpointer(scroller)), clamp)

        let nothingSelected = adw_status_page_new()!
        adw_status_page_set_icon_name(pet_adw_status_page(gpointer(nothingSelected)), "emoji-food-symbolic")
        adw_status_page_set_title(pet_adw_status_page(gpointer(nothingSelected)), "No Recipe Selected")
        adw_status_page_set_description(
            pet_adw_status_page(gpointer(nothingSelected)), "Choose a recipe to see what goes into it and tick off each step as you cook.")

        stack = gtk_stack_new()
        gtk_stack_add_named(pet_gtk_stack(gpointer(stack)), nothingSelected, Self.emptyPage)
        gtk_stack_add_named(pet_gtk_stack(gpointer(stack)), scroller, Self.recipePage)
        widget = adw_toast_overlay_new()
        adw_toast_overlay_set_child(pet_adw_toast_overlay(gpointer(widget)), stack)
        ObjectOwnership.attach(self, to: widget)

        bind(stack, to: recipeList, \.selectedRecipeID) { stack, id in
            gtk_stack_set_visible_child_name(pet_gtk_stack(gpointer(stack)), id == nil ? Self.emptyPage : Self.recipePage)
            let adjustment = gtk_scrolled_window_get_vadjustment(pet_gtk_scrolled_window(gpointer(scroller)))
            gtk_adjustment_set_value(adjustment, 0)
        }
        bindHeader(recipeList, sourceLabel: sourceLabel)
        Self.addDetailRows(to: details, recipeList: recipeList)
        bind(checklistHolder, to: recipeList, \.selectedInstructions) { [weak self] _, instructions in
            self?.showChecklist(of: instructions)
        }
        FailureToasts.bind(widget, to: recipeList, \.selectedInstructions?.failure) {
            $0.selectedInstructions?.dismissFailure()
        }
    }

    /// Adds `button` to a row of buttons under the recipe's name and source (Edit, Delete).
    func addAction(_ button: UnsafeMutablePointer<GtkWidget>) {
        let bar = actionBar ?? {
            let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
            gtk_widget_set_halign(bar, GTK_ALIGN_CENTER)
            gtk_box_append(pet_gtk_box(gpointer(header)), bar)
            actionBar = bar
            return bar
        }()
        gtk_box_append(pet_gtk_box(gpointer(bar)), button)
    }

    private func bindHeader(_ recipeList: RecipeListViewModel, sourceLabel: UnsafeMutablePointer<GtkWidget>) {
        bind(nameLabel, to: recipeList, \.selectedRecipe?.name) { label, name in
            gtk_label_set_text(pet_gtk_label(gpointer(label)), name ?? "")
        }
        bind(sourceLabel, to: recipeList, \.selectedRecipe?.sourceText) { label, source in
            gtk_label_set_text(pet_gtk_label(gpointer(label)), source ?? "")
            gtk_widget_set_visible(label, source == nil ? 0 : 1)
        }
        bind(photo.widget, to: recipeList, \.selectedRecipe) { [photo] _, recipe in
            if let recipe {
                photo.show(recipe.photoReference, description: recipe.photoDescription)
            } else {
                photo.clear()
            }
        }
    }

    private func showChecklist(of instructions: InstructionViewModel?) {
        guard instructions !== shownInstructions else { return }
        shownInstructions = instructions
        if let old = gtk_widget_get_first_child(checklistHolder) {
            gtk_box_remove(pet_gtk_box(gpointer(checklistHolder)), old)
        }
        guard let instructions else { return }
        let checklist = RecipeChecklist(instructions: instructions)
        gtk_box_append(pet_gtk_box(gpointer(checklistHolder)), checklist.widget)
        self.checklist = checklist
    }

    /// Difficulty, preparation, cooking and total time, and the yield when it is known.
    private static func addDetailRows(to group: UnsafeMutablePointer<GtkWidget>, recipeList: RecipeListViewModel) {
        let rows: [(String, KeyPath<RecipeListViewModel, String?>)] = [
            ("Difficulty", \.selectedRecipe?.difficultyText),
            ("Preparation", \.selectedRecipe?.prepTimeText),
            ("Cooking", \.selectedRecipe?.cookTimeText),
            ("Total time", \.selectedRecipe?.totalTimeText),
            ("Yield", \.selectedRecipe?.yieldText),
        ]
        for (title, keyPath) in rows {
            let row = adw_action_row_new()!
            adw_preferences_row_set_title(pet_adw_preferences_row(gpointer(row)), title)
            let value = gtk_label_new(nil)!
            gtk_widget_add_css_class(value, "dim-label")
            adw_action_row_add_suffix(pet_adw_action_row(gpointer(row)), value)
            adw_preferences_group_add(pet_adw_preferences_group(gpointer(group)), row)
            bind(value, to: recipeList, keyPath) { [row] label, text in
                gtk_label_set_text(pet_gtk_label(gpointer(label)), text ?? "")
                gtk_widget_set_visible(row, text == nil ? 0 : 1)
            }
        }
    }
}
