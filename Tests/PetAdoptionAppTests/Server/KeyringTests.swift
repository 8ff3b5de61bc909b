import Foundation
import PetCore
import PetServerStore
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

    /// A server that asks for a password when it was given none, and says which it got.
    private func server(needsPassword: Bool) -> (String?) async throws -> String {
        { password in
            guard let password else {
                if needsPassword { throw ShelterServerError.passwordNeeded(user: "frontdesk") }
                return "no password"
            }
            return password
        }
    }

    @Test func aLogin_takesPGPASSWORD_thenTheKeyring_onlyWhenTheServerAsks() async throws {
        let desk = address(user: "frontdesk")
        try Keyring().store("kept", for: desk)
        #expect(try await AppServices.loggingIn(to: desk, environment: [:], server(needsPassword: true)) == "kept")
        #expect(try await AppServices.loggingIn(to: desk, environment: ["PGPASSWORD": "given"], server(needsPassword: true)) == "given")
        #expect(try await AppServices.loggingIn(to: desk, environment: [:], keyring: UnreachableKeyring(), server(needsPassword: false))
            == "no password", "a server that needs none never waits on the keyring")
        await #expect(throws: ShelterServerError.passwordNeeded(user: "frontdesk")) {
            _ = try await AppServices.loggingIn(to: address(user: "nobody"), environment: [:], server(needsPassword: true))
        }
    }
}

/// A keyring the test must never reach.
private struct UnreachableKeyring: ServerPasswordKeeping {
    func password(for address: ShelterServerAddress) throws -> String? {
        Issue.record("the keyring was asked")
        return nil
    }

    func store(_ password: String, for address: ShelterServerAddress) throws {}
}
