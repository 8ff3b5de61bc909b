import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension FormWindow {
    /// The “Required” label of the field titled `title`.
    func required(named title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try #require(requiredLabel(title), "no Required label for \(title)")
    }
}

/// Whether assistive technologies get `expected` as `widget`'s description.
@MainActor
func hasAccessibleDescription(_ widget: UnsafeMutablePointer<GtkWidget>, _ expected: String) -> Bool {
    let mismatch = pet_test_accessible_check_description(pet_gtk_accessible(gpointer(widget)), expected)
    defer { g_free(mismatch) }
    return mismatch == nil
}

/// Whether `widget` is marked required for assistive technologies.
@MainActor
func isMarkedRequired(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let mismatch = pet_test_accessible_check_required(pet_gtk_accessible(gpointer(widget)), 1)
    defer { g_free(mismatch) }
    return mismatch == nil
}

/// Whether `widget` is marked invalid for assistive technologies.
@MainActor
func isMarkedInvalid(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let mismatch = pet_test_accessible_check_invalid(pet_gtk_accessible(gpointer(widget)), 1)
    defer { g_free(mismatch) }
    return mismatch == nil
}

/// Whether the keyboard can stop on `widget`.
@MainActor
func isFocusable(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_get_focusable(widget) != 0
}
