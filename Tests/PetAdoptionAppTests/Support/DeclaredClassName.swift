/// The C name of a class the view layer declares in `G`, `Gtk` or `Adw`, as its GType is
/// named: `Gtk.Box` → `GtkBox`, `Adw.ActionRow` → `AdwActionRow`, `G.Menu` → `GMenu`.
func declaredClassName(_ declared: Any.Type) -> String {
    String(reflecting: declared).split(separator: ".").suffix(2).joined()
}
