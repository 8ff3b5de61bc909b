// Search-as-you-type over 100,000 generated pets, timed per keystroke the way the list
// view uses the view model: search, diff the visible ids, read the count line and the
// first screenful of rows.
//
//     swift run -c release --static-swift-stdlib -Xswiftc -use-ld=lld SearchBenchmark [--pause-ms 20]
import Foundation
import PetCore

let petCount = 100_000
let queryCount = 24
let queryLength = 6
let screenful = 20
/// People do not type hundreds of letters a second: the main loop idles between key
/// presses. The default, 20 ms, is a very fast typist (50 keys a second); the pause is
/// not timed. `--pause-ms 0` replays the keystrokes back to back.
let pauseBetweenKeystrokes: Double = {
    let arguments = CommandLine.arguments
    guard let flag = arguments.firstIndex(of: "--pause-ms"), flag + 1 < arguments.count,
          let milliseconds = Double(arguments[flag + 1]), milliseconds >= 0
    else { return 0.02 }
    return milliseconds / 1_000
}()

let now = Date(timeIntervalSince1970: 1_780_000_000)
let context = DisplayContext(now: { now })

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

func format(_ value: Double) -> String {
    String(format: "%.3f ms", value)
}

/// The process's peak resident set size, from /proc/self/status.
func peakResidentSize() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return "unavailable" }
    return line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
}

/// CPU time this thread has used, in milliseconds: unlike the wall clock, it does not
/// count the time the scheduler gave to other processes on a busy machine.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1e6
}

let clock = ContinuousClock()

var start = clock.now
let pets = PetGenerator(seed: 7).makePets(count: petCount, today: context.today, now: now)
print("Generated \(petCount) pets in \(format(milliseconds(clock.now - start)))")

start = clock.now
let catalog = PetCatalog(repository: InMemoryCatalogStore(pets: pets), context: context)
await catalog.load()
print("Loaded them into a catalog in \(format(milliseconds(clock.now - start)))")

start = clock.now
let list = PetListViewModel(catalog: catalog)
var shownIDs = list.visibleRowIDs
print("Built the list view model (search index, name order, first rows) in \(format(milliseconds(clock.now - start)))")
print("List shows \(list.countText)")

// Queries taken from generated names (alternately their start and their middle), so
// they match: typed letter by letter, then deleted letter by letter.
var queries: [String] = []
var candidate = 0
while queries.count < queryCount, candidate < pets.count {
    let letters = Array(pets[candidate].name.lowercased())
    let offset = queries.count.isMultiple(of: 2) ? 0 : 1
    if letters.count >= offset + queryLength {
        let query = String(letters[offset..<(offset + queryLength)])
        if !queries.contains(query) { queries.append(query) }
    }
    candidate += 389
}

func percentile(_ fraction: Double, of times: [Double]) -> Double {
    let sorted = times.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}

var checksum = 0

/// Types every query letter by letter and deletes it, timing each keystroke, and prints
/// the figures under `label`.
@MainActor func typeQueries(_ label: String, details: Bool) {
    var keystrokes: [Double] = []
    var keystrokeCPUTimes: [Double] = []
    var slowest = (time: 0.0, text: "")
    var typingByLength = [[Double]](repeating: [], count: queryLength + 1)
    for query in queries {
        let letters = Array(query)
        let typing = (1...queryLength).map { String(letters[..<$0]) }
        let deleting = (0..<queryLength).reversed().map { String(letters[..<$0]) }
        for text in typing + deleting {
            if pauseBetweenKeystrokes > 0 { usleep(useconds_t(pauseBetweenKeystrokes * 1_000_000)) }
            let keystroke = clock.now
            let keystrokeCPU = threadCPUMilliseconds()
            list.search(text)
            let ids = list.visibleRowIDs
            let change = ids.difference(from: shownIDs)
            shownIDs = ids
            checksum &+= change.position &+ change.removed &+ change.inserted
            checksum &+= list.countText.utf8.count
            for position in 0..<min(screenful, list.visibleCount) {
                let row = list.row(at: position)
                checksum &+= row.name.utf8.count &+ row.subtitle.utf8.count
                checksum &+= row.adoptionFeeText.utf8.count &+ row.statusText.utf8.count
            }
            let time = milliseconds(clock.now - keystroke)
            keystrokeCPUTimes.append(threadCPUMilliseconds() - keystrokeCPU)
            keystrokes.append(time)
            if time > slowest.time { slowest = (time, text) }
            if typing.contains(text) { typingByLength[text.count].append(time) }
        }
    }
    print("\(label): median \(format(percentile(0.5, of: keystrokes))), p99 \(format(percentile(0.99, of: keystrokes))), max \(format(slowest.time)) (at “\(slowest.text)”)")
    guard details else { return }
    let typingMedians = (1...queryLength).map { format(typingByLength[$0].sorted()[typingByLength[$0].count / 2]) }
    print("Typing the 1st … \(queryLength)th letter, median: \(typingMedians.joined(separator: ", "))")
    print("CPU time per keystroke: median \(format(percentile(0.5, of: keystrokeCPUTimes))), p99 \(format(percentile(0.99, of: keystrokeCPUTimes))), max \(format(keystrokeCPUTimes.max() ?? 0))")
}

print("\(queries.count) queries of \(queryLength) letters, \(queries.count * queryLength * 2) keystrokes \(Int(pauseBetweenKeystrokes * 1_000)) ms apart")
typeQueries("Per keystroke", details: true)

// The same typing under adopters' filter combinations: the filter narrows first, then
// the search runs over what passed.
let filterCombinations: [(String, PetFilter)] = [
    ("small or medium dogs good with children", PetFilter(species: [.dog], sizes: [.small, .medium], goodWith: [.children])),
    ("house-trained females good with cats and dogs", PetFilter(sexes: [.female], goodWith: [.cats, .dogs], houseTrainedOnly: true)),
    ("special-needs seniors", PetFilter(ageGroups: [.senior], specialNeedsOnly: true)),
    ("available extra-large males", PetFilter(sizes: [.extraLarge], sexes: [.male], statuses: [.available])),
    ("every kind of filter at once", PetFilter(
        species: [.dog, .cat], ageGroups: [.young, .adult], sizes: [.medium, .large], sexes: [.male, .female],
        goodWith: [.children], houseTrainedOnly: true, rarities: [.common, .rare], statuses: [.available, .pending])),
]
for (name, filter) in filterCombinations {
    list.clearSearch()
    list.setFilter(filter)
    typeQueries("With \(name) (\(list.visibleCount) pets pass)", details: false)
}
list.clearFilters()
print("(checksum \(checksum))")

// Other intents over the same catalog, once each: what a click costs.
@MainActor func timeOnce(_ label: String, _ action: () async -> Void) async {
    let begin = clock.now
    await action()
    checksum &+= list.visibleCount &+ list.countText.utf8.count
    print("\(label): \(format(milliseconds(clock.now - begin)))")
}
list.clearSearch()
for order in [PetSortOrder.age, .fee, .newest, .name] {
    await timeOnce("Sort by \(order.title(in: list.context).lowercased()) (first time)") { list.sort(by: order) }
}
await timeOnce("Filter to available dogs") { list.setFilter(PetFilter(species: [.dog], statuses: [.available])) }
await timeOnce("Search “ba” within the filter") { list.search("ba") }
list.select(list.rowID(at: 0))
await timeOnce("Adopt the first row from its detail page (row leaves the filtered list)") { await list.selected?.adopt() }
await timeOnce("Undo the adoption") { await list.selected?.undoAdoption() }
print("Peak RSS (VmHWM): \(peakResidentSize())")
