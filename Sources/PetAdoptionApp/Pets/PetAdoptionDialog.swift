import CGtk
import PetCore

/// The “Adopt Bella?” confirmation: a message dialog (`pet_message_dialog_new`) with
/// Cancel and a suggested Adopt, whose heading and body follow the pet's view model.
/// Adopt calls `adopt()`.
@MainActor
enum PetAdoptionDialog {
    /// The response id of the Adopt button.
    static let adoptResponse = "adopt"
    /// The response id of the Cancel button (and of Escape).
    static let cancelResponse = "cancel"

    /// Presents the confirmation for `pet` over the window holding `widget`.
    /// - Returns: the dialog; it destroys itself after a response.
    @discardableResult
    static func present(for pet: PetViewModel, over widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let dialog = pet_message_dialog_new(nil)!
        pet_message_dialog_add_response(dialog, cancelResponse, tr("_Cancel"), 0)
        pet_message_dialog_add_response(dialog, adoptResponse, tr("_Adopt"), 1)
        pet_message_dialog_set_default_response(dialog, adoptResponse)
        pet_message_dialog_set_close_response(dialog, cancelResponse)
        bind(dialog, to: pet, \.adoptionConfirmationTitle) { dialog, title in pet_message_dialog_set_heading(dialog, title) }
        bind(dialog, to: pet, \.adoptionConfirmationBody) { dialog, body in pet_message_dialog_set_body(dialog, body) }
        connect(dialog, \.alertResponse) { [weak pet] response in
            guard let response, String(cString: response.assumingMemoryBound(to: CChar.self)) == adoptResponse else { return }
            guard let pet else { return }
            perform { await pet.adopt() }
        }
        Accessibility.nameButtons(in: dialog)
        pet_message_dialog_present(dialog, widget)
        return dialog
    }
}
