import CGtk

/// A GTK or libadwaita widget class the view layer uses: the GType that tells a widget of
/// the class at run time, and the C pointer type the class's own functions take.
///
/// Declared once each, in ``Gtk`` and ``Adw``; `WidgetClassDeclarationTests` checks every
/// declaration's GType against its name and `GtkWidget`.
protocol WidgetClass {
    /// What the class's own functions take: `UnsafeMutablePointer<GtkBox>`, or an
    /// `OpaquePointer` for a class whose instance struct GTK keeps private.
    associatedtype Pointer
    /// The class's GType (`gtk_box_get_type()`).
    static var type: GType { get }
    /// `widget`, which is of this class, as this class's functions take it.
    static func pointer(_ widget: UnsafeMutablePointer<GtkWidget>) -> Pointer
}

/// A widget class whose instance struct Swift sees (GTK's derivable classes: `GtkBox`,
/// `GtkButton`, `AdwActionRow`): its functions take `UnsafeMutablePointer<Instance>`.
protocol StructWidgetClass: WidgetClass where Pointer == UnsafeMutablePointer<Instance> {
    /// The C instance struct (`GtkBox`).
    associatedtype Instance
}

extension StructWidgetClass {
    static func pointer(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Instance> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Instance.self)
    }
}

/// A widget class GTK keeps opaque (its final classes: `GtkLabel`, `AdwStatusPage`): its
/// functions take an `OpaquePointer`.
protocol OpaqueWidgetClass: WidgetClass where Pointer == OpaquePointer {}

extension OpaqueWidgetClass {
    static func pointer(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        OpaquePointer(widget)
    }
}

/// A widget class that implements `GtkEditable` (an entry, a spin button, an entry row):
/// its widgets are handed to `gtk_editable_*` functions as ``Widget/editable``.
protocol EditableClass: WidgetClass {}

extension Widget where Class: EditableClass {
    /// The widget as the `GtkEditable` its class implements.
    var editable: OpaquePointer { OpaquePointer(widget) }
}

/// A widget class that implements `GtkScrollable` (a grid or list view): its widgets are
/// handed to `gtk_scrollable_*` functions as ``Widget/scrollable``.
protocol ScrollableClass: WidgetClass {}

extension Widget where Class: ScrollableClass {
    /// The widget as the `GtkScrollable` its class implements.
    var scrollable: OpaquePointer { OpaquePointer(widget) }
}

/// A window class (`GtkWindow`, `AdwWindow`, `AdwApplicationWindow`): its widgets are
/// handed to `gtk_window_*` functions as ``Widget/window``.
protocol WindowClass: WidgetClass {}

extension Widget where Class: WindowClass {
    /// The widget as the `GtkWindow` its class derives from.
    var window: UnsafeMutablePointer<GtkWindow> { UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self) }
}

extension Widget {
    /// `widget` as a `Class`, or `nil` when it is of another class (a widget a signal or
    /// a tree walk hands over, whose class the code does not know).
    init?(checking widget: UnsafeMutablePointer<GtkWidget>) {
        guard g_type_is_a(pet_g_object_type(gpointer(widget)), Class.type) != 0 else { return nil }
        self.init(widget)
    }
}

extension Widget where Class == Gtk.Window {
    /// The window `widget` is in (its root), when it is in one.
    init?(windowOf widget: UnsafeMutablePointer<GtkWidget>) {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        self.init(checking: UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
    }
}

/// A class derived from another declared one (`AdwActionRow` from `AdwPreferencesRow`):
/// its widgets are handed to the parent class's functions as ``Widget/superclass``.
protocol DerivedWidgetClass: WidgetClass {
    /// The class it derives from.
    associatedtype Superclass: WidgetClass
}

extension Widget where Class: DerivedWidgetClass {
    /// The widget as its class's parent class (no check needed: every `Class` is one).
    var superclass: Widget<Class.Superclass> { Widget<Class.Superclass>(derived: widget) }
}
