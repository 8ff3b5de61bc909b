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

    /// The widget as the `GtkEditable` it implements (an entry, a search entry, an entry
    /// row: a field whose class depends on the libadwaita it runs on), for
    /// `gtk_editable_*` calls; checked as ``Widget/init(_:)`` checks a class.
    var editable: OpaquePointer {
        precondition(
            g_type_is_a(pet_g_object_type(gpointer(self)), gtk_editable_get_type()) != 0,
            "a \(String(cString: pet_g_object_type_name(gpointer(self)))) is no GtkEditable")
        return OpaquePointer(self)
    }

    /// The widget at the root of the tree the widget is in (its window), when it is in one.
    var rootWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(self).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
    }
}

extension UnsafeMutablePointer where Pointee == GtkWindow {
    /// The window as the widget every window is.
    var widget: UnsafeMutablePointer<GtkWidget> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWidget.self) }
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
        guard let root = widget.rootWidget else { return nil }
        self.init(checking: root)
    }
}

extension Widget where Class: DerivedWidgetClass {
    /// The widget as its class's parent class (no check needed: every `Class` is one).
    var superclass: Widget<Class.Superclass> { Widget<Class.Superclass>(derived: widget) }
}

extension Widget where Class: WindowClass {
    /// The widget as the `GtkWindow` its class derives from.
    var window: UnsafeMutablePointer<GtkWindow> { UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self) }
}

extension Widget where Class: EditableClass {
    /// The widget as the `GtkEditable` its class implements.
    var editable: OpaquePointer { OpaquePointer(widget) }
}

extension Widget where Class: ActionableClass {
    /// The widget as the `GtkActionable` its class implements.
    var actionable: OpaquePointer { OpaquePointer(widget) }
}

extension Widget where Class: ScrollableClass {
    /// The widget as the `GtkScrollable` its class implements.
    var scrollable: OpaquePointer { OpaquePointer(widget) }
}
