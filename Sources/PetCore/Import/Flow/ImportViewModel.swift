import Foundation
import Observation

/// The import flow of the window: read files or fetch a web page off the main actor with
/// progress, preview what they hold against the catalog, write the batch all or nothing,
/// undo it.
///
/// ```
/// idle ─read(_:)→ reading ─→ preview ─confirm()→ importing ─→ done ─undo()→ idle
///                    │           │                   └──────→ failed
///                    └─cancel()──┴─cancel()→ idle (nothing written)
/// ```
/// Every file is read and previewed in a detached task, one after the other; the
/// reading checks for cancellation between files and between a file's reading and its
/// importing. A file that cannot be read or imported becomes a problem line of the
/// preview, never an error of the flow. Nothing is written before ``confirm()``, and
/// the store writes the batch in one transaction.
///
/// A view shows ``headingText``, the progress (``progressFraction``, ``progressText``)
/// while ``isReading``, then ``summaryText`` with ``leftOutText`` and ``detailLineIDs`` under it, enables its
/// Import button by ``canConfirm``, and afterwards shows ``toastText`` (with an Undo
/// while ``canUndo``) or ``failure``.
@MainActor @Observable
public final class ImportViewModel {
    /// Where the import stands.
    public private(set) var phase = ImportPhase.idle
    /// What the dialog is titled: `"Reading Files"`, then `"Import 1 File"` or `"Import 3 Files"`
    /// (file names can be long; the details name each file).
    public private(set) var headingText = ""
    /// How much of the reading is done, 0 to 1 (by files).
    public private(set) var progressFraction = 0.0
    /// `"Reading 2 of 5 files…"`, or `"Reading outcomes.csv…"` for a single file.
    public private(set) var progressText = ""
    /// The preview's headline for all the files, e.g.
    /// `"37 recipes ready · 2 already in your book · 3 skipped"` (see ``ImportPlan/summary``);
    /// empty until the preview is ready.
    public private(set) var summaryText = ""
    /// What the files' columns leave behind (``ImportPlan/leftOutText``): shown under the
    /// summary; empty when every column is read.
    public private(set) var leftOutText = ""
    /// The preview's detail lines: each file's heading, then its problems and duplicates.
    public private(set) var detailLines: [ImportDetailLine] = []
    /// The confirmation after the write, e.g. `"Imported 37 recipes and 12 pets"`; `nil` before.
    public private(set) var toastText: String?
    /// Why the catalog could not be read or the batch not written (nothing was written);
    /// `nil` once dismissed.
    public private(set) var failure: FailureMessage?
    /// Why the text given to ``read(address:)`` is not a web address; empty when it was one.
    public private(set) var addressProblem = ""

    private var plan: ImportPlan
    private var receipt: CatalogImportReceipt?
    @ObservationIgnored private var readingTask: Task<[ImportReport.Entry], any Error>?
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private let service: ImportService
    @ObservationIgnored private var translator: Translator { service.translator }

    /// An idle import through `service` (the store, what it holds, the importers).
    public init(service: ImportService) {
        self.service = service
        self.plan = ImportPlan(translator: service.translator)
    }

    // MARK: Outputs

    /// Whether files are being read (show the progress and a Cancel button).
    public var isReading: Bool { phase == .reading }

    /// The ids of ``detailLines``, for a list of recycled rows.
    public var detailLineIDs: [Int] { detailLines.map(\.id) }

    /// Whether the preview has details to show.
    public var hasDetails: Bool { phase == .preview && !detailLines.isEmpty }

    /// Whether the details should start expanded: nothing can be imported, so the
    /// reasons are what matters.
    public var expandsDetailsInitially: Bool { hasDetails && !canConfirm }

    /// Whether ``confirm()`` would write something: the preview is shown and records are ready.
    public var canConfirm: Bool { phase == .preview && plan.readyCount > 0 }

    /// Whether ``undo()`` would take the written batch back.
    public var canUndo: Bool {
        guard phase == .done, let receipt else { return false }
        return !receipt.isEmpty
    }

    /// The line of details with id `id`, for the row that shows it.
    public func detailLine(for id: Int) -> ImportDetailLine? {
        detailLines.indices.contains(id) ? detailLines[id] : nil
    }

    // MARK: Intents

    /// Asks for a web address: the heading and body say what to give, while nothing is
    /// being read or shown.
    public func askForAddress() {
        guard phase == .idle else { return }
        headingText = translator.tr("Import from a Web Address")
        summaryText = translator.tr("Paste the address of a recipe page, as your browser shows it, and press Enter.")
    }

