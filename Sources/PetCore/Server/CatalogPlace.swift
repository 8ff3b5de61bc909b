/// Where the catalog lives, as Preferences chose it: this computer's own file (the
/// default: nothing changes for one person) or the shelter's PostgreSQL server.
public enum CatalogPlace: Hashable, Sendable {
    /// This computer's catalog file.
    case thisComputer
    /// The shelter's catalog on the server at this address (the password is never part
    /// of it: it is in the desktop's keyring).
    case shelterServer(ShelterServerAddress)

    /// The server's address, when the catalog is on a server.
    public var serverAddress: ShelterServerAddress? {
        if case .shelterServer(let address) = self { address } else { nil }
    }
}
