import CGtk

/// Adds `GSimpleAction`s to an action map (the application: `app.`; a window: `win.`),
/// and activates actions a widget can reach.
enum Actions {
    /// Activates the action `name` that `widget` can reach (`list.activate-item`,
    /// `win.show-section`), with `parameter`, a new floating `GVariant` this takes over.
    /// GTK 4.8 never sinks the parameter of a widget's class action, so a floating one
    /// given straight to `gtk_widget_activate_action_variant` leaks (LeakSanitizer found
    /// one per activated row): it is sunk here, and released once the action has run.
    /// - Returns: whether there was such an action.
    @MainActor @discardableResult
    static func activate(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>, parameter: OpaquePointer?) -> Bool {
        let owned = parameter.flatMap { g_variant_ref_sink($0) }
        defer { if let owned { g_variant_unref(owned) } }
        return gtk_widget_activate_action_variant(widget, name, owned) != 0
    }

    /// Gives `widget` (and the widgets inside it) a new group of actions named `prefix`
    /// (`form.save`, `recipe.print`): `addActions` adds them (``add(_:to:takesString:handler:)``),
    /// then the widget keeps the group.
    @MainActor
    static func insertGroup(
        _ prefix: String,
        into widget: UnsafeMutablePointer<GtkWidget>,
        _ addActions: (Object<G.SimpleActionGroup>) -> Void
    ) {
        let group = Object<G.SimpleActionGroup>(g_simple_action_group_new())
        addActions(group)
        gtk_widget_insert_action_group(widget, prefix, group.actionGroup)
        g_object_unref(group.objectPointer)
    }

    /// Adds the action `name` to `map`; `handler` runs when it is activated and gets its
    /// string parameter when `takesString` is set.
    /// - Returns: the action, to enable or disable it (`g_simple_action_set_enabled`).
    @MainActor @discardableResult
    static func add(
        _ name: String,
        to map: some GObjectReference,
        takesString: Bool = false,
        handler: @escaping @MainActor (String?) -> Void
    ) -> OpaquePointer {
        let type = takesString ? g_variant_type_new("s") : nil
        defer { if let type { g_variant_type_free(type) } }
        let action = g_simple_action_new(name, type)!
        connect(action, \.actionActivate) { parameter in
            handler(parameter.map { String(cString: g_variant_get_string(OpaquePointer($0), nil)) })
        }
        g_action_map_add_action(pet_g_action_map(map.objectPointer), pet_g_action(gpointer(action)))
        g_object_unref(gpointer(action))
        return action
    }
}
