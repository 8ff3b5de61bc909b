import CGtk
import PetCore

/// The Pets page's detail pane: “No Pet Selected”, or the selected pet's page; and the
/// page's toasts.
///
/// Follows the list's `selectedPet`: on every change it cancels the bindings to the
/// previous pet's view model and attaches the page to the new one, so nothing on the
/// page ever shows, or acts on, a pet that is no longer selected. The pane's top widget
/// (the toast overlay) owns this controller.
@MainActor
final class PetDetailPane {
    /// The pane's top widget: the toast overlay over the stack.
    var widget: UnsafeMutablePointer<GtkWidget> { toasts.overlay }
    /// The selected pet's page, built when a pet is first selected (or asked for).
    var page: PetDetailView {
        if let builtPage { return builtPage }
        let page = PetDetailView()
        gtk_stack_add_named(pet_gtk_stack(stack), page.widget, "pet")
        builtPage = page
        return page
    }
    /// The page's toasts.
    let toasts: PetToasts
    /// “No Pet Selected”.
    let emptyPage = adw_status_page_new()!
    /// Switches between ``emptyPage`` and ``page``.
    let stack = ContentStack.make()

    private var builtPage: PetDetailView?
    private var bindings: [Binding] = []

    /// The detail pane of `petList`'s selection.
    init(petList: PetListViewModel) {
        adw_status_page_set_icon_name(pet_adw_status_page(emptyPage), "emoji-nature-symbolic")
        adw_status_page_set_title(pet_adw_status_page(emptyPage), "No Pet Selected")
        adw_status_page_set_description(pet_adw_status_page(emptyPage), "Choose a pet from the list to meet them.")
        gtk_stack_add_named(pet_gtk_stack(stack), emptyPage, "empty")
        toasts = PetToasts(over: stack)
        ObjectOwnership.attach(self, to: toasts.overlay)
        bind(stack, to: petList, \.selectedPet) { [weak self] _, pet in self?.show(pet) }
    }

    /// Whether the pet page (rather than “No Pet Selected”) is shown.
    var isShowingPet: Bool {
        gtk_stack_get_visible_child(pet_gtk_stack(stack)) != emptyPage
    }

    private func show(_ pet: PetViewModel?) {
        bindings.forEach { $0.cancel() }
        bindings = []
        builtPage?.detach()
        guard let pet else {
            gtk_stack_set_visible_child(pet_gtk_stack(stack), emptyPage)
            return
        }
        bindings = page.attach(to: pet) + toasts.attach(to: pet)
        gtk_stack_set_visible_child(pet_gtk_stack(stack), page.widget)
    }
}
