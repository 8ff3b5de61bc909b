import CGtk
import PetCore

/// The printing of a recipe page: ``print()`` opens the print dialog, ``exportPDF()`` a
/// save dialog (the portal-aware native file chooser) suggesting "<recipe name>.pdf",
/// then writes the PDF there. Both print what `printout` gives when they are called,
/// through one ``RecipePrinter``; a failure's message goes to `showFailure`.
///
/// ```swift
/// let printing = RecipePrinting(window: window, printout: { [weak recipe] in recipe?.printout }) {
///     toasts.show($0)
/// }
/// Actions.add("print", to: group) { _ in printing.print() }            // recipe.print, Ctrl+P
/// Actions.add("export-pdf", to: group) { _ in printing.exportPDF() }   // recipe.export-pdf
/// ```
/// Keep it as long as the page; it closes its file chooser when it goes.
@MainActor
final class RecipePrinting {
    /// The print-out of the last export chosen, while its file chooser is open.
    private(set) var exporting: RecipePrintout?

    private let window: UnsafeMutablePointer<GtkWidget>
    private let printout: @MainActor () -> RecipePrintout?
    private let showFailure: @MainActor (String) -> Void
    private let photos: PhotoLoader
    private var chooser: UnsafeMutablePointer<GtkNativeDialog>?

    /// Printing for `window`'s recipe page: `printout` gives what the page shows (`nil`
    /// when it shows no recipe, and nothing happens); `showFailure` shows why a print or
    /// an export failed; photos load through `photos`.
    init(
        window: UnsafeMutablePointer<GtkWidget>,
        printout: @escaping @MainActor () -> RecipePrintout?,
        photos: PhotoLoader = .shared,
        showFailure: @escaping @MainActor (String) -> Void
    ) {
        self.window = window
        self.printout = printout
        self.photos = photos
        self.showFailure = showFailure
    }

    isolated deinit {
        closeChooser()
    }

    /// Opens the print dialog for the recipe shown and prints it as chosen there.
    func print() {
        guard let printout = printout() else { return }
        do {
            try RecipePrinter(printout: printout, photos: photos).print(parent: window)
        } catch {
            showFailure(error.text)
        }
    }

    /// Opens a save dialog suggesting "<recipe name>.pdf"; the recipe shown now is
    /// exported to the file chosen.
    func exportPDF() {
        closeChooser()
        guard let printout = printout() else { return }
        let chooser = pet_save_file_chooser_new(pet_gtk_window(window), tr("Export as PDF"), tr("_Export"), printout.fileName)!
        CStringArray(["pdf"]).withUnsafePointer { pet_file_chooser_add_suffix_filter(chooser, tr("PDF documents"), $0) }
        SignalHandler.connect(chooser, "response", .index { [weak self] response in
            self?.chooserResponded(Int32(bitPattern: response))
        })
        self.chooser = chooser
        exporting = printout
        pet_native_dialog_show(chooser)
    }

    /// Whether the save dialog is open.
    var isChoosingFile: Bool {
        chooser.map { pet_native_dialog_get_visible($0) != 0 } ?? false
    }

    /// Closes the save dialog, if it is open, without exporting.
    func closeChooser() {
        guard let chooser else { return }
        self.chooser = nil
        exporting = nil
        pet_native_dialog_destroy(chooser)
        g_object_unref(gpointer(chooser))
    }

    /// Exports `printout` to the PDF file at `path`, showing why if it fails.
    func export(_ printout: RecipePrintout, to path: String) {
        do {
            try RecipePrinter(printout: printout, photos: photos).exportPDF(to: path)
        } catch {
            showFailure(error.text)
        }
    }

    private func chooserResponded(_ response: Int32) {
        guard let chooser, let printout = exporting, response == GTK_RESPONSE_ACCEPT.rawValue else {
            closeChooser()
            return
        }
        let file = pet_file_chooser_get_file(chooser)
        let path = file.flatMap { g_file_get_path($0) }
        if let file { g_object_unref(gpointer(file)) }
        closeChooser()
        guard let path else {
            showFailure(PrintingFailure(summary: printout.exportFailureSummary, reason: nil).text)
            return
        }
        defer { g_free(path) }
        export(printout, to: String(cString: path))
    }
}
