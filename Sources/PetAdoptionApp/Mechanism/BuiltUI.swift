import CGtk

/// The objects of one `.ui` file of the app's resources (`Resources/gresource/ui`), built
/// by GtkBuilder: the file declares a widget tree whose shape is fixed, its words marked
/// translatable (they reach the `.pot` through `po/POTFILES`); the Swift that builds it
/// keeps the behaviour and the bindings.
///
/// ```swift
/// let ui = BuiltUI("cooking-window.ui")
/// let window = ui.widget("window")
/// connect(ui.widget("next_button"), \.clicked) { [weak cooking] in cooking?.next() }
/// ```
///
/// A file that does not parse or an id it lacks is a broken build, not a user's error:
/// both stop the app with the reason (and fail the tests that build the file).
@MainActor
final class BuiltUI {
    private let builder: OpaquePointer

    /// Builds `name` from the bundle's `ui/` folder.
    init(_ name: String) {
        AppResources.register()
        Localization.bindGettextDomain()
        builder = gtk_builder_new()
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_resource(builder, AppResources.path("ui/\(name)"), &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown"
            g_clear_error(&error)
            preconditionFailure("\(name) does not build: \(reason)")
        }
    }

    isolated deinit {
        g_object_unref(gpointer(builder))
    }

    /// The widget of id `id`.
    func widget(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        guard let object = gtk_builder_get_object(builder, id), pet_is_widget(gpointer(object)) != 0 else {
            preconditionFailure("no widget \(id) in the .ui file")
        }
        return pet_gtk_widget(gpointer(object))
    }
}
