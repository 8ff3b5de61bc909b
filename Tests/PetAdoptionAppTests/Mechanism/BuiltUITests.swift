import CGtk
import Foundation
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Widgets declared in the `.ui` files of the app's resources.
    @MainActor @Suite("BuiltUI")
    struct BuiltUITests {
        init() throws {
            try GTKTestLoop.initialize()
        }

        @Test func aUIFilesWords_areInTheSessionsLanguage() throws {
            let previousLocale = String(cString: setlocale(LC_MESSAGES, nil))
            let previousLanguage = ProcessInfo.processInfo.environment["LANGUAGE"]
            defer {
                setlocale(LC_MESSAGES, previousLocale)
                if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) } else { unsetenv("LANGUAGE") }
            }
            try #require(setlocale(LC_MESSAGES, "zh_CN.UTF-8") != nil, "needs the zh_CN.UTF-8 locale (locales-all)")
            setenv("LANGUAGE", "zh_CN", 1)

            let ui = BuiltUI("cooking-window.ui")
            defer { gtk_window_destroy(pet_gtk_window(gpointer(ui.widget("window")))) }

            #expect(gtk_widget_get_tooltip_text(ui.widget("next_button")).map { String(cString: $0) } == "下一步")
        }

        @Test func aUIFilesWidgets_areTheOnesItDeclares() {
            let ui = BuiltUI("cooking-window.ui")
            let window = ui.widget("window")
            defer { gtk_window_destroy(pet_gtk_window(gpointer(window))) }

            #expect(gtk_widget_get_root(ui.widget("next_button")).map { gpointer($0) } == gpointer(window))
            #expect(gtk_widget_has_css_class(ui.widget("next_button"), "suggested-action") != 0)
            #expect(gtk_accessible_get_accessible_role(pet_gtk_accessible(gpointer(ui.widget("scroller")))) == GTK_ACCESSIBLE_ROLE_GROUP)
        }

        @Test func aButtonWithAMnemonic_isNamedByTheLabelItShows_notByTheUnderscoredOne() {
            let ui = BuiltUI("form-window.ui")
            defer { gtk_window_destroy(pet_gtk_window(gpointer(ui.widget("window")))) }

            // No label of its own ("_Save"): GTK names it by its child, the label shown ("Save").
            #expect(gtk_test_accessible_has_property(pet_gtk_accessible(gpointer(ui.widget("save_button"))), GTK_ACCESSIBLE_PROPERTY_LABEL) == 0)
        }
    }
}
