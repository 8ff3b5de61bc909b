import Foundation
import PetCore

// `pet-adoption --import FILE... [--dry-run]`: import from the command line, no window.
if ImportCommand.isRequested(by: CommandLine.arguments) {
    exit(ImportCommand(arguments: Array(CommandLine.arguments.dropFirst())) {
        try AppServices.importService()
    }.run())
}

// The GTK view layer starts here; everything else lives in the types it names.
// The catalog is opened when the window is first built (not for `--help` and the like);
// a catalog that cannot be opened leaves the window saying why.
var services: AppServices?
let application = PetAdoptionApplication(
    id: AppIdentity.id,
    stateStore: WindowStateStore(directory: WindowStateStore.defaultDirectory),
    sections: {
        do {
            let started = try AppServices.start()
            services = started
            return started.makeSections()
        } catch {
            return AppServices.unavailableSections(reason: error)
        }
    },
    windowCreated: { window in services?.attach(to: window) }
)
exit(application.run())
