import Foundation
import Testing
@testable import PetCore

/// Mutated slices of the real files, fed to the file importer with a fixed seed: every
/// case must end (quickly) with a preview or an `ImportError`, never a crash or a hang.
@Suite("Import fuzzing", .enabled(if: ImportTestData.isAvailable, "needs ../shared/testdata (not in the repository)"))
struct ImportFuzzTests {
    /// One real file cut to a small slice (to keep a debug build fast), and how many
    /// mutated cases it yields.
    struct Source: Sendable, CustomTestStringConvertible {
        var path: String
        var cases: Int
        var testDescription: String { (path as NSString).lastPathComponent }
    }

    static let csvCases = 3_700
    static let pageCases = 450

    static let sources: [Source] = [Source(path: ImportTestData.austinCSV, cases: csvCases)]
        + ImportTestData.firstBatchRecipePages().map {
            Source(path: "recipes-jsonld/" + $0.lastPathComponent, cases: pageCases)
        }

    /// Whole-case time limit; far above what any case takes, far below a hang.
    static let caseLimit: TimeInterval = 2

    @Test func casesAddUpToAtLeastTenThousand() {
        #expect(Self.sources.count == 15)
        #expect(Self.sources.map(\.cases).reduce(0, +) >= 10_000)
    }

    @Test(arguments: sources)
    func mutatedFile_givesAPreviewOrAnImportError(_ source: Source) throws {
        let seedData = try Self.slice(ImportTestData.data(source.path), isCSV: source.path.hasSuffix(".csv"))
        let extensions = source.path.hasSuffix(".csv") ? ["csv", ""] : ["html", "jsonld", ""]
        var generator = SeededGenerator(seed: 0x5EED_0000 &+ UInt64(source.path.utf8.count))
        let importer = FileImporter(now: Date(timeIntervalSince1970: 1_718_452_800), timeZone: TimeZone(identifier: "UTC")!)
        var previews = 0
        var errors = 0
        var slowest: TimeInterval = 0

        for _ in 0..<source.cases {
            var bytes = [UInt8](seedData)
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                Self.mutate(&bytes, using: &generator)
            }
            let fileExtension = extensions.randomElement(using: &generator)!
            let fileName = fileExtension.isEmpty ? "fuzz" : "fuzz.\(fileExtension)"
            let start = Date()
            do {
                let preview = try importer.preview(of: Data(bytes), fileName: fileName, existingPets: [], existingRecipes: [])
                #expect(!preview.summary.isEmpty)
                previews += 1
            } catch {
                #expect(!error.message.isEmpty)
                errors += 1
            }
            slowest = max(slowest, Date().timeIntervalSince(start))
        }

        #expect(previews + errors == source.cases)
        let sliceImports = (try? importer.preview(of: seedData, fileName: "slice", existingPets: [], existingRecipes: [])) != nil
        #expect(previews > 0 || !sliceImports, "mutations should not all break a slice that imports")
        #expect(slowest < Self.caseLimit)
    }

    /// A slice of a real file around what the importer reads: the CSV's header and first
    /// 12 rows; a page's JSON-LD script that holds the recipe, with 200 bytes either side
    /// (the page's first 4 KB when it has no JSON-LD).
    static func slice(_ data: Data, isCSV: Bool) -> Data {
        let bytes = [UInt8](data)
        if isCSV {
            var lines = 0
            let end = bytes.firstIndex { byte in
                if byte == 0x0A { lines += 1 }
                return lines == 13
            } ?? bytes.count
            return Data(bytes[..<end])
        }
        var scripts: [Range<Int>] = []
        var from = 0
        while let type = bytes.range(of: "application/ld+json", from: from),
              let end = bytes.range(of: "</script>", from: type.upperBound) {
            scripts.append(type.lowerBound..<end.upperBound)
            from = end.upperBound
        }
        guard let script = scripts.first(where: { Data(bytes[$0]).range(of: Data("Recipe".utf8)) != nil }) ?? scripts.first else {
            return Data(bytes.prefix(4_096))
        }
        return Data(bytes[max(0, script.lowerBound - 200)..<min(bytes.count, script.upperBound + 200)])
    }

    /// One random mutation: truncate, flip bits, delete quotes, duplicate a column,
    /// insert NULs, shuffle lines, or duplicate a range.
    static func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
            bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &generator)...)
        case 1:
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
            }
        case 2:
            let keepEvery = Int.random(in: 1...4, using: &generator)
            var seen = 0
            bytes.removeAll { byte in
                guard byte == UInt8(ascii: "\"") else { return false }
                seen += 1
                return seen % keepEvery != 0 || keepEvery == 1
            }
        case 3:
            let column = Int.random(in: 0..<6, using: &generator)
            let newline: [UInt8] = [0x0A]
            let comma: [UInt8] = [UInt8(ascii: ",")]
            bytes = Array(lines(of: bytes).map { line in
                var fields = line.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                if column < fields.count { fields.insert(fields[column], at: column) }
                return Array(fields.joined(separator: comma))
            }.joined(separator: newline))
        case 4:
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                bytes.insert(0, at: Int.random(in: 0...bytes.count, using: &generator))
            }
        case 5:
            var all = lines(of: bytes)
            all.shuffle(using: &generator)
            bytes = Array(all.joined(separator: [UInt8(0x0A)]))
        default:
            let start = Int.random(in: 0..<bytes.count, using: &generator)
            let end = min(bytes.count, start + Int.random(in: 1...256, using: &generator))
            bytes.insert(contentsOf: bytes[start..<end], at: Int.random(in: 0...bytes.count, using: &generator))
        }
    }

    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    }
}
