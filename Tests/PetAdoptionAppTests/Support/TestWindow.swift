import CGtk

/// A plain toplevel window for tests that need realized widgets.
@MainActor
struct TestWindow {
    let window: UnsafeMutablePointer<GtkWidget>

    /// A presented window of `width` × `height` showing `child`.
    init(child: UnsafeMutablePointer<GtkWidget>, width: Int32 = 300, height: Int32 = 200) {
        window = gtk_window_new()
        gtk_window_set_default_size(pet_gtk_window(window), width, height)
        gtk_window_set_child(pet_gtk_window(window), child)
        gtk_window_present(pet_gtk_window(window))
    }

    /// Destroys the window and everything in it.
    func destroy() {
        gtk_window_destroy(pet_gtk_window(window))
    }
}

/// The text `label` shows.
@MainActor
func labelText(_ label: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_label_get_text(pet_gtk_label(label)))
}
