import CGtk
import PetCore

/// The Recipes section's editing buttons: Add Recipe in the list pane's toolbar opens an
/// empty ``RecipeFormWindow``; Edit under the recipe's name opens the selected recipe's
/// form; Delete starts its deletion, with an Undo toast over the detail pane (the recipe
/// is deleted from the store when the toast goes away without Undo).
///
/// The list pane's top widget owns this controller; the buttons' handlers hold it weakly.
@MainActor
final class RecipeEditingControls {
    /// Opens an empty form (list pane toolbar).
    let addButton = gtk_button_new_from_icon_name("list-add-symbolic")!
    /// Opens the selected recipe's form (detail pane).
    let editButton = gtk_button_new_with_mnemonic("_Edit")!
    /// Deletes the selected recipe, with Undo (detail pane).
    let deleteButton = gtk_button_new_with_mnemonic("_Delete")!
    /// The deletion toasts, over the detail pane.
    let toasts: EditingToasts
    /// The form opened last, while it is open.
    private(set) weak var openForm: RecipeFormWindow?

    private let forms: FormFactory
    private let recipeList: RecipeListViewModel

    /// Adds the buttons to `list` and `detail`, the panes of `recipeList`; `forms` makes
    /// the forms' view models.
    init(forms: FormFactory, recipeList: RecipeListViewModel, list: RecipeListPane, detail: RecipeDetailPane) {
        self.forms = forms
        self.recipeList = recipeList
        toasts = EditingToasts(overlay: detail.widget)
        gtk_widget_set_tooltip_text(addButton, "Add Recipe")
        pet_accessible_set_label(pet_gtk_accessible(gpointer(addButton)), "Add Recipe")
        list.addToolbarButton(addButton)
        gtk_widget_add_css_class(editButton, "pill")
        gtk_widget_add_css_class(deleteButton, "pill")
        gtk_widget_add_css_class(deleteButton, "destructive-action")
        detail.addAction(editButton)
        detail.addAction(deleteButton)

        ObjectOwnership.attach(self, to: list.widget)
        connect(addButton, "clicked") { [weak self] in self?.openForm(recipeID: nil) }
        connect(editButton, "clicked") { [weak self] in
            guard let self, let id = self.recipeList.selectedRecipeID else { return }
            self.openForm(recipeID: id)
        }
        connect(deleteButton, "clicked") { [weak self] in self?.deleteSelectedRecipe() }
    }

    private func openForm(recipeID: String?) {
        guard let form = forms.recipeForm(recipeID) else { return }
        openForm = RecipeFormWindow.present(form, over: recipeID == nil ? addButton : editButton)
    }

    private func deleteSelectedRecipe() {
        guard let id = recipeList.selectedRecipeID else { return }
        guard let form = forms.recipeForm(id) else { return }
        form.delete()
        toasts.showDeletion(of: form)
    }
}
