import CGtk
import PetCore

/// Prints a recipe, or exports it to a PDF file, through one `GtkPrintOperation` and the
/// same drawing: "begin-print" lays the ``RecipePrintout`` out in a
/// ``RecipePageLayout`` and sets the number of pages, "draw-page" draws each page with
/// cairo and Pango.
///
/// ```swift
/// let printer = RecipePrinter(printout: recipe.printout)
/// do { try printer.exportPDF(to: path) } catch { toasts.show(error.text) }
/// ```
/// Both calls return when the job is done: the print dialog runs modally (in its own
/// loop), the export needs no dialog. The print settings chosen in the dialog are kept
/// for the next print while the app runs.
@MainActor
final class RecipePrinter {
    /// What is printed.
    let printout: RecipePrintout
    /// The layout of the job under way, between "begin-print" and "end-print".
    private var layout: RecipePageLayout?
    /// The page count of the last job laid out.
    private(set) var lastPageCount = 0

    private let photos: PhotoLoader
    /// The settings last applied in the print dialog (a `GtkPrintSettings`), for the next one.
    private static var settings: OpaquePointer?

    /// A printer of `printout`, loading its photo with `photos`.
    init(printout: RecipePrintout, photos: PhotoLoader = .shared) {
        self.printout = printout
        self.photos = photos
    }

    /// Shows the print dialog, transient for `parent` (a window), and prints what the
    /// person chooses there. Cancelling is no failure.
    func printWithDialog(parent: UnsafeMutablePointer<GtkWidget>?) throws(PrintingFailure) {
        try run(GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent: parent, failureSummary: printout.printFailureSummary) { operation in
            if let settings = Self.settings { gtk_print_operation_set_print_settings(operation, settings) }
        } finished: { operation in
            guard let settings = gtk_print_operation_get_print_settings(operation) else { return }
            g_object_ref(settings.objectPointer)
            if let old = Self.settings { g_object_unref(old.objectPointer) }
            Self.settings = settings
        }
    }

    /// Writes the recipe to the PDF file at `path` (replacing it), with no dialog.
    func exportPDF(to path: String) throws(PrintingFailure) {
        try run(GTK_PRINT_OPERATION_ACTION_EXPORT, parent: nil, failureSummary: printout.exportFailureSummary) { operation in
            gtk_print_operation_set_export_filename(operation, path)
        }
    }

    /// Runs a print operation doing `action`: `prepare` sets it up, `finished` runs when
    /// it applied (printed or exported).
    private func run(
        _ action: GtkPrintOperationAction, parent: UnsafeMutablePointer<GtkWidget>?, failureSummary: String,
        prepare: (UnsafeMutablePointer<GtkPrintOperation>) -> Void,
        finished: (UnsafeMutablePointer<GtkPrintOperation>) -> Void = { _ in }
    ) throws(PrintingFailure) {
        let operation = gtk_print_operation_new()!
        defer { g_object_unref(operation.objectPointer) }
        gtk_print_operation_set_job_name(operation, printout.title)
        gtk_print_operation_set_unit(operation, GTK_UNIT_POINTS)
        gtk_print_operation_set_embed_page_setup(operation, 1)
        prepare(operation)
        connectSignals(of: operation)
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(operation, action, parent.flatMap { Widget<Gtk.Window>(windowOf: $0)?.window }, &error)
        layout = nil
        if result == GTK_PRINT_OPERATION_RESULT_ERROR || error != nil {
            let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } }
            g_clear_error(&error)
            throw PrintingFailure(summary: failureSummary, reason: reason)
        }
        if result == GTK_PRINT_OPERATION_RESULT_APPLY { finished(operation) }
    }

    /// Lays the recipe out on "begin-print", draws pages on "draw-page" and lets the
    /// layout go on "end-print". The operation holds this printer until it is finalized.
    private func connectSignals(of operation: UnsafeMutablePointer<GtkPrintOperation>) {
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<RecipePrinter>.fromOpaque(data).release()
        }
        pet_print_operation_connect_context(operation, "begin-print", { operation, context, data in
            guard let operation, let context, let data else { return }
            let printer = Unmanaged<RecipePrinter>.fromOpaque(data)
            MainActor.assumeIsolated { printer.takeUnretainedValue().beginPrint(operation, context: context) }
        }, Unmanaged.passRetained(self).toOpaque(), release)
        pet_print_operation_connect_draw_page(operation, { _, context, page, data in
            guard let context, let data else { return }
            let printer = Unmanaged<RecipePrinter>.fromOpaque(data)
            MainActor.assumeIsolated { printer.takeUnretainedValue().layout?.draw(page: Int(page), on: context) }
        }, Unmanaged.passRetained(self).toOpaque(), release)
        pet_print_operation_connect_context(operation, "end-print", { _, _, data in
            guard let data else { return }
            let printer = Unmanaged<RecipePrinter>.fromOpaque(data)
            MainActor.assumeIsolated { printer.takeUnretainedValue().layout = nil }
        }, Unmanaged.passRetained(self).toOpaque(), release)
    }

    /// Lays the recipe out for `context`'s pages and tells `operation` how many there are.
    private func beginPrint(_ operation: UnsafeMutablePointer<GtkPrintOperation>, context: OpaquePointer) {
        let layout = RecipePageLayout(printout, photo: PrintPhoto(printout.photoReference, photos: photos), context: context)
        self.layout = layout
        lastPageCount = layout.pageCount
        gtk_print_operation_set_n_pages(operation, Int32(layout.pageCount))
    }
}
