import CGtk
import PetCore

/// The printing of a recipe page: ``openPrintDialog()`` opens the print dialog, ``exportPDF()`` a
/// save dialog (the portal-aware native file chooser) suggesting "<recipe name>.pdf",
/// then writes the PDF there. Both print what `printout` gives when they are called,
/// through one ``RecipePrinter``; a failure's message goes to `showFailure`.
///
/// ```swift
/// let printing = RecipePrinting(window: window, printout: { [weak recipe] in recipe?.printout }) {
///     toasts.show($0)
/// }
/// Actions.add("print", to: group) { _ in printing.openPrintDialog() }  // recipe.print, Ctrl+P
/// Actions.add("export-pdf", to: group) { _ in printing.exportPDF() }   // recipe.export-pdf
/// ```
/// Keep it as long as the page; it closes its file chooser when it goes.
@MainActor
final class RecipePrinting {
    /// The print-out of the last export chosen, while its file chooser is open.
    var exporting: RecipePrintout? { chooser.isOpen ? chosenFor : nil }

    private let window: UnsafeMutablePointer<GtkWidget>
    private let printout: @MainActor () -> RecipePrintout?
    private let showFailure: @MainActor (String) -> Void
    private let photos: PhotoLoader
    private let chooser = NativeChooser()
    /// The print-out the save dialog last opened for.
    private var chosenFor: RecipePrintout?

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

    /// Opens the print dialog for the recipe shown and prints it as chosen there.
    func openPrintDialog() {
        guard let printout = printout() else { return }
        do {
            try RecipePrinter(printout: printout, photos: photos).printWithDialog(parent: window)
        } catch {
            showFailure(error.text)
        }
    }

    /// Opens a save dialog suggesting "<recipe name>.pdf"; the recipe shown now is
    /// exported to the file chosen.
    func exportPDF() {
        closeChooser()
        guard let printout = printout() else { return }
        chosenFor = printout
        chooser.saveFile(
            title: tr("Export as PDF"), accept: tr("_Export"), name: printout.fileName,
            filters: [.suffixes(["pdf"], named: tr("PDF documents"))], parent: window
        ) { [weak self] file in
            guard let path = NativeChooser.path(of: file) else {
                self?.showFailure(PrintingFailure(summary: printout.exportFailureSummary, reason: nil).text)
                return
            }
            self?.export(printout, to: path)
        }
    }

    /// Whether the save dialog is open.
    var isChoosingFile: Bool { chooser.isOpen }

    /// Closes the save dialog, if it is open, without exporting.
    func closeChooser() {
        chooser.close()
    }

    /// Exports `printout` to the PDF file at `path`, showing why if it fails.
    func export(_ printout: RecipePrintout, to path: String) {
        do {
            try RecipePrinter(printout: printout, photos: photos).exportPDF(to: path)
        } catch {
            showFailure(error.text)
        }
    }
}
