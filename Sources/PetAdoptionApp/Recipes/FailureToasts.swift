import CGtk
import Observation
import PetCore

/// Shows a view model's failure output as a toast, then tells the view model it was shown.
enum FailureToasts {
    /// Shows each failure `model[keyPath: failure]` publishes as a toast on `overlay`
    /// (an `AdwToastOverlay`), then calls `dismiss` so the view model clears it.
    @MainActor
    static func bind<Model: Observable & AnyObject>(
        _ overlay: UnsafeMutablePointer<GtkWidget>,
        to model: Model,
        _ failure: KeyPath<Model, FailureMessage?>,
        dismiss: @escaping @MainActor (Model) -> Void
    ) {
        PetAdoptionApp.bind(overlay, to: model, failure) { [weak model] overlay, message in
            guard let message, let model else { return }
            // A toast's title is Pango markup in libadwaita 1.2.
            let escaped = g_markup_escape_text(message.text, -1)
            adw_toast_overlay_add_toast(pet_adw_toast_overlay(gpointer(overlay)), adw_toast_new(escaped))
            g_free(escaped)
            dismiss(model)
        }
    }
}
