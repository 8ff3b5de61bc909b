#ifndef PET_ADOPTION_CGTK_REGISTRATION_H
#define PET_ADOPTION_CGTK_REGISTRATION_H

// When the app is known to screen readers. Before GTK 4.10, GTK tells the accessibility
// registry of the app (org.a11y.atspi.Socket.Embed) from an idle callback, which the
// first frame can hold back for a second on a software renderer; a window shown before
// that sends its first events (shown, active, focused) before a screen reader can ask the
// app about them, and the screen reader drops them (Orca: "Event is from
// potentially-defunct source"): it says nothing as the app starts.
// `pet_accessible_after_registration` calls back once the registry lists an application
// of this program's name, so the window can be shown then. It watches the registry on a
// connection of its own to the accessibility bus: the registry's root announces each
// application it embeds (ChildrenChanged), and is asked once for those it has already.
// Without an accessibility bus it calls back at once, and in any case within a bound.
// `pet_window_realize_accessible` has GTK register the app before the window is shown.

#include "shim.h"

#if !GTK_CHECK_VERSION(4, 10, 0)

#define PET_ATSPI_REGISTRY "org.a11y.atspi.Registry"
#define PET_ATSPI_ROOT "/org/a11y/atspi/accessible/root"

/// One wait: held by its owner until it is over and by each call and signal subscription
/// in flight, so a late reply never meets a freed wait.
typedef struct {
    guint refs;
    GObject *owner;
    GDBusConnection *bus;
    guint subscription;
    GCancellable *cancellable;
    void (*done)(gpointer);
    gpointer data;
    GDestroyNotify destroy_data;
    guint timeout;
    gboolean finished;
} PetRegistrationWait;

static inline PetRegistrationWait *pet_registration_wait_ref(PetRegistrationWait *wait) {
    wait->refs++;
    return wait;
}

static inline void pet_registration_wait_release(gpointer user_data) {
    PetRegistrationWait *wait = user_data;
    if (--wait->refs > 0) return;
    g_clear_object(&wait->bus);
    g_clear_object(&wait->cancellable);
    if (wait->destroy_data != NULL) wait->destroy_data(wait->data);
    g_free(wait);
}

/// Ends the wait: cancels what is in flight and stops listening to the registry.
static inline void pet_registration_wait_end(PetRegistrationWait *wait) {
    if (wait->timeout != 0) {
        g_source_remove(wait->timeout);
        wait->timeout = 0;
    }
    wait->finished = TRUE;
    g_cancellable_cancel(wait->cancellable);
    if (wait->subscription != 0) {
        g_dbus_connection_signal_unsubscribe(wait->bus, wait->subscription);
        wait->subscription = 0;
    }
}

#define PET_REGISTRATION_WAIT_KEY "pet-registration-wait"

/// The wait is over, whichever way: calls back, once, then the owner lets go of the wait
/// (and so of `data`).
static inline void pet_registration_wait_finish(PetRegistrationWait *wait) {
    if (wait->finished) return;
    pet_registration_wait_end(wait);
    wait->done(wait->data);
    GObject *owner = wait->owner;
    wait->owner = NULL;
    if (owner != NULL) g_object_set_data(owner, PET_REGISTRATION_WAIT_KEY, NULL);  // May free the wait.
}

/// The bound is reached: calls back all the same.
static inline gboolean pet_registration_on_timeout(gpointer user_data) {
    PetRegistrationWait *wait = user_data;
    wait->timeout = 0;
    pet_registration_wait_finish(wait);
    return G_SOURCE_REMOVE;
}

/// The owner is gone, or lets go of a wait that is over: the wait ends without calling back.
static inline void pet_registration_wait_drop(gpointer user_data) {
    PetRegistrationWait *wait = user_data;
    wait->owner = NULL;
    pet_registration_wait_end(wait);
    pet_registration_wait_release(wait);
}

