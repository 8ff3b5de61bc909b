import CGtk
import Testing
@testable import PetAdoptionApp

/// Every object class the view layer declares that is no widget (``G``, ``Gtk``) is the
/// GLib or GTK class its name says, and implements what its declaration claims, so the
/// interface views ``Object`` hands out (`listModel`, `selectionModel`, …) are sound.
@MainActor @Suite("Object class declarations")
struct ObjectClassDeclarationTests {
    @Test func everyClass_isTheClassItsNameSays_andNoWidget() {
        #expect(G.declaredClasses.count >= 6)
        for declared in G.declaredClasses {
            #expect(String(cString: g_type_name(declared.type)) == declaredClassName(declared))
            #expect(g_type_is_a(declared.type, g_object_get_type()) != 0)
            #expect(g_type_is_a(declared.type, gtk_widget_get_type()) == 0, "\(declaredClassName(declared)) is a widget: declare it a WidgetClass")
        }
    }

    @Test func aStructClass_namesItsOwnInstanceStruct() {
        func instanceName<Class: StructObjectClass>(_: Class.Type) -> String {
            String(String(describing: Class.Instance.self).drop { $0 == "_" })
        }
        var structs = 0
        for declared in G.declaredClasses {
            guard let declared = declared as? any StructObjectClass.Type else { continue }
            structs += 1
            #expect(instanceName(declared) == declaredClassName(declared))
        }
        #expect(structs > 0)
    }

    @Test func eachClass_implementsWhatItsDeclarationClaims() {
        let claims: [(claim: (any ObjectClass.Type) -> Bool, type: GType, name: String)] = [
            ({ $0 is any ListModelClass.Type }, g_list_model_get_type(), "GListModel"),
            ({ $0 is any SelectionModelClass.Type }, gtk_selection_model_get_type(), "GtkSelectionModel"),
            ({ $0 is any MenuModelClass.Type }, g_menu_model_get_type(), "GMenuModel"),
            ({ $0 is any ActionGroupClass.Type }, g_action_group_get_type(), "GActionGroup"),
            ({ $0 is any ActionGroupClass.Type }, g_action_map_get_type(), "GActionMap"),
            ({ $0 is any EventControllerClass.Type }, gtk_event_controller_get_type(), "GtkEventController"),
        ]
        for (claim, type, name) in claims {
            let claiming = G.declaredClasses.filter(claim)
            #expect(!claiming.isEmpty, "no declared class is a \(name)")
            for declared in claiming {
                #expect(g_type_is_a(declared.type, type) != 0, "\(declaredClassName(declared)) is no \(name)")
            }
        }
    }

    @Test func anObject_isHandedOnAsWhatItsClassImplements() {
        let strings = Object<Gtk.StringList>(CStringArray(["Beginner", "Expert"]).withUnsafePointer { gtk_string_list_new($0)! })
        defer { g_object_unref(strings.objectPointer) }
        #expect(g_list_model_get_n_items(strings.listModel) == 2)
        g_object_ref(strings.objectPointer)  // The selection takes a reference.
        let selection = Object<Gtk.SingleSelection>(gtk_single_selection_new(strings.listModel)!)
        defer { g_object_unref(selection.objectPointer) }
        #expect(gtk_single_selection_get_selected(selection.c) == 0)
        #expect(gtk_selection_model_is_selected(selection.selectionModel, 0) != 0)
        #expect(g_list_model_get_n_items(selection.listModel) == 2)
    }
}
