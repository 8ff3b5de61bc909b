#ifndef PET_ADOPTION_CGTK_SHIM_H
#define PET_ADOPTION_CGTK_SHIM_H

// Typed inline helpers for what Swift cannot import from GTK 4 / libadwaita:
// GObject cast and type macros, G_CALLBACK, variadic calls and version guards.
// No application logic lives here.

#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>

// MARK: Checked casts (the G_TYPE_CHECK_INSTANCE_CAST macros)

static inline GApplication *pet_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GtkApplication *pet_gtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkWindow *pet_gtk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkWidget *pet_gtk_widget(gpointer p) { return GTK_WIDGET(p); }

#endif
