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
        return window
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
