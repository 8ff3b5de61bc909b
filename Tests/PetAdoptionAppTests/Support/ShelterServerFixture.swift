import Foundation
import Testing

/// Databases and desk users on the throw-away PostgreSQL `tools/run-tests` starts
/// (`tools/test-postgres`), made with `psql` as an administrator would; the app itself
/// sets the catalog up. Every test gets a database and users of its own.
enum ShelterServerFixture {
    private static let environment = ProcessInfo.processInfo.environment

    /// Whether the run has a server (`tools/run-tests` always starts one).
    static let isAvailable = environment["SHELTER_TEST_SERVER"] != nil

    private static var socketFolder: String { environment["SHELTER_TEST_SERVER"] ?? "" }
    private static var port: String { environment["SHELTER_TEST_SERVER_PORT"] ?? "5432" }

    /// The address of `database` for `user`, over the server's Unix socket (trusted: no password).
    static func address(database: String, user: String = "postgres") -> String {
        "postgresql://\(user)@/\(database)?host=\(socketFolder)&port=\(port)"
    }

    /// A new empty database; its name.
    static func makeDatabase() throws -> String {
        let name = "app_test_" + UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: "")
        try psql("CREATE DATABASE \(name)")
        return name
    }

    /// A login role for one test, a member of `group` (`shelter_staff` or `shelter_visitor`,
    /// which a set-up catalog has made; `nil`: of no group); its name.
    static func makeUser(memberOf group: String?) throws -> String {
        let name = "desk_" + UUID().uuidString.prefix(8).lowercased()
        try psql("CREATE ROLE \(name) LOGIN" + (group.map { " IN ROLE \($0)" } ?? ""))
        return name
    }

    /// Runs `sql` as the server's administrator.
    private static func psql(_ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", socketFolder, "-p", port, "-U", "postgres", "-d", "postgres", "-c", sql]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "psql: \(complaint)")
    }
}
