#ifndef PET_ADOPTION_CGTK_ACCESS_H
#define PET_ADOPTION_CGTK_ACCESS_H

// Typed inline helpers for keyboard handling and accessibility: key events, accessible
// roles, and announcements (gtk_accessible_announce arrives in GTK 4.14, guarded here).
// Like shim.h, they target GTK 4.8 and libadwaita 1.2.

#include <gtk/gtk.h>
#include <adwaita.h>
#include <string.h>

// MARK: Key events

/// A key controller on `widget` that sees keys in `phase` (capture: before the focus widget).
static inline GtkEventController *pet_key_controller_add(GtkWidget *widget, GtkPropagationPhase phase) {
    GtkEventController *controller = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(controller, phase);
    gtk_widget_add_controller(widget, controller);
    return controller;
}

// MARK: Gestures

/// Adds a swipe gesture (touch, or a mouse drag) to `widget`, which owns it.
static inline GtkGesture *pet_swipe_gesture_add(GtkWidget *widget) {
    GtkGesture *swipe = gtk_gesture_swipe_new();
    gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(swipe));
    return swipe;
}

/// For tests: the event controllers of `widget` of type `type`, each with a reference
/// (free the array with g_ptr_array_unref). The widget's observing list is dropped before
/// this returns, so what a controller then does may destroy the widget.
static inline GPtrArray *pet_test_controllers(GtkWidget *widget, GType type) {
    GPtrArray *found = g_ptr_array_new_with_free_func(g_object_unref);
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    for (guint i = 0; i < g_list_model_get_n_items(controllers); i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        if (G_TYPE_CHECK_INSTANCE_TYPE(controller, type)) g_ptr_array_add(found, controller);
        else g_object_unref(controller);
    }
    g_object_unref(controllers);
    return found;
}

/// For tests: emits "swipe" on each swipe gesture of `widget`, as a finger flicking at
/// `velocity_x`, `velocity_y` would.
static inline void pet_test_swipe(GtkWidget *widget, double velocity_x, double velocity_y) {
    GPtrArray *gestures = pet_test_controllers(widget, GTK_TYPE_GESTURE_SWIPE);
    for (guint i = 0; i < gestures->len; i++) g_signal_emit_by_name(gestures->pdata[i], "swipe", velocity_x, velocity_y);
    g_ptr_array_unref(gestures);
}

/// For tests: emits "key-pressed" for `keyval` with `state` on the key controllers of
/// `widget` until one handles it, as a key press reaching it would; whether one did.
static inline gboolean pet_test_key_press(GtkWidget *widget, guint keyval, GdkModifierType state) {
    gboolean handled = FALSE;
    GPtrArray *keys = pet_test_controllers(widget, GTK_TYPE_EVENT_CONTROLLER_KEY);
    for (guint i = 0; i < keys->len && !handled; i++) g_signal_emit_by_name(keys->pdata[i], "key-pressed", keyval, 0, state, &handled);
    g_ptr_array_unref(keys);
    return handled;
}

/// For tests: emits "move-cursor" on a flow box as its key bindings do (Page Down:
/// `GTK_MOVEMENT_PAGES`, 1); whether it handled the move.
static inline gboolean pet_test_flow_box_move_cursor(GtkWidget *box, GtkMovementStep step, int count) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(box, "move-cursor", step, count, FALSE, FALSE, &handled);
    return handled;
}

// MARK: Roles and names

/// Gives `widget` the accessible `role`, unless it has it. GTK 4.8 accepts a role once
/// (the widget's own default role can be replaced, before or after realization).
static inline void pet_accessible_set_role(GtkWidget *widget, GtkAccessibleRole role) {
    if (gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(widget)) != role) {
        g_object_set(widget, "accessible-role", role, NULL);
    }
}

/// Leaves `widget` and every widget inside it out of what assistive technologies see
/// (the role none), before it is shown: for a list row, whose list item's label says
/// everything the row shows.
static inline void pet_accessible_leave_out(GtkWidget *widget) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        pet_accessible_leave_out(child);
    }
    pet_accessible_set_role(widget, GTK_ACCESSIBLE_ROLE_NONE);
}

/// Sets whether `widget`, a radio button or a check box to assistive technologies, is checked.
static inline void pet_accessible_set_checked(GtkWidget *widget, gboolean checked) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_CHECKED,
                                checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

