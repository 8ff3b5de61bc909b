import Foundation

/// A file the user chose or dropped to add as a photo: its name and where it is.
public struct PhotoFile: Sendable {
    /// The name the user knows it by, e.g. `"bella.jpg"`; messages name the file with it.
    public var name: String
    /// The local file; `nil` when the file has no local path (it cannot be read).
    public var url: URL?

    /// The file `name` at `url`.
    public init(name: String, url: URL?) {
        self.name = name
        self.url = url
    }

    /// The local file at `url`, named by its last path component.
    public init(url: URL) {
        self.init(name: url.lastPathComponent, url: url)
    }
}
