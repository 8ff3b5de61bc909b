import CGtk

/// The `GtkStack` a pane switches its content with (rows or an empty state, a detail
/// page or “Nothing Selected”).
@MainActor
enum ContentStack {
    /// A stack that asks only for the size of the child it shows. A homogeneous stack
    /// (GTK's default) measures every child on every layout, so a page that is not shown
    /// (a pet's page behind “No Pet Selected”) would be laid out anyway.
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let stack = gtk_stack_new()!
        gtk_stack_set_hhomogeneous(pet_gtk_stack(stack), 0)
        gtk_stack_set_vhomogeneous(pet_gtk_stack(stack), 0)
        return stack
    }
}
