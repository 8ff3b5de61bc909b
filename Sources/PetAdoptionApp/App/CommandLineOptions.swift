import CGtk
import Foundation
import PetCore

/// The command line, parsed by GLib the way every GNOME app's is: what it asked for.
///
/// ``add(to:handle:)`` gives the application its main options (`--import`, `--dry-run`
/// and the files left over), so `pet-adoption --help` lists them with the exit statuses,
/// in the user's language. GLib parses the command line before start-up and hands the
/// options to "handle-local-options", where `handle` decides: an import runs there and
/// exits without a display, D-Bus or GTK; a plain launch goes on to GApplication's
/// single instance (a second launch activates the first).
///
/// ```swift
/// CommandLineOptions.add(to: application.application) { options in
///     ImportCommand(options: options) { try AppServices.importService() }?.run()
/// }
/// exit(CommandLineOptions.exitStatus(application.run(), of: application.application))
/// ```
struct CommandLineOptions: Equatable {
    /// `--import`: import the files, no window.
    var isImport = false
    /// `--dry-run`: preview the import, write nothing.
    var isDryRun = false
    /// `--export FORMAT`: the format to export the catalog in, as typed; `nil` without `--export`.
    var exportFormat: String?
    /// The arguments that are not options, exactly as typed: the files.
    var files: [String] = []
    /// `--server ADDRESS`: the shelter server's `postgresql://` address, as typed; `nil`:
    /// this computer's catalog.
    var server: String?
    /// `--set-up-server`: set up (or update) the catalog on the server, no window.
    var isSetUpServer = false

    /// Adds the options and their help to `application` (before it runs) and calls
    /// `handle` with what GLib parsed; `handle` returns the exit status, or `nil` to start
    /// the app as usual.
    ///
    /// The help is worded by ``Localization/translator``, which is ready from the first
    /// `tr` on: `setlocale` has run and the catalogs are found without GTK.
    @MainActor
    static func add(to application: UnsafeMutablePointer<AdwApplication>, handle: @escaping @MainActor (CommandLineOptions) -> Int32?) {
        let gApplication = application.gApplication
        let flags = G_OPTION_FLAG_NONE
        g_application_add_main_option(
            gApplication, "import", 0, flags, G_OPTION_ARG_NONE, tr("Import FILE… into the catalog, without opening a window"), nil)
        g_application_add_main_option(
            gApplication, "dry-run", 0, flags, G_OPTION_ARG_NONE, tr("With --import: show what would be imported, and write nothing"), nil)
        g_application_add_main_option(
            gApplication, "export", 0, flags, G_OPTION_ARG_STRING,
            tr("Export the catalog to FILE as FORMAT (petfinder, adoptapet or json), without opening a window"), tr("FORMAT"))
        g_application_add_main_option(
            gApplication, "server", 0, flags, G_OPTION_ARG_STRING,
            tr("Use the shelter's catalog on the PostgreSQL server at ADDRESS (postgresql://user@host/database); the password comes from PGPASSWORD"),
            tr("ADDRESS"))
        g_application_add_main_option(
            gApplication, "set-up-server", 0, flags, G_OPTION_ARG_NONE,
            tr("With --server: set up the catalog and its two roles on the server, or bring it up to date"), nil)
        g_application_add_main_option(gApplication, G_OPTION_REMAINING, 0, flags, G_OPTION_ARG_FILENAME_ARRAY, "", tr("[FILE…]"))
        let summary = tr("Browse pets to adopt and cook treats for them. With --import, shelter exports (.csv) and recipes (.html, .json, .jsonld, .plist) go into the catalog without a window.")
        g_application_set_option_context_summary(gApplication, summary)
        g_application_set_option_context_description(gApplication, helpDescription)
        pet_application_note_option_errors(gApplication)
        connect(application, \.handleLocalOptions) { dictionary in
            guard let dictionary else { return -1 }
            return handle(CommandLineOptions(dictionary: dictionary.assumingMemoryBound(to: GVariantDict.self))) ?? -1
        }
    }

    /// The exit status of the app that returned `status` from running: a command line
    /// GLib could not parse (an unknown option, which GLib has reported) is a usage
    /// error, and the usage line follows GLib's message.
    @MainActor
    static func exitStatus(_ status: Int32, of application: UnsafeMutablePointer<AdwApplication>) -> Int32 {
        guard pet_application_had_option_error(application.gApplication) != 0 else { return status }
        FileHandle.standardError.write(Data((ImportCommand.usage + "\n").utf8))
        return ImportCommand.usageError
    }

    /// The end of `--help`: the import's exit statuses.
    private static var helpDescription: String {
        [
            tr("Exit status of --import:"),
            "  \(ImportCommand.success)  " + tr("everything was imported, or was in the catalog already"),
            "  \(ImportCommand.failure)  " + tr("nothing was imported: no file could be read, every record was skipped, or the catalog could not be opened or written"),
            "  \(ImportCommand.usageError)  " + tr("the command line is wrong; nothing was read"),
            "  \(ImportCommand.partial)  " + tr("part was imported: some files could not be read or some records were skipped"),
            "",
            tr("With --dry-run, the status says what importing would do."),
            "",
            tr("Exit status of --export:"),
            "  \(ExportCommand.success)  " + tr("the file was written"),
            "  \(ExportCommand.failure)  " + tr("nothing was written: the catalog could not be read or the file could not be written"),
            "  \(ExportCommand.usageError)  " + tr("the command line is wrong (an unknown format, no file); nothing was written"),
        ].joined(separator: "\n")
    }
}

extension CommandLineOptions {
    /// The options in `dictionary`, the GVariantDict of "handle-local-options".
    init(dictionary: UnsafeMutablePointer<GVariantDict>) {
        isImport = pet_options_flag(dictionary, "import") != 0
        isDryRun = pet_options_flag(dictionary, "dry-run") != 0
        isSetUpServer = pet_options_flag(dictionary, "set-up-server") != 0
        exportFormat = Self.string(dictionary, "export")
        server = Self.string(dictionary, "server")
        guard let remaining = pet_options_remaining(dictionary) else { return }
        defer { g_strfreev(remaining) }
        var argument = remaining
        while let file = argument.pointee {
            files.append(String(cString: file))
            argument += 1
        }
    }

    /// The string option `name` of `dictionary`, or `nil` when it was not given.
    private static func string(_ dictionary: UnsafeMutablePointer<GVariantDict>, _ name: String) -> String? {
        guard let value = pet_options_string(dictionary, name) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The server's address, read as libpq reads it (the `PG*` variables fill in what it
    /// leaves out); `nil` without `--server`.
    func serverAddress() throws -> ShelterServerAddress? {
        try server.map { try ShelterServerAddress(uri: $0) }
    }
}
