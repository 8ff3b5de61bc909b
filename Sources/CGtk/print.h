#ifndef PET_ADOPTION_CGTK_PRINT_H
#define PET_ADOPTION_CGTK_PRINT_H

// Typed inline helpers for printing a recipe (Sources/PetAdoptionApp/Printing): the
// GtkPrintOperation signals whose handlers Swift cannot cast with G_CALLBACK, and the
// native file chooser that saves one file. Like shim.h, they target GTK 4.8;
// GtkFileChooser(Native) is deprecated in GTK 4.10, so its calls are wrapped here.

#include <gtk/gtk.h>

// MARK: GtkPrintOperation

/// A handler of a signal that passes the print context: "begin-print", "end-print".
typedef void (*PetPrintContextHandler)(GtkPrintOperation *operation, GtkPrintContext *context, gpointer data);
/// A handler of "draw-page": the print context and the page's number, from 0.
typedef void (*PetDrawPageHandler)(GtkPrintOperation *operation, GtkPrintContext *context, int page, gpointer data);

/// Connects `handler` to `signal` ("begin-print", "end-print") of `operation`.
static inline gulong pet_print_operation_connect_context(GtkPrintOperation *operation, const char *signal,
                                                         PetPrintContextHandler handler,
                                                         gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(operation, signal, G_CALLBACK(handler), data, destroy, (GConnectFlags)0);
}

/// Connects `handler` to "draw-page" of `operation`.
static inline gulong pet_print_operation_connect_draw_page(GtkPrintOperation *operation, PetDrawPageHandler handler,
                                                           gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(operation, "draw-page", G_CALLBACK(handler), data, destroy, (GConnectFlags)0);
}

/// For tests: cancels GTK's print dialog, as its close button and Escape do (the print
/// operation ends as with its Cancel button, GTK_PRINT_OPERATION_RESULT_CANCEL).
static inline void pet_print_dialog_cancel(GtkWidget *dialog) {
    gtk_window_close(GTK_WINDOW(dialog));
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS

// MARK: The native file chooser that saves (portal-aware; deprecated in GTK 4.10)

/// A modal native dialog, transient for `parent`, that saves one file, suggesting `name`
/// (GTK 4 asks before it replaces a file).
static inline GtkNativeDialog *pet_save_file_chooser_new(GtkWindow *parent, const char *title, const char *accept,
                                                         const char *name) {
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new(title, parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                                                accept, NULL);
    gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), name);
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(chooser), TRUE);
    return GTK_NATIVE_DIALOG(chooser);
}

/// The chosen file (a GFile the caller unrefs), or NULL when there is none.
static inline GFile *pet_file_chooser_get_file(GtkNativeDialog *chooser) {
    return gtk_file_chooser_get_file(GTK_FILE_CHOOSER(chooser));
}

G_GNUC_END_IGNORE_DEPRECATIONS

#endif