/// Drops the selected state GTK gives a list box row: a row that is not chosen by
/// selecting it is then not said to be "not selected".
static inline void pet_accessible_reset_selected(GtkWidget *widget) {
    gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED);
}

/// The widget GTK wraps the row of `item` in (its list item widget), or NULL before the
/// row is in one.
static inline GtkWidget *pet_list_item_widget(GtkListItem *item) {
    GtkWidget *row = gtk_list_item_get_child(item);
    return row != NULL ? gtk_widget_get_parent(row) : NULL;
}

#if GTK_CHECK_VERSION(4, 12, 0)
/// The "notify::parent" handler of a row waiting for the widget GTK wraps it in.
static void pet_list_item_row_parented(GObject *row, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    GtkWidget *parent = gtk_widget_get_parent(GTK_WIDGET(row));
    if (parent == NULL) return;
    g_signal_handlers_disconnect_by_func(row, (gpointer)pet_list_item_row_parented, data);
    pet_accessible_set_role(parent, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
}
#endif

/// Gives the widget GTK wraps the row of `item` in the list item role, for a grid view
/// presented as a list; call it when the row is set up, after setting it as the item's
/// child. GTK 4.12 and later build that widget as a grid cell and refuse another role
/// once a screen reader has seen it: the role is given as soon as the widget takes the
/// row, before GTK shows it. GTK 4.8 accepts a role at any time:
/// ``pet_list_item_set_accessible_label`` gives it there.
static inline void pet_list_item_present_as_list_item(GtkListItem *item) {
#if GTK_CHECK_VERSION(4, 12, 0)
    GtkWidget *widget = pet_list_item_widget(item);
    if (widget != NULL) {
        pet_accessible_set_role(widget, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
    } else if (gtk_list_item_get_child(item) != NULL) {
        g_signal_connect(gtk_list_item_get_child(item), "notify::parent", G_CALLBACK(pet_list_item_row_parented), NULL);
    }
#else
    (void)item;
#endif
}

/// Names the row `item` shows for screen readers as `label`: GTK 4.12 and later name
/// the list item (gtk_list_item_set_accessible_label); GTK 4.8 has no such call, so the
/// widget it wraps the row in (the child's parent) gets the list item role and the label.
static inline void pet_list_item_set_accessible_label(GtkListItem *item, const char *label) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_list_item_set_accessible_label(item, label);
#else
    GtkWidget *widget = pet_list_item_widget(item);
    if (widget == NULL) return;
    pet_accessible_set_role(widget, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
#endif
}

static inline gboolean pet_is_button(gpointer p) { return GTK_IS_BUTTON(p); }

/// Whether `widget` is the widget libadwaita shows a toast in (AdwToastWidget is private).
static inline gboolean pet_is_toast_widget(GtkWidget *widget) {
    return strcmp(G_OBJECT_TYPE_NAME(widget), "AdwToastWidget") == 0;
}

/// Whether `widget` is a button whose label has a mnemonic ("_Save").
static inline gboolean pet_button_has_mnemonic_label(GtkWidget *widget) {
    return GTK_IS_BUTTON(widget) && gtk_button_get_use_underline(GTK_BUTTON(widget))
        && gtk_button_get_label(GTK_BUTTON(widget)) != NULL;
}

// MARK: Menus

#if GTK_CHECK_VERSION(4, 10, 0)
/// The label a menu item of a popover menu (GTK's private GtkModelButton) shows its text
/// in, when GTK made that label presentational; NULL for any other widget. GTK 4.8 shows
/// the text in a plain label; GTK 4.18 makes it presentational and still names the item
/// by it (its labelled-by relation), but a presentational element has no name, so the
/// item has none either: screen readers meet "menu item" and nothing more. When GTK
/// changed the label is not known here, so these helpers are built for any GTK after 4.8
/// and ask at run time: an item GTK names itself is left as it is.
static inline GtkWidget *pet_menu_item_presentational_label(GtkWidget *item) {
    if (strcmp(G_OBJECT_TYPE_NAME(item), "GtkModelButton") != 0) return NULL;
    for (GtkWidget *child = gtk_widget_get_first_child(item); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_LABEL(child) && strcmp(gtk_widget_get_css_name(child), "label") == 0) {
            GtkAccessibleRole role = gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(child));
            return role == GTK_ACCESSIBLE_ROLE_PRESENTATION ? child : NULL;
        }
    }
    return NULL;
}

