import CGtk

/// Reading GLib's linked lists (`GSList`, `GList`: the lists `gdk_pixbuf_get_formats`, a
/// drop's files and an application's windows come in) without walking nodes by hand. The
/// lists stay the caller's to free, as their C functions say.
enum GLibList {
    /// The elements of `list`, in order, as the opaque pointers they are (a
    /// `GdkPixbufFormat *`, a `GFile *`).
    static func elements(of list: UnsafeMutablePointer<GSList>?) -> [OpaquePointer] {
        walk(list, data: \.data, next: \.next).map(OpaquePointer.init)
    }

    /// The widgets in `list`, a list of widgets (`gtk_application_get_windows`), in order.
    static func widgets(of list: UnsafeMutablePointer<GList>?) -> [UnsafeMutablePointer<GtkWidget>] {
        walk(list, data: \.data, next: \.next).map { $0.assumingMemoryBound(to: GtkWidget.self) }
    }

    private static func walk<Node>(
        _ first: UnsafeMutablePointer<Node>?, data: KeyPath<Node, gpointer?>, next: KeyPath<Node, UnsafeMutablePointer<Node>?>
    ) -> [gpointer] {
        var elements: [gpointer] = []
        var node = first
        while let current = node {
            if let element = current.pointee[keyPath: data] { elements.append(element) }
            node = current.pointee[keyPath: next]
        }
        return elements
    }
}
