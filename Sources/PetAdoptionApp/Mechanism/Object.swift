import CGtk

/// A GObject of class `Class` that is no widget, as a typed Swift value: a selection model,
/// a menu, an action group, a shortcut controller. Its GType is checked once, when it is
/// made, so no call site casts a pointer; what it implements is handed on by name.
///
/// ```swift
/// let selection = Object<Gtk.SingleSelection>(gtk_single_selection_new(model.listModel))
/// gtk_grid_view_set_model(grid.c, selection.selectionModel)   // as the interface it implements
/// gtk_single_selection_get_selected(selection.c)              // as its class's own functions take it
/// ```
/// The value holds no reference of its own: whoever made the object owns it, as in C.
struct Object<Class: ObjectClass>: GObjectReference {
    let objectPointer: gpointer

    /// `object`, which must be a `Class` (anything else stops the app: a wrong pointer
    /// passed on would corrupt memory rather than fail).
    init(_ object: some GObjectReference) {
        let pointer = object.objectPointer
        precondition(
            g_type_is_a(pet_g_object_type(pointer), Class.type) != 0,
            "a \(String(cString: pet_g_object_type_name(pointer))) is no \(String(cString: g_type_name(Class.type)))")
        objectPointer = pointer
    }

    /// The object as its class's own functions take it.
    var c: Class.Pointer { Class.pointer(objectPointer) }
}

extension Object where Class: ListModelClass {
    /// The object as the `GListModel` it implements.
    var listModel: OpaquePointer { OpaquePointer(objectPointer) }
}

extension Object where Class: SelectionModelClass {
    /// The object as the `GtkSelectionModel` it implements.
    var selectionModel: OpaquePointer { OpaquePointer(objectPointer) }
}

extension Object where Class: MenuModelClass {
    /// The object as the `GMenuModel` it derives from.
    var menuModel: UnsafeMutablePointer<GMenuModel> { objectPointer.assumingMemoryBound(to: GMenuModel.self) }
}

extension Object where Class: ActionGroupClass {
    /// The object as the `GActionGroup` it implements.
    var actionGroup: OpaquePointer { OpaquePointer(objectPointer) }
}

extension Object where Class: EventControllerClass {
    /// The object as the `GtkEventController` it derives from.
    var eventController: OpaquePointer { OpaquePointer(objectPointer) }
}
