import CGtk
import Foundation

/// The keyboard shortcuts window (Ctrl+?, `win.show-help-overlay`).
///
/// GTK 4.8 builds a `GtkShortcutsWindow` only from a GtkBuilder description. The window is
/// built when asked for, not with the main window (parsing it is a few milliseconds of
/// start-up), and is destroyed when closed.
enum ShortcutsWindow {
    /// A new shortcuts window listing the app's shortcuts, in front of `parent`.
    @MainActor
    static func make(sections: [SectionView], parent: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let builder = gtk_builder_new_from_string(description(sections: sections), -1)
        defer { g_object_unref(gpointer(builder)) }
        let window = pet_gtk_widget(gtk_builder_get_object(builder, "help_overlay"))!
        gtk_window_set_transient_for(pet_gtk_window(window), pet_gtk_window(parent))
        let title = tr("Keyboard Shortcuts")
        gtk_window_set_title(pet_gtk_window(window), title)
        Accessibility.nameParts(of: window, title: title, search: tr("Search Shortcuts"), unlabelled: tr("Search Shortcuts"))
        return window
    }

    private static func description(sections: [SectionView]) -> String {
        let general = [
            ("<Control>question", tr("Show Shortcuts")),
            ("F10", tr("Show Main Menu")),
            ("<Control>o", tr("Import Files")),
            ("<Control>e", tr("Export the Catalog")),
            ("<Control>z", tr("Undo")),
            ("<Control>w", tr("Close Window")),
            ("<Control>q", tr("Quit")),
        ]
        let navigation = sections.enumerated().map { index, section in
            // TRANSLATORS: a shortcut's title in the shortcuts window: "Show Pets".
            ("<Alt>\(index + 1)", Localization.translator.tr("Show %1$@", section.title))
        } + [
            ("<Control>f", tr("Search")),
            ("<Alt>Left", tr("Go Back")),
        ]
        let groups = [group(tr("General"), general), group(tr("Navigation"), navigation)]
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"help_overlay\"><property name=\"modal\">true</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
            + groups.joined() + "</object></child></object></interface>"
    }

    private static func group(_ title: String, _ shortcuts: [(String, String)]) -> String {
        let children = shortcuts.map { shortcut($0.0, $0.1) }.joined()
        return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(title))</property>"
            + children + "</object></child>"
    }

    private static func shortcut(_ accelerator: String, _ title: String) -> String {
        "<child><object class=\"GtkShortcutsShortcut\"><property name=\"accelerator\">\(escaped(accelerator))</property>"
            + "<property name=\"title\">\(escaped(title))</property></object></child>"
    }

    /// `text` as XML character data: a translated title may hold `&` or `<`.
    private static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
