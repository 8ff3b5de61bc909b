import CGtk
import PetCore

/// The Photos group of a form (a ``PetPhotosEditor``'s view): one row per photo, its
/// thumbnail first (decoded off the main thread by the ``PhotoLoader``), “Use as Main
/// Photo” on every photo but the first, and a remove button named “Remove photo 2”;
/// “Add Photos…” in the group's header opens the native, portal-aware file chooser
/// (several images at once); image files dropped on the form's window are added too.
///
/// Why the last files were not added shows in a plain label above the photos (and is
/// announced); it is never markup. The window owns this controller.
@MainActor
final class FormPhotos {
    /// The preferences group.
    let group: Widget<Adw.PreferencesGroup>
    /// Opens the file chooser.
    let addButton: UnsafeMutablePointer<GtkWidget>
    /// Says why the last files were not added; hidden while there is nothing to say.
    let messageLabel = Widgets.label(classes: ["error"], wraps: true)
    /// The photos' rows, in order.
    private(set) var rows: [UnsafeMutablePointer<GtkWidget>] = []
    /// The photo view of each row, in order.
    private(set) var thumbnails: [PhotoView] = []

    /// The side of a thumbnail, in logical pixels.
    static let thumbnailSize: Int32 = 64

    private let editor: PetPhotosEditor
    private let window: UnsafeMutablePointer<GtkWidget>
    private let messageRow: UnsafeMutablePointer<GtkWidget>
    private let chooser = NativeChooser()
    /// Which button takes the focus once the rows are rebuilt after a button changed them.
    private var focusAfterRebuild: Focus?

    /// A button of a row, to focus after the rows are rebuilt.
    private enum Focus {
        /// The remove button of the row at this index (or of the last row).
        case remove(Int)
        /// The “Use as Main Photo” button of the second row (the former main photo).
        case formerMain
    }

    /// The group showing `editor`, whose file chooser is transient for `window`, which
    /// also takes dropped files.
    init(editor: PetPhotosEditor, window: UnsafeMutablePointer<GtkWidget>) {
        self.editor = editor
        self.window = window
        group = PreferenceRows.group(editor.title, description: editor.hint)
        addButton = Accessibility.mnemonicButton(editor.addLabel)
        gtk_widget_set_valign(addButton, GTK_ALIGN_CENTER)
        adw_preferences_group_set_header_suffix(group.c, addButton)
        Widgets.setMargins(messageLabel, 6)
        messageRow = PreferenceRows.plainRow(holding: messageLabel)
        adw_preferences_group_add(group.c, messageRow)

        ObjectOwnership.attach(self, to: group)
        connect(addButton, \.clicked) { [weak self] in self?.chooseFiles() }
        FileDropTarget.add(to: window, making: { PhotoFile(gFile: $0) }) { [weak self] files in self?.add(files) }
        bind(addButton, to: editor, \.canAdd, apply: Widgets.setSensitive)
        bind(messageLabel, to: editor, \.message) { [messageRow] label, message in
            Widgets.setText(label, message ?? "")
            gtk_widget_set_visible(messageRow, message == nil ? 0 : 1)
            if let message { Accessibility.announce(message, from: label) }
        }
        bind(group, to: editor, \.items) { [weak self] _, items in self?.show(items) }
    }

    /// Checks and copies `files` (off the main thread) and lists them, or says why not.
    func add(_ files: [PhotoFile]) {
        perform { [editor] in await editor.add(files) }
    }

    /// Whether the file chooser is open.
    var isChoosingFiles: Bool { chooser.isOpen }

    private func chooseFiles() {
        chooser.openFiles(
            title: editor.chooserTitle, accept: tr("_Open"),
            filters: [.suffixes(editor.fileSuffixes, named: editor.filterName), .anyFile(tr("All files"))], parent: window
        ) { [weak self] files in
            self?.add(files.map { PhotoFile(gFile: $0) })
        }
    }

    /// Replaces the rows with one per item (or a “No photos” row).
    private func show(_ items: [PetPhotoItem]) {
        let preferences = group.c
        for row in rows { adw_preferences_group_remove(preferences, row) }
        rows = []
        thumbnails = []
        guard !items.isEmpty else {
            let empty = PreferenceRows.actionRow(editor.emptyText)
            gtk_widget_add_css_class(empty.widget, "dim-label")
            gtk_widget_set_focusable(empty.widget, 0)
            adw_preferences_group_add(preferences, empty.widget)
            rows = [empty.widget]
            if focusAfterRebuild != nil { gtk_widget_grab_focus(addButton) }
            focusAfterRebuild = nil
            return
        }
        var buttons: [(main: UnsafeMutablePointer<GtkWidget>?, remove: UnsafeMutablePointer<GtkWidget>)] = []
        for (index, item) in items.enumerated() {
            let made = makeRow(item, at: index)
            adw_preferences_group_add(preferences, made.row)
            rows.append(made.row)
            buttons.append((made.main, made.remove))
        }
        switch focusAfterRebuild {
        case .remove(let index): gtk_widget_grab_focus(buttons[min(index, buttons.count - 1)].remove)
        case .formerMain: if buttons.count > 1, let main = buttons[1].main { gtk_widget_grab_focus(main) }
        case nil: break
        }
        focusAfterRebuild = nil
    }

    /// The row of `item`, its “Use as Main Photo” button (none for the main photo) and its remove button.
    private func makeRow(
        _ item: PetPhotoItem, at index: Int
    ) -> (row: UnsafeMutablePointer<GtkWidget>, main: UnsafeMutablePointer<GtkWidget>?, remove: UnsafeMutablePointer<GtkWidget>) {
        var mainButton: UnsafeMutablePointer<GtkWidget>?
        let row = PreferenceRows.actionRow(item.title)
        gtk_widget_set_focusable(row.widget, 0)
        let thumbnail = PhotoView(size: Self.thumbnailSize)
        thumbnail.show(item.reference, description: item.description)
        gtk_widget_set_margin_top(thumbnail.widget, 6)
        gtk_widget_set_margin_bottom(thumbnail.widget, 6)
        adw_action_row_add_prefix(row.c, thumbnail.widget)
        thumbnails.append(thumbnail)
        if !item.isMain {
            let main = gtk_button_new_with_label(editor.useAsMainText)!
            Widgets.describe(main, as: item.useAsMainLabel)
            gtk_widget_set_tooltip_text(main, nil)
            gtk_widget_set_valign(main, GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(row.c, main)
            connect(main, \.clicked) { [weak self] in
                guard let self else { return }
                focusAfterRebuild = .formerMain
                editor.useAsMain(at: index)
            }
            mainButton = main
        }
        let remove = gtk_button_new_from_icon_name("user-trash-symbolic")!
        Widgets.describe(remove, as: item.removeLabel)
        gtk_widget_add_css_class(remove, "flat")
        gtk_widget_set_valign(remove, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(row.c, remove)
        connect(remove, \.clicked) { [weak self] in
            guard let self else { return }
            focusAfterRebuild = .remove(index)
            editor.remove(at: index)
        }
        return (row.widget, mainButton, remove)
    }
}
