// Times PetCore's importers on the real test data:
//   swift run -c release --static-swift-stdlib -Xswiftc -use-ld=lld ImportBenchmark [testdata dir]
// Budgets: 10,000 shelter CSV rows parsed and previewed in ≤ 0.3 s; the saved recipe
// pages imported in ≤ 0.3 s. Prints the best of several runs and the peak resident
// memory (VmHWM), and exits with status 1 when a budget is exceeded.
import Foundation
import PetCore

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let testData = CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
    ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/testdata")
let runs = 5
let csvRows = 10_000
let csvBudget = 0.3
let pagesBudget = 0.3

/// The best (shortest) of `runs` timings of `body`, in seconds, and its last result.
func best<T>(_ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
    var fastest = Double.infinity
    var result: T?
    for _ in 0..<runs {
        let start = ContinuousClock.now
        result = try body()
        let elapsed = ContinuousClock.now - start
        fastest = min(fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return (fastest, result!)
}

/// The Austin export's rows repeated until there are `count`, each repeat with fresh
/// animal ids (the third column) and names (the tenth), so that they are not duplicates
/// of each other. (No field of that export holds a comma.)
func austinRows(_ count: Int) throws -> Data {
    let text = try String(contentsOf: testData.appendingPathComponent("pets/austin_animal_center_outcomes_2000.csv"), encoding: .utf8)
    var lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    let header = lines.removeFirst()
    var output = [header]
    var copy = 0
    while output.count <= count {
        for line in lines where output.count <= count {
            var fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if copy > 0 {
                fields[2] = String(fields[2].dropLast()) + "-\(copy)\""
                if fields[9] != "\"\"" { fields[9] = String(fields[9].dropLast()) + " \(copy)\"" }
            }
            output.append(fields.joined(separator: ","))
        }
        copy += 1
    }
    return Data((output.joined(separator: "\r\n") + "\r\n").utf8)
}

/// Peak resident memory in kB, from /proc/self/status.
func peakResidentKB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
}

guard FileManager.default.fileExists(atPath: testData.path) else {
    print("No test data at \(testData.path): pass the testdata folder as the first argument.")
    exit(2)
}

let importer = FileImporter(now: Date(timeIntervalSince1970: 1_718_452_800), timeZone: TimeZone(identifier: "America/Chicago")!)
let csv = try austinRows(csvRows)
let (csvSeconds, csvPreview) = try best {
    try importer.preview(of: csv, fileName: "austin-10000.csv", existingPets: [], existingRecipes: [])
}
print(String(format: "CSV: %d rows (%.1f MB) parsed and previewed in %.3f s (best of %d; budget %.1f s): %@",
             csvRows, Double(csv.count) / 1e6, csvSeconds, runs, csvBudget, csvPreview.summary))

let pageFolder = testData.appendingPathComponent("recipes-jsonld")
let pages = try FileManager.default.contentsOfDirectory(at: pageFolder, includingPropertiesForKeys: nil)
    .filter { $0.pathExtension == "testhtml" }
    .map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
let pageBytes = pages.reduce(0) { $0 + $1.1.count }
let (pagesSeconds, recipeCount) = best {
    pages.reduce(0) { count, page in
        count + ((try? importer.records(in: page.1, fileName: page.0)).map { records in
            if case .recipes(let result) = records { result.records.count } else { 0 }
        } ?? 0)
    }
}
print(String(format: "Recipe pages: %d files (%.1f MB, %d recipes) imported in %.3f s (best of %d; budget %.1f s)",
             pages.count, Double(pageBytes) / 1e6, recipeCount, pagesSeconds, runs, pagesBudget))

if let peak = peakResidentKB() {
    print(String(format: "Peak resident memory (VmHWM): %.1f MB", Double(peak) / 1024))
}
let withinBudget = csvSeconds <= csvBudget && pagesSeconds <= pagesBudget
print(withinBudget ? "Within budget." : "OVER BUDGET.")
exit(withinBudget ? 0 : 1)
