import CGtk

/// Adds `GSimpleAction`s to an action map (the application: `app.`; a window: `win.`).
enum Actions {
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
        connect(action, "activate") { parameter in
            handler(parameter.map { String(cString: g_variant_get_string(OpaquePointer($0), nil)) })
        }
        g_action_map_add_action(pet_g_action_map(map.objectPointer), pet_g_action(gpointer(action)))
        g_object_unref(gpointer(action))
        return action
    }
}
