import CGtk

/// The style sheet of photos: rounded corners, and a neutral tile behind the placeholder.
enum PhotoStyle {
    /// The style class of a ``PhotoView``'s frame.
    static let frameClass = "pet-photo"

    private static let css = """
        .pet-photo { border-radius: 8px; background-color: alpha(currentColor, 0.08); }
        .pet-photo.large { border-radius: 18px; }
        .pet-photo > image.placeholder { color: alpha(currentColor, 0.45); }
        """

    @MainActor private static var installedDisplay: OpaquePointer?

    /// Adds the style sheet to the default display, once per display.
    @MainActor
    static func install() {
        guard let display = gdk_display_get_default(), display != installedDisplay else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, pet_gtk_style_provider(gpointer(provider)), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(gpointer(provider))
        installedDisplay = display
    }
}
