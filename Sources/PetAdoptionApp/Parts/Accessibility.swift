import CGtk
import PetCore

/// What the app tells assistive technologies beyond each widget's own name and role:
/// names for buttons GTK 4.8 names badly, descriptions, and announcements.
///
/// GTK 4.8 names a button whose label has a mnemonic twice, underscore included
/// ("_Save Save"): it sets the label as the accessible label and also relates the button
/// to its label widget. ``nameButtons(in:)`` drops the first, so the button reads "Save".
///
/// Announcements: GTK 4.14 has `gtk_accessible_announce`. On earlier versions a label
/// with the alert role that appears emits no AT-SPI event, but screen readers do speak a
/// change of the focused control's description; so ``announce(_:from:)`` sets the focused
/// widget's description to the message until the focus moves, then gives it back its own
/// (set with ``setDescription(_:of:)``).
@MainActor
enum Accessibility {
    private static var ownDescriptionKey: String { "pet-adoption-accessible-description" }
    private static var namedKey: String { "pet-adoption-accessible-names-done" }
    /// The widget whose description holds an announcement, and the handler that gives it
    /// back its own description when its window's focus moves.
    private static var announcement: (widget: UnsafeMutablePointer<GtkWidget>, restore: SignalHandler)?

    /// A button labelled `label`, whose underscore marks its mnemonic ("_Save"), named "Save".
    static func mnemonicButton(_ label: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_mnemonic(label)!
        nameByShownLabel(button)
        return button
    }

