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

/// Says whether the field's value is refused (GTK_ACCESSIBLE_STATE_INVALID).
static inline void pet_accessible_set_invalid(GtkAccessible *accessible, gboolean invalid) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
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
