import CGtk
import PetCore

/// Preferences (Ctrl+,, `app.preferences`): where the catalog lives. "This Computer" or
/// "Shelter Server" as two radio rows; the server's host, port, database and user name
/// as form fields with their errors (``FormFields``), and a password row whose text goes
/// to the keyring, never to a file; Test Connection and Open Catalog, with what they
/// found said under them (and announced to a screen reader); at a staff desk of the
/// server, Copy to the Server, which asks before merging into records the server has.
///
/// An `AdwPreferencesDialog` inside the window with libadwaita 1.5 and later, an
/// `AdwPreferencesWindow` before (`preferences.h`). It goes with the window it was over
/// once that window is replaced by one showing the catalog it opened.
@MainActor
final class PreferencesDialog {
    /// The dialog (or window).
    let preferences: UnsafeMutablePointer<GtkWidget>
    /// The place rows' check buttons: This Computer, Shelter Server.
    private(set) var placeChecks: [Widget<Gtk.CheckButton>] = []
    /// The server's fields by title, and the password row.
    private(set) var fields: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    /// The field errors' labels by title.
    private(set) var errorLabels: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    /// Test Connection.
    let testButton: UnsafeMutablePointer<GtkWidget>
    /// Open Catalog.
    let openButton: UnsafeMutablePointer<GtkWidget>
    /// What the last test or opening found.
    let statusLabel: UnsafeMutablePointer<GtkWidget>
    /// Copy to the Server, when it is offered.
    private(set) var copyButton: UnsafeMutablePointer<GtkWidget>?
    /// What the last copy did.
    private(set) var copyStatusLabel: UnsafeMutablePointer<GtkWidget>?
    /// Chooses the CA file, at the end of its row.
    let chooseButton = gtk_button_new_from_icon_name("document-open-symbolic")!
    private let chooser = NativeChooser()

    private let viewModel: CatalogPlaceViewModel

