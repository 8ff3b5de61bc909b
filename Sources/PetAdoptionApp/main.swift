import Foundation
import PetCore

// The session's locale for the C library and GLib, as GTK would set it; the command line
// below never initialises GTK. The app's own words follow the same variables (Localization).
setlocale(LC_ALL, "")

// `pet-adoption --import FILE... [--dry-run]`: import from the command line, no window.
if ImportCommand.isRequested(by: CommandLine.arguments) {
    exit(ImportCommand(arguments: Array(CommandLine.arguments.dropFirst())) {
        try AppServices.importService()
    }.run())
}

// The GTK view layer starts here; everything else lives in the types it names.
// A plain launch opens the catalog and reads its pets on another thread while GTK
// initialises; with arguments (`--help` and the like, which may never show a window) it
// is opened when the window is first built. A catalog that cannot be opened leaves the
// window saying why.
let preload = CommandLine.arguments.count == 1 ? CatalogPreload { try AppServices.prepare() } : nil
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
exit(application.run())
