import Foundation
import PetCore
import PetServerStore
import PetStore

/// Logging in to the shelter's server: with the password the desk has (or the keyring
/// keeps), and, at start-up, falling back to the desk's last-seen copy of the catalog
/// when the server cannot be reached.
extension AppServices {
    /// Opens the shelter's catalog on `server`, as ``prepare(server:password:lastSeenIfUnreachable:location:resources:previewAbove:)`` does.
    nonisolated static func openServer(
        _ server: ShelterServerAddress, password: String?, lastSeenIfUnreachable: Bool, location: DatabaseLocation
    ) async throws -> OpenCatalog {
        do {
            return try await loggingIn(to: server, password: password) {
                try await OpenCatalog.openServer(server, password: $0, location: location)
            }
        } catch let error as ShelterServerError where error.isUnreachable && lastSeenIfUnreachable {
            // A copy that cannot be read leaves the server's words to say what is wrong.
            guard let lastSeen = (try? OpenCatalog.openLastSeen(server, location: location)) ?? nil else { throw error }
            return lastSeen
        }
    }

    /// Logs in to the shelter's server at `address` through `open`: with `password` when
    /// one is given, else with libpq's `PGPASSWORD`, else with none; and when the server
    /// then asks for a password, with the one the keyring keeps for the address
    /// (Preferences put it there). The keyring is asked only then, so a desk whose server
    /// needs no password (a Unix socket with peer authentication) never waits on it.
    nonisolated static func loggingIn<T>(
        to address: ShelterServerAddress, password: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, keyring: any ServerPasswordKeeping = Keyring(),
        _ open: (String?) async throws -> T
    ) async throws -> T {
        let given = password ?? environment["PGPASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        do {
            return try await open(given)
        } catch ShelterServerError.passwordNeeded(let user) where given == nil {
            // A keyring that cannot be reached keeps no password: the server's words stand.
            guard let kept = (try? keyring.password(for: address)) ?? nil else { throw ShelterServerError.passwordNeeded(user: user) }
            return try await open(kept)
        }
    }

    /// Whether the shelter's server at `address` answers: it is reached, even if it then
    /// refuses the login (reconnecting says why).
    nonisolated static func answers(_ address: ShelterServerAddress) async -> Bool {
        do {
            _ = try await loggingIn(to: address) { try await ShelterServer.check(address, password: $0) }
            return true
        } catch let error as ShelterServerError {
            return !error.isUnreachable
        } catch {
            return true
        }
    }
}
