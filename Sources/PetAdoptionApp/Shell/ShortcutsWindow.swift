import CGtk
import Foundation

/// The keyboard shortcuts (Ctrl+?, `win.show-help-overlay`), listed from the app's one
/// declaration of them (``AppShortcut/all(sections:)``), built when asked for, not with the
/// main window, and gone when closed.
///
/// GtkShortcutsWindow and its parts are deprecated in GTK 4.18: from then on the
/// shortcuts show in a dialog inside the window (libadwaita 1.8's `AdwShortcutsDialog`,
/// before it an `AdwPreferencesDialog` listing them with their keys as keycaps, styled by
/// the app's `style.css`); before, in a `GtkShortcutsWindow`. `shortcuts.h` makes the same
/// calls build either, and is the only code that names them.
enum ShortcutsWindow {
    /// Shows the app's shortcuts (those of `sections` among them) in front of `parent`,
    /// the main window.
    @MainActor
    static func present(sections: [SectionView], parent: UnsafeMutablePointer<GtkWidget>) {
        let title = tr("Keyboard Shortcuts")
        let shortcuts = pet_shortcuts_new(title)!
        for group in AppShortcut.all(sections: sections.map { ($0.name, $0.title) }) {
            let shown = pet_shortcuts_add_group(shortcuts, group.title)
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
        #if !(ADW_1_8 || (GTK_4_18 && ADW_1_5))
        Accessibility.nameParts(of: shortcuts, title: title, search: tr("Search Shortcuts"), unlabelled: tr("Search Shortcuts"))
        #endif
        pet_shortcuts_present(shortcuts, parent)
    }
}
