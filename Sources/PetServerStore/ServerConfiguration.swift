import Foundation
import NIOCore
import NIOSSL
import PetCore
import PostgresNIO

/// postgres-nio's settings for a ``ShelterServerAddress``: a Unix socket, or TCP with TLS
/// as the address says (verifying the certificate against the system's authorities or
/// the address's file, and its host name for ``ShelterServerAddress/TLS/verifyFull``).
enum ServerConfiguration {
    /// How long a desk waits for the server to answer a new connection.
    static let connectTimeout = 5

    /// The settings of the pool every request goes through.
    static func pool(_ address: ShelterServerAddress, password: String?) throws -> PostgresClient.Configuration {
        var configuration: PostgresClient.Configuration
        if address.isUnixSocket {
            configuration = .init(unixSocketPath: socketPath(address), username: address.user, password: password, database: address.database)
        } else {
            let tls: PostgresClient.Configuration.TLS = switch address.tls {
            case .disable: .disable
            case .verifyCA, .verifyFull: .require(tlsConfiguration(address))
            }
            configuration = .init(
                host: address.host, port: address.port, username: address.user, password: password,
                database: address.database, tls: tls)
        }
        configuration.options.connectTimeout = .seconds(Int64(connectTimeout))
        configuration.options.additionalStartupParameters = [("application_name", "Pet Adoption")]
        return configuration
    }

    /// The settings of a single connection, made to check an address before a pool is.
    static func connection(_ address: ShelterServerAddress, password: String?) throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        if address.isUnixSocket {
            configuration = .init(unixSocketPath: socketPath(address), username: address.user, password: password, database: address.database)
        } else {
            let tls: PostgresConnection.Configuration.TLS = switch address.tls {
            case .disable: .disable
            case .verifyCA, .verifyFull: .require(try NIOSSLContext(configuration: tlsConfiguration(address)))
            }
            configuration = .init(
                host: address.host, port: address.port, username: address.user, password: password,
                database: address.database, tls: tls)
        }
        configuration.options.connectTimeout = .seconds(Int64(connectTimeout))
        configuration.options.additionalStartupParameters = [("application_name", "Pet Adoption")]
        return configuration
    }

    /// The socket file in the address's folder: `.s.PGSQL.PORT`, as libpq names it.
    private static func socketPath(_ address: ShelterServerAddress) -> String {
        URL(fileURLWithPath: address.host).appendingPathComponent(".s.PGSQL.\(address.port)").path
    }

    private static func tlsConfiguration(_ address: ShelterServerAddress) -> TLSConfiguration {
        var settings = TLSConfiguration.makeClientConfiguration()
        settings.certificateVerification = address.tls == .verifyFull ? .fullVerification : .noHostnameVerification
        if let file = address.rootCertificateFile {
            settings.trustRoots = .file(file)
        }
        return settings
    }
}