    /// Names `button`, whose label marks its mnemonic with an underscore, by the label it
    /// shows ("Save"): GTK 4.8 names a button by its label as set ("_Save"), underscore and all.
    static func nameByShownLabel(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_accessible_reset_property(button.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
    }

    /// Names the buttons inside `root` that libadwaita or GTK made (dialog responses, a
    /// toast's button and its close button) by what they show, once per widget; an icon
    /// button with no tooltip either is named `unlabelled`, when given.
    static func nameButtons(in root: UnsafeMutablePointer<GtkWidget>, unlabelled: String? = nil) {
        for widget in Widgets.descendants(of: root) {
            if let button = Widget<Gtk.Button>(checking: widget), !ObjectMark.isSet(namedKey, on: button) {
                ObjectMark.set(namedKey, on: button)
                if pet_button_has_mnemonic_label(widget) != 0 {
                    gtk_accessible_reset_property(widget.accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
                } else if gtk_button_get_label(button.c) == nil {
                    if let tooltip = gtk_widget_get_tooltip_text(widget) {
                        pet_accessible_set_label(widget.accessible, tooltip)
                    } else if let unlabelled {
                        pet_accessible_set_label(widget.accessible, unlabelled)
                    }
                }
            }
        }
    }

    /// Names the parts GTK and libadwaita build inside a window or dialog of theirs (About,
    /// the shortcuts window) and leave unnamed: its buttons (see
    /// ``nameButtons(in:unlabelled:)``), search field (`search`), and scrolled windows,
    /// lists and text views (`title`). Call it before a window is shown, and right after an
    /// AdwDialog (libadwaita 1.5 and later) is presented, which holds its content out of its
    /// widget tree until then: before a screen reader has seen it (a scrolled window takes a
    /// role that can be named, see `pet_accessible_make_nameable`).
    static func nameParts(
        of window: UnsafeMutablePointer<GtkWidget>, title: String, search: String, unlabelled: String? = nil
    ) {
        nameButtons(in: window, unlabelled: unlabelled)
        for widget in Widgets.descendants(of: window) {
            if Widget<Gtk.SearchEntry>(checking: widget) != nil {
                pet_accessible_set_label(widget.accessible, search)
            } else if Widget<Gtk.ScrolledWindow>(checking: widget) != nil || Widget<Gtk.ListBox>(checking: widget) != nil
                        || Widget<Gtk.TextView>(checking: widget) != nil {
                pet_accessible_make_nameable(widget)
                pet_accessible_set_label(widget.accessible, title)
            }
        }
    }

    /// Names the list of each untitled preferences group under `root` `name`, as a screen
    /// reader announces a list it enters (libadwaita 1.2 labels a titled group's list by
    /// its title, and leaves an untitled one's unnamed).
    static func nameUntitledGroupLists(in root: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        for widget in Widgets.descendants(of: root) where Widget<Gtk.ListBox>(checking: widget) != nil {
            guard let group = gtk_widget_get_ancestor(widget, Adw.PreferencesGroup.type) else { continue }
            let title = adw_preferences_group_get_title(Widget<Adw.PreferencesGroup>(group).c)
            if title == nil || title?.pointee == 0 { pet_accessible_set_label(widget.accessible, name) }
        }
    }

    #if !GTK_4_10
    /// Runs `action` once screen readers can ask the app about the events it sends: when the
    /// accessibility registry lists the app (`registration.h`: GTK before 4.10 may send a
    /// new window's first events before), at once without an accessibility bus or when GTK
    /// uses none, and after `bound` at the latest; never when `owner` is gone first. The wait
    /// is ``PendingWork`` until it is over.
    static func afterRegistration(
        owner: some GObjectReference, bound: Duration = .seconds(2), _ action: @escaping @MainActor () -> Void
    ) {
        PendingWork.begin()
        pet_accessible_after_registration(
            owner.objectPointer, UInt32(clamping: Int((bound / .milliseconds(1)).rounded(.up))),
            { data in
                MainActor.assumeIsolated { data.map { Unmanaged<RegistrationAction>.fromOpaque($0).takeUnretainedValue().run() } }
            },
            Unmanaged.passRetained(RegistrationAction(action)).toOpaque(),
            { data in
                data.map { Unmanaged<RegistrationAction>.fromOpaque($0).release() }
                PendingWork.end()
            })
    }

    /// What ``afterRegistration(owner:bound:_:)`` runs, kept by the wait.
    private final class RegistrationAction {
        let run: @MainActor () -> Void
        init(_ run: @escaping @MainActor () -> Void) { self.run = run }
    }
    #endif

    /// Sets `widget`'s own accessible description (an empty text removes it).
    static func setDescription(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        let copy = g_strdup(text)
        g_object_set_data_full(pet_g_object(widget), ownDescriptionKey, copy) { g_free($0) }
        if announcement?.widget != widget { showDescription(text, of: widget) }
    }

    /// Tells assistive technologies `message` (a toast, something that changed), through
    /// the window holding `widget`: an announcement with GTK 4.14 and later; before, the
    /// focused widget's description until the focus moves.
    static func announce(_ message: String, from widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK_4_14
        guard let window = widget.rootWidget else { return }
        pet_accessible_announce(window, message)
        #else
        guard let window = widget.rootWidget, let root = gtk_widget_get_root(widget) else { return }
        endAnnouncement()
        guard let focus = gtk_root_get_focus(root).flatMap(pet_accessible_focus) else { return }
        showDescription(message, of: focus)
        g_object_ref(focus.objectPointer)
        // Only a move to another widget ends it: a window coming back (a form closing over
        // it) sets its focus again, and a focus given again passes through none.
        let restore = onNotify(window, \.focusWidget) {
            if let now = gtk_root_get_focus(root), pet_accessible_focus(now) != focus { endAnnouncement() }
        }
        announcement = (focus, restore)
        #endif
    }

    /// Tells assistive technologies `message` (if any) with the focus `focus` gets from
    /// `focusing`: announced after the focus with GTK 4.14 and later (said after what the
    /// focus says); before, `focus`'s description as it takes the focus (said with it,
    /// once: set after, it would be said again as it changes).
    static func tellWithFocus(
        _ message: String?, focusing focus: UnsafeMutablePointer<GtkWidget>, _ focusing: () -> Void
    ) {
        #if GTK_4_14
        focusing()
        if let message { announce(message, from: focus) }
        #else
        if let message { announce(message, from: focus) }
        focusing()
        #endif
    }

    /// Gives the widget holding an announcement back its own description.
    private static func endAnnouncement() {
        guard let (widget, restore) = announcement else { return }
        announcement = nil
        defer { g_object_unref(widget.objectPointer) }
        // A window that went away took the handler with it; its widgets need nothing back.
        guard restore.isConnected else { return }
        restore.disconnect()
        let own = g_object_get_data(pet_g_object(widget), ownDescriptionKey)
        showDescription(own.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "", of: widget)
    }

    private static func showDescription(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        if text.isEmpty {
            gtk_accessible_reset_property(widget.accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
        } else {
            pet_accessible_set_description(widget.accessible, text)
        }
    }
}
