import CGtk
import Testing
@testable import PetAdoptionApp

/// Every widget class the view layer declares (``Gtk``, ``Adw``) is the GTK class its name
/// says, a widget, and one whose instance struct is the one its functions are given.
@MainActor @Suite("Widget class declarations")
struct WidgetClassDeclarationTests {
    @Test func everyClass_isTheWidgetClassItsNameSays() {
        #expect(Gtk.declaredClasses.count > 30)
        for declared in Gtk.declaredClasses {
            let type = declared.type
            #expect(String(cString: g_type_name(type)) == declaredClassName(declared))
            #expect(g_type_is_a(type, gtk_widget_get_type()) != 0, "\(declaredClassName(declared)) is no GtkWidget")
        }
    }

    @Test func aStructClass_namesItsOwnInstanceStruct() {
        // Swift names an imported struct by its tag: `struct _GtkBox`, typedef'd as `GtkBox`.
        func instanceName<Class: StructWidgetClass>(_: Class.Type) -> String {
            String(String(describing: Class.Instance.self).drop { $0 == "_" })
        }
        for declared in Gtk.declaredClasses {
            guard let declared = declared as? any StructWidgetClass.Type else { continue }
            #expect(instanceName(declared) == declaredClassName(declared))
        }
    }

    @Test func aDerivedClass_derivesFromItsDeclaredSuperclass() {
        func superclassType<Class: DerivedWidgetClass>(_: Class.Type) -> GType { Class.Superclass.type }
        var derived = 0
        for declared in Gtk.declaredClasses {
            guard let declared = declared as? any DerivedWidgetClass.Type else { continue }
            derived += 1
            #expect(g_type_is_a(declared.type, superclassType(declared)) != 0, "\(declaredClassName(declared))")
        }
        #expect(derived > 2)
    }

    @Test func eachInterfaceAndWindowClass_isWhatItsClassesImplement_andEveryWidgetIsAccessible() {
        for declared in Gtk.declaredClasses where declared is any EditableClass.Type {
            #expect(g_type_is_a(declared.type, gtk_editable_get_type()) != 0, "\(declaredClassName(declared)) is no GtkEditable")
        }
        for declared in Gtk.declaredClasses where declared is any ScrollableClass.Type {
            #expect(g_type_is_a(declared.type, gtk_scrollable_get_type()) != 0, "\(declaredClassName(declared)) is no GtkScrollable")
        }
        for declared in Gtk.declaredClasses where declared is any ActionableClass.Type {
            #expect(g_type_is_a(declared.type, gtk_actionable_get_type()) != 0, "\(declaredClassName(declared)) is no GtkActionable")
        }
        for declared in Gtk.declaredClasses where declared is any WindowClass.Type {
            #expect(g_type_is_a(declared.type, gtk_window_get_type()) != 0, "\(declaredClassName(declared)) is no GtkWindow")
        }
        #expect(g_type_is_a(gtk_widget_get_type(), gtk_accessible_get_type()) != 0)
    }
}
