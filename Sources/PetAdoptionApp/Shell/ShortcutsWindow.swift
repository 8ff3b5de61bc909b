import CGtk
import Foundation

/// The keyboard shortcuts window (Ctrl+?), attached to each main window as its help overlay.
///
/// GTK 4.8 builds a `GtkShortcutsWindow` only from a GtkBuilder description.
enum ShortcutsWindow {
    /// A new shortcuts window listing the app's shortcuts.
    @MainActor
    static func make(sections: [SectionView]) -> UnsafeMutablePointer<GtkWidget> {
        let builder = gtk_builder_new_from_string(description(sections: sections), -1)
        defer { g_object_unref(gpointer(builder)) }
        return pet_gtk_widget(gtk_builder_get_object(builder, "help_overlay"))
    }

    private static func description(sections: [SectionView]) -> String {
        let sectionShortcuts = sections.enumerated().map { index, section in
            shortcut("<Alt>\(index + 1)", "Show \(section.title)")
        }
        return """
        <interface>
          <object class="GtkShortcutsWindow" id="help_overlay">
            <property name="modal">true</property>
            <child>
              <object class="GtkShortcutsSection">
                <property name="section-name">shortcuts</property>
                <child>
                  <object class="GtkShortcutsGroup">
                    <property name="title">General</property>
                    \(shortcut("<Control>question", "Show Shortcuts"))
                    \(shortcut("F10", "Show Main Menu"))
                    \(shortcut("<Control>o", "Import Files"))
                    \(shortcut("<Control>w", "Close Window"))
                    \(shortcut("<Control>q", "Quit"))
                  </object>
                </child>
                <child>
                  <object class="GtkShortcutsGroup">
                    <property name="title">Navigation</property>
                    \(sectionShortcuts.joined(separator: "\n"))
                    \(shortcut("<Control>f", "Search"))
                    \(shortcut("<Alt>Left", "Go Back"))
                  </object>
                </child>
              </object>
            </child>
          </object>
        </interface>
        """
    }

    private static func shortcut(_ accelerator: String, _ title: String) -> String {
        let escaped = accelerator.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        return """
        <child><object class="GtkShortcutsShortcut">\
        <property name="accelerator">\(escaped)</property><property name="title">\(title)</property>\
        </object></child>
        """
    }
}
