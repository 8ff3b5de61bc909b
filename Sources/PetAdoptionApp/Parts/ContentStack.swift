import CGtk

/// What a pane switches its content with (rows or an empty state, a detail page or
/// “Nothing Selected”): a box that shows one of its children and hides the others.
///
/// Not a `GtkStack`: assistive technologies meet a stack's pages as tab panels, which
/// GTK 4.8 names after their type (a screen reader said “GtkStackPage panel” on the way
/// into every list and page), and nothing here is a tab. Like a non-homogeneous stack,
/// the box asks only for the size of the child it shows: a hidden child (a pet's page
/// behind “No Pet Selected”) is not laid out.
@MainActor
enum ContentStack {
    /// An empty content stack.
    static func make() -> Widget<Gtk.Box> {
        Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
    }

    /// Adds `child` to `stack`, filling it when shown; the first child added is shown.
    static func add(_ child: UnsafeMutablePointer<GtkWidget>, to stack: Widget<Gtk.Box>) {
        gtk_widget_set_vexpand(child, 1)
        gtk_widget_set_visible(child, gtk_widget_get_first_child(stack.widget) == nil ? 1 : 0)
        gtk_box_append(stack.c, child)
    }

    /// Shows `child` of `stack`, and hides the others.
    static func show(_ child: UnsafeMutablePointer<GtkWidget>, in stack: Widget<Gtk.Box>) {
        for other in Widgets.children(of: stack.widget) where other != child {
            gtk_widget_set_visible(other, 0)
        }
        gtk_widget_set_visible(child, 1)
    }

    /// The child `stack` shows.
    static func shown(in stack: Widget<Gtk.Box>) -> UnsafeMutablePointer<GtkWidget>? {
        Widgets.children(of: stack.widget).first { gtk_widget_get_visible($0) != 0 }
    }
}
