import Foundation
import PetCore
import PetServerStore

/// `pet-adoption --server ADDRESS --set-up-server`: sets up the shelter's catalog on a
/// PostgreSQL server (its tables and the `shelter_staff` and `shelter_visitor` roles), or
/// brings it up to this version, before (and without) GTK. Run by whoever owns the
/// database; running it again changes nothing.
///
/// ```swift
/// CommandLineOptions.add(to: application) { options in
///     ServerSetUpCommand(options: options)?.run()
/// }
/// ```
struct ServerSetUpCommand {
    /// The usage line printed with a usage error.
    static var usage: String { tr("usage: pet-adoption --server ADDRESS --set-up-server") }

    /// The catalog is set up and up to date.
    static let success: Int32 = 0
    /// The server could not be reached, refused, or the setup failed; nothing was changed.
    static let failure: Int32 = 1
    /// The command line is wrong; the server was not contacted.
    static let usageError: Int32 = 2

    private let options: CommandLineOptions
    private let output: (String) -> Void
    private let errors: (String) -> Void
    private let setUp: @Sendable (ShelterServerAddress) async throws -> [String]

    /// The command for `options`, or `nil` when they do not ask for a setup. It prints
    /// what it did to `output` and why it failed to `errors`; `setUp` sets up the catalog
    /// at an address and returns the migrations it applied.
    init?(
        options: CommandLineOptions,
        output: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
        errors: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
        setUp: @escaping @Sendable (ShelterServerAddress) async throws -> [String] = { address in
            try await AppServices.loggingIn(to: address) { try await ShelterServer.setUp(address, password: $0) }
        }
    ) {
        guard options.isSetUpServer else { return nil }
        self.options = options
        self.output = output
        self.errors = errors
        self.setUp = setUp
    }

    /// Runs the setup; returns the exit status (``success``, ``failure``, ``usageError``).
    func run() -> Int32 {
        let translator = Localization.translator
        guard options.server != nil, !options.isImport, !options.isDryRun, options.exportFormat == nil, options.files.isEmpty else {
            let problem = options.server == nil
                ? tr("--set-up-server needs --server ADDRESS") : tr("--set-up-server goes without --import, --export and files")
            errors("pet-adoption: " + problem + "\n" + Self.usage + "\n")
            return Self.usageError
        }
        let address: ShelterServerAddress
        do {
            guard let parsed = try options.serverAddress() else { return Self.usageError }
            address = parsed
        } catch {
            errors("pet-adoption: " + Self.reason(error) + "\n")
            return Self.usageError
        }
        do {
            let setUp = setUp
            let applied = try WaitableTask { try await setUp(address) }.wait()
            if applied.isEmpty {
                output(translator.tr("The shelter catalog in “%1$@” on %2$@ is up to date.", address.database, address.host) + "\n")
            } else {
                output(translator.tr("Set up the shelter catalog in “%1$@” on %2$@:", address.database, address.host) + "\n")
                for migration in applied { output("  " + migration + "\n") }
            }
            return Self.success
        } catch {
            errors(translator.tr("pet-adoption: the catalog was not set up: %1$@", Self.reason(error)) + "\n")
            return Self.failure
        }
    }

    /// How `error` explains itself, in the user's language when it can.
    private static func reason(_ error: any Error) -> String {
        (error as? any TranslatableError)?.message(Localization.translator) ?? error.localizedDescription
    }
}
