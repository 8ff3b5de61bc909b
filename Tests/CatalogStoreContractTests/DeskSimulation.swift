import Foundation
import PetCore
@testable import PetServerStore
import PostgresNIO
import Testing

/// Several desks on one server catalog at once, as a busy Saturday has them: each desk a
/// pool of its own (``ShelterServer``) under a ``PetCatalog`` that follows the other
/// desks' changes, each adding, editing, deleting, adopting and undoing adoptions of the
/// pets it shows, at random (seeded), for a while; then every desk waits to show what the
/// server holds.
///
/// What it checks, in ``Report``: every write a desk was told succeeded is still there
/// (or a later one, or a deletion, replaced it); every edit was saved over the version it
/// was made from, never over a change its desk had not seen; every refusal was a conflict the desk was
/// told of in plain words (or the server not answering, while it was stopped); no pet has
/// two adoptions standing; every desk ends showing exactly the server's catalog.
@MainActor
final class DeskSimulation {
    /// What a run did and found.
    struct Report: CustomStringConvertible {
        var operations = 0
        var conflicts = 0
        var adoptionsContended = 0
        var adoptionsWon = 0
        var refusedWhileAway = 0
        /// The longest a desk took from its last request the server did not take to its
        /// next one it did: at most the server's absence plus the time to connect again.
        var longestRecovery: Duration = .zero
        /// Errors that were neither a conflict nor the server away: each a failure.
        var unexpected: [String] = []
        /// Acknowledged writes the server no longer holds, nor a later one of the pet.
        var missing: [String] = []
        /// Edits saved over a version other than the one they were made from: another
        /// desk's change lost.
        var blindOverwrites: [String] = []
        /// Pets with more than one adoption standing, or whose status disagrees with theirs.
        var adoptionErrors: [String] = []
        /// From the last write to every desk showing the server's catalog.
        var convergence: Duration = .zero

        var description: String {
            "\(operations) operations, \(conflicts) conflicts reported, \(adoptionsContended) adoptions contended and "
                + "\(adoptionsWon) won, \(refusedWhileAway) refused while the server was away (back to work within "
                + "\(longestRecovery.formatted(.units(allowed: [.milliseconds])))), converged in "
                + "\(convergence.formatted(.units(allowed: [.milliseconds])))"
        }
    }

    private struct Acknowledged {
        let petID: Pet.ID
        let version: Int64
        let name: String?
    }

    private let catalog: ShelterServerAddress
    private var report = Report()
    private var acknowledged: [Acknowledged] = []
    private var deleted: Set<Pet.ID> = []

    private init(catalog: ShelterServerAddress) {
        self.catalog = catalog
    }

    /// Runs `desks` desks on `catalog` for `duration`, stopping the server's processes of
    /// the catalog for `pause` halfway through when given; each desk's requests give up
    /// after `requestTimeout`.
    static func run(
        on catalog: ShelterServerAddress, desks count: Int, for duration: Duration, seed: UInt64,
        pause: Duration? = nil, requestTimeout: Duration = .seconds(1)
    ) async throws -> Report {
        let simulation = DeskSimulation(catalog: catalog)
        var desks: [Desk] = []
        for number in 1...count {
            desks.append(try await Desk(number: number, catalog: catalog, seed: seed &+ UInt64(number), requestTimeout: requestTimeout))
        }
        let end = ContinuousClock.now + duration
        await withTaskGroup(of: Void.self) { group in
            for desk in desks {
                group.addTask { await simulation.work(at: desk, until: end) }
            }
            if let pause {
                group.addTask {
                    try? await Task.sleep(for: duration / 2)
                    _ = try? await TestServer.whileStopped(catalog.database) { try await Task.sleep(for: pause) }
                }
            }
        }
        try await simulation.check(desks)
        for desk in desks { await desk.close() }
        return simulation.report
    }

    // MARK: Working

    private func work(at desk: Desk, until end: ContinuousClock.Instant) async {
        var lastRefusal: ContinuousClock.Instant?
        while ContinuousClock.now < end {
            do {
                try await act(at: desk)
                report.operations += 1
                if let refused = lastRefusal {
                    report.longestRecovery = max(report.longestRecovery, ContinuousClock.now - refused)
                    lastRefusal = nil
                }
            } catch is EditConflict<Pet> {
                report.conflicts += 1
            } catch let conflict as AdoptionConflict {
                report.conflicts += 1
                if conflict == .alreadyAdopted { report.adoptionsContended += 1 }
            } catch ShelterServerError.unknownPet {
                report.conflicts += 1  // Deleted at another desk meanwhile.
            } catch ShelterServerError.noAnswer, ShelterServerError.connectionLost, ShelterServerError.lostWhileSaving,
                ShelterServerError.cannotConnect {
                report.refusedWhileAway += 1
                lastRefusal = ContinuousClock.now
            } catch {
                report.unexpected.append("desk \(desk.number): \(error)")
            }
        }
    }

