import Foundation
import Observation

/// The window's "Export…" dialog: which format, whether the whole catalog or the pets the
/// list shows now, then the export itself, made and written off the main actor.
///
/// ```swift
/// let export = ExportViewModel(service: service, shownPetIDs: { Array(petList.visibleRowIDs) })
/// export.chooseFormat(at: 0)        // Petfinder CSV
/// export.chooseScope(at: 1)         // the pets the list shows
/// await export.export(to: uri, fileName: "dogs.csv", writer: GIOExportWriter())
/// export.outcome?.text              // "Exported 12 pets to dogs.csv"
/// ```
@MainActor @Observable
public final class ExportViewModel {
    /// The formats offered, in the dialog's order.
    public let formats = ExportFormat.allCases
    /// The chosen format's position in ``formats``.
    public private(set) var formatIndex = 0
    /// Whether only the pets the list shows are exported (else the whole catalog).
    public private(set) var isShownPetsOnly = false
    /// What the latest export did; `nil` before one has finished.
    public private(set) var outcome: ExportOutcome?

    private let service: ExportService
    private let shownPetIDs: @MainActor () -> [String]

    /// Exports through `service`; `shownPetIDs` answers which pets the list shows now,
    /// in its order. When `isListNarrowed` (a search or filter is on), the pets shown are
    /// the first choice: they are what the user has just picked out.
    public init(service: ExportService, shownPetIDs: @escaping @MainActor () -> [String], isListNarrowed: Bool = false) {
        self.service = service
        self.shownPetIDs = shownPetIDs
        isShownPetsOnly = isListNarrowed
    }

    /// The chosen format.
    public var format: ExportFormat { formats[formatIndex] }

    /// Each format's title, in ``formats``' order.
    public var formatTitles: [String] { formats.map { $0.title(service.translator) } }

    /// Each format's summary, in ``formats``' order.
    public var formatSummaries: [String] { formats.map { $0.summary(service.translator) } }

    /// The choices of what to export: the whole catalog, or the pets the list shows (with their number).
    public var scopeTitles: [String] {
        let translator = service.translator
        let count = shownPetIDs().count
        return [
            translator.tr("The whole catalog"),
            // TRANSLATORS: the export's choice of the pets the list shows now: "The 12 pets shown in the list".
            translator.trn("The %1$@ pet shown in the list", "The %1$@ pets shown in the list", count, String(count)),
        ]
    }

    /// The chosen scope's position in ``scopeTitles``.
    public var scopeIndex: Int { isShownPetsOnly ? 1 : 0 }

    /// The dialog's heading.
    public var title: String { service.translator.tr("Export") }

    /// The save dialog's suggested file name for the chosen format.
    public var suggestedFileName: String { format.suggestedFileName }

    /// Chooses the format at `index` of ``formats``; answers whether it was one.
    @discardableResult
    public func chooseFormat(at index: Int) -> Bool {
        guard formats.indices.contains(index) else { return false }
        formatIndex = index
        return true
    }

    /// Chooses the whole catalog (`0`) or the pets the list shows (`1`); answers whether it was one.
    @discardableResult
    public func chooseScope(at index: Int) -> Bool {
        guard index == 0 || index == 1 else { return false }
        isShownPetsOnly = index == 1
        return true
    }

    /// Makes the chosen file and writes it to `destination` (a file URI or path, named
    /// `fileName` in messages) with `writer`, off the main actor; ``outcome`` then says
    /// what happened.
    public func export(to destination: String, fileName: String, writer: any ExportFileWriting) async {
        let format = format
        let petIDs = isShownPetsOnly ? shownPetIDs() : nil
        outcome = await service.export(format, petIDs: petIDs, to: destination, fileName: fileName, writer: writer)
    }
}
