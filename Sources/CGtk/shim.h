#ifndef PET_ADOPTION_CGTK_SHIM_H
#define PET_ADOPTION_CGTK_SHIM_H

// Typed inline helpers for what Swift cannot import from GTK 4 / libadwaita:
// GObject cast and type macros, G_CALLBACK, variadic calls and version guards.
// No application logic lives here.
//
// The code targets GTK 4.8 and libadwaita 1.2, and uses what later releases replace them
// with where the build has it (GTK_CHECK_VERSION, ADW_CHECK_VERSION; Swift code has the
// GTK_4_x and ADW_1_x conditions Package.swift sets from the same versions), each
// difference inside one helper (sections.h holds the window's layout, which differs most).

#include <gtk/gtk.h>
#include <adwaita.h>
#include <libintl.h>
#include <glib-unix.h>
#include <string.h>

// MARK: libdispatch's main queue, as CoreFoundation's run loop drives it

/// The eventfd that becomes readable when work is queued on the main queue,
/// or -1 when libdispatch already serves the main queue itself (after dispatch_main()).
extern int _dispatch_get_main_queue_handle_4CF(void);
/// Runs the work queued on the main queue; call it on the main thread.
extern void _dispatch_main_queue_callback_4CF(void *message);

// MARK: The log

/// Says `message` in the log (GLib's message level: the journal, or stderr in a terminal)
/// under the log domain `domain`.
static inline void pet_log_message(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_MESSAGE, "%s", message);
}

// MARK: Checked casts (the G_TYPE_CHECK_INSTANCE_CAST macros)

static inline GObject *pet_g_object(gpointer p) { return G_OBJECT(p); }
static inline GApplication *pet_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GActionMap *pet_g_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GActionGroup *pet_g_action_group(gpointer p) { return G_ACTION_GROUP(p); }
static inline GAction *pet_g_action(gpointer p) { return G_ACTION(p); }
static inline GListModel *pet_g_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GtkApplication *pet_gtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkWindow *pet_gtk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkWidget *pet_gtk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkAccessible *pet_gtk_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
static inline GtkLabel *pet_gtk_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkBox *pet_gtk_box(gpointer p) { return GTK_BOX(p); }
static inline GtkButton *pet_gtk_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkProgressBar *pet_gtk_progress_bar(gpointer p) { return GTK_PROGRESS_BAR(p); }
static inline AdwButtonContent *pet_adw_button_content(gpointer p) { return ADW_BUTTON_CONTENT(p); }
static inline GtkActionable *pet_gtk_actionable(gpointer p) { return GTK_ACTIONABLE(p); }
static inline GtkMenuButton *pet_gtk_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkScrolledWindow *pet_gtk_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkGridView *pet_gtk_grid_view(gpointer p) { return GTK_GRID_VIEW(p); }
static inline GtkListItem *pet_gtk_list_item(gpointer p) { return GTK_LIST_ITEM(p); }
static inline GtkStringObject *pet_gtk_string_object(gpointer p) { return GTK_STRING_OBJECT(p); }
static inline AdwApplicationWindow *pet_adw_application_window(gpointer p) { return ADW_APPLICATION_WINDOW(p); }
static inline AdwHeaderBar *pet_adw_header_bar(gpointer p) { return ADW_HEADER_BAR(p); }
static inline AdwViewStack *pet_adw_view_stack(gpointer p) { return ADW_VIEW_STACK(p); }
static inline AdwViewSwitcher *pet_adw_view_switcher(gpointer p) { return ADW_VIEW_SWITCHER(p); }
static inline AdwViewSwitcherBar *pet_adw_view_switcher_bar(gpointer p) { return ADW_VIEW_SWITCHER_BAR(p); }
static inline AdwStatusPage *pet_adw_status_page(gpointer p) { return ADW_STATUS_PAGE(p); }

// MARK: Type checks (the G_TYPE_CHECK_INSTANCE_TYPE macros)

