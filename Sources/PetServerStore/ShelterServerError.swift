import _ConnectionPoolModule
import Foundation
import NIOPosix
import NIOSSL
import PetCore
import PostgresNIO

/// Why the shelter's server could not be used, in one sentence that says what to do next.
///
/// Every error the server store throws is one of these (``plain(_:address:)`` turns
/// postgres-nio's and the TLS layer's errors into them); no message ever holds a password.
public enum ShelterServerError: Error, Equatable, LocalizedError, TranslatableError {
    /// Nothing answered at the address (the server is down, or the host or port is wrong).
    case cannotConnect(host: String, port: Int)
    /// The host name is not known to the network's name service.
    case unknownHost(String)
    /// The server asked for a password and there is none for this desk.
    case passwordNeeded(user: String)
    /// The server refused the user name and password.
    case loginRefused(user: String)
    /// The server's certificate is not signed by an authority this desk trusts.
    case untrustedCertificate(host: String)
    /// The server's certificate is for another host name.
    case hostNameMismatch(host: String)
    /// The address asks for TLS and the server does not offer it.
    case serverWithoutTLS(host: String)
    /// There is no such database, or it holds no catalog yet.
    case notSetUp(database: String)
    /// The catalog was set up by a newer version of the app.
    case newerSchema(database: String)
    /// The catalog needs setting up or updating, and this desk's user may not do it.
    case mayNotSetUp(user: String)
    /// The desk's user may read the catalog but not change it.
    case readOnly
    /// No pet has this id.
    case unknownPet(Pet.ID)
    /// No recipe has this id.
    case unknownRecipe(Recipe.ID)
    /// A value broke a rule of the catalog, e.g. a negative cooking time.
    case invalidValue
    /// The connection broke during the request; nothing of it was written.
    case connectionLost
    /// The connection broke after the request had sent its `COMMIT`: the server may have
    /// saved it (PostgreSQL cannot say which, once the connection is gone).
    case lostWhileSaving
    /// The server did not answer within `seconds` (stopped, or the network is down);
    /// the desk closed the connection. `mayHaveSaved` when the request had sent its
    /// `COMMIT`: the server may have saved it before it stopped answering.
    case noAnswer(host: String, seconds: Int, mayHaveSaved: Bool)
    /// Any other failure; the text is the server's own message.
    case other(String)

    public var errorDescription: String? { message(.english) }

    /// Whether the server could not be reached (down, silent, or a host the network does
    /// not know, as when the desk is off its network), rather than answering with a refusal.
    public var isUnreachable: Bool {
        switch self {
        case .cannotConnect, .unknownHost, .connectionLost, .noAnswer: true
        default: false
        }
    }

    public func message(_ translator: Translator) -> String {
        switch self {
        case .cannotConnect(let host, let port):
            translator.tr(
                "Can't reach the shelter server at %1$@, port %2$@. Check that it is running and that the address is right.",
                host, String(port))
        case .unknownHost(let host):
            translator.tr("No computer called “%1$@” was found. Check the server's name, or the network.", host)
        case .passwordNeeded(let user):
            translator.tr("The shelter server needs the password of %1$@: enter it in Preferences, or give it in PGPASSWORD.", user)
        case .loginRefused(let user):
            translator.tr(
                "The shelter server refused %1$@: the password is wrong, or the user may not log in. Check both with whoever runs the server.",
                user)
        case .untrustedCertificate(let host):
            translator.tr(
                "The certificate of %1$@ is not signed by an authority this computer trusts. Ask whoever runs the server for its CA file, and choose it in Preferences.",
                host)
        case .hostNameMismatch(let host):
            translator.tr(
                "The server's certificate is not for “%1$@”. Use the name its certificate gives, or ask whoever runs the server.", host)
        case .serverWithoutTLS(let host):
            translator.tr("%1$@ does not offer an encrypted connection. Ask whoever runs the server to turn on TLS.", host)
        case .notSetUp(let database):
            translator.tr(
                "The database “%1$@” holds no catalog yet. Set it up with: pet-adoption --server ADDRESS --set-up-server", database)
        case .newerSchema(let database):
            translator.tr(
                "The catalog in “%1$@” was set up by a newer version of Pet Adoption. Update the app at this desk to use it.", database)
        case .mayNotSetUp(let user):
            translator.tr(
                "The catalog on the server needs setting up or updating, and %1$@ may not do it. Ask whoever owns the database to run pet-adoption --set-up-server.",
                user)
        case .readOnly:
            translator.tr("This desk may only look at the catalog: its user on the server is a visitor.")
        case .unknownPet(let id):
            translator.tr("There is no pet with id %1$@.", id)
        case .unknownRecipe(let id):
            translator.tr("There is no recipe with id %1$@.", id)
        case .invalidValue:
            translator.tr("A value is not allowed in the catalog.")
        case .connectionLost:
            translator.tr("The connection to the shelter server broke; nothing was changed. Try again.")
        case .lostWhileSaving:
            translator.tr(
                "The connection to the shelter server broke as the change was being saved. Whether it was saved shows once the server is back.")
        case .noAnswer(let host, let seconds, false):
            translator.tr(
                "The shelter server at %1$@ did not answer within %2$@ seconds; nothing was changed. Try again once it is back.",
                host, String(seconds))
        case .noAnswer(let host, let seconds, true):
            translator.tr(
                "The shelter server at %1$@ stopped answering within %2$@ seconds, as the change was being saved. Whether it was saved shows once the server is back.",
                host, String(seconds))
        case .other(let message):
            translator.tr("The shelter server failed: %1$@.", message)
        }
    }

