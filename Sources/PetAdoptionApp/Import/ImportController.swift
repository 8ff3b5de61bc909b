import CGtk
import Foundation
import PetCore

/// The window's import: the `win.import` action (the primary menu's "Import…", Ctrl+O)
/// opens the portal-aware native file chooser; dropping files (or a browser's link) on
/// the window does the same; `win.import-address` (the primary menu's "Import from a Web
/// Address…", Ctrl+L) opens the dialog asking for a recipe page's address. Each import
/// gets a fresh ``ImportViewModel`` and an ``ImportDialog``; after
/// Import, a toast on the overlay says what was imported, with Undo, or why nothing was.
/// At a server desk, while the server cannot be reached, the action is off and a drop
/// is refused with a toast, before anything is read.
///
/// ```swift
/// // The composition root, once the main window exists:
/// ImportController(window: mainWindow.window, toasts: mainWindow.toasts) {
///     ImportViewModel(service: ImportService(store: database, context: .system))
/// }
/// ```
/// The window owns the controller.
@MainActor
final class ImportController {
    /// The name of the window action that opens the file chooser.
    static let actionName = "import"
    /// The name of the window action that asks for a web address.
    static let addressActionName = "import-address"
    /// The file endings the "Recipes and pets" filter of the chooser shows.
    static let fileSuffixes = ["html", "htm", "json", "jsonld", "csv", "plist"]

    /// The dialog of the latest import, while it is open.
    private(set) weak var dialog: ImportDialog?
    /// The latest toast, until it is dismissed.
    private(set) var toast: ToastPresenter.Toast?

    private let window: UnsafeMutablePointer<GtkWidget>
    private let toasts: ToastPresenter
    private let makeViewModel: @MainActor () -> ImportViewModel
    private let reachability: ServerReachability?
    private let chooser = NativeChooser()

    /// Adds `win.import` and a file drop target to `window` (an `AdwApplicationWindow`);
    /// toasts go to `toasts`; `makeViewModel` makes the view model of each import;
    /// `reachability` is the shelter server's, at a server desk.
    init(
        window: UnsafeMutablePointer<GtkWidget>,
        toasts: ToastPresenter,
        reachability: ServerReachability? = nil,
        makeViewModel: @escaping @MainActor () -> ImportViewModel
    ) {
        self.window = window
        self.toasts = toasts
        self.reachability = reachability
        self.makeViewModel = makeViewModel
        ObjectOwnership.attach(self, to: window)
        let action = Actions.add(Self.actionName, to: window) { [weak self] _ in self?.chooseFiles() }
        let addressAction = Actions.add(Self.addressActionName, to: window) { [weak self] _ in self?.askForAddress() }
        FileDropTarget.add(to: window) { [weak self] files in self?.importFiles(files) }
        if let reachability {
            bind(window, to: reachability, \.isReachable) { _, isReachable in
                g_simple_action_set_enabled(action, isReachable ? 1 : 0)
                g_simple_action_set_enabled(addressAction, isReachable ? 1 : 0)
            }
        }
    }

    /// Opens the native file chooser; the chosen files are imported.
    func chooseFiles() {
        chooser.openFiles(
            title: tr("Import Recipes and Pets"), accept: tr("_Open"),
            filters: [.suffixes(Self.fileSuffixes, named: tr("Recipes and pets")), .anyFile(tr("All files"))], parent: window
        ) { [weak self] files in
            self?.importFiles(files.map { ImportFile(gFile: $0) })
        }
    }

    /// Whether the file chooser is open.
    var isChoosingFiles: Bool { chooser.isOpen }

    /// Closes the file chooser, if it is open, without importing.
    func closeChooser() {
        chooser.close()
    }

    /// Reads and previews `files` in a new dialog; at a server desk that cannot reach the
    /// server, says so instead.
    func importFiles(_ files: [ImportFile]) {
        guard let viewModel = openDialog(asksForAddress: false) else { return }
        perform { await viewModel.read(files) }
    }

    /// Opens a new dialog asking for a recipe page's web address, the keyboard in its
    /// field; at a server desk that cannot reach the server, says so instead.
    func askForAddress() {
        openDialog(asksForAddress: true)?.askForAddress()
    }

    /// A new dialog over the window, shown, and its view model; `nil` (and a toast saying
    /// why) while the shelter server cannot be reached.
    @discardableResult
    private func openDialog(asksForAddress: Bool) -> ImportViewModel? {
        guard reachability?.isReachable != false else {
            toast = toasts.show(tr("Can't import while the shelter server cannot be reached. Try again once it is back."))
            return nil
        }
        let viewModel = makeViewModel()
        let dialog = ImportDialog(parent: window, viewModel: viewModel, asksForAddress: asksForAddress) { [weak self] viewModel in
            self?.showOutcome(of: viewModel)
        }
        self.dialog = dialog
        dialog.present()
        return viewModel
    }

    /// After Import: the toast of what was written, with Undo, or of why nothing was.
    private func showOutcome(of viewModel: ImportViewModel) {
        if let failure = viewModel.failure {
            showToast(failure.text)
            viewModel.dismissFailure()
        } else if let text = viewModel.toastText {
            guard viewModel.canUndo else {
                showToast(text)
                return
            }
            // The toast keeps the view model, and so the batch's receipt, for its Undo.
            showToast(text) { [weak self] in
                perform {
                    await viewModel.undo()
                    guard let failure = viewModel.failure else { return }
                    self?.showToast(failure.text)
                    viewModel.dismissFailure()
                }
            }
        }
    }

    /// Shows `text` in a toast, kept in ``toast`` until dismissed.
    private func showToast(_ text: String, undo: (@MainActor () -> Void)? = nil) {
        toast = toasts.show(text, undo: undo) { [weak self] shown in
            if self?.toast === shown { self?.toast = nil }
        }
    }
}
