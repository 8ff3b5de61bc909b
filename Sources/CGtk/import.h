#ifndef PET_ADOPTION_CGTK_IMPORT_H
#define PET_ADOPTION_CGTK_IMPORT_H

// Typed inline helpers for the import flow (Sources/PetAdoptionApp/Import): a drop
// target for files, and the message dialogs every part uses. The file chooser that
// opens files is chooser.h's.

#include <gtk/gtk.h>
#include <adwaita.h>
#include "shim.h"

// MARK: Dropping files

/// A drop target on which files can be dropped (a GdkFileList, copied).
static inline GtkEventController *pet_file_drop_target_new(void) {
    return GTK_EVENT_CONTROLLER(gtk_drop_target_new(GDK_TYPE_FILE_LIST, GDK_ACTION_COPY));
}

/// The files of a dropped value (a list of GFile the caller frees with g_slist_free),
/// or NULL when the value holds no file list.
static inline GSList *pet_dropped_files(const GValue *value) {
    if (!G_VALUE_HOLDS(value, GDK_TYPE_FILE_LIST)) return NULL;
    return gdk_file_list_get_files((GdkFileList *)g_value_get_boxed(value));
}

// MARK: Message dialogs

// A message dialog is an AdwAlertDialog with libadwaita 1.5 and later, shown inside the
// window it is presented over (and adaptive: a bottom sheet in a narrow window), and an
// AdwMessageDialog, a window of its own, before (deprecated in 1.6). The two have the
// same calls under their own prefixes; these helpers are the only place that names
// either.
#if ADW_CHECK_VERSION(1, 5, 0)
#define PET_MESSAGE_DIALOG(dialog) ADW_ALERT_DIALOG(dialog)
#define PET_MESSAGE_DIALOG_CALL(name) adw_alert_dialog_##name
#else
#define PET_MESSAGE_DIALOG(dialog) ADW_MESSAGE_DIALOG(dialog)
#define PET_MESSAGE_DIALOG_CALL(name) adw_message_dialog_##name
#endif

