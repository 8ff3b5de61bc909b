#ifndef PET_ADOPTION_CGTK_SHORTCUTS_H
#define PET_ADOPTION_CGTK_SHORTCUTS_H

// Typed inline helpers for the keyboard shortcuts (Ctrl+?), used only by
// Sources/PetAdoptionApp/Shell/ShortcutsWindow.swift. GtkShortcutsWindow and its parts are
// deprecated in GTK 4.18: from then on the shortcuts show in a dialog inside the window,
// libadwaita 1.8's AdwShortcutsDialog, or before it an AdwPreferencesDialog (libadwaita
// 1.5) listing them as rows whose keys show as keycaps. Before GTK 4.18 they show in a
// GtkShortcutsWindow, filled as GtkBuilder fills one. PET_SHORTCUTS_DIALOG says which;
// the functions below make the same calls for both.

#include <gtk/gtk.h>
#include <adwaita.h>
#include "shim.h"

#if ADW_CHECK_VERSION(1, 8, 0) || (GTK_CHECK_VERSION(4, 18, 0) && ADW_CHECK_VERSION(1, 5, 0))
#define PET_SHORTCUTS_DIALOG 1
#else
#define PET_SHORTCUTS_DIALOG 0
#endif

/// The widget name of the shortcuts made by pet_shortcuts_new, which tests look for.
#define PET_SHORTCUTS_NAME "pet-shortcuts"

#if !PET_SHORTCUTS_DIALOG
/// Where a shortcuts window keeps its one section (which it holds in a stack of its own).
#define PET_SHORTCUTS_SECTION_KEY "pet-shortcuts-section"

/// Adds `child` to `parent` as GtkBuilder does for a <child> element. Before GTK 4.14
/// (gtk_shortcuts_section_add_group and the like) that is the one way into a shortcuts
/// window, section or group; their add_child uses no builder.
static inline void pet_shortcuts_add_child(gpointer parent, gpointer child) {
    GTK_BUILDABLE_GET_IFACE(parent)->add_child(GTK_BUILDABLE(parent), NULL, G_OBJECT(child), NULL);
}
#endif

/// Empty shortcuts titled `title`, searchable, not yet shown: a dialog from GTK 4.18, a
/// modal GtkShortcutsWindow with one section before.
static inline GtkWidget *pet_shortcuts_new(const char *title) {
#if ADW_CHECK_VERSION(1, 8, 0)
    GtkWidget *shortcuts = GTK_WIDGET(adw_shortcuts_dialog_new());
    adw_dialog_set_title(ADW_DIALOG(shortcuts), title);
#elif PET_SHORTCUTS_DIALOG
    GtkWidget *shortcuts = GTK_WIDGET(adw_preferences_dialog_new());
    adw_preferences_dialog_set_search_enabled(ADW_PREFERENCES_DIALOG(shortcuts), TRUE);
    adw_preferences_dialog_add(ADW_PREFERENCES_DIALOG(shortcuts), ADW_PREFERENCES_PAGE(adw_preferences_page_new()));
    adw_dialog_set_title(ADW_DIALOG(shortcuts), title);
#else
    GtkWidget *shortcuts = GTK_WIDGET(g_object_new(GTK_TYPE_SHORTCUTS_WINDOW, "modal", TRUE, "title", title, NULL));
    gpointer section = g_object_new(GTK_TYPE_SHORTCUTS_SECTION, "section-name", "shortcuts", NULL);
    g_object_set_data(G_OBJECT(shortcuts), PET_SHORTCUTS_SECTION_KEY, section);
    pet_shortcuts_add_child(shortcuts, section);
#endif
    gtk_widget_set_name(shortcuts, PET_SHORTCUTS_NAME);
    return shortcuts;
}

/// Adds a group of shortcuts titled `title` to `shortcuts`; the group (owned by them)
/// takes shortcuts through pet_shortcuts_group_add.
static inline gpointer pet_shortcuts_add_group(GtkWidget *shortcuts, const char *title) {
#if ADW_CHECK_VERSION(1, 8, 0)
    AdwShortcutsSection *section = adw_shortcuts_section_new(title);
    adw_shortcuts_dialog_add(ADW_SHORTCUTS_DIALOG(shortcuts), section);
    return section;
#elif PET_SHORTCUTS_DIALOG
    AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP(adw_preferences_group_new());
    adw_preferences_group_set_title(group, title);
    AdwPreferencesPage *page = adw_preferences_dialog_get_visible_page(ADW_PREFERENCES_DIALOG(shortcuts));
    adw_preferences_page_add(page, group);
    return group;
#else
    gpointer section = g_object_get_data(G_OBJECT(shortcuts), PET_SHORTCUTS_SECTION_KEY);
    gpointer group = g_object_new(GTK_TYPE_SHORTCUTS_GROUP, "title", title, NULL);
    pet_shortcuts_add_child(section, group);
    return group;
#endif
}

