import CGtk
import PetCore

/// The dialog of one import: reading progress with Cancel, then the preview (summary,
/// the columns the files leave behind, a "Show Details" expander over the problem
/// lines, Cancel and Import).
///
/// Its "Web address" field fetches the page whose address is typed or pasted there and
/// previews it instead, on Enter. The field shows when the dialog is opened to ask for
/// an address (the window's Ctrl+L), and Ctrl+L shows it and puts the keyboard in it
/// whenever the dialog is open, as in a browser or the file chooser.
///
/// A message dialog (`pet_message_dialog_new`) bound to an ``ImportViewModel``: the
/// heading, body (the summary), progress bar, details and the Import button's sensitivity
/// follow the view model; the responses call its intents. The dialog closes after any response;
/// ``onConfirm`` then runs after an Import. The dialog widget owns this controller.
@MainActor
final class ImportDialog {
    /// The response id of the Import button.
    static let importResponse = "import"
    /// The response id of the Cancel button (and of Escape).
    static let cancelResponse = "cancel"

    /// The message dialog.
    let dialog: UnsafeMutablePointer<GtkWidget>
    /// The reading progress bar.
    let progressBar: Widget<Gtk.ProgressBar>
    /// The columns the files leave behind (“Not imported: …”); hidden when there are none.
    let leftOutLabel: UnsafeMutablePointer<GtkWidget>
    /// The expander over the details list.
    let detailsExpander: Widget<Gtk.Expander>
    /// The list of the details (a ``RowList``'s grid view).
    let detailsList: UnsafeMutablePointer<GtkWidget>
    /// The web address field, with its label and problem, in a box hidden until asked for.
    let addressBox: UnsafeMutablePointer<GtkWidget>
    /// The web address field.
    let addressEntry: Widget<Gtk.Entry>
    /// Why the address given is not one (``ImportViewModel/addressProblem``); hidden when empty.
    let addressProblemLabel: UnsafeMutablePointer<GtkWidget>

    private let viewModel: ImportViewModel
    /// The widget whose window the dialog shows over.
    private let parent: UnsafeMutablePointer<GtkWidget>
    private let onConfirm: @MainActor (ImportViewModel) -> Void

