/// One of the app's keyboard shortcuts, as the app declares it once (``all(sections:)``):
/// the application sets the accelerators of those with an action, and the shortcuts window
/// lists them all, in the order declared.
struct AppShortcut: Equatable {
    /// The keys, as GTK parses them: "<Control>o".
    let accelerator: String
    /// The detailed action the keys activate ("win.import", "win.show-section::pets"), or
    /// `nil` for keys GTK handles itself (F10 opens the primary menu).
    let action: String?
    /// What the shortcut does, as the shortcuts window lists it.
    let title: String

    /// A titled group of shortcuts in the shortcuts window.
    struct Group: Equatable {
        let title: String
        let shortcuts: [AppShortcut]
    }

    /// Every shortcut of the app's main window, whose sections are `sections` (each shown
    /// with Alt and its number), in groups as the shortcuts window shows them.
    @MainActor
    static func all(sections: [(name: String, title: String)]) -> [Group] {
        let general = [
            AppShortcut(accelerator: "<Control>question", action: "win.show-help-overlay", title: tr("Show Shortcuts")),
            AppShortcut(accelerator: "F10", action: nil, title: tr("Show Main Menu")),
            AppShortcut(accelerator: "<Control>comma", action: "app.preferences", title: tr("Preferences")),
            AppShortcut(accelerator: "<Control>r", action: "win.reload", title: tr("Reload the Catalog")),
            AppShortcut(accelerator: "<Control>o", action: "win.import", title: tr("Import Files")),
            AppShortcut(accelerator: "<Control>l", action: "win.import-address", title: tr("Import from a Web Address")),
            AppShortcut(accelerator: "<Control>e", action: "win.export", title: tr("Export the Catalog")),
            AppShortcut(accelerator: "<Control>z", action: "win.undo", title: tr("Undo")),
            AppShortcut(accelerator: "<Control>w", action: "win.close", title: tr("Close Window")),
            AppShortcut(accelerator: "<Control>q", action: "app.quit", title: tr("Quit")),
        ]
        let navigation = sections.enumerated().map { index, section in
            AppShortcut(
                accelerator: "<Alt>\(index + 1)", action: "win.show-section::\(section.name)",
                // TRANSLATORS: a shortcut's title in the shortcuts window: "Show Pets".
                title: Localization.translator.tr("Show %1$@", section.title))
        } + [
            AppShortcut(accelerator: "<Control>f", action: "win.search", title: tr("Search")),
            AppShortcut(accelerator: "<Alt>Left", action: "win.back", title: tr("Go Back")),
        ]
        return [Group(title: tr("General"), shortcuts: general), Group(title: tr("Navigation"), shortcuts: navigation)]
    }
}
