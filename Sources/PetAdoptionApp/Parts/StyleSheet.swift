import CGtk

/// A CSS style sheet the view layer adds to the default display, once per display.
@MainActor
final class StyleSheet {
    private let css: String
    private var installedDisplay: OpaquePointer?

    /// A style sheet of `css`, not yet installed.
    init(_ css: String) {
        self.css = css
    }

    /// Adds the style sheet to the default display (after the theme) unless already there.
    func install() {
        guard let display = gdk_display_get_default(), display != installedDisplay else { return }
        let provider = gtk_css_provider_new()
        pet_css_provider_load(provider, css)
        gtk_style_context_add_provider_for_display(
            display, pet_gtk_style_provider(gpointer(provider)), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(gpointer(provider))
        installedDisplay = display
    }
}
