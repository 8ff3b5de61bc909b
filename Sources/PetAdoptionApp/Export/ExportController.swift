import CGtk
import Foundation
import PetCore

/// The window's export: the `win.export` action (the primary menu's "Export…", Ctrl+E)
/// opens an ``ExportDialog``; its Export… opens the portal-aware native save dialog, and
/// the file chosen there is made and written off the main thread, replaced whole or left
/// as it was. A toast then says what was exported ("Exported 12 pets to dogs.csv") or
/// why nothing was.
///
/// ```swift
/// // The composition root, once the main window exists:
/// ExportController(window: mainWindow.window, toasts: mainWindow.toasts, writer: writer) {
///     ExportViewModel(service: service, shownPetIDs: { Array(petList.visibleRowIDs) })
/// }
/// ```
/// The window owns the controller.
@MainActor
final class ExportController {
    /// The name of the window action that opens the dialog.
    static let actionName = "export"

    /// The dialog of the latest export, while it is open.
    private(set) weak var dialog: ExportDialog?
    /// The view model of the latest export.
    private(set) var viewModel: ExportViewModel?
    /// The latest toast, until it is dismissed.
    private(set) var toast: ToastPresenter.Toast?

    private let window: UnsafeMutablePointer<GtkWidget>
    private let toasts: ToastPresenter
    private let writer: any ExportFileWriting
    private let makeViewModel: @MainActor () -> ExportViewModel
    private let chooser = NativeChooser()

    /// Adds `win.export` to `window` (an `AdwApplicationWindow`); files are written with
    /// `writer`, toasts go to `toasts`; `makeViewModel` makes the view model of each export.
    init(
        window: UnsafeMutablePointer<GtkWidget>,
        toasts: ToastPresenter,
        writer: any ExportFileWriting,
        makeViewModel: @escaping @MainActor () -> ExportViewModel
    ) {
        self.window = window
        self.toasts = toasts
        self.writer = writer
        self.makeViewModel = makeViewModel
        ObjectOwnership.attach(self, to: window)
        Actions.add(Self.actionName, to: window) { [weak self] _ in self?.openDialog() }
    }

    /// Opens the export dialog with a fresh view model.
    func openDialog() {
        let viewModel = makeViewModel()
        self.viewModel = viewModel
        let dialog = ExportDialog(parent: window, viewModel: viewModel) { [weak self] viewModel in
            self?.chooseFile(for: viewModel)
        }
        self.dialog = dialog
        dialog.present()
    }

    /// Opens the save dialog suggesting the format's file name; the export goes to the file chosen.
    func chooseFile(for viewModel: ExportViewModel) {
        chooser.saveFile(title: viewModel.title, accept: tr("_Export"), name: viewModel.suggestedFileName, parent: window) { [weak self] file in
            guard let chosen = Self.uriAndName(of: file) else { return }
            self?.export(viewModel, to: chosen.uri, fileName: chosen.name)
        }
    }

    /// Whether the save dialog is open.
    var isChoosingFile: Bool { chooser.isOpen }

    /// Closes the save dialog, if it is open, exporting nothing.
    func closeChooser() {
        chooser.close()
    }

    /// Writes `viewModel`'s export to `destination` (a URI or path, `fileName` in the
    /// toast), then shows the toast.
    func export(_ viewModel: ExportViewModel, to destination: String, fileName: String) {
        perform { [weak self, writer] in
            await viewModel.export(to: destination, fileName: fileName, writer: writer)
            guard let self, let outcome = viewModel.outcome else { return }
            self.toast = self.toasts.show(outcome.text, onDismissed: { [weak self] shown in
                if self?.toast === shown { self?.toast = nil }
            })
        }
    }

    /// The URI and display name of `file` (a `GFile`).
    private static func uriAndName(of file: OpaquePointer) -> (uri: String, name: String)? {
        guard let uri = g_file_get_uri(file) else { return nil }
        defer { g_free(uri) }
        let name = g_file_get_basename(file)
        defer { g_free(name) }
        return (String(cString: uri), name.map { String(cString: $0) } ?? String(cString: uri))
    }
}
