import CGtk
import PetCore

/// Lets files be dropped on a widget: a `GtkDropTarget` for a `GdkFileList` whose
/// "drop" hands the files over as ``ImportFile``s (or as what another caller makes of
/// each `GFile`, e.g. the pet form's photo files).
///
/// The handler is retained by GLib and released by the connection's `GClosureNotify`
/// when the drop target (owned by its widget) is disposed.
@MainActor
final class FileDropTarget {
    private let onDrop: @MainActor ([OpaquePointer]) -> Void

    private init(onDrop: @escaping @MainActor ([OpaquePointer]) -> Void) {
        self.onDrop = onDrop
    }

    /// Adds a drop target to `widget`; `onDrop` gets the files of each drop.
    static func add(to widget: UnsafeMutablePointer<GtkWidget>, onDrop: @escaping @MainActor ([ImportFile]) -> Void) {
        add(to: widget, making: { ImportFile(gFile: $0) }, onDrop: onDrop)
    }

    /// Adds a drop target to `widget`; `onDrop` gets what `make` made of each dropped
    /// `GFile` (which it borrows for the call).
    static func add<File>(
        to widget: UnsafeMutablePointer<GtkWidget>, making make: @escaping @MainActor (OpaquePointer) -> File,
        onDrop: @escaping @MainActor ([File]) -> Void
    ) {
        let target = pet_file_drop_target_new()!
        let handler = FileDropTarget { files in onDrop(files.map(make)) }
        let data = Unmanaged.passRetained(handler).toOpaque()
        pet_signal_connect_drop(gpointer(target), { _, value, _, _, data in
            guard let data, let value else { return 0 }
            let target = Unmanaged<FileDropTarget>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { target.drop(value) } ? 1 : 0
        }, data, { data, _ in
            guard let data else { return }
            Unmanaged<FileDropTarget>.fromOpaque(data).release()
        })
        gtk_widget_add_controller(widget, target)
    }

    /// Hands the dropped files over; `false` (drop refused) when there are none.
    private func drop(_ value: UnsafePointer<GValue>) -> Bool {
        let list = pet_dropped_files(value)
        defer { g_slist_free(list) }
        var files: [OpaquePointer] = []
        var node = list
        while let current = node {
            if let file = current.pointee.data { files.append(OpaquePointer(file)) }
            node = current.pointee.next
        }
        guard !files.isEmpty else { return false }
        onDrop(files)
        return true
    }
}
