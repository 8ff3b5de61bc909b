import Foundation

/// One file to import, as the window or the command line hands it over: its name and a
/// way to read its bytes, or a web page's address (fetched by the import's
/// ``WebFetching``).
///
/// Reading is deferred so that it happens off the main actor, inside the import.
public struct ImportFile: Sendable {
    /// Where the bytes come from.
    public enum Source: Sendable {
        /// Read by the closure; it throws when the file cannot be read (missing, no permission).
        case file(read: @Sendable () throws -> Data)
        /// Fetched from the address.
        case web(WebAddress)
    }

    /// The file's name as the user knows it, e.g. `"outcomes.csv"` (it also picks the
    /// format), or a web address as the user gave it.
    public var name: String
    /// Where the bytes come from.
    public var source: Source
    /// The folder holding the file, where a catalog's `photos/` folder is; `nil` when
    /// the file has no folder the app can read (bytes a test made, a web page).
    public var folder: URL?

    /// A file named `name` whose bytes `read` returns, in `folder` if it has one.
    public init(name: String, folder: URL? = nil, read: @escaping @Sendable () throws -> Data) {
        self.name = name
        self.folder = folder
        self.source = .file(read: read)
    }

    /// The web page at `address`, named as the user gave it.
    public init(webAddress address: WebAddress) {
        self.name = address.typed
        self.source = .web(address)
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

    /// What a command-line argument names: a web page when it is written as a web
    /// address (`https://…`), else the file at that path. An argument written as a web
    /// address that is not a valid one cannot be read, and says why.
    public init(argument: String, translator: Translator = .english) {
        if let address = WebAddress(argument: argument) {
            self.init(webAddress: address)
        } else if WebAddress.looksLikeWebAddress(argument) {
            let message = WebAddress.notAnAddressMessage(argument, translator: translator)
            self.init(name: argument) { throw ImportError(message) }
        } else {
            self.init(path: argument)
        }
    }
}
