import CGtk

/// A pointer to a GObject instance, whatever C type Swift imported it as.
///
/// GTK types whose struct is public (`GtkWidget`, `GtkLabel`) arrive in Swift as
/// `UnsafeMutablePointer<T>`; final types (`AdwViewStack`, `GtkStringList`) and interfaces
/// arrive as `OpaquePointer`. The mechanism (``bind(_:to:_:apply:)``, ``connect(_:_:_:)``)
/// accepts both and hands the same typed pointer back to the caller's closures.
protocol GObjectReference {
    /// The instance as an untyped pointer, ready for GObject calls.
    var objectPointer: gpointer { get }
}

extension UnsafeMutablePointer: GObjectReference {
    /// The instance as an untyped pointer, ready for GObject calls.
    var objectPointer: gpointer { gpointer(self) }
}

extension OpaquePointer: GObjectReference {
    /// The instance as an untyped pointer, ready for GObject calls.
    var objectPointer: gpointer { gpointer(self) }
}