static inline gboolean pet_is_widget(gpointer p) { return GTK_IS_WIDGET(p); }
static inline gboolean pet_is_password_entry(gpointer p) { return GTK_IS_PASSWORD_ENTRY(p); }

// MARK: Signals

/// Connects `handler` to `signal` of `instance` with `data`, released by `destroy` when
/// the connection ends. `handler` is a C function of the signal's signature, which the
/// caller casts to GCallback as G_CALLBACK does: Swift's SignalHandler, whose signatures
/// are checked against GTK's introspection data by a test.
static inline gulong pet_signal_connect_callback(gpointer instance, const char *signal, GCallback handler,
                                                 gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// The type of the GObject `instance` (G_OBJECT_TYPE).
static inline GType pet_g_object_type(gpointer instance) { return G_OBJECT_TYPE(instance); }

/// The name of the type of the GObject `instance` (G_OBJECT_TYPE_NAME).
static inline const char *pet_g_object_type_name(gpointer instance) { return G_OBJECT_TYPE_NAME(instance); }

// MARK: Variadic calls

/// Names `accessible` `label` for screen readers (gtk_accessible_update_property is
/// variadic), in place of the widgets GTK or libadwaita relate it to as its labels: GTK
/// 4.14 and later name an accessible by those before its own label (a button by the label
/// it shows, "Cancel" for "Cancel timer Bake"; a preferences group's list by the group's
/// title, empty in an untitled group), and GTK 4.8 reads both, one after the other.
static inline void pet_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Lets screen readers name `widget`, a container GTK gives the generic role (a scrolled
/// window, the sheet libadwaita shows a dialog in): GTK 4.14 and later name no generic
/// element, whatever its label (ARIA prohibits naming one), so it takes the group role.
/// Call it before a screen reader has seen the widget, as it is made or its dialog is
/// presented: GTK 4.12 and later refuse a role after.
static inline void pet_accessible_make_nameable(GtkWidget *widget) {
    if (gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(widget)) == GTK_ACCESSIBLE_ROLE_GENERIC) {
        g_object_set(widget, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
    }
}

// MARK: Photos and the Recipes page (checked casts, variadic accessible properties)

static inline GtkStyleProvider *pet_gtk_style_provider(gpointer p) { return GTK_STYLE_PROVIDER(p); }
static inline GdkPaintable *pet_gdk_paintable(gpointer p) { return GDK_PAINTABLE(p); }
static inline GtkImage *pet_gtk_image(gpointer p) { return GTK_IMAGE(p); }
static inline GtkStack *pet_gtk_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkEditable *pet_gtk_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkSearchBar *pet_gtk_search_bar(gpointer p) { return GTK_SEARCH_BAR(p); }
static inline GtkDropDown *pet_gtk_drop_down(gpointer p) { return GTK_DROP_DOWN(p); }
static inline GtkCheckButton *pet_gtk_check_button(gpointer p) { return GTK_CHECK_BUTTON(p); }
static inline GtkToggleButton *pet_gtk_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkPopover *pet_gtk_popover(gpointer p) { return GTK_POPOVER(p); }
static inline gboolean pet_is_label(gpointer p) { return GTK_IS_LABEL(p); }
static inline AdwClamp *pet_adw_clamp(gpointer p) { return ADW_CLAMP(p); }
static inline AdwPreferencesGroup *pet_adw_preferences_group(gpointer p) { return ADW_PREFERENCES_GROUP(p); }
static inline AdwPreferencesRow *pet_adw_preferences_row(gpointer p) { return ADW_PREFERENCES_ROW(p); }
static inline AdwActionRow *pet_adw_action_row(gpointer p) { return ADW_ACTION_ROW(p); }

/// Sets a string property by name (g_object_set is variadic), for properties that have
/// no setter in GTK 4.8 such as GtkSearchEntry's "placeholder-text".
static inline void pet_g_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

/// Sets a boolean property by name (g_object_set is variadic), such as GtkSettings'
/// "gtk-enable-animations".
static inline void pet_g_object_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

/// Where the origin of `widget` is in `target`'s coordinates, into `x` and `y`; FALSE when
/// the two have no common ancestor (gtk_widget_compute_point from GTK 4.12, which
/// deprecates gtk_widget_translate_coordinates).
static inline gboolean pet_widget_origin_in(GtkWidget *widget, GtkWidget *target, double *x, double *y) {
#if GTK_CHECK_VERSION(4, 12, 0)
    graphene_point_t point;
    if (!gtk_widget_compute_point(widget, target, &GRAPHENE_POINT_INIT(0, 0), &point)) return FALSE;
    *x = point.x;
    *y = point.y;
    return TRUE;
#else
    return gtk_widget_translate_coordinates(widget, target, 0, 0, x, y);
#endif
}

/// Scrolls `view` until the item at `position` shows, moving neither the keyboard focus
/// nor the selection (gtk_grid_view_scroll_to from GTK 4.12; before, the list's
/// scroll-to-item action, which also moves GTK 4.8's focus cursor there, where Tab then
/// enters the list).
static inline void pet_grid_view_scroll_to(GtkGridView *view, guint position) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_grid_view_scroll_to(view, position, GTK_LIST_SCROLL_NONE, NULL);
#else
    gtk_widget_activate_action(GTK_WIDGET(view), "list.scroll-to-item", "u", position);
#endif
}

/// Sets the accessible description (gtk_accessible_update_property is variadic).
static inline void pet_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

// MARK: Dialogs

#if ADW_CHECK_VERSION(1, 5, 0)
/// The widget after `widget` in a depth-first walk of the widgets under `top`, or NULL
/// after the last one.
static inline GtkWidget *pet_widget_next_in_tree(GtkWidget *widget, GtkWidget *top) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (child != NULL) return child;
    for (; widget != NULL && widget != top; widget = gtk_widget_get_parent(widget)) {
        GtkWidget *next = gtk_widget_get_next_sibling(widget);
        if (next != NULL) return next;
    }
    return NULL;
}

