#ifndef PET_ADOPTION_CGTK_IMPORT_H
#define PET_ADOPTION_CGTK_IMPORT_H

// Typed inline helpers for the import flow (Sources/PetAdoptionApp/Import): the native
// file chooser, a drop target for files, and the message dialog. Like shim.h, they
// target GTK 4.8 and libadwaita 1.2; GtkFileChooser(Native) is deprecated in GTK 4.10
// and AdwMessageDialog in libadwaita 1.6, so their calls are wrapped here to keep a
// build against a newer SDK (the Flatpak runtime) free of warnings.

#include <gtk/gtk.h>
#include <adwaita.h>

// MARK: Dropping files

/// A drop target on which files can be dropped (a GdkFileList, copied).
static inline GtkEventController *pet_file_drop_target_new(void) {
    return GTK_EVENT_CONTROLLER(gtk_drop_target_new(GDK_TYPE_FILE_LIST, GDK_ACTION_COPY));
}

/// A handler of GtkDropTarget's "drop" signal; returns TRUE when the drop was accepted.
typedef gboolean (*PetDropHandler)(gpointer target, const GValue *value, double x, double y, gpointer data);

static inline gulong pet_signal_connect_drop(gpointer target, PetDropHandler handler,
                                             gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(target, "drop", G_CALLBACK(handler), data, destroy, (GConnectFlags)0);
}

/// The files of a dropped value (a list of GFile the caller frees with g_slist_free),
/// or NULL when the value holds no file list.
static inline GSList *pet_dropped_files(const GValue *value) {
    if (!G_VALUE_HOLDS(value, GDK_TYPE_FILE_LIST)) return NULL;
    return gdk_file_list_get_files((GdkFileList *)g_value_get_boxed(value));
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS

// MARK: The native file chooser (portal-aware; deprecated in GTK 4.10)

/// A modal native dialog, transient for `parent`, that opens one or more files.
static inline GtkNativeDialog *pet_open_files_chooser_new(GtkWindow *parent, const char *title, const char *accept) {
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new(title, parent, GTK_FILE_CHOOSER_ACTION_OPEN,
                                                                accept, "_Cancel");
    gtk_file_chooser_set_select_multiple(GTK_FILE_CHOOSER(chooser), TRUE);
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(chooser), TRUE);
    return GTK_NATIVE_DIALOG(chooser);
}

/// Adds a filter named `name` matching the NULL-terminated `suffixes` ("csv", any case).
static inline void pet_file_chooser_add_suffix_filter(GtkNativeDialog *chooser, const char *name,
                                                      const char *const *suffixes) {
    GtkFileFilter *filter = gtk_file_filter_new();
    gtk_file_filter_set_name(filter, name);
    for (const char *const *suffix = suffixes; *suffix != NULL; suffix++) {
        gtk_file_filter_add_suffix(filter, *suffix);
    }
    gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), filter);
    g_object_unref(filter);
}

/// Adds a filter named `name` that matches every file.
static inline void pet_file_chooser_add_any_file_filter(GtkNativeDialog *chooser, const char *name) {
    GtkFileFilter *filter = gtk_file_filter_new();
    gtk_file_filter_set_name(filter, name);
    gtk_file_filter_add_pattern(filter, "*");
    gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), filter);
    g_object_unref(filter);
}

/// The chosen files (a GListModel of GFile the caller unrefs).
static inline GListModel *pet_file_chooser_get_files(GtkNativeDialog *chooser) {
    return gtk_file_chooser_get_files(GTK_FILE_CHOOSER(chooser));
}

static inline void pet_native_dialog_show(GtkNativeDialog *dialog) { gtk_native_dialog_show(dialog); }
static inline void pet_native_dialog_destroy(GtkNativeDialog *dialog) { gtk_native_dialog_destroy(dialog); }
static inline gboolean pet_native_dialog_get_visible(GtkNativeDialog *dialog) {
    return gtk_native_dialog_get_visible(dialog);
}

// MARK: AdwMessageDialog (deprecated in libadwaita 1.6)

/// A modal message dialog transient for `parent` (adw_message_dialog_new is variadic).
static inline GtkWidget *pet_message_dialog_new(GtkWindow *parent, const char *heading) {
    return adw_message_dialog_new(parent, heading, NULL);
}
static inline void pet_message_dialog_set_heading(GtkWidget *dialog, const char *heading) {
    adw_message_dialog_set_heading(ADW_MESSAGE_DIALOG(dialog), heading);
}
static inline const char *pet_message_dialog_get_heading(GtkWidget *dialog) {
    return adw_message_dialog_get_heading(ADW_MESSAGE_DIALOG(dialog));
}
static inline void pet_message_dialog_set_body(GtkWidget *dialog, const char *body) {
    adw_message_dialog_set_body(ADW_MESSAGE_DIALOG(dialog), body);
}
static inline const char *pet_message_dialog_get_body(GtkWidget *dialog) {
    return adw_message_dialog_get_body(ADW_MESSAGE_DIALOG(dialog));
}
static inline void pet_message_dialog_set_extra_child(GtkWidget *dialog, GtkWidget *child) {
    adw_message_dialog_set_extra_child(ADW_MESSAGE_DIALOG(dialog), child);
}
/// Adds a response; `suggested` gives it the suggested (blue) appearance.
static inline void pet_message_dialog_add_response(GtkWidget *dialog, const char *id, const char *label,
                                                   gboolean suggested) {
    adw_message_dialog_add_response(ADW_MESSAGE_DIALOG(dialog), id, label);
    if (suggested) {
        adw_message_dialog_set_response_appearance(ADW_MESSAGE_DIALOG(dialog), id, ADW_RESPONSE_SUGGESTED);
    }
}
static inline void pet_message_dialog_set_response_enabled(GtkWidget *dialog, const char *id, gboolean enabled) {
    adw_message_dialog_set_response_enabled(ADW_MESSAGE_DIALOG(dialog), id, enabled);
}
static inline gboolean pet_message_dialog_get_response_enabled(GtkWidget *dialog, const char *id) {
    return adw_message_dialog_get_response_enabled(ADW_MESSAGE_DIALOG(dialog), id);
}
static inline void pet_message_dialog_set_default_response(GtkWidget *dialog, const char *id) {
    adw_message_dialog_set_default_response(ADW_MESSAGE_DIALOG(dialog), id);
}
static inline void pet_message_dialog_set_close_response(GtkWidget *dialog, const char *id) {
    adw_message_dialog_set_close_response(ADW_MESSAGE_DIALOG(dialog), id);
}
static inline const char *pet_message_dialog_get_default_response(GtkWidget *dialog) {
    return adw_message_dialog_get_default_response(ADW_MESSAGE_DIALOG(dialog));
}
static inline const char *pet_message_dialog_get_close_response(GtkWidget *dialog) {
    return adw_message_dialog_get_close_response(ADW_MESSAGE_DIALOG(dialog));
}
/// Whether the response `id` has the destructive (red) appearance.
static inline gboolean pet_message_dialog_response_is_destructive(GtkWidget *dialog, const char *id) {
    return adw_message_dialog_get_response_appearance(ADW_MESSAGE_DIALOG(dialog), id) == ADW_RESPONSE_DESTRUCTIVE;
}
/// Responds `id`, as a click on that response's button does.
static inline void pet_message_dialog_respond(GtkWidget *dialog, const char *id) {
    adw_message_dialog_response(ADW_MESSAGE_DIALOG(dialog), id);
}

G_GNUC_END_IGNORE_DEPRECATIONS

#endif
