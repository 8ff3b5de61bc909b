/// Why a server address could not be read, in words that say what to write instead.
public enum ShelterServerAddressError: Error, Equatable, TranslatableError {
    /// It does not start with `postgresql://` or `postgres://`.
    case notAURI(String)
    /// It starts like one but cannot be read (a bracket not closed, a stray `%`).
    case malformed(String)
    /// It holds a password.
    case passwordInURI
    /// It names a parameter libpq does not have.
    case unknownParameter(String)
    /// Its port is not a number from 1 to 65535.
    case invalidPort(String)
    /// Its `sslmode` is not one of libpq's.
    case unknownTLSMode(String)
    /// Its `sslmode` would reach a server on another machine without verifying it.
    case unverifiedRemote(String)

    public func message(_ translator: Translator) -> String {
        switch self {
        case .notAURI(let text):
            translator.tr("“%1$@” is not a server address: write it as postgresql://user@host/database.", text)
        case .malformed(let text):
            translator.tr("The server address “%1$@” cannot be read: write it as postgresql://user@host/database.", text)
        case .passwordInURI:
            translator.tr("Leave the password out of the server address: give it in PGPASSWORD, which no other user can read.")
        case .unknownParameter(let name):
            translator.tr("The server address has an unknown setting “%1$@”.", name)
        case .invalidPort(let text):
            translator.tr("The server's port “%1$@” is not a number from 1 to 65535.", text)
        case .unknownTLSMode(let mode):
            translator.tr("“%1$@” is not an sslmode: use verify-full, verify-ca or, on this computer only, disable.", mode)
        case .unverifiedRemote(let mode):
            translator.tr(
                "sslmode=%1$@ would send the catalog to another computer without checking who answers: use verify-full (the default) or verify-ca.",
                mode)
        }
    }
}
