/// The Pets page's style sheet: status and compatibility pills.
///
/// Colours come from libadwaita's named colours, so the page follows the light and dark
/// styles and high contrast.
enum PetsStyle {
    /// A small rounded label (a row's status, a detail page's compatibility badge).
    static let pillClass = "pet-pill"

    /// The style sheet; the rows and the detail page install it.
    @MainActor static let sheet = StyleSheet("""
        .pet-pill { border-radius: 999px; padding: 2px 10px; font-size: 0.8em; font-weight: bold; \
        background-color: alpha(currentColor, 0.1); }
        .pet-pill.success { background-color: alpha(@success_color, 0.15); }
        .pet-pill.error { background-color: alpha(@error_color, 0.15); }
        .pet-pill.dim-label { background-color: alpha(currentColor, 0.12); }
        .pet-row { padding: 6px 2px; }
        .pet-row .pet-fee { font-feature-settings: "tnum"; }
        .pet-detail-header { margin-top: 24px; margin-bottom: 12px; }
        """)
}