    private func act(at desk: Desk) async throws {
        let shown = desk.catalog.pets
        let roll = shown.isEmpty ? 0 : desk.random(100)
        switch roll {
        case 0..<20:
            desk.made += 1
            let pet = ContractRecords.plainPet("d\(desk.number)-\(desk.made)", name: "Pet \(desk.number).\(desk.made)")
            let stored = try await desk.catalog.save(pet)
            acknowledged.append(Acknowledged(petID: stored.id, version: stored.version, name: stored.name))
        case 20..<55:
            var pet = shown[desk.random(shown.count)]
            desk.made += 1
            pet.name = "Edited \(desk.number).\(desk.made)"
            let stored = try await desk.catalog.update(pet)
            if stored.version != pet.version + 1 {
                report.blindOverwrites.append("\(pet.id): an edit of v\(pet.version) was stored as v\(stored.version)")
            }
            acknowledged.append(Acknowledged(petID: stored.id, version: stored.version, name: stored.name))
        case 55..<62:
            let id = shown[desk.random(shown.count)].id
            do {
                try await desk.catalog.delete(petID: id)
            } catch ShelterServerError.noAnswer(_, _, mayHaveSaved: true), ShelterServerError.lostWhileSaving {
                deleted.insert(id)  // The server may have deleted it before it stopped answering.
                throw ShelterServerError.connectionLost
            }
            deleted.insert(id)
        case 62..<85:
            let available = shown.filter { $0.status != .adopted }
            guard !available.isEmpty else { return }
            let pet = available[desk.random(available.count)]
            let receipt = try await desk.catalog.recordAdoption(petID: pet.id)
            report.adoptionsWon += 1
            desk.adoptions.append((pet.id, pet.status, receipt))
            acknowledged.append(Acknowledged(petID: pet.id, version: receipt.petVersion, name: nil))
        default:
            guard let (id, before, receipt) = desk.adoptions.popLast() else { return }
            try await desk.catalog.undoAdoption(petID: id, restoring: before, receipt: receipt)
            acknowledged.append(Acknowledged(petID: id, version: receipt.petVersion + 1, name: nil))
        }
    }

    // MARK: Checking

    private func check(_ desks: [Desk]) async throws {
        let finished = ContinuousClock.now
        let truth = try await desks[0].server.loadPets().sorted { $0.id < $1.id }
        let deadline = finished + .seconds(30)
        for desk in desks {
            while desk.catalog.pets.sorted(by: { $0.id < $1.id }) != truth {
                guard ContinuousClock.now < deadline else {
                    Issue.record("Desk \(desk.number) never showed the server's catalog.")
                    return
                }
                try await Task.sleep(for: .milliseconds(10))
            }
        }
        report.convergence = ContinuousClock.now - finished
        let stored = Dictionary(uniqueKeysWithValues: truth.map { ($0.id, $0) })
        for write in acknowledged {
            guard let pet = stored[write.petID] else {
                if !deleted.contains(write.petID) { report.missing.append("\(write.petID) v\(write.version): gone, never deleted") }
                continue
            }
            if pet.version < write.version || (pet.version == write.version && write.name.map { $0 != pet.name } == true) {
                report.missing.append("\(write.petID) v\(write.version) \(write.name ?? ""): the server holds v\(pet.version) \(pet.name)")
            }
        }
        let standing = try await Self.standingAdoptions(in: catalog.database)
        for pet in truth where (pet.status == .adopted) != (standing[pet.id] == 1) {
            report.adoptionErrors.append("\(pet.id): \(pet.status), \(standing[pet.id] ?? 0) adoptions standing")
        }
    }

    /// How many adoptions not undone each pet of `database` has.
    private nonisolated static func standingAdoptions(in database: String) async throws -> [Pet.ID: Int] {
        try await TestServer.admin(database) { connection in
            var counts: [Pet.ID: Int] = [:]
            let rows = try await connection.query(
                "SELECT pet_id, count(*)::int FROM adoption WHERE NOT is_undone GROUP BY pet_id", logger: TestServer.logger)
            for try await (id, count) in rows.decode((String, Int).self) { counts[id] = count }
            return counts
        }
    }
}

/// One desk of a ``DeskSimulation``.
@MainActor
private final class Desk {
    let number: Int
    let server: ShelterServer
    let catalog: PetCatalog
    /// This desk's adoptions, newest last, with the status each pet had before.
    var adoptions: [(Pet.ID, AdoptionStatus, AdoptionReceipt)] = []
    /// How many pets or names this desk made up.
    var made = 0
    private var generator: SplitMix64
    private var following: Task<Void, Never>?

    init(number: Int, catalog address: ShelterServerAddress, seed: UInt64, requestTimeout: Duration) async throws {
        self.number = number
        generator = SplitMix64(seed: seed)
        server = try await ShelterServer.open(address, password: nil, requestTimeout: requestTimeout)
        catalog = PetCatalog(repository: server, favourites: InMemoryCatalogStore(), context: DisplayContext())
        await catalog.load()
        following = Task { [server, catalog] in
            await server.followChanges { changes in await catalog.apply(changes) }
        }
    }

    /// A number below `bound`, from this desk's seeded sequence.
    func random(_ bound: Int) -> Int {
        Int(generator.next() % UInt64(bound))
    }

    func close() async {
        following?.cancel()
        await following?.value
        await server.close()
    }
}

/// A small seeded random number generator (SplitMix64), so a run can be repeated.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
