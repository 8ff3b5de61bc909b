import Foundation
import PetCore

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
    notice: { services?.notice }
)
exit(application.run())
