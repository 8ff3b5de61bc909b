import CGtk
import Foundation

/// The keyboard shortcuts (Ctrl+?, `win.show-help-overlay`), built when asked for, not
/// with the main window, and gone when closed.
///
/// GtkShortcutsWindow and its parts are deprecated in GTK 4.18: from then on the
/// shortcuts show in a dialog inside the window (libadwaita 1.8's `AdwShortcutsDialog`,
/// before it an `AdwPreferencesDialog` listing them with their keys as keycaps, styled by
/// ``ShortcutsStyle``); before, in a `GtkShortcutsWindow`, which GTK 4.8 builds only from
/// a GtkBuilder description. This type and `shortcuts.h` are the only code that names
/// either.
enum ShortcutsWindow {
    /// Shows the app's shortcuts (those of `sections` among them) in front of `parent`,
    /// the main window.
    @MainActor
    static func present(sections: [SectionView], parent: UnsafeMutablePointer<GtkWidget>) {
        #if ADW_1_8 || (GTK_4_18 && ADW_1_5)
        presentDialog(groups(sections: sections), parent: parent)
        #else
        let window = make(groups(sections: sections), parent: parent)
        gtk_window_set_application(pet_gtk_window(window), gtk_window_get_application(pet_gtk_window(parent)))
        gtk_window_present(pet_gtk_window(window))
        #endif
    }

    /// A titled group of shortcuts: each an accelerator ("<Control>o") and its title.
    private typealias Group = (title: String, shortcuts: [(accelerator: String, title: String)])

    /// The app's shortcuts, in the order they show.
    @MainActor
    private static func groups(sections: [SectionView]) -> [Group] {
        let general = [
            ("<Control>question", tr("Show Shortcuts")),
            ("F10", tr("Show Main Menu")),
            ("<Control>comma", tr("Preferences")),
            ("<Control>r", tr("Reload the Catalog")),
            ("<Control>o", tr("Import Files")),
            ("<Control>l", tr("Import from a Web Address")),
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
        return [(tr("General"), general), (tr("Navigation"), navigation)]
    }

    #if ADW_1_8 || (GTK_4_18 && ADW_1_5)
    /// Shows `groups` in a dialog inside the window holding `parent`.
    @MainActor
    private static func presentDialog(_ groups: [Group], parent: UnsafeMutablePointer<GtkWidget>) {
        #if !ADW_1_8
        ShortcutsStyle.sheet.install()
        #endif
        let dialog = pet_shortcuts_dialog_new(tr("Keyboard Shortcuts"))!
        for group in groups {
            let shown = pet_shortcuts_dialog_add_group(dialog, group.title)
            for shortcut in group.shortcuts {
                let keys = pet_accelerator_label(shortcut.accelerator).map { label in
                    defer { g_free(label) }
                    return String(cString: label)
                } ?? shortcut.accelerator
                // TRANSLATORS: what a screen reader says of a shortcut: its title, then its keys ("Import Files: Ctrl+O").
                let name = Localization.translator.tr("%1$@: %2$@", shortcut.title, keys)
                pet_shortcuts_group_add(shown, shortcut.accelerator, shortcut.title, name)
            }
        }
        pet_shortcuts_dialog_present(dialog, parent)
    }
    #else
    /// A new shortcuts window listing `groups`, transient for `parent`.
    @MainActor
    private static func make(_ groups: [Group], parent: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let builder = gtk_builder_new_from_string(description(groups), -1)
        defer { g_object_unref(gpointer(builder)) }
        let window = pet_gtk_widget(gtk_builder_get_object(builder, "help_overlay"))!
        gtk_window_set_transient_for(pet_gtk_window(window), pet_gtk_window(parent))
        let title = tr("Keyboard Shortcuts")
        gtk_window_set_title(pet_gtk_window(window), title)
        Accessibility.nameParts(of: window, title: title, search: tr("Search Shortcuts"), unlabelled: tr("Search Shortcuts"))
        return window
    }

    private static func description(_ groups: [Group]) -> String {
        "<interface><object class=\"GtkShortcutsWindow\" id=\"help_overlay\"><property name=\"modal\">true</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
            + groups.map(group).joined() + "</object></child></object></interface>"
    }

    private static func group(_ group: Group) -> String {
        let children = group.shortcuts.map { shortcut($0.accelerator, $0.title) }.joined()
        return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>"
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
    #endif
}
