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

/// A widget class that implements `GtkScrollable` (a grid or list view): its widgets are
/// handed to `gtk_scrollable_*` functions as ``Widget/scrollable``.
protocol ScrollableClass: WidgetClass {}

/// A widget class that implements `GtkActionable` (a button): its widgets are handed to
/// `gtk_actionable_*` functions as ``Widget/actionable``.
protocol ActionableClass: WidgetClass {}

/// A window class (`GtkWindow`, `AdwWindow`, `AdwApplicationWindow`): its widgets are
/// handed to `gtk_window_*` functions as ``Widget/window``.
protocol WindowClass: WidgetClass {}

/// A class derived from another declared one (`AdwActionRow` from `AdwPreferencesRow`):
/// its widgets are handed to the parent class's functions as ``Widget/superclass``.
protocol DerivedWidgetClass: WidgetClass {
    /// The class it derives from.
    associatedtype Superclass: WidgetClass
}
