import Foundation
import NIOCore
import NIOSSL
import PetCore
import PostgresNIO

/// postgres-nio's settings for a ``ShelterServerAddress``: a Unix socket, or TCP with TLS
/// as the address says (verifying the certificate against the system's authorities or
/// the address's file, and its host name for ``ShelterServerAddress/TLS/verifyFull``).
/// The pool and the single connection that checks an address first take the same
/// decisions, in ``Endpoint``.
enum ServerConfiguration {
    /// How long a desk waits for the server to answer a new connection, in seconds.
    static let connectTimeout: Int64 = 5
    /// The name the server's `pg_stat_activity` shows for a desk's connections.
    static let applicationName = [("application_name", "Pet Adoption")]

    /// Where and how to connect.
    private enum Endpoint {
        /// The socket file in the address's folder: `.s.PGSQL.PORT`, as libpq names it.
        case socket(path: String)
        /// TCP, with TLS settings or none.
        case tcp(host: String, port: Int, tls: TLSConfiguration?)

        init(_ address: ShelterServerAddress) {
            if address.isUnixSocket {
                self = .socket(path: URL(fileURLWithPath: address.host).appendingPathComponent(".s.PGSQL.\(address.port)").path)
                return
            }
            var tls: TLSConfiguration?
            if address.tls != .disable {
                var settings = TLSConfiguration.makeClientConfiguration()
                settings.certificateVerification = address.tls == .verifyFull ? .fullVerification : .noHostnameVerification
                if let file = address.rootCertificateFile { settings.trustRoots = .file(file) }
                tls = settings
            }
            self = .tcp(host: address.host, port: address.port, tls: tls)
        }
    }

    /// The settings of the pool every request goes through.
    static func pool(_ address: ShelterServerAddress, password: String?) -> PostgresClient.Configuration {
        var configuration: PostgresClient.Configuration = switch Endpoint(address) {
        case .socket(let path):
            .init(unixSocketPath: path, username: address.user, password: password, database: address.database)
        case .tcp(let host, let port, let tls):
            .init(host: host, port: port, username: address.user, password: password, database: address.database,
                  tls: tls.map { .require($0) } ?? .disable)
        }
        configuration.options.connectTimeout = .seconds(connectTimeout)
        configuration.options.additionalStartupParameters = applicationName
        return configuration
    }

    /// The settings of a single connection, made to check an address before a pool is.
    static func connection(_ address: ShelterServerAddress, password: String?) throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration = switch Endpoint(address) {
        case .socket(let path):
            .init(unixSocketPath: path, username: address.user, password: password, database: address.database)
        case .tcp(let host, let port, let tls):
            .init(host: host, port: port, username: address.user, password: password, database: address.database,
                  tls: try tls.map { .require(try NIOSSLContext(configuration: $0)) } ?? .disable)
        }
        configuration.options.connectTimeout = .seconds(connectTimeout)
        configuration.options.additionalStartupParameters = applicationName
        return configuration
    }
}
