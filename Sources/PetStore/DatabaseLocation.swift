import Foundation
import PetCore

/// Where the app's SQLite database lives.
///
/// By default `$XDG_DATA_HOME/<app-id>/catalog.sqlite` (`~/.local/share/<app-id>/…` when
/// `XDG_DATA_HOME` is unset); inside a Flatpak that is the sandbox's own data folder.
/// `PET_ADOPTION_DATABASE` names another file, for tests and benchmarks.
public struct DatabaseLocation: Hashable, Sendable {
    /// The environment variable that overrides the database path.
    public static let overrideVariable = "PET_ADOPTION_DATABASE"
    /// The database file's name inside the data folder.
    public static let fileName = "catalog.sqlite"

    /// The database file.
    public let fileURL: URL

    /// A database at an explicit path.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The location the environment asks for: the override variable if set, else the
    /// XDG data folder, else `~/.local/share`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let override = environment[Self.overrideVariable], !override.isEmpty {
            self.init(fileURL: URL(fileURLWithPath: override))
            return
        }
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            dataHome = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        self.init(fileURL: dataHome
            .appendingPathComponent(AppIdentity.id, isDirectory: true)
            .appendingPathComponent(Self.fileName))
    }

    /// The folder that holds the database file.
    public var directoryURL: URL { fileURL.deletingLastPathComponent() }
}
