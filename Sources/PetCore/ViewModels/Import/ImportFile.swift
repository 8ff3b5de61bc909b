import Foundation

/// A file the user asked to import: its name and a way to read its bytes.
///
/// PetCore makes no assumption about where files live: the view layer hands over a
/// path from the file chooser or a drop (``init(url:)``), a test hands over bytes it
/// wrote itself (``init(name:read:)``). Reading happens later, off the main actor.
public struct ImportFile: Sendable {
    /// The file's name as the user knows it, e.g. `"outcomes.csv"`; it also picks the format.
    public var name: String
    /// Reads the whole file; throws when it cannot be read (missing, no permission).
    public var read: @Sendable () throws -> Data
    /// The folder holding the file, where a catalog's `photos/` folder is; `nil` when
    /// the file has no folder the app can read (bytes a test made).
    public var folder: URL?

    /// A file named `name` whose bytes `read` returns, in `folder` if it has one.
    public init(name: String, folder: URL? = nil, read: @escaping @Sendable () throws -> Data) {
        self.name = name
        self.folder = folder
        self.read = read
    }

    /// The file at `url`, read with `Data(contentsOf:)`; named by its last path component.
    public init(url: URL) {
        self.init(name: url.lastPathComponent, folder: url.deletingLastPathComponent()) { try Data(contentsOf: url) }
    }

    /// The file at `path`, absolute or relative to the working directory, named by
    /// `path` exactly as the user typed it (the command line's files), so that what is
    /// said about it names the file the way the user did.
    public init(path: String) {
        let url = URL(fileURLWithPath: path)
        self.init(name: path, folder: url.deletingLastPathComponent()) { try Data(contentsOf: url) }
    }
}
