import CGtk

/// The Pets page's style sheet: status and compatibility pills.
///
/// Colours come from libadwaita's named colours, so the page follows the light and dark
/// styles and high contrast.
enum PetsStyle {
    /// A small rounded label (a row's status, a detail page's compatibility badge).
    static let pillClass = "pet-pill"

    private static let css = """
        .pet-pill { border-radius: 999px; padding: 2px 10px; font-size: 0.8em; font-weight: bold; \
        background-color: alpha(currentColor, 0.1); }
        .pet-pill.success { background-color: alpha(@success_color, 0.15); }
        .pet-pill.error { background-color: alpha(@error_color, 0.15); }
        .pet-pill.dim-label { background-color: alpha(currentColor, 0.12); }
        .pet-row { padding: 6px 2px; }
        .pet-row .pet-fee { font-feature-settings: "tnum"; }
        .pet-detail-header { margin-top: 24px; margin-bottom: 12px; }
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
