import CGtk

// The classes of the objects the view layer uses that are no widgets, each declared once:
// its GType, whether GLib lets Swift see its instance struct, and what it implements.
// `ObjectClassDeclarationTests` checks each one.

/// GLib's and GIO's object classes (`G.Menu` is `GMenu`).
enum G {
    enum Menu: OpaqueObjectClass & MenuModelClass {
        static var type: GType { g_menu_get_type() }
    }
    enum SimpleActionGroup: StructObjectClass & ActionGroupClass {
        typealias Instance = GSimpleActionGroup
        static var type: GType { g_simple_action_group_get_type() }
    }
}

extension Gtk {
    enum NoSelection: OpaqueObjectClass & SelectionModelClass {
        static var type: GType { gtk_no_selection_get_type() }
    }
    enum ShortcutController: OpaqueObjectClass & EventControllerClass & ListModelClass {
        static var type: GType { gtk_shortcut_controller_get_type() }
    }
    enum SingleSelection: OpaqueObjectClass & SelectionModelClass {
        static var type: GType { gtk_single_selection_get_type() }
    }
    enum StringList: OpaqueObjectClass & ListModelClass {
        static var type: GType { gtk_string_list_get_type() }
    }
}

extension G {
    /// Every object class declared in ``G``, ``Gtk`` and ``Adw`` that is no widget, for the
    /// tests that check them.
    static var declaredClasses: [any ObjectClass.Type] {
        [
            G.Menu.self, G.SimpleActionGroup.self,
            Gtk.NoSelection.self, Gtk.ShortcutController.self, Gtk.SingleSelection.self, Gtk.StringList.self,
        ]
    }
}
