import CGtk
@testable import PetAdoptionApp

/// What one ``PetRow`` widget shows, read from its widget tree:
/// `[thumbnail, texts: [name, subtitle], end: [fee, status], star]`.
@MainActor
struct ShownPetRow {
    let name: String
    let subtitle: String
    let fee: String
    let status: String
    /// Whether the status pill is dimmed (an adopted pet).
    let isStatusDimmed: Bool
    /// Whether the favourite star shows.
    let showsStar: Bool

    init(_ row: UnsafeMutablePointer<GtkWidget>) {
        let texts = gtk_widget_get_next_sibling(gtk_widget_get_first_child(row))!
        let end = gtk_widget_get_next_sibling(texts)!
        let star = gtk_widget_get_next_sibling(end)!
        let statusLabel = gtk_widget_get_next_sibling(gtk_widget_get_first_child(end))!
        name = labelText(gtk_widget_get_first_child(texts))
        subtitle = labelText(gtk_widget_get_next_sibling(gtk_widget_get_first_child(texts)))
        fee = labelText(gtk_widget_get_first_child(end))
        status = labelText(statusLabel)
        isStatusDimmed = gtk_widget_has_css_class(statusLabel, "dim-label") != 0
        showsStar = gtk_widget_get_visible(star) != 0
    }
}
