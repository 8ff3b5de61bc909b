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
// A plain launch opens the catalog and reads its pets on another thread while GTK
// initialises, and so does `--server ADDRESS` once GLib has read the command line; with
// other arguments (`--help` and the like, which may never show a window) it is opened
// when the window is first built. A catalog that cannot be opened leaves the window
// saying why.
var preload = CommandLine.arguments.count == 1 ? WaitableTask { try await AppServices.prepare() } : nil
var services: AppServices?
let application = PetAdoptionApplication(
    id: AppIdentity.id,
    stateStore: WindowStateStore(directory: WindowStateStore.defaultDirectory),
    sections: {
        do {
            let started = try preload.map { AppServices.start(prepared: try $0.wait()) } ?? AppServices.start()
            services = started
            return started.makeSections()
        } catch {
            return AppServices.unavailableSections(reason: error)
        }
    },
    windowCreated: { window in services?.attach(to: window) }
)
// `pet-adoption [--server ADDRESS] --import FILE... [--dry-run]`, `pet-adoption [--server
// ADDRESS] --export FORMAT FILE` and `pet-adoption --server ADDRESS --set-up-server`: GLib
// parses the command line; an import, export or setup runs before start-up, with no
// window, and exits.
CommandLineOptions.add(to: application.application) { options in
    ServerSetUpCommand(options: options)?.run()
        ?? ExportCommand(options: options) { try AppServices.exportService(server: options.serverAddress()) }?.run()
        ?? ImportCommand(options: options) { try AppServices.importService(server: options.serverAddress()) }?.run()
        ?? serverForTheWindow(options)
}

/// Starts opening the catalog at the address of `--server` for the window, while GTK
/// initialises; `nil` to go on starting, or the exit status of an address that cannot be
/// read.
@MainActor
func serverForTheWindow(_ options: CommandLineOptions) -> Int32? {
    do {
        if let server = try options.serverAddress() {
            preload = WaitableTask { try await AppServices.prepare(server: server) }
        }
        return nil
    } catch {
        let reason = (error as? any TranslatableError)?.message(Localization.translator) ?? error.localizedDescription
        FileHandle.standardError.write(Data(("pet-adoption: " + reason + "\n").utf8))
        return ImportCommand.usageError
    }
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