    /// Preferences for `viewModel`, and the copy of this computer's catalog `copy` offers.
    init(viewModel: CatalogPlaceViewModel, copy: CatalogCopyViewModel) {
        self.viewModel = viewModel
        preferences = pet_preferences_new(tr("Preferences"))
        let page = pet_preferences_page_new(tr("Catalog"), "network-server-symbolic")!

        let places = PreferenceRows.group(tr("Where the Catalog Lives"))
        bind(places, to: viewModel, \.openPlaceText) { group, text in
            adw_preferences_group_set_description(group.c, text)
        }
        let rows = RadioRows.add(
            to: places, titles: viewModel.placeTitles, model: viewModel,
            chosen: { $0.placeIndex }, choose: { model, index in
                model.placeIndex = index
                return true
            })
        for (row, subtitle) in zip(rows.map { $0.row }, viewModel.placeSubtitles) {
            adw_action_row_set_subtitle(row.c, subtitle)
        }
        placeChecks = rows.map { $0.check }
        pet_preferences_page_add(page, places.widget)

        let authorityHelp = tr("For a server whose certificate the shelter signed itself: the CA file whoever runs the server gave you. Leave it empty to trust the authorities this computer trusts.")
        let built = FormFields.build([
            FormGroup(tr("Shelter Server"), description: tr("Ask whoever runs the shelter’s server for these."), [
                .text(tr("Host"), \.host, error: \.hostError, placeholder: "db.shelter.example", required: true),
                .text(tr("Port"), \.port, error: \.portError),
                .text(tr("Database"), \.database, error: \.databaseError, required: true),
                .text(tr("User Name"), \.user, error: \.userError, required: true),
            ]),
            FormGroup(tr("Certificate Authority"), description: authorityHelp, [
                .text(tr("CA File"), \.certificateAuthorityFile, error: \.certificateAuthorityError),
            ]),
        ], model: viewModel)
        let server = built.groups[0]
        fields = built.fields
        errorLabels = built.errorLabels
        let (passwordRow, password) = PreferenceRows.entryRow(tr("Password"), password: true)
        Accessibility.setDescription(
            tr("Kept in the desktop’s keyring. Leave it empty to use the one kept there."), of: FormFields.spokenPart(of: password))
        bindTwoWay(password, .signal(\.changed), to: viewModel, \.password, read: Widgets.entryText(of:), write: Widgets.setEntryText(of:_:))
        adw_preferences_group_add(server.c, passwordRow)
        fields[tr("Password")] = password
        pet_preferences_page_add(page, server.widget)
        let authority = built.groups[1]
        if let field = fields[tr("CA File")] { PreferenceRows.addSuffix(chooseButton, toRowOf: field) }
        pet_preferences_page_add(page, authority.widget)
        for group in [server, authority] {
            bind(group, to: viewModel, \.isServerChosen) { group, isChosen in Widgets.setSensitive(group.widget, isChosen) }
        }

        testButton = Accessibility.mnemonicButton(tr("_Test Connection"))
        openButton = Accessibility.mnemonicButton(tr("_Open Catalog"))
        gtk_widget_add_css_class(openButton, "suggested-action")
        let spinner = gtk_spinner_new()!
        let buttons = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [spinner, testButton, openButton])
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        statusLabel = Widgets.label(wraps: true, selectable: true)
        gtk_widget_set_halign(statusLabel, GTK_ALIGN_START)
        let actions = PreferenceRows.group(nil)
        adw_preferences_group_add(
            actions.c, Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [buttons, statusLabel]))
        pet_preferences_page_add(page, actions.widget)
        if copy.isOffered { pet_preferences_page_add(page, copyGroup(copy)) }
        pet_preferences_add(preferences, page)

        bind(testButton, to: viewModel, \.canTest) { button, canTest in Widgets.setSensitive(button, canTest) }
        bind(openButton, to: viewModel, \.canOpen) { button, canOpen in Widgets.setSensitive(button, canOpen) }
        bind(spinner, to: viewModel, \.isWorking) { spinner, isWorking in
            gtk_widget_set_visible(spinner, isWorking ? 1 : 0)
            pet_spinner_set_spinning(spinner, isWorking ? 1 : 0)
        }
        bind(statusLabel, to: viewModel, \.status) { label, status in Self.show(status, in: label) }
        Widgets.describe(chooseButton, as: tr("Choose CA File"))
        gtk_widget_add_css_class(chooseButton, "flat")
        gtk_widget_set_valign(chooseButton, GTK_ALIGN_CENTER)
        connect(chooseButton, \.clicked) { [weak self] in self?.chooseCertificateAuthority() }
        connect(testButton, \.clicked) { [viewModel] in perform { await viewModel.testConnection() } }
        // Once the window shows the catalog opened, Preferences is gone with the window it
        // was over: an AdwDialog is inside it, an AdwPreferencesWindow is destroyed with
        // its transient parent.
        connect(openButton, \.clicked) { [viewModel] in perform { await viewModel.openChosenCatalog() } }
        ObjectOwnership.attach(self, to: preferences)
    }

    /// Whether the chooser of the CA file is open.
    var isChoosingFile: Bool { chooser.isOpen }

    /// Shows a chooser of the CA file; the file chosen goes in the CA File field.
    private func chooseCertificateAuthority() {
        guard let window = preferences.rootWidget else { return }
        chooser.openFiles(
            title: tr("Choose CA File"), accept: tr("_Choose"),
            filters: [.suffixes(["pem", "crt", "cer"], named: tr("Certificates")), .anyFile(tr("All files"))],
            parent: window
        ) { [viewModel] files in
            if let file = files.first, let path = NativeChooser.path(of: file) { viewModel.certificateAuthorityFile = path }
        }
    }

    /// The group of Copy to the Server: what it does, the button, what it did; a merge
    /// is asked about over Preferences first.
    private func copyGroup(_ copy: CatalogCopyViewModel) -> UnsafeMutablePointer<GtkWidget> {
        let group = PreferenceRows.group(copy.title, description: copy.summary)
        let button = Accessibility.mnemonicButton(copy.buttonLabel)
        gtk_widget_set_halign(button, GTK_ALIGN_END)
        let status = Widgets.label(wraps: true, selectable: true)
        adw_preferences_group_add(
            group.c, Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [button, status]))
        bind(button, to: copy, \.canCopy) { button, canCopy in Widgets.setSensitive(button, canCopy) }
        bind(status, to: copy, \.status) { label, status in Self.show(status, in: label) }
        bind(group, to: copy, \.mergeQuestion) { [preferences] _, question in
            guard let question else { return }
            QuestionDialog.present(
                over: preferences, heading: copy.mergeHeading, body: question, keep: tr("_Cancel"), act: copy.mergeLabel
            ) { merges in
                if merges { perform { await copy.merge() } } else { copy.keepSeparate() }
            }
        }
        connect(button, \.clicked) { perform { await copy.copy() } }
        copyButton = button
        copyStatusLabel = status
        return group.widget
    }

    /// Shows `status` in `label`: hidden when idle, styled as a success or an error, and
    /// an outcome announced to a screen reader.
    private static func show(_ status: WorkStatus, in label: UnsafeMutablePointer<GtkWidget>) {
        Widgets.setText(label, status.text)
        gtk_widget_set_visible(label, status == .idle ? 0 : 1)
        Widgets.setClass("success", on: label, { if case .succeeded = status { true } else { false } }())
        Widgets.setClass("error", on: label, { if case .failed = status { true } else { false } }())
        switch status {
        case .succeeded(let text), .failed(let text): Accessibility.announce(text, from: label)
        case .idle, .working: break
        }
    }

    /// Shows Preferences over `window`, the main window.
    func present(over window: UnsafeMutablePointer<GtkWidget>) {
        let parent = Widget<Gtk.Window>(window)
        pet_dialog_present(preferences, parent.window, gtk_window_get_application(parent.window))
        Accessibility.nameButtons(in: preferences)
    }
}
