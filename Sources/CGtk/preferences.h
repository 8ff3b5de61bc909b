#ifndef PET_ADOPTION_CGTK_PREFERENCES_H
#define PET_ADOPTION_CGTK_PREFERENCES_H

// Preferences (Ctrl+,): an AdwPreferencesDialog inside the window with libadwaita 1.5 and
// later, an AdwPreferencesWindow before (deprecated in 1.6), shown with pet_dialog_present.
// Only these helpers name either (Sources/PetAdoptionApp/Preferences).

#include <gtk/gtk.h>
#include <adwaita.h>
#include "shim.h"

/// An empty Preferences, not yet shown.
static inline GtkWidget *pet_preferences_new(const char *title) {
#if ADW_CHECK_VERSION(1, 5, 0)
    GtkWidget *preferences = GTK_WIDGET(adw_preferences_dialog_new());
    adw_dialog_set_title(ADW_DIALOG(preferences), title);
    adw_dialog_set_content_width(ADW_DIALOG(preferences), 560);
    /* One page of a few rows: nothing to search. */
    adw_preferences_dialog_set_search_enabled(ADW_PREFERENCES_DIALOG(preferences), FALSE);
#else
    GtkWidget *preferences = adw_preferences_window_new();
    gtk_window_set_title(GTK_WINDOW(preferences), title);
    gtk_window_set_default_size(GTK_WINDOW(preferences), 560, 720);
    gtk_window_set_hide_on_close(GTK_WINDOW(preferences), FALSE);
    adw_preferences_window_set_search_enabled(ADW_PREFERENCES_WINDOW(preferences), FALSE);
#endif
    return preferences;
}

/// Adds `page` (an AdwPreferencesPage) to `preferences`.
static inline void pet_preferences_add(GtkWidget *preferences, GtkWidget *page) {
#if ADW_CHECK_VERSION(1, 5, 0)
    adw_preferences_dialog_add(ADW_PREFERENCES_DIALOG(preferences), ADW_PREFERENCES_PAGE(page));
#else
    adw_preferences_window_add(ADW_PREFERENCES_WINDOW(preferences), ADW_PREFERENCES_PAGE(page));
#endif
}

/// Whether `widget` is the app's Preferences, for tests that look for it.
static inline gboolean pet_is_preferences(gpointer widget) {
#if ADW_CHECK_VERSION(1, 5, 0)
    return ADW_IS_PREFERENCES_DIALOG(widget);
#else
    return ADW_IS_PREFERENCES_WINDOW(widget);
#endif
}

/// A page of Preferences titled `title`, with `icon_name` (shown when there are several).
static inline GtkWidget *pet_preferences_page_new(const char *title, const char *icon_name) {
    GtkWidget *page = adw_preferences_page_new();
    adw_preferences_page_set_title(ADW_PREFERENCES_PAGE(page), title);
    adw_preferences_page_set_icon_name(ADW_PREFERENCES_PAGE(page), icon_name);
    return page;
}

/// Adds `group` (an AdwPreferencesGroup) to `page`.
static inline void pet_preferences_page_add(GtkWidget *page, GtkWidget *group) {
    adw_preferences_page_add(ADW_PREFERENCES_PAGE(page), ADW_PREFERENCES_GROUP(group));
}

/// Starts or stops `spinner` (a GtkSpinner) turning.
static inline void pet_spinner_set_spinning(GtkWidget *spinner, gboolean spinning) {
    gtk_spinner_set_spinning(GTK_SPINNER(spinner), spinning);
}

#endif
