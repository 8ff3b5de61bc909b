import CGtk
import PetCore

/// The toasts of the Pets page, in the detail pane's `AdwToastOverlay`: “Bella was
/// adopted” with Undo while the adoption can be undone, and one toast per failed intent.
///
/// A pet's adoption toast calls that pet's `undoAdoption()` even after another pet was
/// selected (its handlers keep the pet's view model until the toast is gone), and tells
/// it `dismissAdoptionToast()` when the toast goes away. A failure is shown once, then
/// the view model's `dismissFailure()` forgets it.
@MainActor
final class PetToasts {
    /// The `AdwToastOverlay`.
    let overlay: UnsafeMutablePointer<GtkWidget>
    /// The toasts shown or queued, oldest first (`AdwToast`s, owned by the overlay).
    private(set) var toasts: [OpaquePointer] = []
    private var adoptionToasts: [ObjectIdentifier: OpaquePointer] = [:]

    /// Toasts over `child`.
    init(over child: UnsafeMutablePointer<GtkWidget>) {
        overlay = adw_toast_overlay_new()
        adw_toast_overlay_set_child(pet_adw_toast_overlay(overlay), child)
    }

    /// The titles of the toasts shown or queued, oldest first.
    var titles: [String] {
        toasts.map { String(cString: adw_toast_get_title($0)) }
    }

    /// Shows the adoption toast and the failures of `pet`; cancel the bindings to stop.
    func attach(to pet: PetViewModel) -> [Binding] {
        [
            bind(overlay, to: pet, \.adoptionToastText) { [weak self, weak pet] _, text in
                guard let self, let pet else { return }
                if let text { self.showAdoption(text, of: pet) } else { self.dismissAdoption(of: pet) }
            },
            bind(overlay, to: pet, \.failure) { [weak self, weak pet] _, failure in
                guard let self, let failure else { return }
                self.add(adw_toast_new(failure.text), onDismissed: {})
                pet?.dismissFailure()
            },
        ]
    }

    private func showAdoption(_ text: String, of pet: PetViewModel) {
        let key = ObjectIdentifier(pet)
        if let toast = adoptionToasts[key] {
            adw_toast_set_title(toast, text)
            return
        }
        let toast = adw_toast_new(text)!
        adw_toast_set_button_label(toast, "_Undo")
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        connect(toast, "button-clicked") { pet.undoAdoption() }
        adoptionToasts[key] = toast
        add(toast) { [weak self] in
            self?.adoptionToasts[key] = nil
            pet.dismissAdoptionToast()
        }
    }

    private func dismissAdoption(of pet: PetViewModel) {
        guard let toast = adoptionToasts.removeValue(forKey: ObjectIdentifier(pet)) else { return }
        adw_toast_dismiss(toast)
    }

    /// Shows `toast`; `onDismissed` runs when it is gone (timed out, closed or dismissed).
    private func add(_ toast: OpaquePointer?, onDismissed: @escaping @MainActor () -> Void) {
        guard let toast else { return }
        toasts.append(toast)
        let forget: @MainActor () -> Void = { [weak self] in
            self?.toasts.removeAll { $0 == toast }
            onDismissed()
        }
        connect(toast, "dismissed", forget)
        adw_toast_overlay_add_toast(pet_adw_toast_overlay(overlay), toast)
    }
}
