import Foundation
import PetCore

// The GTK view layer starts here; everything else lives in the types it names.
let application = PetAdoptionApplication(
    id: AppIdentity.id,
    stateStore: WindowStateStore(directory: WindowStateStore.defaultDirectory),
    sections: AppServices.makeSections
)
exit(application.run())
