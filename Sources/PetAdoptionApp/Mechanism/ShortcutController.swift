import CGtk

extension Object where Class == Gtk.ShortcutController {
    /// Adds a shortcut to the controller: `trigger` (`<Control>s`, `Escape`, as
    /// `gtk_shortcut_trigger_parse_string` reads it) activates the action named `action`
    /// (`form.save`) that the controller's widget can reach.
    func addShortcut(_ trigger: String, activating action: String) {
        gtk_shortcut_controller_add_shortcut(
            c, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new(action)))
    }
}
