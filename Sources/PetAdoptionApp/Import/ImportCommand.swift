import Foundation
import PetCore

/// `pet-adoption --import FILE|URL... [--dry-run]`: imports files and web pages
/// (`https://…`, fetched) from the command line, before (and without) GTK, from the
/// options GLib parsed (``CommandLineOptions``).
///
/// Prints the preview's report (the same lines as the window's details) on standard
/// output and, for each file that cannot be imported, why on standard error; then writes
/// the ready records as one batch unless `--dry-run`, and prints what was imported.
/// Files that can be imported are written even when another one cannot; the exit status
/// says whether everything, part or nothing was imported (``ImportCompleteness``).
///
/// ```swift
/// CommandLineOptions.add(to: application) { options in
///     ImportCommand(options: options) { try AppServices.importService() }?.run()
/// }
/// ```
struct ImportCommand {
    /// The usage line printed with a usage error.
    static var usage: String { tr("usage: pet-adoption --import FILE|URL... [--dry-run]") }

    /// Everything was imported (or was in the catalog already).
    static let success: Int32 = 0
    /// Nothing was imported: no file could be, every record was skipped, the catalog
    /// could not be opened, or the write failed.
    static let failure: Int32 = 1
    /// The command line is wrong (no file, an unknown option); nothing was read.
    static let usageError: Int32 = 2
    /// Part was imported: some files could not be read or some records were skipped.
    static let partial: Int32 = 3

    private let options: CommandLineOptions
    private let output: (String) -> Void
    private let errors: (String) -> Void
    private let makeService: () throws -> ImportService

    /// The command for `options`, or `nil` when they ask for no import (no `--import`,
    /// `--dry-run` nor file: a launch of the window). It prints the report to `output`, problems
    /// to `errors`, and imports through the service `makeService` opens (called only once
    /// the options are known to be right).
    init?(
        options: CommandLineOptions,
        output: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
        errors: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
        makeService: @escaping () throws -> ImportService
    ) {
        guard options.isImport || options.isDryRun || !options.files.isEmpty else { return nil }
        self.options = options
        self.output = output
        self.errors = errors
        self.makeService = makeService
    }

    /// Runs the import; returns the exit status (``success``, ``failure``, ``usageError``, ``partial``).
    func run() -> Int32 {
        if let problem = usageProblem {
            errors("pet-adoption: " + problem + "\n" + Self.usage + "\n")
            return Self.usageError
        }
        let service: ImportService
        let plan: ImportPlan
        do {
            service = try makeService()
            let files = options.files.map { ImportFile(argument: $0, translator: translator) }
            plan = try WaitableTask { [service] in try await service.plan(of: files) }.wait()
        } catch {
            errors(translator.tr("pet-adoption: cannot open the catalog: %1$@", reason(error)) + "\n")
            return Self.failure
        }
        var imported: [ImportReport.Entry] = []
        for entry in plan.entries {
            switch entry.outcome {
            case .success: imported.append(entry)
            case .failure(let error): errors("pet-adoption: " + error.message + "\n")
            }
        }
        if !imported.isEmpty || options.isDryRun {
            output(ImportReport(entries: imported, isDryRun: options.isDryRun, translator: translator).text)
        }
        let status = switch ImportCompleteness(plan) {
        case .everything: Self.success
        case .part: Self.partial
        case .nothing: Self.failure
        }
        guard !options.isDryRun else { return status }
        guard plan.readyCount > 0 else {
            output(tr("Nothing was imported.") + "\n")
            return status
        }
        do {
            let receipt = try WaitableTask { [service] in try await service.write(plan) }.wait()
            output(service.importedText(receipt) + ".\n")
            return status
        } catch {
            errors(translator.tr("pet-adoption: nothing was imported: %1$@", reason(error)) + "\n")
            return Self.failure
        }
    }

    /// Why the options are wrong, or `nil`.
    private var usageProblem: String? {
        if !options.isImport, let file = options.files.first {
            return translator.tr("to import %1$@, add --import", file)
        }
        if !options.isImport { return tr("--dry-run goes with --import") }
        if options.files.isEmpty { return tr("no file to import") }
        return nil
    }

    private var translator: Translator { Localization.translator }

    /// How `error` explains itself, in the user's language when it can.
    private func reason(_ error: any Error) -> String {
        (error as? any TranslatableError)?.message(translator) ?? error.localizedDescription
    }
}