/// One look at the registry's applications: the wait and how many answers are due.
typedef struct {
    PetRegistrationWait *wait;
    guint pending;
} PetRegistrationCheck;

static inline void pet_registration_check_release(PetRegistrationCheck *check) {
    if (--check->pending > 0) return;
    pet_registration_wait_release(check->wait);
    g_free(check);
}

/// An application's name: this program's ends the wait, calling back.
static inline void pet_registration_on_name(GObject *source, GAsyncResult *result, gpointer user_data) {
    PetRegistrationCheck *check = user_data;
    PetRegistrationWait *wait = check->wait;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, NULL);
    if (reply != NULL) {
        GVariant *value = NULL;
        g_variant_get(reply, "(v)", &value);
        if (g_variant_is_of_type(value, G_VARIANT_TYPE_STRING)
            && g_strcmp0(g_variant_get_string(value, NULL), g_get_prgname()) == 0) {
            pet_registration_wait_finish(wait);
        }
        g_variant_unref(value);
        g_variant_unref(reply);
    }
    pet_registration_check_release(check);
}

/// The registry's applications: each is asked for its name.
static inline void pet_registration_on_children(GObject *source, GAsyncResult *result, gpointer user_data) {
    PetRegistrationWait *wait = user_data;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, NULL);
    if (reply != NULL && !wait->finished) {
        PetRegistrationCheck *check = g_new0(PetRegistrationCheck, 1);
        check->wait = pet_registration_wait_ref(wait);
        check->pending = 1;
        GVariantIter *children = NULL;
        const char *name = NULL, *path = NULL;
        g_variant_get(reply, "(a(so))", &children);
        while (g_variant_iter_loop(children, "(&s&o)", &name, &path)) {
            check->pending++;
            g_dbus_connection_call(wait->bus, name, path, "org.freedesktop.DBus.Properties", "Get",
                                   g_variant_new("(ss)", "org.a11y.atspi.Accessible", "Name"), G_VARIANT_TYPE("(v)"),
                                   G_DBUS_CALL_FLAGS_NONE, -1, wait->cancellable, pet_registration_on_name, check);
        }
        g_variant_iter_free(children);
        pet_registration_check_release(check);
    }
    if (reply != NULL) g_variant_unref(reply);
    pet_registration_wait_release(wait);
}

static inline void pet_registration_check(PetRegistrationWait *wait) {
    g_dbus_connection_call(wait->bus, PET_ATSPI_REGISTRY, PET_ATSPI_ROOT, "org.a11y.atspi.Accessible", "GetChildren",
                           NULL, G_VARIANT_TYPE("(a(so))"), G_DBUS_CALL_FLAGS_NONE, -1, wait->cancellable,
                           pet_registration_on_children, pet_registration_wait_ref(wait));
}

/// The registry embedded or dropped an application: another look.
static inline void pet_registration_on_children_changed(GDBusConnection *bus, const char *sender, const char *path,
                                                        const char *interface, const char *signal,
                                                        GVariant *parameters, gpointer user_data) {
    (void)bus, (void)sender, (void)path, (void)interface, (void)signal, (void)parameters;
    PetRegistrationWait *wait = user_data;
    if (!wait->finished) pet_registration_check(wait);
}

static inline void pet_registration_on_bus(GObject *source, GAsyncResult *result, gpointer user_data) {
    (void)source;
    PetRegistrationWait *wait = user_data;
    GDBusConnection *bus = g_dbus_connection_new_for_address_finish(result, NULL);
    if (bus != NULL && !wait->finished) {
        wait->bus = bus;
        // Listening first, then looking: an application embedded in between is heard of.
        wait->subscription = g_dbus_connection_signal_subscribe(
            bus, PET_ATSPI_REGISTRY, "org.a11y.atspi.Event.Object", "ChildrenChanged", PET_ATSPI_ROOT, NULL,
            G_DBUS_SIGNAL_FLAGS_NONE, pet_registration_on_children_changed, pet_registration_wait_ref(wait),
            pet_registration_wait_release);
        pet_registration_check(wait);
    } else {
        if (bus != NULL) g_object_unref(bus);
        pet_registration_wait_finish(wait);  // No accessibility bus to be known on.
    }
    pet_registration_wait_release(wait);
}

