import Foundation

/// Where the shelter's PostgreSQL server is and how to reach it, read the way libpq reads
/// a connection: a `postgresql://` URI, with what it leaves out taken from the `PG*`
/// environment variables, then libpq's defaults.
///
/// ```swift
/// let address = try ShelterServerAddress(uri: "postgresql://staff@db.shelter.example/catalog")
/// address.tls        // .verifyFull: a server that is not on this machine is reached over TLS only
/// ```
///
/// The password is never part of it: a URI that holds one is refused, so that it never
/// lands in a command line, a shell history or a log; it comes from `PGPASSWORD`, as
/// with every libpq program.
public struct ShelterServerAddress: Hashable, Sendable {
    /// The host name or IP address of the server, or the absolute path of the folder that
    /// holds its Unix socket (libpq's convention: a host that starts with `/`).
    public var host: String
    /// The TCP port, or the number in the socket's file name (`.s.PGSQL.5432`).
    public var port: Int
    /// The database that holds the catalog.
    public var database: String
    /// The role the desk logs in as.
    public var user: String
    /// Whether and how the connection is encrypted and the server checked.
    public var tls: TLS
    /// A file of the certificate authorities that may sign the server's certificate
    /// (libpq's `sslrootcert`); `nil`: the system's.
    public var rootCertificateFile: String?

    /// How the connection is protected (libpq's `sslmode`, of which the app takes only
    /// the modes that either verify the server or stay on this machine).
    public enum TLS: String, Hashable, Sendable, CaseIterable {
        /// No encryption: only to a Unix socket or the loopback interface.
        case disable
        /// Encrypted, and the certificate chain verified, but not the host name.
        case verifyCA = "verify-ca"
        /// Encrypted, the certificate chain verified and the host name checked against it.
        case verifyFull = "verify-full"
    }

    /// libpq's folder for the Unix socket when no host is given (Debian's and Ubuntu's).
    public static let defaultSocketFolder = "/var/run/postgresql"
    /// PostgreSQL's port.
    public static let defaultPort = 5432

    /// An address from its parts; the database defaults to the user's name, as in libpq,
    /// and the protection to the strictest mode the host allows (see ``defaultTLS(for:)``).
    public init(
        host: String = ShelterServerAddress.defaultSocketFolder, port: Int = ShelterServerAddress.defaultPort,
        database: String? = nil, user: String, tls: TLS? = nil, rootCertificateFile: String? = nil
    ) {
        self.host = host
        self.port = port
        self.user = user
        self.database = database ?? user
        self.tls = tls ?? Self.defaultTLS(for: host)
        self.rootCertificateFile = rootCertificateFile
    }

    /// Whether the server is on this machine: a Unix socket, `localhost` or a loopback
    /// address. Only such a server may be reached without TLS.
    public var isLocal: Bool { Self.isLocal(host) }

    /// Whether the host is a Unix socket's folder.
    public var isUnixSocket: Bool { host.hasPrefix("/") }

    /// The protection a host gets when none is asked for: none on this machine (where
    /// nothing crosses a network), full verification anywhere else.
    public static func defaultTLS(for host: String) -> TLS {
        isLocal(host) ? .disable : .verifyFull
    }

    private static func isLocal(_ host: String) -> Bool {
        if host.hasPrefix("/") || host.lowercased() == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
