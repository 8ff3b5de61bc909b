import Foundation
import PetCore

/// `pet-adoption --export FORMAT FILE`: writes the whole catalog to FILE as a Petfinder
/// CSV (`petfinder`), an Adopt-a-Pet CSV (`adoptapet`) or the app's catalog JSON
/// (`json`, its photos copied into `photos/` next to it), before (and without) GTK.
///
/// Says what it exported on standard output, or why not on standard error; the file is
/// written whole or not at all.
///
/// ```swift
/// CommandLineOptions.add(to: application) { options in
///     ExportCommand(options: options) { try AppServices.exportService() }?.run()
/// }
/// ```
struct ExportCommand {
    /// The usage line printed with a usage error.
    static var usage: String { tr("usage: pet-adoption --export FORMAT FILE (FORMAT: petfinder, adoptapet or json)") }

    /// The file was written.
    static let success: Int32 = 0
    /// Nothing was written: the catalog could not be read, or the file could not be written.
    static let failure: Int32 = 1
    /// The command line is wrong (an unknown format, no file or more than one); nothing was written.
    static let usageError: Int32 = 2

    private let options: CommandLineOptions
    private let output: (String) -> Void
    private let errors: (String) -> Void
    private let writer: any ExportFileWriting
    private let makeService: () throws -> ExportService

    /// The command for `options`, or `nil` when they ask for no export (no `--export`).
    /// It prints what it did to `output`, problems to `errors`, writes with `writer`, and
    /// reads the catalog through the service `makeService` opens (called only once the
    /// options are known to be right).
    init?(
        options: CommandLineOptions,
        output: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
        errors: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
        writer: any ExportFileWriting = GIOExportWriter(paths: AppServices.photoPaths()),
        makeService: @escaping () throws -> ExportService
    ) {
        guard options.exportFormat != nil else { return nil }
        self.options = options
        self.output = output
        self.errors = errors
        self.writer = writer
        self.makeService = makeService
    }

    /// Runs the export; returns the exit status (``success``, ``failure``, ``usageError``).
    func run() -> Int32 {
        let format: ExportFormat
        switch usageCheck {
        case .failure(let problem):
            errors("pet-adoption: " + problem.text + "\n" + Self.usage + "\n")
            return Self.usageError
        case .success(let checked):
            format = checked
        }
        // Checked above: exactly one file.
        let file = options.files[0]
        let service: ExportService
        do {
            service = try makeService()
        } catch {
            let reason = (error as? any TranslatableError)?.message(translator) ?? error.localizedDescription
            errors(translator.tr("pet-adoption: cannot open the catalog: %1$@", reason) + "\n")
            return Self.failure
        }
        let fileName = URL(fileURLWithPath: file).lastPathComponent
        let writer = writer
        let outcome = WaitableTask { await service.export(format, to: file, fileName: fileName, writer: writer) }.wait()
        guard outcome.succeeded else {
            errors("pet-adoption: " + outcome.text + "\n")
            return Self.failure
        }
        output(outcome.text + "\n")
        return Self.success
    }

    /// A usage problem's text.
    private struct Problem: Error {
        let text: String
    }

    /// The format asked for, or what is wrong with the command line.
    private var usageCheck: Result<ExportFormat, Problem> {
        let name = options.exportFormat ?? ""
        if options.isImport || options.isDryRun { return .failure(Problem(text: tr("--export goes without --import and --dry-run"))) }
        guard let format = ExportFormat(commandName: name) else {
            return .failure(Problem(text: translator.tr("unknown export format “%1$@”", name)))
        }
        if options.files.isEmpty { return .failure(Problem(text: tr("no file to export to"))) }
        if options.files.count > 1 { return .failure(Problem(text: tr("export to one file at a time"))) }
        return .success(format)
    }

    private var translator: Translator { Localization.translator }
}
