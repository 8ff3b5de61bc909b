import Foundation
import PetCore

/// `pet-adoption --import FILE... [--dry-run]`: imports files from the command line,
/// before (and without) GTK.
///
/// Prints the preview's report (the same lines as the window's details), then writes
/// the ready records as one batch unless `--dry-run`, and prints what was imported.
/// Files that can be imported are written even when another one cannot; the exit
/// status then says so.
///
/// ```swift
/// // main.swift, before GTK starts:
/// if ImportCommand.isRequested(by: CommandLine.arguments) {
///     let command = ImportCommand(arguments: Array(CommandLine.arguments.dropFirst())) {
///         ImportService(store: try openCatalogDatabase(), context: .system)
///     }
///     exit(command.run())
/// }
/// ```
struct ImportCommand {
    /// The option that asks for a command-line import.
    static let option = "--import"
    /// The option that previews without writing.
    static let dryRunOption = "--dry-run"
    /// The usage line printed with a usage error.
    static var usage: String { tr("usage: pet-adoption --import FILE... [--dry-run]") }

    /// Everything went as asked.
    static let success: Int32 = 0
    /// A file could not be imported at all, the catalog could not be opened, or the write failed.
    static let failure: Int32 = 1
    /// The arguments are wrong (no file, an unknown option); nothing was read.
    static let usageError: Int32 = 2

    /// Whether `arguments` (with or without the program name) ask for an import.
    static func isRequested(by arguments: [String]) -> Bool {
        arguments.contains(option)
    }

    private let arguments: [String]
    private let output: (String) -> Void
    private let errors: (String) -> Void
    private let makeService: () throws -> ImportService

    /// A command for `arguments` (without the program name) that prints the report to
    /// `output`, problems to `errors`, and imports through the service `makeService`
    /// opens (called only once the arguments are known to be right).
    init(
        arguments: [String],
        output: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
        errors: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
        makeService: @escaping () throws -> ImportService
    ) {
        self.arguments = arguments
        self.output = output
        self.errors = errors
        self.makeService = makeService
    }

    /// Runs the import; returns the exit status (``success``, ``failure``, ``usageError``).
    func run() -> Int32 {
        let paths: [String]
        let isDryRun: Bool
        switch parse() {
        case .failure(let error):
            errors("pet-adoption: " + error.message + "\n" + Self.usage + "\n")
            return Self.usageError
        case .success(let parsed):
            (paths, isDryRun) = parsed
        }
        let service: ImportService
        let plan: ImportPlan
        do {
            service = try makeService()
            plan = try service.plan(of: paths.map { ImportFile(url: URL(fileURLWithPath: $0)) })
        } catch {
            errors(translator.tr("pet-adoption: cannot open the catalog: %1$@", reason(error)) + "\n")
            return Self.failure
        }
        output(plan.report(isDryRun: isDryRun).text)
        let status = plan.failedFileCount > 0 ? Self.failure : Self.success
        guard !isDryRun else { return status }
        guard plan.readyCount > 0 else {
            output(tr("Nothing was imported.") + "\n")
            return status
        }
        do {
            let receipt = try service.write(plan)
            output(service.importedText(receipt) + ".\n")
            return status
        } catch {
            errors(translator.tr("pet-adoption: nothing was imported: %1$@", reason(error)) + "\n")
            return Self.failure
        }
    }

    /// The files and whether this is a dry run, or why the arguments are wrong. Options
    /// may come in any order; after `--`, every argument is a file.
    private func parse() -> Result<(paths: [String], isDryRun: Bool), UsageError> {
        var paths: [String] = []
        var isDryRun = false
        var isRequested = false
        var onlyFilesFollow = false
        for argument in arguments {
            if onlyFilesFollow || !argument.hasPrefix("-") {
                paths.append(argument)
            } else if argument == Self.option {
                isRequested = true
            } else if argument == Self.dryRunOption {
                isDryRun = true
            } else if argument == "--" {
                onlyFilesFollow = true
            } else {
                return .failure(UsageError(translator.tr("unknown option %1$@", argument)))
            }
        }
        guard isRequested else { return .failure(UsageError(translator.tr("%1$@ is missing", Self.option))) }
        guard !paths.isEmpty else { return .failure(UsageError(tr("no file to import"))) }
        return .success((paths, isDryRun))
    }

    private var translator: Translator { Localization.translator }

    /// How `error` explains itself, in the user's language when it can.
    private func reason(_ error: any Error) -> String {
        (error as? any TranslatableError)?.message(translator) ?? error.localizedDescription
    }

    /// Why the arguments are wrong.
    private struct UsageError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
