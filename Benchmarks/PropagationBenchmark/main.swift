// How long a change made at one desk takes to reach another: the time from a pet's save
// returning at the first desk (its commit acknowledged) to the second desk being told,
// over a number of saves one after another; for two desks on the shelter's server (the
// change log and its notifications) and for two connections to one SQLite file (the
// file's change monitor, which has the other window read the catalog again).
//
//     swift run -c release PropagationBenchmark --server postgresql://… [--changes 1000]
//
// The server's catalog must be set up (`--set-up-server`) and the user may change it; the
// benchmark adds one pet there, edits it, and deletes it at the end. The SQLite file is
// made in a temporary folder.
import Foundation
import PetCore
import PetServerStore
import PetStore
import Synchronization

/// The value after `flag` on the command line.
func argument(_ flag: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let changes = argument("--changes").flatMap(Int.init) ?? 1_000
guard let uri = argument("--server") else {
    FileHandle.standardError.write(Data("usage: PropagationBenchmark --server URL [--changes N]\n".utf8))
    exit(2)
}

/// When each change was acknowledged at the first desk and when the second desk heard
/// of it, by the name the change gave the pet.
final class Arrivals: Sendable {
    private let state = Mutex<(sent: [String: ContinuousClock.Instant], heard: [String: ContinuousClock.Instant])>(([:], [:]))
    private let signal = AsyncStream<Void>.makeStream()

    func sent(_ name: String) { state.withLock { $0.sent[name] = .now } }

    func heard(_ names: [String]) {
        let now = ContinuousClock.now
        state.withLock { for name in names where $0.heard[name] == nil { $0.heard[name] = now } }
        signal.continuation.yield()
    }

    /// Waits until `name` was heard; false after 10 s without it.
    func wait(for name: String) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while state.withLock({ $0.heard[name] }) == nil {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }

    /// Milliseconds from sent to heard, per change heard.
    var delays: [Double] {
        state.withLock { state in
            state.sent.compactMap { name, sent in
                state.heard[name].map { Double(($0 - sent).components.attoseconds) / 1e15 + Double(($0 - sent).components.seconds) * 1_000 }
            }
        }
    }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func report(_ title: String, _ arrivals: Arrivals, lost: Int) {
    let delays = arrivals.delays
    print(String(format: "%@: %d changes, p50 %.2f ms, p99 %.2f ms, max %.2f ms, not heard %d", title, delays.count,
                 percentile(delays, 0.5), percentile(delays, 0.99), delays.max() ?? .nan, lost))
}

let pet = Pet(id: "propagation-benchmark", name: "Propagation 0", species: .dog,
              birthday: CalendarDate(year: 2020, month: 1, day: 1)!, dateAdded: Date())

// Two desks on the shelter's server.
let address = try ShelterServerAddress(uri: uri)
let password = ProcessInfo.processInfo.environment["PGPASSWORD"]
let front = try await ShelterServer.open(address, password: password)
let lobby = try await ShelterServer.open(address, password: password)
let serverArrivals = Arrivals()
let following = Task { await lobby.followChanges { serverArrivals.heard($0.pets.changed.map(\.name)) } }
var serverLost = 0
var edited = pet
try await front.savePet(edited)
for number in 1...changes {
    edited.name = "Propagation \(number)"
    try await front.savePet(edited)
    serverArrivals.sent(edited.name)
    if await !serverArrivals.wait(for: edited.name) { serverLost += 1 }
}
following.cancel()
await following.value
try await front.deletePet(id: pet.id)
await front.close()
await lobby.close()
report("Shelter server (change log, LISTEN/NOTIFY)", serverArrivals, lost: serverLost)

// Two connections to one SQLite file: the second hears of the first's commits through its
// change monitor (it would then read the catalog again).
@MainActor
func measureTheFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PropagationBenchmark-\(UUID().uuidString)")
    let location = DatabaseLocation(fileURL: folder.appendingPathComponent("catalog.sqlite"))
    let first = try CatalogDatabase.open(at: location, seed: { .empty }).database
    let second = try CatalogDatabase.open(at: location, seed: { .empty }).database
    let arrivals = Arrivals()
    let lastSent = Mutex("")
    let observation = second.observeChanges { _ in arrivals.heard([lastSent.withLock { $0 }]) }
    var lost = 0
    var edited = pet
    try await first.savePet(edited)
    for number in 1...changes {
        edited.name = "Propagation \(number)"
        lastSent.withLock { $0 = edited.name }
        try await first.savePet(edited)
        arrivals.sent(edited.name)
        if await !arrivals.wait(for: edited.name) { lost += 1 }
    }
    observation.cancel()
    try? FileManager.default.removeItem(at: folder)
    report("This computer (two connections to one SQLite file)", arrivals, lost: lost)
}

try await measureTheFile()
