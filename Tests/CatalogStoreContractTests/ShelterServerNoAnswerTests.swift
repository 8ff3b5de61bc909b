import Foundation
import PetCore
@testable import PetServerStore
import PostgresNIO
import Testing

/// A server that stops answering (its processes stopped, as `SIGSTOP` or a network that
/// drops every packet leaves it): each request gives up within the desk's own time
/// limit, says so in plain words, writes nothing, and the desk works again once the
/// server answers.
@Suite(
    "Shelter server: a server that stops answering",
    .enabled(if: TestServer.isAvailable && TestServer.isOnThisComputer), .timeLimit(.minutes(1)))
struct ShelterServerNoAnswerTests {
    @Test func aRequestTheServerDoesNotAnswer_givesUpWithinTheLimit_andWritesNothing() async throws {
        let catalog = try await TestServer.makeCatalog()
        let desk = try await ShelterServer.open(catalog, password: nil, requestTimeout: .seconds(1))
        var pet = ContractRecords.plainPet("p1", name: "Bella")
        try await desk.savePet(pet)
        pet.name = "Bella Rose"

        let (elapsed, outcome) = try await TestServer.whileStopped(catalog.database) {
            let started = ContinuousClock.now
            let outcome: Result<Int64, any Error>
            do { outcome = .success(try await desk.updatePet(pet)) } catch { outcome = .failure(error) }
            return (ContinuousClock.now - started, outcome)
        }

        #expect(throws: ShelterServerError.noAnswer(host: catalog.host, seconds: 1, mayHaveSaved: false)) { try outcome.get() }
        // Not a minute, as postgres-nio's pool, or as long as TCP waits (a loaded test run
        // may delay the desk's own timer by a few seconds).
        #expect(elapsed >= Duration.seconds(1) && elapsed < Duration.seconds(30), "gave up after \(elapsed)")
        #expect(try await desk.loadPets().map(\.name) == ["Bella"], "nothing was written, and the desk works again")
        await desk.close()
    }

    @Test func aServerThatTakesTheConnectionAndSaysNothing_isGivenUpWithinTheLimit_asUnreachable() async throws {
        // A listening socket nobody accepts from: the system completes the connection,
        // and nothing ever answers the login, as a server that hangs.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                guard bind(listener, socketAddress, length) == 0, listen(listener, 8) == 0,
                      getsockname(listener, socketAddress, &length) == 0
                else { throw POSIXError(.EADDRNOTAVAIL) }
            }
        }
        let silent = ShelterServerAddress(host: "127.0.0.1", port: Int(UInt16(bigEndian: address.sin_port)), database: "shelter", user: "desk")

        let started = ContinuousClock.now
        let error = await #expect(throws: ShelterServerError.self) {
            _ = try await ShelterServer.open(silent, password: nil, requestTimeout: .seconds(1))
        }
        #expect(error == .noAnswer(host: "127.0.0.1", seconds: 1, mayHaveSaved: false))
        #expect(error?.isUnreachable == true)
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .seconds(1) && elapsed < .seconds(30), "gave up after \(elapsed)")
    }

    @Test func aDeskFollowingChanges_hearsThatTheServerStoppedAnswering_andCatchesUpOnceItIsBack() async throws {
        let catalog = try await TestServer.makeCatalog()
        let lobby = try await ShelterServer.open(catalog, password: nil, requestTimeout: .seconds(1))
        let heard = HeardReach()
        let opened = Date()
        let following = Task { await lobby.followChanges({ await heard.changed($0) }, onReach: { await heard.reach($0) }) }
        _ = try await TestServer.listeningBackend(in: catalog.database)

        try await TestServer.whileStopped(catalog.database) {
            try await heard.wait(for: "the server reported unreachable") { reaches, _ in reaches.count == 1 }
            // Another desk, on connections of its own, changes the catalog meanwhile.
            let front = try await ShelterServer.open(catalog, password: nil)
            try await front.savePet(ContractRecords.plainPet("p1", name: "Bella"))
            await front.close()
        }

        try await heard.wait(for: "the server back, and Bella") { reaches, pets in reaches.count == 2 && pets == ["Bella"] }
        let reaches = await heard.reaches
        guard case .unreachable(let since) = reaches[0] else { throw CancellationError() }
        #expect(since >= opened, "since the server last answered")
        #expect(reaches[1] == .reachable)
        following.cancel()
        await following.value
        await lobby.close()
    }

    @Test func theMessage_saysTheServerDidNotAnswer_andWhetherTheChangeMayHaveBeenSaved() {
        #expect(ShelterServerError.noAnswer(host: "shelterdb", seconds: 10, mayHaveSaved: false).message(.english)
            == "The shelter server at shelterdb did not answer within 10 seconds; nothing was changed. Try again once it is back.")
        #expect(ShelterServerError.noAnswer(host: "shelterdb", seconds: 10, mayHaveSaved: true).message(.english)
            == "The shelter server at shelterdb stopped answering within 10 seconds, as the change was being saved. "
            + "Whether it was saved shows once the server is back.")
        #expect(ShelterServerError.lostWhileSaving.message(.english)
            == "The connection to the shelter server broke as the change was being saved. "
            + "Whether it was saved shows once the server is back.")
    }
}

/// What a desk following changes heard: whether it listens, the reach it was told of, and
/// the pets it was shown; a test waits on it.
private actor HeardReach {
    private(set) var reaches: [ServerReach] = []
    private(set) var petNames: Set<String> = []

    func changed(_ changes: CatalogRecordChanges) {
        petNames.formUnion(changes.pets.changed.map(\.name))
    }

    func reach(_ reach: ServerReach) {
        reaches.append(reach)
    }

    /// Returns once `condition` holds; fails the test after twenty seconds without it.
    func wait(for what: String, _ condition: (_ reaches: [ServerReach], _ petNames: Set<String>) -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while !condition(reaches, petNames) {
            guard ContinuousClock.now < deadline else {
                Issue.record("Never heard \(what).")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
