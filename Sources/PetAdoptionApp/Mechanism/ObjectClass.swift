import CGtk

/// A GObject class the view layer uses that is no widget (a list or selection model, a
/// menu, an action group, an event controller): the GType that tells its instances at run
/// time, and the C pointer type its own functions take. Widgets have ``WidgetClass``.
///
/// Declared once each, in ``G``, ``Gtk`` and ``Adw``; `ObjectClassDeclarationTests` checks
/// every declaration's GType against its name and the interfaces it claims.
protocol ObjectClass {
    /// What the class's own functions take: an `OpaquePointer` for a class whose instance
    /// struct GLib keeps private (most of them), or `UnsafeMutablePointer<Instance>`.
    associatedtype Pointer
    /// The class's GType (`gtk_single_selection_get_type()`).
    static var type: GType { get }
    /// `object`, which is of this class, as this class's functions take it.
    static func pointer(_ object: gpointer) -> Pointer
}

/// An object class whose instance struct is private (`GtkSingleSelection`, `GMenu`).
protocol OpaqueObjectClass: ObjectClass where Pointer == OpaquePointer {}

extension OpaqueObjectClass {
    static func pointer(_ object: gpointer) -> OpaquePointer { OpaquePointer(object) }
}

/// An object class whose instance struct Swift sees (`GSimpleActionGroup`).
protocol StructObjectClass: ObjectClass where Pointer == UnsafeMutablePointer<Instance> {
    /// The C instance struct.
    associatedtype Instance
}

extension StructObjectClass {
    static func pointer(_ object: gpointer) -> UnsafeMutablePointer<Instance> { object.assumingMemoryBound(to: Instance.self) }
}

/// A class that implements `GListModel`: handed to `g_list_model_*` and to whatever shows
/// a list as ``Object/listModel``.
protocol ListModelClass: ObjectClass {}

/// A class that implements `GtkSelectionModel` (and so `GListModel`): handed to a list or
/// grid view as ``Object/selectionModel``.
protocol SelectionModelClass: ListModelClass {}

/// A class derived from `GMenuModel`: handed to a menu button as ``Object/menuModel``.
protocol MenuModelClass: ObjectClass {}

/// A class that implements `GActionGroup` (and `GActionMap`): inserted into a widget as
/// ``Object/actionGroup``; ``Actions/add(_:to:takesString:handler:)`` adds to it.
protocol ActionGroupClass: ObjectClass {}

/// A class derived from `GtkEventController`: added to a widget as
/// ``Object/eventController``.
protocol EventControllerClass: ObjectClass {}
