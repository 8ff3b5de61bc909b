import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// The server's password in the desktop's keyring (the test session's own GNOME Keyring,
/// started by tools/run-view-tests): one per address, found again, replaced by a new one.
@Suite("The keyring")
struct KeyringTests {
    private func address(user: String) -> ShelterServerAddress {
        ShelterServerAddress(host: "db.shelter.example", port: 5432, database: "catalog-\(UUID().uuidString)", user: user)
    }

    @Test func aPassword_isFoundByItsAddress_andNoOther() throws {
        let frontDesk = address(user: "frontdesk")
        var lobby = frontDesk
        lobby.user = "lobby"
        try Keyring().store("correct horse", for: frontDesk)
        #expect(try Keyring().password(for: frontDesk) == "correct horse")
        #expect(try Keyring().password(for: lobby) == nil)
    }

    @Test func aNewPassword_replacesTheOld() throws {
        let desk = address(user: "frontdesk")
        try Keyring().store("first", for: desk)
        try Keyring().store("second", for: desk)
        #expect(try Keyring().password(for: desk) == "second")
    }

    @Test func aStartUp_takesPGPASSWORD_beforeTheKeyring() throws {
        let desk = address(user: "frontdesk")
        try Keyring().store("kept", for: desk)
        #expect(AppServices.serverPassword(for: desk, environment: [:]) == "kept")
        #expect(AppServices.serverPassword(for: desk, environment: ["PGPASSWORD": "given"]) == "given")
        #expect(AppServices.serverPassword(for: address(user: "nobody"), environment: [:]) == nil)
    }
}