    /// A dialog over `parent` showing `viewModel`, with its web address field shown and
    /// given the keyboard when `asksForAddress`; `onConfirm` gets the view model after the
    /// user chose Import and it wrote (or failed to write) the batch.
    init(
        parent: UnsafeMutablePointer<GtkWidget>, viewModel: ImportViewModel, asksForAddress: Bool = false,
        onConfirm: @escaping @MainActor (ImportViewModel) -> Void
    ) {
        self.viewModel = viewModel
        self.onConfirm = onConfirm
        self.parent = parent
        dialog = pet_message_dialog_new("")
        pet_message_dialog_prefer_wide(dialog, 560)
        pet_message_dialog_add_response(dialog, Self.cancelResponse, tr("_Cancel"), 0)
        pet_message_dialog_add_response(dialog, Self.importResponse, tr("_Import"), 1)
        pet_message_dialog_set_default_response(dialog, Self.importResponse)
        pet_message_dialog_set_close_response(dialog, Self.cancelResponse)
        Accessibility.nameButtons(in: dialog)

        let ui = BuiltUI("import-content.ui")
        progressBar = ui.widget("progress_bar")
        leftOutLabel = ui.widget("left_out_label")
        detailsExpander = ui.widget("details_expander")
        addressBox = ui.widget("address_box")
        addressEntry = ui.widget("address_entry")
        addressProblemLabel = ui.widget("address_problem_label")
        let list = RowList<ImportDetailRow>(
            rows: viewModel, ids: \.detailRowIDs, rowModel: { [weak viewModel] id in Int(id).flatMap { viewModel?.detailLine(for: $0) } })
        detailsList = list.view
        gtk_scrolled_window_set_child(pet_gtk_scrolled_window(ui.widget("details_scroller")), detailsList)
        onNotify(detailsExpander, \.expanded) { [detailsExpander] in
            let isExpanded = gtk_expander_get_expanded(detailsExpander.c) != 0
            gtk_expander_set_label(detailsExpander.c, isExpanded ? tr("Hide _Details") : tr("Show _Details"))
        }
        gtk_widget_set_visible(addressBox, asksForAddress ? 1 : 0)
        pet_message_dialog_set_extra_child(dialog, ui.page("content"))

        ObjectOwnership.attach(self, to: dialog)
        bindViewModel()
        connect(dialog, \.alertResponse) { [weak self] response in
            guard let self, let response else { return }
            self.respond(String(cString: response.assumingMemoryBound(to: CChar.self)))
        }
        connect(addressEntry, \.entryActivate) { [weak self] in self?.fetchAddress() }
        onKeyPress(dialog, phase: GTK_PHASE_CAPTURE) { [weak self] keyval, state in
            let isControlL = (keyval == UInt32(GDK_KEY_l) || keyval == UInt32(GDK_KEY_L))
                && state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue)
                    == GDK_CONTROL_MASK.rawValue
            guard isControlL, let self else { return false }
            self.focusAddress()
            return true
        }
        if asksForAddress {
            Widgets.whenMapped(addressEntry.widget) { [weak self] in self?.focusAddress() }
        }
    }

    /// Shows the dialog.
    func present() {
        pet_message_dialog_present(dialog, parent)
    }

    /// Shows the web address field and puts the keyboard in it, its text selected so that
    /// a pasted address replaces it.
    func focusAddress() {
        gtk_widget_set_visible(addressBox, 1)
        pet_message_dialog_focus(dialog, addressEntry.widget)
        gtk_editable_select_region(addressEntry.editable, 0, -1)
    }

    /// Fetches and previews the address in the field.
    private func fetchAddress() {
        let text = Widgets.entryText(of: addressEntry.widget)
        perform { [viewModel] in await viewModel.read(address: text) }
    }

    private func bindViewModel() {
        bind(dialog, to: viewModel, \.headingText) { dialog, heading in pet_message_dialog_set_heading(dialog, heading) }
        bind(dialog, to: viewModel, \.summaryText) { dialog, summary in pet_message_dialog_set_body(dialog, summary) }
        bind(dialog, to: viewModel, \.canConfirm) { [weak self] dialog, canConfirm in
            pet_message_dialog_set_response_enabled(dialog, Self.importResponse, canConfirm ? 1 : 0)
            if canConfirm { self?.focusImportWhileOnCancel() }
        }
        bind(progressBar, to: viewModel, \.isReading) { bar, isReading in gtk_widget_set_visible(bar.widget, isReading ? 1 : 0) }
        bind(progressBar, to: viewModel, \.progressFraction) { bar, fraction in gtk_progress_bar_set_fraction(bar.c, fraction) }
        bind(progressBar, to: viewModel, \.progressText) { bar, text in gtk_progress_bar_set_text(bar.c, text) }
        bind(addressProblemLabel, to: viewModel, \.addressProblem) { label, text in
            Widgets.setText(label, text)
            gtk_widget_set_visible(label, text.isEmpty ? 0 : 1)
        }
        bind(addressEntry, to: viewModel, \.addressProblem) { entry, problem in
            Widgets.setClass("error", on: entry.widget, !problem.isEmpty)
            Accessibility.setDescription(problem, of: entry.widget)
        }
        bind(leftOutLabel, to: viewModel, \.leftOutText) { label, text in
            Widgets.setText(label, text)
            gtk_widget_set_visible(label, text.isEmpty ? 0 : 1)
        }
        bind(detailsExpander, to: viewModel, \.hasDetails) { expander, hasDetails in
            gtk_widget_set_visible(expander.widget, hasDetails ? 1 : 0)
        }
        bind(detailsExpander, to: viewModel, \.expandsDetailsInitially) { expander, expands in
            gtk_expander_set_expanded(expander.c, expands ? 1 : 0)
        }
    }

    /// Moves the focus to Import, the default, when the preview is ready and the focus
    /// is still where the dialog put it while Import could not be chosen: nowhere yet, on
    /// Cancel, or (libadwaita 1.5 and later, when the dialog showed before the preview was
    /// ready) on the message's scrolled area. Return then imports, as the default
    /// promises. A focus on another button or in the details stays where the user put it.
    private func focusImportWhileOnCancel() {
        func labelled(_ label: String) -> UnsafeMutablePointer<GtkWidget>? {
            Widgets.button(labelled: label, under: dialog)
        }
        guard let cancel = labelled(tr("_Cancel")), let importButton = labelled(tr("_Import")) else { return }
        if let focus = gtk_widget_get_root(dialog).flatMap({ gtk_root_get_focus($0) }), focus != cancel,
           Widget<Gtk.Button>(checking: focus) != nil && gtk_widget_is_ancestor(focus, dialog) != 0
            || focus == detailsExpander.widget || gtk_widget_is_ancestor(focus, detailsExpander.widget) != 0 {
            return
        }
        pet_message_dialog_focus(dialog, importButton)
    }

    private func respond(_ response: String) {
        if response == Self.importResponse, viewModel.canConfirm {
            perform { [viewModel, onConfirm] in
                await viewModel.confirm()
                onConfirm(viewModel)
            }
        } else {
            viewModel.cancel()
        }
    }
}

private extension ImportViewModel {
    /// The details' line ids, as the list widget keeps them.
    var detailRowIDs: RowIDs { RowIDs(detailLineIDs.map(String.init)) }
}
