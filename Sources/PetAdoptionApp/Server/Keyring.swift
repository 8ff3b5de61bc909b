import CGtk
import PetCore

/// The shelter server's passwords in the desktop's keyring, through libsecret: the
/// Secret Service (GNOME Keyring, KeePassXC...) on the desktop, the Secret portal inside
/// the Flatpak. One password per server address, found by its host, port, database and
/// user; labelled `Pet Adoption: user@host:port/database` in the keyring's own app.
///
/// Each call blocks on D-Bus (and the keyring may ask the user to unlock it): call it off
/// the main thread.
struct Keyring: ServerPasswordKeeping {
    func password(for address: ShelterServerAddress) throws -> String? {
        var error: UnsafeMutablePointer<GError>?
        let secret = pet_keyring_lookup(address.host, String(address.port), address.database, address.user, &error)
        try Self.check(&error)
        guard let secret else { return nil }
        defer { secret_password_free(secret) }
        return String(cString: secret)
    }

    func store(_ password: String, for address: ShelterServerAddress) throws {
        var error: UnsafeMutablePointer<GError>?
        let label = "Pet Adoption: \(address.user)@\(address.host):\(address.port)/\(address.database)"
        _ = pet_keyring_store(label, password, address.host, String(address.port), address.database, address.user, &error)
        try Self.check(&error)
    }

    /// Throws the keyring's error, if there is one, and frees it.
    private static func check(_ error: inout UnsafeMutablePointer<GError>?) throws {
        guard let raised = error else { return }
        let message = String(cString: raised.pointee.message)
        g_clear_error(&error)
        throw KeyringError(reason: message)
    }
}
