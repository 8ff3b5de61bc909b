import Foundation

/// A folder of hand-made files for one test, removed with it.
final class TemporaryFolder {
    /// The folder.
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pet-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to a file named `name` in the folder; returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: some Sequence<UInt8>) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Makes a folder named `name` in the folder; returns its path.
    func makeFolder(_ name: String) throws -> String {
        let folder = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        return folder.path
    }
}
