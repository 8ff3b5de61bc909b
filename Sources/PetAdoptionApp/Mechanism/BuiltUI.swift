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
        nameMnemonicButtons()
    }

    isolated deinit {
        g_object_unref(gpointer(builder))
    }

    /// Names each button whose label marks a mnemonic ("_Adopt") by the label it shows, as
    /// ``Accessibility/mnemonicButton(_:)`` does.
    private func nameMnemonicButtons() {
        let objects = gtk_builder_get_objects(builder)
        defer { g_slist_free(objects) }
        var node = objects
        while let current = node {
            if let object = current.pointee.data, pet_is_button(object) != 0,
               gtk_button_get_use_underline(pet_gtk_button(object)) != 0 {
                Accessibility.nameByShownLabel(pet_gtk_widget(object))
            }
            node = current.pointee.next
        }
    }

    /// The file's top widget of id `id` when it is no window (a page), for a parent to take:
    /// it outlives the builder with a floating reference, as a widget just made does, which
    /// the parent it is added to takes over. (A window is GTK's to keep: ``widget(_:)``.)
    func page(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        let page = widget(id)
        precondition(gtk_widget_get_parent(page) == nil, "\(id) is inside another widget of the file")
        g_object_ref(gpointer(page))
        g_object_force_floating(pet_g_object(page))
        return page
    }

    /// The widget of id `id`, of class `Class` (checked: a file whose widget is of another
    /// class is a broken build).
    func widget<Class: WidgetClass>(_ id: String, as _: Class.Type = Class.self) -> Widget<Class> {
        Widget(widget(id))
    }

    /// The widget of id `id`: one inside the file's top widget, or a window.
    func widget(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        guard let object = gtk_builder_get_object(builder, id), pet_is_widget(gpointer(object)) != 0 else {
            preconditionFailure("no widget \(id) in the .ui file")
        }
        return pet_gtk_widget(gpointer(object))
    }
}
