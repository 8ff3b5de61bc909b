import Foundation
import Testing

/// The tests' web site on 127.0.0.1 (`Tests/LoopbackSite/loopback_site.py`): the files of
/// a temporary folder and the answers a real site can give (redirects, refusals, a site
/// that never answers, pages too large). Never the internet.
///
/// ```swift
/// let site = try LoopbackSite(files: ["cookies.html": Data(page.utf8)])
/// let url = site.url("/files/cookies.html")
/// ```
/// The site stops when the value is released (its standard input closes).
final class LoopbackSite {
    /// The script that serves the site.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LoopbackSite/loopback_site.py")

    /// The folder whose files the site serves under `/files/`.
    let folder: URL
    /// The port the site listens on.
    let port: Int
    private let process = Process()
    private let input = Pipe()

    /// Starts a site serving `files` (name → bytes) and waits until it listens.
    init(files: [String: Data]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, data) in files {
            try data.write(to: folder.appendingPathComponent(name))
        }
        let output = Pipe()
        // Debian's Python, which tools/ensure-dependencies installs.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.script.path, folder.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The first line is the port, printed once the socket listens.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        port = try #require(Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
                            "the loopback site did not start")
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The site's address of `path` (`"/files/cookies.html"`).
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }
}
