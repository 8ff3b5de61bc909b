#ifndef PET_ADOPTION_CGTK_CHOOSER_H
#define PET_ADOPTION_CGTK_CHOOSER_H

// Typed inline helpers for the file chooser that opens files (import, a pet's photos) or
// saves one (export, a recipe's PDF), used only by Sources/PetAdoptionApp/Parts/NativeChooser.swift.
// It is a GtkFileDialog from GTK 4.10 (asynchronous: it answers a GAsyncReadyCallback,
// and a GCancellable closes it) and a GtkFileChooserNative before (it answers its
// "response" signal); GtkFileChooserNative is deprecated in 4.10, so it is named only
// for older GTK. Both are portal-aware. A chooser is a GObject of either type; these
// helpers are the only code that names either.

#include <gtk/gtk.h>

/// A filter named `name` matching the NULL-terminated `suffixes` ("csv", any case), or
/// every file when `suffixes` is NULL; the caller unrefs it.
static inline GtkFileFilter *pet_file_filter_new(const char *name, const char *const *suffixes) {
    GtkFileFilter *filter = gtk_file_filter_new();
    gtk_file_filter_set_name(filter, name);
    if (suffixes == NULL) {
        gtk_file_filter_add_pattern(filter, "*");
    } else {
        for (const char *const *suffix = suffixes; *suffix != NULL; suffix++) {
            gtk_file_filter_add_suffix(filter, *suffix);
        }
    }
    return filter;
}

#if GTK_CHECK_VERSION(4, 10, 0)

/// A modal chooser titled `title` whose accept button says `accept`; with `name`, it
/// saves one file and suggests that name (GTK asks before it replaces a file), without,
/// it opens files.
static inline GObject *pet_file_chooser_new(const char *title, const char *accept, const char *name) {
    GtkFileDialog *dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_title(dialog, title);
    gtk_file_dialog_set_accept_label(dialog, accept);
    gtk_file_dialog_set_modal(dialog, TRUE);
    if (name != NULL) gtk_file_dialog_set_initial_name(dialog, name);
    return G_OBJECT(dialog);
}

/// Adds a filter named `name` matching the NULL-terminated `suffixes`, or every file
/// when `suffixes` is NULL. The first filter added is the one shown first.
static inline void pet_file_chooser_add_filter(GObject *chooser, const char *name, const char *const *suffixes) {
    GtkFileDialog *dialog = GTK_FILE_DIALOG(chooser);
    GListStore *filters = G_LIST_STORE(gtk_file_dialog_get_filters(dialog));
    if (filters == NULL) {
        filters = g_list_store_new(GTK_TYPE_FILE_FILTER);
        gtk_file_dialog_set_filters(dialog, G_LIST_MODEL(filters));
        g_object_unref(filters);
    }
    GtkFileFilter *filter = pet_file_filter_new(name, suffixes);
    if (g_list_model_get_n_items(G_LIST_MODEL(filters)) == 0) gtk_file_dialog_set_default_filter(dialog, filter);
    g_list_store_append(filters, filter);
    g_object_unref(filter);
}

/// Shows `chooser` over `parent`, opening files or saving one as made; `callback` gets
/// the answer, for pet_file_chooser_finish, once: when the user chooses, dismisses the
/// chooser, or `cancellable` is cancelled (which closes it).
static inline void pet_file_chooser_show(GObject *chooser, GtkWindow *parent, gboolean saves,
                                         GCancellable *cancellable, GAsyncReadyCallback callback, gpointer data) {
    if (saves) {
        gtk_file_dialog_save(GTK_FILE_DIALOG(chooser), parent, cancellable, callback, data);
    } else {
        gtk_file_dialog_open_multiple(GTK_FILE_DIALOG(chooser), parent, cancellable, callback, data);
    }
}

/// The files chosen, as `result` of pet_file_chooser_show says (a GListModel of GFile
/// the caller unrefs), or NULL when nothing was: the chooser was dismissed (its Cancel,
/// Escape, its close button), cancelled, or failed.
static inline GListModel *pet_file_chooser_finish(GObject *chooser, gboolean saves, GAsyncResult *result) {
    if (!saves) return gtk_file_dialog_open_multiple_finish(GTK_FILE_DIALOG(chooser), result, NULL);
    GFile *file = gtk_file_dialog_save_finish(GTK_FILE_DIALOG(chooser), result, NULL);
    if (file == NULL) return NULL;
    GListStore *files = g_list_store_new(G_TYPE_FILE);
    g_list_store_append(files, file);
    g_object_unref(file);
    return G_LIST_MODEL(files);
}

#else

/// A modal chooser titled `title` whose accept button says `accept`; with `name`, it
/// saves one file and suggests that name (GTK asks before it replaces a file), without,
/// it opens files.
static inline GObject *pet_file_chooser_new(const char *title, const char *accept, const char *name) {
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new(
        title, NULL, name != NULL ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN, accept, NULL);
    if (name != NULL) {
        gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), name);
    } else {
        gtk_file_chooser_set_select_multiple(GTK_FILE_CHOOSER(chooser), TRUE);
    }
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(chooser), TRUE);
    return G_OBJECT(chooser);
}

/// Adds a filter named `name` matching the NULL-terminated `suffixes`, or every file
/// when `suffixes` is NULL. The first filter added is the one shown first.
static inline void pet_file_chooser_add_filter(GObject *chooser, const char *name, const char *const *suffixes) {
    GtkFileFilter *filter = pet_file_filter_new(name, suffixes);
    gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), filter);
    g_object_unref(filter);
}

/// Shows `chooser`, modal and transient for `parent`; its "response" signal answers.
static inline void pet_file_chooser_show(GObject *chooser, GtkWindow *parent) {
    gtk_native_dialog_set_transient_for(GTK_NATIVE_DIALOG(chooser), parent);
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
}

/// The files chosen (a GListModel of GFile the caller unrefs), once the user accepted.
static inline GListModel *pet_file_chooser_get_files(GObject *chooser) {
    return gtk_file_chooser_get_files(GTK_FILE_CHOOSER(chooser));
}

/// Closes `chooser` without an answer.
static inline void pet_file_chooser_close(GObject *chooser) {
    gtk_native_dialog_destroy(GTK_NATIVE_DIALOG(chooser));
}

#endif

#endif