/// Names the focusable containers libadwaita builds inside `dialog` with the generic role,
/// which screen readers would meet unnamed, after the dialog (its title): the sheet it
/// shows the dialog in, made as the dialog is presented (call this right after), and a
/// message dialog's scrolled window.
static inline void pet_dialog_name_containers(GtkWidget *dialog) {
    GtkWidget *widget = dialog;
    while ((widget = pet_widget_next_in_tree(widget, dialog)) != NULL) {
        if (gtk_widget_get_focusable(widget)
            && gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(widget)) == GTK_ACCESSIBLE_ROLE_GENERIC) {
            pet_accessible_make_nameable(widget);
            gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, dialog, NULL, -1);
        }
    }
}
#endif

/// Closes a message dialog or the About (an AdwDialog with libadwaita 1.5 and later, a
/// window before) as Escape and its close button do: a message dialog answers its close
/// response.
static inline void pet_dialog_close(GtkWidget *dialog) {
#if ADW_CHECK_VERSION(1, 5, 0)
    adw_dialog_close(ADW_DIALOG(dialog));
#else
    gtk_window_close(GTK_WINDOW(dialog));
#endif
}

// MARK: About

// The app's About is an AdwAboutDialog with libadwaita 1.5 and later, shown inside the
// window it is presented over, and an AdwAboutWindow before (deprecated in 1.6). The two
// have the same calls under their own prefixes; these helpers are the only place that
// names either.
#if ADW_CHECK_VERSION(1, 5, 0)
#define PET_ABOUT(about) ADW_ABOUT_DIALOG(about)
#define PET_ABOUT_CALL(name) adw_about_dialog_##name
#else
#define PET_ABOUT(about) ADW_ABOUT_WINDOW(about)
#define PET_ABOUT_CALL(name) adw_about_window_##name
#endif

