/// The desktop's keyring, as far as the shelter server's passwords go: one password per
/// server address (host, port, database and user).
///
/// Each call may wait on another process (the Secret Service, which may ask the user to
/// unlock the keyring): call it off the main actor.
public protocol ServerPasswordKeeping: Sendable {
    /// The password kept for `address`, or `nil` when there is none.
    func password(for address: ShelterServerAddress) throws -> String?
    /// Keeps `password` for `address`, in place of any kept before.
    func store(_ password: String, for address: ShelterServerAddress) throws
}