/// Adds the shortcut `accelerator` ("<Control>o", as GTK parses it) titled `title` to
/// `group`; a screen reader names it `accessible_name` (libadwaita 1.8 and GTK's shortcuts
/// window name it themselves). In the dialog of libadwaita 1.5 to 1.7 the keys show as
/// keycaps (style class "keycap") in a box of style class "shortcut-keys", the modifiers
/// first.
static inline void pet_shortcuts_group_add(gpointer group, const char *accelerator, const char *title,
                                           const char *accessible_name) {
#if ADW_CHECK_VERSION(1, 8, 0)
    (void)accessible_name;
    adw_shortcuts_section_add(ADW_SHORTCUTS_SECTION(group), adw_shortcuts_item_new(title, accelerator));
#elif PET_SHORTCUTS_DIALOG
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
#else
    (void)accessible_name;
    pet_shortcuts_add_child(group, g_object_new(GTK_TYPE_SHORTCUTS_SHORTCUT, "accelerator", accelerator, "title", title, NULL));
#endif
}

/// The keys of `accelerator` ("<Control>o") as a person reads them: "Ctrl+O".
static inline char *pet_accelerator_label(const char *accelerator) {
    guint key = 0;
    GdkModifierType modifiers = 0;
    gtk_accelerator_parse(accelerator, &key, &modifiers);
    return gtk_accelerator_get_label(key, modifiers);
}

/// Shows `shortcuts` in front of `parent`'s window, modal: the dialog inside it, or the
/// shortcuts window transient for it, in its application. Escape and their close button
/// close them, and they go when closed.
static inline void pet_shortcuts_present(GtkWidget *shortcuts, GtkWidget *parent) {
#if PET_SHORTCUTS_DIALOG
    adw_dialog_present(ADW_DIALOG(shortcuts), parent);
    pet_dialog_name_containers(shortcuts);
#else
    GtkWindow *window = GTK_WINDOW(gtk_widget_get_root(parent));
    gtk_window_set_transient_for(GTK_WINDOW(shortcuts), window);
    gtk_window_set_application(GTK_WINDOW(shortcuts), gtk_window_get_application(window));
    gtk_window_present(GTK_WINDOW(shortcuts));
#endif
}

/// For tests: whether `widget` shows the shortcuts (the window or the dialog).
static inline gboolean pet_is_shortcuts(gpointer widget) {
#if PET_SHORTCUTS_DIALOG
    return ADW_IS_DIALOG(widget) && g_strcmp0(gtk_widget_get_name(GTK_WIDGET(widget)), PET_SHORTCUTS_NAME) == 0;
#else
    return GTK_IS_SHORTCUTS_WINDOW(widget);
#endif
}

/// For tests: the title of `widget` when it is one shortcut of the shortcuts (a row of the
/// dialog, a GtkShortcutsShortcut of the window), else NULL.
static inline const char *pet_shortcut_title(GtkWidget *widget) {
#if ADW_CHECK_VERSION(1, 8, 0)
    return ADW_IS_SHORTCUTS_ITEM(widget) ? adw_shortcuts_item_get_title(ADW_SHORTCUTS_ITEM(widget)) : NULL;
#elif PET_SHORTCUTS_DIALOG
    return ADW_IS_ACTION_ROW(widget) ? adw_preferences_row_get_title(ADW_PREFERENCES_ROW(widget)) : NULL;
#else
    if (!GTK_IS_SHORTCUTS_SHORTCUT(widget)) return NULL;
    char *title = NULL;
    g_object_get(widget, "title", &title, NULL);
    // The shortcut keeps its own copy; the one returned lives as long as the widget.
    g_object_set_data_full(G_OBJECT(widget), "pet-title", title, g_free);
    return title;
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