/// The About of the app named `name`, not yet shown (see pet_dialog_present).
static inline GtkWidget *pet_about_new(const char *name, const char *icon, const char *version,
                                       const char *developer, const char *comments,
                                       const char *translator_credits) {
#if ADW_CHECK_VERSION(1, 5, 0)
    GtkWidget *about = GTK_WIDGET(adw_about_dialog_new());
#else
    GtkWidget *about = adw_about_window_new();
#endif
    PET_ABOUT_CALL(set_application_name)(PET_ABOUT(about), name);
    PET_ABOUT_CALL(set_application_icon)(PET_ABOUT(about), icon);
    PET_ABOUT_CALL(set_version)(PET_ABOUT(about), version);
    PET_ABOUT_CALL(set_developer_name)(PET_ABOUT(about), developer);
    PET_ABOUT_CALL(set_comments)(PET_ABOUT(about), comments);
    /* gettext's convention: an untranslated "translator-credits" means there are none. */
    if (strcmp(translator_credits, "translator-credits") != 0)
        PET_ABOUT_CALL(set_translator_credits)(PET_ABOUT(about), translator_credits);
    return about;
}
/// Shows `dialog` over `parent`, a window of `application`, modal: an AdwDialog inside
/// `parent` with libadwaita 1.5 and later (About, Preferences), before a window of its own
/// transient for `parent`.
static inline void pet_dialog_present(GtkWidget *dialog, GtkWindow *parent, GtkApplication *application) {
#if ADW_CHECK_VERSION(1, 5, 0)
    (void)application;
    adw_dialog_present(ADW_DIALOG(dialog), GTK_WIDGET(parent));
    pet_dialog_name_containers(dialog);
#else
    gtk_window_set_transient_for(GTK_WINDOW(dialog), parent);
    gtk_window_set_modal(GTK_WINDOW(dialog), TRUE);
    gtk_window_set_application(GTK_WINDOW(dialog), application);
    gtk_window_present(GTK_WINDOW(dialog));
#endif
}
static inline const char *pet_about_get_application_name(GtkWidget *about) {
    return PET_ABOUT_CALL(get_application_name)(PET_ABOUT(about));
}
static inline const char *pet_about_get_version(GtkWidget *about) {
    return PET_ABOUT_CALL(get_version)(PET_ABOUT(about));
}
/// Whether `widget` is the app's About, for tests that look for it.
static inline gboolean pet_is_about(gpointer widget) {
#if ADW_CHECK_VERSION(1, 5, 0)
    return ADW_IS_ABOUT_DIALOG(widget);
#else
    return ADW_IS_ABOUT_WINDOW(widget);
#endif
}

// MARK: The Pets page (checked casts, emitting a signal)

static inline GtkFlowBox *pet_gtk_flow_box(gpointer p) { return GTK_FLOW_BOX(p); }

/// Emits `signal`, which takes no arguments and returns nothing (g_signal_emit_by_name is variadic).
static inline void pet_signal_emit(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

// MARK: The add/edit forms (checked casts)

static inline AdwWindow *pet_adw_window(gpointer p) { return ADW_WINDOW(p); }
static inline AdwWindowTitle *pet_adw_window_title(gpointer p) { return ADW_WINDOW_TITLE(p); }
static inline AdwEntryRow *pet_adw_entry_row(gpointer p) { return ADW_ENTRY_ROW(p); }
static inline AdwComboRow *pet_adw_combo_row(gpointer p) { return ADW_COMBO_ROW(p); }
static inline GtkTextView *pet_gtk_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkListBoxRow *pet_gtk_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }

/// The whole text of `buffer` (the caller frees it with g_free).
static inline char *pet_gtk_text_buffer_get_all_text(GtkTextBuffer *buffer) {
    GtkTextIter start, end;
    gtk_text_buffer_get_bounds(buffer, &start, &end);
    return gtk_text_buffer_get_text(buffer, &start, &end, FALSE);
}

#endif