/// A message dialog with `heading` (or none), not yet shown: see
/// pet_message_dialog_present.
static inline GtkWidget *pet_message_dialog_new(const char *heading) {
#if ADW_CHECK_VERSION(1, 5, 0)
    return GTK_WIDGET(adw_alert_dialog_new(heading, NULL));
#else
    return adw_message_dialog_new(NULL, heading, NULL);
#endif
}
#if !ADW_CHECK_VERSION(1, 5, 0)
/// Puts the keyboard focus on the default response's button whenever the dialog sets it:
/// AdwMessageDialog (libadwaita 1.2) focuses the default response when it maps, and then,
/// when its buttons turn out not to fit side by side, stacks a second set of them and
/// makes the stacked one the default, leaving the focus on whichever stacked button comes
/// first: the destructive one, which Return would then activate.
/// A focus the dialog's caller put elsewhere (a choice in the dialog) stays there.
static void pet_message_dialog_focus_default(GtkWindow *window, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    (void)data;
    GtkWidget *focus = gtk_window_get_focus(window);
    GtkWidget *default_widget = gtk_window_get_default_widget(window);
    if (default_widget != NULL && (focus == NULL || GTK_IS_BUTTON(focus))) gtk_widget_grab_focus(default_widget);
}
#endif
/// Shows `dialog` over the window holding `parent`, modal; it goes when that window does.
/// The keyboard starts on the default response.
static inline void pet_message_dialog_present(GtkWidget *dialog, GtkWidget *parent) {
#if ADW_CHECK_VERSION(1, 5, 0)
    adw_dialog_present(ADW_DIALOG(dialog), parent);
    pet_dialog_name_containers(dialog);
#else
    GtkWindow *window = GTK_WINDOW(dialog);
    g_signal_connect(window, "notify::default-widget", G_CALLBACK(pet_message_dialog_focus_default), NULL);
    gtk_window_set_transient_for(window, GTK_WINDOW(gtk_widget_get_root(parent)));
    gtk_window_set_modal(window, TRUE);
    gtk_window_set_destroy_with_parent(window, TRUE);
    gtk_window_present(window);
#endif
}
/// Puts the keyboard focus on `widget`, inside `dialog`, once the dialog shows (an
/// AdwDialog keeps its own focus: grabbing it before the dialog shows is lost).
static inline void pet_message_dialog_focus(GtkWidget *dialog, GtkWidget *widget) {
#if ADW_CHECK_VERSION(1, 5, 0)
    adw_dialog_set_focus(ADW_DIALOG(dialog), widget);
#else
    (void)dialog;
    gtk_widget_grab_focus(widget);
#endif
}
/// The widget that has the keyboard focus inside `dialog`, or NULL.
static inline GtkWidget *pet_message_dialog_get_focus(GtkWidget *dialog) {
#if ADW_CHECK_VERSION(1, 5, 0)
    return adw_dialog_get_focus(ADW_DIALOG(dialog));
#else
    return gtk_window_get_focus(GTK_WINDOW(dialog));
#endif
}
/// The window `dialog` is shown over.
static inline GtkWindow *pet_message_dialog_get_window(GtkWidget *dialog) {
#if ADW_CHECK_VERSION(1, 5, 0)
    return GTK_WINDOW(gtk_widget_get_root(dialog));
#else
    return gtk_window_get_transient_for(GTK_WINDOW(dialog));
#endif
}
/// Gives a dialog with more to show (a list, a form) the room of a wide layout.
static inline void pet_message_dialog_prefer_wide(GtkWidget *dialog, int width) {
#if ADW_CHECK_VERSION(1, 5, 0)
    (void)width;
    adw_alert_dialog_set_prefer_wide_layout(ADW_ALERT_DIALOG(dialog), TRUE);
#else
    gtk_window_set_default_size(GTK_WINDOW(dialog), width, -1);
#endif
}
/// Whether `widget` is a message dialog, for tests that look for the dialogs shown.
static inline gboolean pet_is_message_dialog(gpointer widget) {
#if ADW_CHECK_VERSION(1, 5, 0)
    return ADW_IS_ALERT_DIALOG(widget);
#else
    return ADW_IS_MESSAGE_DIALOG(widget);
#endif
}
/// Responds `id`, as a click on that response's button does, which closes the dialog.
static inline void pet_message_dialog_respond(GtkWidget *dialog, const char *id) {
#if ADW_CHECK_VERSION(1, 5, 0)
    g_signal_emit_by_name(dialog, "response", id);
    adw_dialog_force_close(ADW_DIALOG(dialog));
#else
    adw_message_dialog_response(ADW_MESSAGE_DIALOG(dialog), id);
#endif
}
/// Closes `dialog` without a response.
static inline void pet_message_dialog_destroy(GtkWidget *dialog) {
#if ADW_CHECK_VERSION(1, 5, 0)
    adw_dialog_force_close(ADW_DIALOG(dialog));
#else
    gtk_window_destroy(GTK_WINDOW(dialog));
#endif
}
static inline void pet_message_dialog_set_heading(GtkWidget *dialog, const char *heading) {
    PET_MESSAGE_DIALOG_CALL(set_heading)(PET_MESSAGE_DIALOG(dialog), heading);
}
static inline const char *pet_message_dialog_get_heading(GtkWidget *dialog) {
    return PET_MESSAGE_DIALOG_CALL(get_heading)(PET_MESSAGE_DIALOG(dialog));
}
static inline void pet_message_dialog_set_body(GtkWidget *dialog, const char *body) {
    PET_MESSAGE_DIALOG_CALL(set_body)(PET_MESSAGE_DIALOG(dialog), body);
#if !ADW_CHECK_VERSION(1, 5, 0)
    // libadwaita 1.2's message dialog is not described by its body: a screen reader said
    // its heading and its default button, never the question's text.
    gtk_accessible_update_property(GTK_ACCESSIBLE(dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body, -1);
#endif
}
static inline const char *pet_message_dialog_get_body(GtkWidget *dialog) {
    return PET_MESSAGE_DIALOG_CALL(get_body)(PET_MESSAGE_DIALOG(dialog));
}
static inline void pet_message_dialog_set_extra_child(GtkWidget *dialog, GtkWidget *child) {
    PET_MESSAGE_DIALOG_CALL(set_extra_child)(PET_MESSAGE_DIALOG(dialog), child);
}
/// Adds a response; `suggested` gives it the suggested (blue) appearance.
static inline void pet_message_dialog_add_response(GtkWidget *dialog, const char *id, const char *label,
                                                   gboolean suggested) {
    PET_MESSAGE_DIALOG_CALL(add_response)(PET_MESSAGE_DIALOG(dialog), id, label);
    if (suggested) {
        PET_MESSAGE_DIALOG_CALL(set_response_appearance)(PET_MESSAGE_DIALOG(dialog), id, ADW_RESPONSE_SUGGESTED);
    }
}
/// Gives the response `id` the destructive (red) appearance.
static inline void pet_message_dialog_set_response_destructive(GtkWidget *dialog, const char *id) {
    PET_MESSAGE_DIALOG_CALL(set_response_appearance)(PET_MESSAGE_DIALOG(dialog), id, ADW_RESPONSE_DESTRUCTIVE);
}
/// Whether the response `id` has the destructive (red) appearance.
static inline gboolean pet_message_dialog_response_is_destructive(GtkWidget *dialog, const char *id) {
    return PET_MESSAGE_DIALOG_CALL(get_response_appearance)(PET_MESSAGE_DIALOG(dialog), id) == ADW_RESPONSE_DESTRUCTIVE;
}
static inline void pet_message_dialog_set_response_enabled(GtkWidget *dialog, const char *id, gboolean enabled) {
    PET_MESSAGE_DIALOG_CALL(set_response_enabled)(PET_MESSAGE_DIALOG(dialog), id, enabled);
}
static inline gboolean pet_message_dialog_get_response_enabled(GtkWidget *dialog, const char *id) {
    return PET_MESSAGE_DIALOG_CALL(get_response_enabled)(PET_MESSAGE_DIALOG(dialog), id);
}
static inline void pet_message_dialog_set_default_response(GtkWidget *dialog, const char *id) {
    PET_MESSAGE_DIALOG_CALL(set_default_response)(PET_MESSAGE_DIALOG(dialog), id);
}
static inline const char *pet_message_dialog_get_default_response(GtkWidget *dialog) {
    return PET_MESSAGE_DIALOG_CALL(get_default_response)(PET_MESSAGE_DIALOG(dialog));
}
static inline void pet_message_dialog_set_close_response(GtkWidget *dialog, const char *id) {
    PET_MESSAGE_DIALOG_CALL(set_close_response)(PET_MESSAGE_DIALOG(dialog), id);
}
static inline const char *pet_message_dialog_get_close_response(GtkWidget *dialog) {
    return PET_MESSAGE_DIALOG_CALL(get_close_response)(PET_MESSAGE_DIALOG(dialog));
}

#endif
