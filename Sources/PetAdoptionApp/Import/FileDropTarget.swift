import CGtk
import PetCore

/// Lets files be dropped on a widget: a `GtkDropTarget` for a `GdkFileList` whose
/// "drop" hands the files over as ``ImportFile``s (or as what another caller makes of
/// each `GFile`, e.g. the pet form's photo files). The widget owns the drop target, and
/// the target its handler.
@MainActor
enum FileDropTarget {
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
        connect(target, \.drop) { value, _, _ in
            guard let value else { return false }
            let files = droppedFiles(value)
            guard !files.isEmpty else { return false }
            onDrop(files.map(make))
            return true
        }
        gtk_widget_add_controller(widget, target)
    }

    /// The files of a dropped value (none when it holds no file list).
    private static func droppedFiles(_ value: UnsafePointer<GValue>) -> [OpaquePointer] {
        let list = pet_dropped_files(value)
        defer { g_slist_free(list) }
        return GLibList.elements(of: list)
    }
}