    /// Fetches and previews the web page `text` gives (typed or pasted, see
    /// ``WebAddress/init(typed:)``), instead of what was being read or shown; when `text`
    /// is not a web address, ``addressProblem`` says so and nothing else changes.
    /// Ignored while a batch is written.
    public func read(address text: String) async {
        guard phase != .importing else { return }
        guard let address = WebAddress(typed: text) else {
            addressProblem = WebAddress.notAnAddressMessage(text.trimmingCharacters(in: .whitespacesAndNewlines), translator: translator)
            return
        }
        addressProblem = ""
        cancel()
        await read([ImportFile(webAddress: address)])
    }

    /// Reads and previews `files`, one after the other off the main actor; returns when
    /// the preview is ready, the reading was cancelled, or the catalog could not be read.
    /// Ignored while files are being read or written, and when `files` is empty.
    public func read(_ files: [ImportFile]) async {
        guard !files.isEmpty, phase != .reading, phase != .importing else { return }
        generation += 1
        let run = generation
        reset()
        phase = .reading
        headingText = translator.tr("Reading Files")
        let existing: (pets: [Pet], recipes: [Recipe])
        do {
            existing = try await service.loadExisting()
        } catch {
            failure = FailureMessage(translator.tr("Couldn't read the catalog to compare the files with it."), error: error, translator: translator)
            phase = .failed
            return
        }
        let reader = service.fileReader
        for (index, file) in files.enumerated() {
            progressFraction = Double(index) / Double(files.count)
            progressText = switch (files.count, file.source) {
            case (1, .web): translator.tr("Fetching %1$@…", file.name)
            case (1, .file): translator.tr("Reading %1$@…", file.name)
            default:
                translator.trn("Reading %1$@ of %2$@ file…", "Reading %1$@ of %2$@ files…", files.count, String(index + 1), String(files.count))
            }
            let pets = existing.pets + plan.pets
            let recipes = existing.recipes + plan.recipes
            let task = Task.detached(priority: .userInitiated) { [weak self] in
                try await reader.entries(of: file, existingPets: pets, existingRecipes: recipes) { fraction in
                    Task { @MainActor in self?.showProgress(fraction, ofFile: index, in: files.count, run: run) }
                }
            }
            readingTask = task
            let entries = await withTaskCancellationHandler {
                try? await task.value
            } onCancel: {
                task.cancel()
            }
            guard run == generation, !Task.isCancelled, let entries else { return }
            plan.append(entries)
        }
        readingTask = nil
        progressFraction = 1
        headingText = switch (files.count, files[0].source) {
        case (1, .web): translator.tr("Import from a Web Address")
        default: translator.trn("Import %1$@ File", "Import %1$@ Files", files.count, String(files.count))
        }
        summaryText = plan.summary
        leftOutText = plan.leftOutText
        detailLines = plan.lines.enumerated().map { ImportDetailLine(id: $0.offset, text: $0.element.text, isFileHeading: $0.element.isFileHeading) }
        phase = .preview
    }

    /// `fraction` of file `index` of `count` read, in the reading `run`.
    private func showProgress(_ fraction: Double, ofFile index: Int, in count: Int, run: Int) {
        guard run == generation, phase == .reading else { return }
        progressFraction = (Double(index) + fraction) / Double(count)
    }

    /// Stops the reading or drops the preview: back to idle, nothing written.
    public func cancel() {
        guard phase == .reading || phase == .preview else { return }
        generation += 1
        readingTask?.cancel()
        reset()
        phase = .idle
    }

    /// Writes the ready records as one batch, off the main actor; ``toastText`` says what
    /// was imported, or ``failure`` why nothing was. Ignored unless ``canConfirm``.
    public func confirm() async {
        guard canConfirm else { return }
        phase = .importing
        do {
            let (service, plan) = (self.service, self.plan)
            let receipt = try await service.write(plan)
            self.receipt = receipt
            toastText = service.importedText(receipt)
            phase = .done
        } catch {
            failure = FailureMessage(translator.tr("Nothing was imported."), error: error, translator: translator)
            phase = .failed
        }
    }

    /// Removes exactly the batch ``confirm()`` wrote, off the main actor; back to idle.
    /// When the store fails, ``failure`` says so and the batch stays. Ignored unless
    /// ``canUndo``.
    public func undo() async {
        guard canUndo, let receipt else { return }
        do {
            let service = self.service
            try await service.undo(receipt)
            self.receipt = nil
            toastText = nil
            phase = .idle
        } catch {
            failure = FailureMessage(translator.tr("Couldn't undo the import."), error: error, translator: translator)
        }
    }

    /// The view has shown ``failure``.
    public func dismissFailure() {
        failure = nil
    }

    private func reset() {
        readingTask = nil
        plan = ImportPlan(translator: translator)
        receipt = nil
        headingText = ""
        progressFraction = 0
        progressText = ""
        summaryText = ""
        leftOutText = ""
        detailLines = []
        toastText = nil
        failure = nil
    }
}
