import Foundation
import Testing

/// PetCore stays pure: it may import Foundation and Observation, nothing else.
@Suite("PetCore purity")
struct CorePurityTests {
    private static let allowed: Set<String> = ["Foundation", "Observation"]

    @Test func petCore_importsOnlyFoundationAndObservation() throws {
        // Symlinks resolved: a scratch package may link this folder from elsewhere.
        let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PetCore")
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 5, "expected to find PetCore's sources under \(root.path)")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let importIndex = words.firstIndex(of: "import"),
                      words[..<importIndex].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "private"].contains($0) }),
                      importIndex + 1 < words.count
                else { continue }
                let module = String(words[importIndex + 1].split(separator: ".")[0])
                #expect(Self.allowed.contains(module), "\(file.lastPathComponent) imports \(module)")
            }
        }
    }
}
