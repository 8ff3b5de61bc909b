#ifndef PET_ADOPTION_CGTK_PRINT_H
#define PET_ADOPTION_CGTK_PRINT_H

// Typed inline helpers for printing a recipe (Sources/PetAdoptionApp/Printing): the
// GtkPrintOperation signals whose handlers Swift cannot cast with G_CALLBACK. The file
// chooser that saves the PDF is chooser.h's.

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

#endif
