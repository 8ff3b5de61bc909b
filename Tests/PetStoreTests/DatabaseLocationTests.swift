import Foundation
import PetCore
import PetStore
import Testing

@Suite("Database location")
struct DatabaseLocationTests {
    @Test func location_isUnderXDGDataHome_whenSet() {
        let location = DatabaseLocation(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(location.fileURL.path == "/data/\(AppIdentity.id)/catalog.sqlite")
    }

    @Test func location_fallsBackToLocalShare_whenXDGDataHomeIsUnset() {
        let location = DatabaseLocation(environment: ["HOME": "/home/u"])
        #expect(location.fileURL.path == "/home/u/.local/share/\(AppIdentity.id)/catalog.sqlite")
    }

    @Test func location_ignoresRelativeXDGDataHome_asTheSpecRequires() {
        let location = DatabaseLocation(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
        #expect(location.directoryURL.path == "/home/u/.local/share/\(AppIdentity.id)")
    }

    @Test func location_isTheOverride_whenTheVariableIsSet() {
        let location = DatabaseLocation(environment: [
            DatabaseLocation.overrideVariable: "/tmp/x.sqlite", "XDG_DATA_HOME": "/data",
        ])
        #expect(location.fileURL.path == "/tmp/x.sqlite")
    }
}
