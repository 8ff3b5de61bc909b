import CGtk
import PetCore

/// The "Export" dialog: a message dialog (`pet_message_dialog_new`) offering the formats
/// and what to export (the whole catalog, or the pets the list shows) as radio rows, with
/// Cancel and Export…, which goes on to the save dialog. Everything is reachable by
/// keyboard: Tab to a group of choices, Up and Down within it, Space to tick, Tab on to
/// Export….
@MainActor
final class ExportDialog {
    /// The response id of Cancel (and of Escape).
    static let cancelResponse = "cancel"
    /// The response id of Export….
    static let exportResponse = "export"

    /// The message dialog.
    let dialog: UnsafeMutablePointer<GtkWidget>
    /// The format rows' check buttons, in the view model's order.
    private(set) var formatChecks: [Widget<Gtk.CheckButton>] = []
    /// The scope rows' check buttons: the whole catalog, the pets shown.
    private(set) var scopeChecks: [Widget<Gtk.CheckButton>] = []
    /// The format rows, the keyboard's stops.
    private(set) var formatRows: [UnsafeMutablePointer<GtkWidget>] = []

    private let viewModel: ExportViewModel
    /// The widget whose window the dialog shows over.
    private let parent: UnsafeMutablePointer<GtkWidget>

    /// A dialog over `parent` for `viewModel`; `onExport` gets the view model when the
    /// user chooses Export….
    init(parent: UnsafeMutablePointer<GtkWidget>, viewModel: ExportViewModel, onExport: @escaping @MainActor (ExportViewModel) -> Void) {
        self.viewModel = viewModel
        self.parent = parent
        dialog = pet_message_dialog_new(viewModel.title)
        pet_message_dialog_prefer_wide(dialog, 480)
        pet_message_dialog_add_response(dialog, Self.cancelResponse, tr("_Cancel"), 0)
        pet_message_dialog_add_response(dialog, Self.exportResponse, tr("_Export…"), 1)
        pet_message_dialog_set_default_response(dialog, Self.exportResponse)
        pet_message_dialog_set_close_response(dialog, Self.cancelResponse)

        let formats = PreferenceRows.group(tr("Format"))
        let formatRows = RadioRows.add(
            to: formats, titles: viewModel.formatTitles, model: viewModel,
            chosen: { $0.formatIndex }, choose: { $0.chooseFormat(at: $1) })
        for (row, summary) in zip(formatRows.map(\.row), viewModel.formatSummaries) {
            adw_action_row_set_subtitle(row.c, summary)
        }
        formatChecks = formatRows.map(\.check)
        self.formatRows = formatRows.map(\.row.widget)
        let scope = PreferenceRows.group(tr("Pets"))
        let scopeRows = RadioRows.add(
            to: scope, titles: viewModel.scopeTitles, model: viewModel,
            chosen: { $0.scopeIndex }, choose: { $0.chooseScope(at: $1) })
        scopeChecks = scopeRows.map(\.check)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        gtk_box_append(pet_gtk_box(content), formats.widget)
        gtk_box_append(pet_gtk_box(content), scope.widget)
        pet_message_dialog_set_extra_child(dialog, content)
        Accessibility.nameButtons(in: dialog)

        ObjectOwnership.attach(self, to: dialog)
        connect(dialog, \.alertResponse) { [viewModel] response in
            guard let response, String(cString: response.assumingMemoryBound(to: CChar.self)) == Self.exportResponse else { return }
            // After the dialog has finished its response and gone: the save dialog follows.
            perform { onExport(viewModel) }
        }
    }

    /// Shows the dialog, the chosen format's row focused.
    func present() {
        pet_message_dialog_present(dialog, parent)
        if formatRows.indices.contains(viewModel.formatIndex) { pet_message_dialog_focus(dialog, formatRows[viewModel.formatIndex]) }
    }
}