static inline void pet_registration_on_address(GObject *source, GAsyncResult *result, gpointer user_data) {
    PetRegistrationWait *wait = user_data;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, NULL);
    if (reply != NULL && !wait->finished) {
        const char *address = NULL;
        g_variant_get(reply, "(&s)", &address);
        g_dbus_connection_new_for_address(
            address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
            NULL, wait->cancellable, pet_registration_on_bus, pet_registration_wait_ref(wait));
    } else {
        pet_registration_wait_finish(wait);  // No accessibility bus (or the wait is over).
    }
    if (reply != NULL) g_variant_unref(reply);
    pet_registration_wait_release(wait);
}

/// Realizes `window`'s accessible before the window is shown, which has GTK tell the
/// registry of the app (GTK 4.8 realizes a window's accessible only as the window is mapped,
/// and registers the app behind the first frame then). Three things GTK 4.8 does on its own
/// are done here in the order a screen reader needs them:
/// - the accessible takes its class's role (one realized before its window is mapped keeps
///   the role it was made with, a plain widget's "filler" rather than a window's "frame");
/// - it is marked shown: GTK 4.8 tells screen readers a window it shows is not "showing"
///   (the state is sent inverted), which can stay in their cache of the window's states so
///   that they take it for hidden and do not say it; sent now, before the app is registered,
///   it reaches nobody, and showing the window later changes nothing more;
/// - it is realized by a change of the window's focusability and back, the one change GTK
///   4.8 realizes an accessible for before its window is mapped.
static inline void pet_window_realize_accessible(GtkWindow *window) {
    GtkWidget *widget = GTK_WIDGET(window);
    g_object_set(window, "accessible-role", gtk_widget_class_get_accessible_role(GTK_WIDGET_GET_CLASS(widget)), NULL);
    gtk_accessible_update_state(GTK_ACCESSIBLE(window), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE, -1);
    gboolean focusable = gtk_widget_get_focusable(widget);
    gtk_widget_set_focusable(widget, !focusable);
    gtk_widget_set_focusable(widget, focusable);
}

/// Calls `done(data)` once, on the main context: when the accessibility registry lists an
/// application named as this program is (at once, if it does already), when there is no
/// accessibility bus or GTK uses none, or after `bound_ms` at the latest; never when `owner`
/// goes first. `destroy_data(data)` runs when the wait is over, whichever way.
static inline void pet_accessible_after_registration(gpointer owner, guint bound_ms, void (*done)(gpointer),
                                                     gpointer data, GDestroyNotify destroy_data) {
    PetRegistrationWait *wait = g_new0(PetRegistrationWait, 1);
    wait->refs = 1;
    wait->cancellable = g_cancellable_new();
    wait->done = done;
    wait->data = data;
    wait->destroy_data = destroy_data;
    wait->owner = G_OBJECT(owner);
    g_object_set_data_full(wait->owner, PET_REGISTRATION_WAIT_KEY, wait, pet_registration_wait_drop);
    wait->timeout = g_timeout_add(bound_ms, pet_registration_on_timeout, wait);
    // GTK tells the registry of the app only when it uses AT-SPI (`GTK_A11Y` unset or "atspi").
    const char *backend = g_getenv("GTK_A11Y");
    if (backend != NULL && g_ascii_strcasecmp(backend, "atspi") != 0) {
        pet_registration_wait_finish(wait);
        return;
    }
    GDBusConnection *session = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
    if (session == NULL) {
        pet_registration_wait_finish(wait);
        return;
    }
    g_dbus_connection_call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", NULL,
                           G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NONE, -1, wait->cancellable,
                           pet_registration_on_address, pet_registration_wait_ref(wait));
    g_object_unref(session);
}

#endif

#endif
