import CGtk

/// A widget of class `Class`, as a typed Swift value: made as one
/// (`Widget<Gtk.Box>(gtk_box_new(…))`) or taken from a `.ui` file by id and type
/// (``BuiltUI/widget(_:as:)``); either way its GType is checked once, here, so no call
/// site casts a pointer.
///
/// ```swift
/// let title: Widget<Adw.WindowTitle> = ui.widget("title")
/// adw_window_title_set_subtitle(title.c, text)      // the class's own functions
/// gtk_widget_set_visible(title.widget, 1)           // any widget's
/// bind(title, to: cooking, \.title) { title, text in adw_window_title_set_title(title.c, text) }
/// ```
struct Widget<Class: WidgetClass>: Hashable, GObjectReference {
    /// The widget as every `gtk_widget_*` function takes it.
    let widget: UnsafeMutablePointer<GtkWidget>

    /// `widget`, which must be a `Class` (anything else stops the app: a wrong pointer
    /// passed on to GTK would corrupt memory rather than fail).
    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        precondition(
            g_type_is_a(pet_g_object_type(gpointer(widget)), Class.type) != 0,
            "a \(String(cString: pet_g_object_type_name(gpointer(widget)))) is no \(String(cString: g_type_name(Class.type)))")
        self.widget = widget
    }

    /// `widget`, whose class derives from `Class` (``DerivedWidgetClass``): no check.
    init(derived widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    /// The widget as its class's own functions take it (`GtkBox *`).
    var c: Class.Pointer { Class.pointer(widget) }

    /// The widget as the accessible every widget is, for `gtk_accessible_*` calls.
    var accessible: OpaquePointer { widget.accessible }

    var objectPointer: gpointer { gpointer(widget) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as the accessible every widget is (`GtkWidget` implements
    /// `GtkAccessible`), for `gtk_accessible_*` calls.
    var accessible: OpaquePointer { OpaquePointer(self) }
}

extension UnsafeMutablePointer where Pointee == GtkWindow {
    /// The window as the widget every window is.
    var widget: UnsafeMutablePointer<GtkWidget> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWidget.self) }
}