    /// The plain-words error for anything thrown while using the server at `address`.
    static func plain(_ error: any Error, address: ShelterServerAddress) -> any Error {
        if error is any TranslatableError || error is CancellationError { return error }
        if let error = error as? PSQLError { return plain(error, address: address) }
        if let error = error as? NIOSSLError { return plain(error, address: address) }
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
            return ShelterServerError.hostNameMismatch(host: address.host)
        }
        if let error = error as? IOError { return plain(error, address: address) }
        if let error = error as? ConnectionPoolError { return plain(error, address: address) }
        if let error = error as? NIOConnectionError, error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil {
            return ShelterServerError.unknownHost(address.host)
        }
        if error is NIOConnectionError || error is ChannelError || error is SocketAddressError {
            return ShelterServerError.cannotConnect(host: address.host, port: address.port)
        }
        return ShelterServerError.other(String(describing: error))
    }

    private static func plain(_ error: PSQLError, address: ShelterServerAddress) -> any Error {
        switch error.code {
        case .server:
            return plain(sqlState: error.serverInfo?[.sqlState] ?? "", message: error.serverInfo?[.message] ?? "", address: address)
        case .sslUnsupported:
            return ShelterServerError.serverWithoutTLS(host: address.host)
        case .authMechanismRequiresPassword:
            return ShelterServerError.passwordNeeded(user: address.user)
        case .connectionError, .failedToAddSSLHandler:
            return error.underlying.map { plain($0, address: address) }
                ?? ShelterServerError.cannotConnect(host: address.host, port: address.port)
        case .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .poolClosed, .queryCancelled:
            return ShelterServerError.connectionLost
        default:
            return ShelterServerError.other(error.code.description)
        }
    }

    /// A server's refusal by its SQLSTATE (PostgreSQL's appendix A).
    private static func plain(sqlState: String, message: String, address: ShelterServerAddress) -> ShelterServerError {
        switch sqlState {
        case "28P01", "28000": .loginRefused(user: address.user)
        case "3D000", "42P01": .notSetUp(database: address.database)
        case "42501": .readOnly
        case _ where sqlState.hasPrefix("23"), "22P02", "22003", "22007", "22008": .invalidValue
        case "57P01", "57P02", "57P03", "08006", "08003", "08000": .connectionLost
        default: .other(message)
        }
    }

    private static func plain(_ error: NIOSSLError, address: ShelterServerAddress) -> ShelterServerError {
        switch error {
        case .handshakeFailed(let reason):
            String(describing: reason).contains("CERTIFICATE_VERIFY_FAILED")
                ? .untrustedCertificate(host: address.host) : .other(String(describing: reason))
        case .unableToValidateCertificate:
            .untrustedCertificate(host: address.host)
        default:
            .other(String(describing: error))
        }
    }

    /// The pool's own failures: a server it could not reach again for a minute (gone
    /// since the desk opened the catalog), or the pool closed under a request.
    private static func plain(_ error: ConnectionPoolError, address: ShelterServerAddress) -> any Error {
        switch error {
        case .connectionCreationCircuitBreakerTripped: ShelterServerError.cannotConnect(host: address.host, port: address.port)
        case .requestCancelled: CancellationError()
        default: ShelterServerError.connectionLost
        }
    }

    private static func plain(_ error: IOError, address: ShelterServerAddress) -> ShelterServerError {
        error.errnoCode == ECONNREFUSED || error.errnoCode == ENOENT
            ? .cannotConnect(host: address.host, port: address.port) : .other(error.description)
    }
}