/// Names `item` (see pet_menu_item_presentational_label) by the text it shows, mnemonic
/// underscore left out, in place of its relation to the label.
static inline void pet_menu_item_name(GtkWidget *item) {
    GtkWidget *label = pet_menu_item_presentational_label(item);
    if (label == NULL) return;
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(item), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    gtk_accessible_update_property(GTK_ACCESSIBLE(item), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                   gtk_label_get_text(GTK_LABEL(label)), -1);
}

/// A menu item's "notify" for a property whose change makes GTK relate the item to its
/// label again (or changes the label's text): names it anew.
static void pet_menu_item_changed(GObject *item, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    (void)data;
    pet_menu_item_name(GTK_WIDGET(item));
}

/// Names each menu item under `widget` (see pet_menu_item_name), now and whenever GTK
/// relates it to its label again, once per item.
static void pet_menu_name_items(GtkWidget *widget) {
    if (pet_menu_item_presentational_label(widget) != NULL) {
        pet_menu_item_name(widget);
        if (g_object_get_data(G_OBJECT(widget), "pet-menu-item-named") == NULL) {
            g_object_set_data(G_OBJECT(widget), "pet-menu-item-named", GINT_TO_POINTER(1));
            static const char *const changes[] = {
                "notify::text", "notify::accel", "notify::role", "notify::active", "notify::menu-name", "notify::popover",
            };
            for (size_t index = 0; index < G_N_ELEMENTS(changes); index++) {
                g_signal_connect(widget, changes[index], G_CALLBACK(pet_menu_item_changed), NULL);
            }
        }
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        pet_menu_name_items(child);
    }
}

/// The "show" handler of a menu button's popover: names the items it holds now.
static void pet_menu_popover_shown(GtkWidget *popover, gpointer data) {
    (void)data;
    pet_menu_name_items(popover);
}
#endif

/// Gives the items of the menu `button` drops (a popover menu GTK builds from its menu
/// model) the names their text says, where GTK leaves them unnamed (see
/// pet_menu_item_presentational_label): now, as each is shown, and when GTK changes one.
/// Call it after setting the button's menu model. Nothing to do with GTK 4.8.
static inline void pet_menu_button_name_items(GtkMenuButton *button) {
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkPopover *popover = gtk_menu_button_get_popover(button);
    if (popover == NULL) return;
    pet_menu_name_items(GTK_WIDGET(popover));
    g_signal_connect(popover, "show", G_CALLBACK(pet_menu_popover_shown), NULL);
#else
    (void)button;
#endif
}

// MARK: Announcements

/// The widget assistive technologies take for `focus`, the window's focus widget: the
/// entry around it when it is the text inside an entry (GTK 4.8 reports the focus of a
/// search entry's text as the entry's: a description set on the text goes unheard).
/// Gives `widget` the keyboard focus as the user left it: a text field keeps its cursor
/// and selection (GTK selects all of a text that takes the focus from elsewhere).
static inline void pet_widget_grab_focus_keeping_text(GtkWidget *widget) {
    if (GTK_IS_TEXT(widget)) {
        gtk_text_grab_focus_without_selecting(GTK_TEXT(widget));
    } else if (GTK_IS_ENTRY(widget)) {
        gtk_entry_grab_focus_without_selecting(GTK_ENTRY(widget));
    } else {
        gtk_widget_grab_focus(widget);
    }
}

static inline GtkWidget *pet_accessible_focus(GtkWidget *focus) {
    GtkWidget *parent = gtk_widget_get_parent(focus);
    if (GTK_IS_TEXT(focus) && parent != NULL && GTK_IS_EDITABLE(parent)) return parent;
    return focus;
}

#if GTK_CHECK_VERSION(4, 14, 0)
/// Announces `message` politely through `widget` (GTK 4.14 and later; Swift code guards
/// its calls with GTK_4_14).
static inline void pet_accessible_announce(GtkWidget *widget, const char *message) {
    gtk_accessible_announce(GTK_ACCESSIBLE(widget), message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}
#endif

#endif
