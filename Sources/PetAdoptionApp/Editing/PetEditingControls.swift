import CGtk
import PetCore

/// The Pets page's editing buttons: Add Pet in the list pane's toolbar opens an empty
/// ``PetFormWindow``; Edit on the pet's page opens the selected pet's form; Delete on the
/// pet's page starts its deletion, with an Undo toast over the detail pane (the pet is
/// deleted from the store when the toast goes away without Undo).
///
/// The list pane's top widget owns this controller; the buttons' handlers hold it weakly.
@MainActor
final class PetEditingControls {
    /// Opens an empty form (list pane toolbar).
    let addButton = gtk_button_new_from_icon_name("list-add-symbolic")!
    /// Opens the selected pet's form (pet page).
    let editButton = gtk_button_new_with_mnemonic("_Edit")!
    /// Deletes the selected pet, with Undo (pet page).
    let deleteButton = gtk_button_new_with_mnemonic("_Delete")!
    /// The deletion toasts, over the detail pane.
    let toasts: EditingToasts
    /// The form opened last, while it is open.
    private(set) weak var openForm: PetFormWindow?

    private let forms: FormFactory
    private let petList: PetListViewModel

    /// Adds the buttons to `list` and `detail`, the panes of `petList`; `forms` makes the
    /// forms' view models.
    init(forms: FormFactory, petList: PetListViewModel, list: PetListPane, detail: PetDetailPane) {
        self.forms = forms
        self.petList = petList
        toasts = EditingToasts(overlay: detail.toasts.overlay)
        PetWidgets.describe(addButton, as: "Add Pet")
        list.addToolbarButton(addButton)
        gtk_widget_add_css_class(editButton, "pill")
        gtk_widget_add_css_class(deleteButton, "pill")
        gtk_widget_add_css_class(deleteButton, "destructive-action")
        detail.page.addAction(editButton)
        detail.page.addAction(deleteButton)

        ObjectOwnership.attach(self, to: list.widget)
        connect(addButton, "clicked") { [weak self] in self?.openForm(petID: nil) }
        connect(editButton, "clicked") { [weak self] in
            guard let self, let id = self.petList.selectedPetID else { return }
            self.openForm(petID: id)
        }
        connect(deleteButton, "clicked") { [weak self] in self?.deleteSelectedPet() }
    }

    private func openForm(petID: String?) {
        guard let form = forms.petForm(petID) else { return }
        openForm = PetFormWindow.present(form, over: petID == nil ? addButton : editButton)
    }

    private func deleteSelectedPet() {
        guard let id = petList.selectedPetID else { return }
        guard let form = forms.petForm(id) else { return }
        form.delete()
        toasts.showDeletion(of: form)
    }
}
