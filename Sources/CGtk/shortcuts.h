#ifndef PET_ADOPTION_CGTK_SHORTCUTS_H
#define PET_ADOPTION_CGTK_SHORTCUTS_H

// Typed inline helpers for the keyboard shortcuts (Ctrl+?), used only by
// Sources/PetAdoptionApp/Shell/ShortcutsWindow.swift. GtkShortcutsWindow and its parts are
// deprecated in GTK 4.18: from then on the shortcuts show in a dialog inside the window,
// libadwaita 1.8's AdwShortcutsDialog, or before it an AdwPreferencesDialog (libadwaita
// 1.5) listing them as rows whose keys show as keycaps. Before GTK 4.18 they show in a
// GtkShortcutsWindow, which GTK 4.8 builds only from a GtkBuilder description.
// PET_SHORTCUTS_DIALOG says which; ShortcutsWindow.swift makes the same choice with
// `ADW_1_8 || (GTK_4_18 && ADW_1_5)`.

#include <gtk/gtk.h>
#include <adwaita.h>
#include "shim.h"

#if ADW_CHECK_VERSION(1, 8, 0) || (GTK_CHECK_VERSION(4, 18, 0) && ADW_CHECK_VERSION(1, 5, 0))
#define PET_SHORTCUTS_DIALOG 1
#else
#define PET_SHORTCUTS_DIALOG 0
#endif

#if PET_SHORTCUTS_DIALOG

/// The widget name of the dialog made by pet_shortcuts_dialog_new, which tests look for.
#define PET_SHORTCUTS_DIALOG_NAME "pet-shortcuts"

/// An empty shortcuts dialog titled `title`, searchable, not yet shown.
static inline GtkWidget *pet_shortcuts_dialog_new(const char *title) {
#if ADW_CHECK_VERSION(1, 8, 0)
    AdwDialog *dialog = adw_shortcuts_dialog_new();
#else
    AdwDialog *dialog = adw_preferences_dialog_new();
    adw_preferences_dialog_set_search_enabled(ADW_PREFERENCES_DIALOG(dialog), TRUE);
    adw_preferences_dialog_add(ADW_PREFERENCES_DIALOG(dialog), ADW_PREFERENCES_PAGE(adw_preferences_page_new()));
#endif
    adw_dialog_set_title(dialog, title);
    gtk_widget_set_name(GTK_WIDGET(dialog), PET_SHORTCUTS_DIALOG_NAME);
    return GTK_WIDGET(dialog);
}

/// Adds a group of shortcuts titled `title` to `dialog`; the group (owned by the dialog)
/// takes shortcuts through pet_shortcuts_group_add.
static inline gpointer pet_shortcuts_dialog_add_group(GtkWidget *dialog, const char *title) {
#if ADW_CHECK_VERSION(1, 8, 0)
    AdwShortcutsSection *section = adw_shortcuts_section_new(title);
    adw_shortcuts_dialog_add(ADW_SHORTCUTS_DIALOG(dialog), section);
    return section;
#else
    AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP(adw_preferences_group_new());
    adw_preferences_group_set_title(group, title);
    AdwPreferencesPage *page = adw_preferences_dialog_get_visible_page(ADW_PREFERENCES_DIALOG(dialog));
    adw_preferences_page_add(page, group);
    return group;
#endif
}

/// Adds the shortcut `accelerator` ("<Control>o", as GTK parses it) titled `title` to
/// `group`; a screen reader names it `accessible_name` (libadwaita 1.8 names it itself).
/// The keys show as keycaps (style class "keycap") in a box of style class
/// "shortcut-keys", the modifiers first.
static inline void pet_shortcuts_group_add(gpointer group, const char *accelerator, const char *title,
                                           const char *accessible_name) {
#if ADW_CHECK_VERSION(1, 8, 0)
    (void)accessible_name;
    adw_shortcuts_section_add(ADW_SHORTCUTS_SECTION(group), adw_shortcuts_item_new(title, accelerator));
#else
    GtkWidget *row = adw_action_row_new();
    adw_preferences_row_set_title(ADW_PREFERENCES_ROW(row), title);
    adw_preferences_row_set_use_markup(ADW_PREFERENCES_ROW(row), FALSE);
    GtkWidget *keys = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_widget_add_css_class(keys, "shortcut-keys");
    gtk_widget_set_valign(keys, GTK_ALIGN_CENTER);
    guint key = 0;
    GdkModifierType modifiers = 0;
    gtk_accelerator_parse(accelerator, &key, &modifiers);
    const GdkModifierType each[] = { GDK_SHIFT_MASK, GDK_CONTROL_MASK, GDK_ALT_MASK, GDK_SUPER_MASK };
    for (size_t index = 0; index <= G_N_ELEMENTS(each); index++) {
        gboolean is_key = index == G_N_ELEMENTS(each);
        if (!is_key && (modifiers & each[index]) == 0) continue;
        char *text = is_key ? gtk_accelerator_get_label(key, 0) : gtk_accelerator_get_label(0, each[index]);
        GtkWidget *keycap = gtk_label_new(text);
        g_free(text);
        gtk_widget_add_css_class(keycap, "keycap");
        gtk_box_append(GTK_BOX(keys), keycap);
    }
    adw_action_row_add_suffix(ADW_ACTION_ROW(row), keys);
    gtk_accessible_update_property(GTK_ACCESSIBLE(row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_name, -1);
    adw_preferences_group_add(ADW_PREFERENCES_GROUP(group), row);
#endif
}

/// The keys of `accelerator` ("<Control>o") as a person reads them: "Ctrl+O".
static inline char *pet_accelerator_label(const char *accelerator) {
    guint key = 0;
    GdkModifierType modifiers = 0;
    gtk_accelerator_parse(accelerator, &key, &modifiers);
    return gtk_accelerator_get_label(key, modifiers);
}

/// Shows `dialog` inside the window holding `parent`, modal; Escape and its close button
/// close it, and it goes when closed.
static inline void pet_shortcuts_dialog_present(GtkWidget *dialog, GtkWidget *parent) {
    adw_dialog_present(ADW_DIALOG(dialog), parent);
    pet_dialog_name_containers(dialog);
}

#endif

/// For tests: whether `widget` shows the shortcuts (the window or the dialog).
static inline gboolean pet_is_shortcuts(gpointer widget) {
#if PET_SHORTCUTS_DIALOG
    return ADW_IS_DIALOG(widget) && g_strcmp0(gtk_widget_get_name(GTK_WIDGET(widget)), PET_SHORTCUTS_DIALOG_NAME) == 0;
#else
    return GTK_IS_SHORTCUTS_WINDOW(widget);
#endif
}

/// For tests: the window the shortcuts show in front of (the dialog's own window, or the
/// window the shortcuts window is transient for).
static inline GtkWindow *pet_shortcuts_get_window(GtkWidget *shortcuts) {
#if PET_SHORTCUTS_DIALOG
    return GTK_WINDOW(gtk_widget_get_root(shortcuts));
#else
    return gtk_window_get_transient_for(GTK_WINDOW(shortcuts));
#endif
}

/// For tests: closes the shortcuts, as Escape and their close button do.
static inline void pet_shortcuts_close(GtkWidget *shortcuts) {
#if PET_SHORTCUTS_DIALOG
    adw_dialog_close(ADW_DIALOG(shortcuts));
#else
    gtk_window_close(GTK_WINDOW(shortcuts));
#endif
}

#endif
