import CGtk

/// One native file chooser at a time (the portal-aware `GtkFileChooserNative` of GTK
/// 4.8), for a window's open or save flow: showing one closes the one before; when the
/// user answers, what it chose is read, the chooser goes (before what comes next is
/// shown: a window manager gives the focus back to the parent when the chooser unmaps,
/// and a dialog mapped before would lose it), and then the chosen thing is handed on.
@MainActor
final class NativeChooser {
    private var dialog: UnsafeMutablePointer<GtkNativeDialog>?

    /// A chooser with nothing shown yet.
    init() {}

    isolated deinit {
        close()
    }

    /// Whether a chooser is open.
    var isOpen: Bool {
        dialog.map { pet_native_dialog_get_visible($0) != 0 } ?? false
    }

    /// Shows `dialog` (which this chooser now owns), closing any other first; when the
    /// user accepts, `read` takes what it chose, the dialog closes and `chosen` gets it.
    /// A cancelled dialog just closes.
    func show<Chosen>(
        _ dialog: UnsafeMutablePointer<GtkNativeDialog>,
        read: @escaping @MainActor (UnsafeMutablePointer<GtkNativeDialog>) -> Chosen,
        chosen: @escaping @MainActor (Chosen) -> Void
    ) {
        close()
        SignalHandler.connect(dialog, "response", .index { [weak self] response in
            guard let self, let shown = self.dialog, shown == dialog else { return }
            let accepted = Int32(bitPattern: response) == GTK_RESPONSE_ACCEPT.rawValue
            let choice = accepted ? read(dialog) : nil
            self.close()
            if let choice { chosen(choice) }
        })
        self.dialog = dialog
        pet_native_dialog_show(dialog)
    }

    /// Closes the chooser, if one is open, choosing nothing.
    func close() {
        guard let dialog else { return }
        self.dialog = nil
        pet_native_dialog_destroy(dialog)
        g_object_unref(gpointer(dialog))
    }
}
