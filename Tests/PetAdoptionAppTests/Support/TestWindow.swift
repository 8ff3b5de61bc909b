import CGtk
import Testing
@testable import PetAdoptionApp

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

/// The texts every label under `widget` shows (markup already applied), in tree order.
@MainActor
func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    var texts: [String] = []
    if pet_is_label(gpointer(widget)) != 0 { texts.append(labelText(widget)) }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        texts += labelTexts(in: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return texts
}

/// Types `text` into a search entry (replacing what is there), as a person would, and
/// waits for the entry's "search-changed" reporting it (it comes after a short delay;
/// replacing the text may first report an empty search).
@MainActor
func typeSearch(_ text: String, into entry: UnsafeMutablePointer<GtkWidget>) async {
    var reported: String?
    let handler = connect(entry, \.searchChanged) { reported = Widgets.entryText(of: entry) }
    gtk_editable_set_text(pet_gtk_editable(gpointer(entry)), text)
    await GTKTestLoop.wait(for: "search-changed reporting “\(text)”") { reported == text }
    handler.disconnect()
}

/// Activates `button` as the keyboard does (Space, Enter) and waits for its "clicked",
/// which a button emits once its pressed look has shown.
@MainActor
func activate(_ button: UnsafeMutablePointer<GtkWidget>) async {
    var clicked = false
    let handler = connect(button, \.clicked) { clicked = true }
    gtk_widget_activate(button)
    await GTKTestLoop.wait(for: "the button's click") { clicked }
    handler.disconnect()
}

/// The toplevel windows whose type is named `typeName` ("GtkPrintUnixDialog"), in the order
/// GTK lists them.
@MainActor
func toplevels(ofType typeName: String) -> [UnsafeMutablePointer<GtkWidget>] {
    toplevels().filter { String(cString: g_type_name_from_instance(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self))) == typeName }
}

/// The toplevel windows, in the order GTK lists them.
@MainActor
func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
    let toplevels = gtk_window_get_toplevels()
    return (0..<g_list_model_get_n_items(toplevels)).compactMap { position in
        let window = g_list_model_get_item(toplevels, position)
        defer { g_object_unref(window) }
        return pet_gtk_widget(window)
    }
}

/// Whether `widget` has a drop target that takes files (a `GdkFileList`).
@MainActor
func acceptsDroppedFiles(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let controllers = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(gpointer(controllers)) }
    return (0..<g_list_model_get_n_items(controllers)).contains { index in
        let controller = g_list_model_get_item(controllers, index)
        defer { g_object_unref(controller) }
        guard g_type_check_instance_is_a(controller?.assumingMemoryBound(to: GTypeInstance.self), gtk_drop_target_get_type()) != 0,
              let formats = gtk_drop_target_get_formats(OpaquePointer(controller))
        else { return false }
        return gdk_content_formats_contain_gtype(formats, gdk_file_list_get_type()) != 0
    }
}
