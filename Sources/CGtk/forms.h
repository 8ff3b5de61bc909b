#ifndef PET_ADOPTION_CGTK_FORMS_H
#define PET_ADOPTION_CGTK_FORMS_H

// Typed inline helpers for the add/edit forms (Sources/PetAdoptionApp/Editing): the
// accessible property and state of a form field (gtk_accessible_update_property and
// _state are variadic), the discard-changes dialog's destructive response (AdwMessageDialog
// is deprecated in libadwaita 1.6, so the call is wrapped to keep a newer SDK's build
// free of warnings), and checks of accessible values for the tests. Like shim.h, they
// target GTK 4.8 and libadwaita 1.2.

#include <gtk/gtk.h>
#include <adwaita.h>

// MARK: Form fields

/// Says whether the form cannot be saved while the field is blank (GTK_ACCESSIBLE_PROPERTY_REQUIRED).
static inline void pet_accessible_set_required(GtkAccessible *accessible, gboolean required) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_REQUIRED, required, -1);
}

/// Whether GTK tells assistive technologies of a refused value as AT-SPI's "invalid entry".
/// GTK 4.8 reports it as AT-SPI's "invalid", which means a defunct object: Orca then takes
/// the field for a dead one and says nothing when it gets the focus. 4.18, the newest GTK
/// checked here, reports "invalid entry"; the versions between are not assumed to.
static inline gboolean pet_accessible_reports_invalid_entry(void) {
    return GTK_CHECK_VERSION(4, 18, 0);
}

/// Says whether the field's value is refused (GTK_ACCESSIBLE_STATE_INVALID), where GTK
/// says so as an invalid entry (pet_accessible_reports_invalid_entry); elsewhere the
/// field's description alone tells of its error.
static inline void pet_accessible_set_invalid(GtkAccessible *accessible, gboolean invalid) {
    if (!pet_accessible_reports_invalid_entry()) return;
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}

/// The text inside `field` that takes the keyboard focus when assistive technologies see
/// it as an object of its own (the text of libadwaita 1.7's entry row, on GTK 4.18), else
/// NULL: what a screen reader says on focus is that text's name and description. GTK's
/// own entries speak for their text, and GTK 4.8 leaves an entry row's text out.
static inline GtkWidget *pet_form_field_focus_text(GtkWidget *field) {
    if (!GTK_IS_EDITABLE(field) || GTK_IS_ENTRY(field) || GTK_IS_PASSWORD_ENTRY(field) || GTK_IS_SEARCH_ENTRY(field)
        || GTK_IS_SPIN_BUTTON(field)) return NULL;
    GtkEditable *delegate = gtk_editable_get_delegate(GTK_EDITABLE(field));
    if (delegate == NULL || GTK_WIDGET(delegate) == field) return NULL;
    if (gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(delegate)) == GTK_ACCESSIBLE_ROLE_NONE) return NULL;
    return GTK_WIDGET(delegate);
}

/// Shows a password entry's eye button, which shows and hides what was typed.
static inline void pet_gtk_password_entry_show_peek_icon(GtkWidget *entry) {
    gtk_password_entry_set_show_peek_icon(GTK_PASSWORD_ENTRY(entry), TRUE);
}

// MARK: Checks for the tests (gtk_test_accessible_check_* are variadic)

/// NULL when `accessible`'s label is `expected`, else its label (g_free it).
static inline char *pet_test_accessible_check_label(GtkAccessible *accessible, const char *expected) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}

/// NULL when `accessible`'s description is `expected`, else its description (g_free it).
static inline char *pet_test_accessible_check_description(GtkAccessible *accessible, const char *expected) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
}

/// NULL when `accessible` is marked required (or not) as `expected`, else its value (g_free it).
static inline char *pet_test_accessible_check_required(GtkAccessible *accessible, gboolean expected) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_REQUIRED, expected);
}

/// NULL when `accessible` is marked invalid (or not) as `expected`, else its value (g_free it).
static inline char *pet_test_accessible_check_invalid(GtkAccessible *accessible, gboolean expected) {
    return gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_INVALID,
                                           expected ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE);
}

#endif
