import Foundation

extension ShelterServerAddress {
    /// Reads a libpq connection URI (`postgresql://[user@][host][:port][/database][?parameter=value&...]`,
    /// or `postgres://`), taking what it leaves out from `environment` (`PGHOST`,
    /// `PGPORT`, `PGDATABASE`, `PGUSER`, `PGSSLMODE`, `PGSSLROOTCERT`) and then from
    /// libpq's defaults (the Unix socket, port 5432, the login name).
    ///
    /// Parts may be percent-encoded; a host in brackets is an IPv6 address; the `host`
    /// parameter may name a socket folder. Parameters libpq uses only for what this app
    /// does not do (`application_name`, `connect_timeout`, ...) are accepted and left out.
    ///
    /// - Throws: ``ShelterServerAddressError`` when the URI is not one, holds a password,
    ///   names an unknown parameter, a port that is not a number, or a protection that
    ///   would send the catalog unverified across a network.
    public init(
        uri: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        loginName: String = NSUserName()
    ) throws(ShelterServerAddressError) {
        let schemes = ["postgresql://", "postgres://"]
        guard let scheme = schemes.first(where: { uri.lowercased().hasPrefix($0) }) else {
            throw .notAURI(uri)
        }
        var rest = Substring(uri.dropFirst(scheme.count))
        var parameters: [(String, String)] = []
        if let question = rest.firstIndex(of: "?") {
            for pair in rest[rest.index(after: question)...].split(separator: "&") where !pair.isEmpty {
                guard let equals = pair.firstIndex(of: "=") else { throw .malformed(uri) }
                parameters.append((try Self.decoded(pair[..<equals], in: uri), try Self.decoded(pair[pair.index(after: equals)...], in: uri)))
            }
            rest = rest[..<question]
        }
        var database: String?
        if let slash = rest.firstIndex(of: "/") {
            let path = rest[rest.index(after: slash)...]
            if !path.isEmpty { database = try Self.decoded(path, in: uri) }
            rest = rest[..<slash]
        }
        var user: String?
        if let at = rest.lastIndex(of: "@") {
            let userInfo = rest[..<at]
            guard !userInfo.contains(":") else { throw .passwordInURI }
            if !userInfo.isEmpty { user = try Self.decoded(userInfo, in: uri) }
            rest = rest[rest.index(after: at)...]
        }
        var host: String?
        var port: String?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw .malformed(uri) }
            host = String(rest[rest.index(after: rest.startIndex)..<close])
            let after = rest[rest.index(after: close)...]
            if after.hasPrefix(":") { port = String(after.dropFirst()) } else if !after.isEmpty { throw .malformed(uri) }
        } else if !rest.isEmpty {
            let parts = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            if !parts[0].isEmpty { host = try Self.decoded(parts[0], in: uri) }
            if parts.count == 2 { port = String(parts[1]) }
        }
        var tls: String?
        var rootCertificate: String?
        for (name, value) in parameters {
            switch name {
            case "host": host = value
            case "port": port = value
            case "dbname": database = value
            case "user": user = value
            case "password": throw .passwordInURI
            case "sslmode": tls = value
            case "sslrootcert": rootCertificate = value
            case _ where Self.ignoredParameters.contains(name): continue
            default: throw .unknownParameter(name)
            }
        }
        let resolvedHost = host ?? environment["PGHOST"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultSocketFolder
        let portText = port ?? environment["PGPORT"] ?? ""
        guard portText.isEmpty || (Int(portText).map { (1...65_535).contains($0) } ?? false) else {
            throw .invalidPort(portText)
        }
        let resolvedUser = user ?? environment["PGUSER"] ?? loginName
        let mode = tls ?? environment["PGSSLMODE"]
        self.init(
            host: resolvedHost, port: Int(portText) ?? Self.defaultPort,
            database: database ?? environment["PGDATABASE"] ?? resolvedUser, user: resolvedUser,
            tls: try Self.tls(mode, host: resolvedHost),
            rootCertificateFile: rootCertificate ?? environment["PGSSLROOTCERT"])
    }

    /// libpq's parameters that say nothing about where the catalog is or how it is
    /// protected.
    private static let ignoredParameters: Set = [
        "application_name", "fallback_application_name", "connect_timeout", "client_encoding", "options",
        "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count", "target_session_attrs",
    ]

    /// The protection `mode` (a libpq `sslmode`) asks for, for `host`. libpq's modes that
    /// encrypt without verifying (`allow`, `prefer`, `require`) or do not encrypt
    /// (`disable`) are taken only on this machine, where they mean no TLS.
    private static func tls(_ mode: String?, host: String) throws(ShelterServerAddressError) -> TLS {
        guard let mode, !mode.isEmpty else { return defaultTLS(for: host) }
        if let tls = TLS(rawValue: mode) {
            guard tls != .disable || isLocalHost(host) else { throw .unverifiedRemote(mode) }
            return tls
        }
        guard ["allow", "prefer", "require"].contains(mode) else { throw .unknownTLSMode(mode) }
        guard isLocalHost(host) else { throw .unverifiedRemote(mode) }
        return .disable
    }

    private static func isLocalHost(_ host: String) -> Bool {
        ShelterServerAddress(host: host, user: "").isLocal
    }

    private static func decoded(_ text: Substring, in uri: String) throws(ShelterServerAddressError) -> String {
        guard let decoded = String(text).removingPercentEncoding else { throw .malformed(uri) }
        return decoded
    }
}
