import Foundation
import PetCore
import PetServerStore

// The session's locale for the C library and GLib, as GTK would set it; an import from
// the command line never initialises GTK. The app's own words follow the same variables
// (Localization), so `--help` is translated too.
setlocale(LC_ALL, "")

// SIGTERM (a session logout, `kill`) and SIGINT (Ctrl+C) quit the app cleanly, saving
// its state (PetAdoptionApplication). A parent that left them blocked (some launchers
// and test runners do) would keep them from ever arriving: they are unblocked here,
// before any thread starts, so that every thread inherits it.
var quitSignals = sigset_t()
sigemptyset(&quitSignals)
sigaddset(&quitSignals, SIGTERM)
sigaddset(&quitSignals, SIGINT)
pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)

// The GTK view layer starts here; everything else lives in the types it names.
// The catalog is where Preferences last put it (this computer's, unless a shelter server
// was chosen), or on the server of `--server ADDRESS` for one run. A plain launch opens
// it and reads its pets on another thread while GTK initialises, and so does `--server`
// once GLib has read the command line; with other arguments (`--help` and the like,
// which may never show a window) it is opened when the window is first built. A server
// that cannot be reached opens the desk's last-seen copy of its catalog, only to look at,
// when the desk has kept one. A catalog that cannot be opened leaves the window saying
// why, and Preferences open.
let places = CatalogPlaceFile()
var place = places.load()
var preload = CommandLine.arguments.count == 1
    ? WaitableTask { [place] in try await AppServices.prepare(server: place.serverAddress, lastSeenIfUnreachable: true) } : nil
var services: AppServices?
let application = PetAdoptionApplication(
    id: AppIdentity.id,
    stateStore: WindowStateStore(directory: WindowStateStore.defaultDirectory),
    sections: {
        // A catalog Preferences opened is started already.
        if let services { return services.makeSections() }
        do {
            let started = try preload.map { AppServices.start(prepared: try $0.wait()) } ?? AppServices.start(server: place.serverAddress)
            services = started
            return started.makeSections()
        } catch {
            return AppServices.unavailableSections(reason: error)
        }
    },
    windowCreated: { window in services?.attach(to: window, reconnect: reconnect) },
    preferences: { window in
        let viewModel = CatalogPlaceViewModel(
            openPlace: services == nil ? nil : place, places: places, keyring: Keyring(),
            test: { address, password in
                try await AppServices.loggingIn(to: address, password: password) { try await ShelterServer.check(address, password: $0) }
            },
            open: openCatalog(_:password:), translator: Localization.translator)
        let copy = CatalogCopyViewModel(
            isOffered: services?.catalog.place.serverAddress != nil && services?.catalog.isReadOnly == false,
            copy: copyThisComputersCatalog(merge:), translator: Localization.translator)
        PreferencesDialog(viewModel: viewModel, copy: copy).present(over: window)
    }
)
// `pet-adoption [--server ADDRESS] --import FILE|URL... [--dry-run]`, `pet-adoption [--server
// ADDRESS] --export FORMAT FILE` and `pet-adoption --server ADDRESS --set-up-server`: GLib
// parses the command line; an import, export or setup runs before start-up, with no
// window, and exits. Without `--server`, an import or export uses the catalog the window
// would open.
CommandLineOptions.add(to: application.application) { options in
    ServerSetUpCommand(options: options)?.run()
        ?? ExportCommand(
            options: options, writer: GIOExportWriter(paths: AppServices.photoPaths(server: (try? options.serverAddress()) ?? place.serverAddress))
        ) { try AppServices.exportService(server: options.serverAddress() ?? place.serverAddress) }?.run()
        ?? ImportCommand(options: options) { try AppServices.importService(server: options.serverAddress() ?? place.serverAddress) }?.run()
        ?? serverForTheWindow(options)
}

/// Starts opening the catalog at the address of `--server` for the window, while GTK
/// initialises; `nil` to go on starting, or the exit status of an address that cannot be
/// read.
@MainActor
func serverForTheWindow(_ options: CommandLineOptions) -> Int32? {
    do {
        if let server = try options.serverAddress() {
            place = .shelterServer(server)
            preload = WaitableTask { try await AppServices.prepare(server: server, lastSeenIfUnreachable: true) }
        }
        return nil
    } catch {
        let reason = (error as? any TranslatableError)?.message(Localization.translator) ?? error.localizedDescription
        FileHandle.standardError.write(Data(("pet-adoption: " + reason + "\n").utf8))
        return ImportCommand.usageError
    }
}

/// Copies this computer's catalog to the shelter's server the window shows, for
/// Preferences; the window shows what was copied as it shows every desk's changes
/// (``AppServices/followChanges(of:)``), reading only the records copied.
@MainActor
func copyThisComputersCatalog(merge: Bool) async throws -> CatalogCopyReport {
    guard let services, case .server(let server, _, _) = services.catalog else { throw CatalogCopyRefusal.nothingToCopy }
    return try await AppServices.copyThisComputersCatalog(to: server, merge: merge)
}

/// Opens the catalog at `newPlace` for Preferences (logging in to a server with
/// `password`), off the main thread; the answer replaces the window with one showing it
/// and closes the catalog shown before. Refused while a form, cooking mode or a kitchen
/// timer holds work of the catalog shown now.
@MainActor
func openCatalog(_ newPlace: CatalogPlace, password: String?) async throws -> @MainActor () -> Void {
    if application.hasOtherWindows { throw CatalogSwitchRefusal.windowsOpen }
    if services?.recipeBook.timers.quitQuestion != nil { throw CatalogSwitchRefusal.timersRunning }
    let prepared = try await AppServices.prepare(server: newPlace.serverAddress, password: password)
    return {
        let shown = services
        services = AppServices.start(prepared: prepared)
        place = newPlace
        application.replaceMainWindow()
        shown?.close()
    }
}

/// Opens the catalog on the shelter's server whose last-seen copy the window shows, and
/// shows it in its place: the banner's Reconnect. Throws why it cannot, as Preferences'
/// Open does.
@MainActor
func reconnect() async throws {
    try await openCatalog(place, password: nil)()
}

let status = CommandLineOptions.exitStatus(application.run(), of: application.application)
// Quit (Ctrl+Q, the last window closed, SIGTERM or SIGINT): the catalog file is made whole.
services?.close()
// Then the process ends without running the libraries' exit handlers: work still running
// on another thread (a photo being decoded when a quit came during start-up) would call
// into what those handlers free, and crash (once under load, in the SIGTERM test on
// Debian 13). Everything the app keeps is written by now; only stdio is left to flush.
fflush(nil)
_exit(status)
