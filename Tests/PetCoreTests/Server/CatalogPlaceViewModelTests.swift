import Foundation
import PetCore
import Testing

/// Preferences' choice of where the catalog lives: the server's fields are checked as
/// libpq would need them, Test Connection changes nothing, and opening a catalog keeps
/// the password in the keyring and the choice in the settings only once the server has
/// accepted the login; every failure says why and changes nothing.
@MainActor
@Suite("Choosing where the catalog lives")
struct CatalogPlaceViewModelTests {
    private let server = ShelterServerAddress(host: "db.shelter.example", port: 5432, database: "catalog", user: "frontdesk")

    /// A page with fakes for the settings, the keyring, the server and the window.
    private final class Desk {
        let places = FakePlaces()
        let keyring = FakeKeyring()
        var opened: [(CatalogPlace, String?)] = []
        var shown: [CatalogPlace] = []
        var testResult: Result<ServerConnectionCheck, ShelterServerAddressError> = .success(.mayChange)
        var openError: (any Error)?

        @MainActor
        func page(showing openPlace: CatalogPlace? = .thisComputer) -> CatalogPlaceViewModel {
            let result = testResult
            return CatalogPlaceViewModel(
                openPlace: openPlace, places: places, keyring: keyring,
                test: { _, _ in try result.get() },
                open: { [self] place, password in
                    opened.append((place, password))
                    if let openError { throw openError }
                    return { self.shown.append(place) }
                })
        }
    }

    private func fillIn(_ page: CatalogPlaceViewModel, password: String = "") {
        page.placeIndex = CatalogPlaceViewModel.shelterServerIndex
        page.host = " db.shelter.example "
        page.port = "5432"
        page.database = "catalog"
        page.user = "frontdesk"
        page.password = password
    }

    @Test func thisComputer_isTheDefault_andTheServerFieldsStartEmpty() {
        let page = Desk().page()
        #expect(page.placeIndex == CatalogPlaceViewModel.thisComputerIndex)
        #expect(!page.isServerChosen)
        #expect(page.host.isEmpty && page.database.isEmpty && page.user.isEmpty)
        #expect(page.port == "5432")
        #expect(page.openPlaceText == "Open now: this computer’s catalog.")
        #expect(!page.canOpen, "this computer's catalog is open already")
        #expect(!page.canTest)
    }

    @Test func theFieldsStart_fromTheOpenServer_orElseTheOneChosenLast() {
        let desk = Desk()
        let open = desk.page(showing: .shelterServer(server))
        #expect(open.isServerChosen)
        #expect(open.host == "db.shelter.example" && open.database == "catalog" && open.user == "frontdesk")
        #expect(open.openPlaceText == "Open now: catalog on db.shelter.example, as frontdesk.")

        desk.places.lastServerAddress = ShelterServerAddress(host: "10.0.0.5", port: 6432, database: "shelter", user: "lobby")
        let back = desk.page(showing: .thisComputer)
        #expect(!back.isServerChosen)
        #expect(back.host == "10.0.0.5" && back.port == "6432" && back.user == "lobby")
    }

    @Test func aMissingField_isSaidOnceTheUserTries_andNothingIsAsked() async {
        let desk = Desk()
        let page = desk.page()
        page.placeIndex = CatalogPlaceViewModel.shelterServerIndex
        #expect(page.hostError == nil, "an empty field being filled in is not wrong yet")
        await page.testConnection()
        #expect(page.hostError == "Enter the server’s host name or address.")
        #expect(page.databaseError == "Enter the name of the database that holds the catalog.")
        #expect(page.userError == "Enter the user name this desk logs in as.")
        #expect(page.status == .failed("Correct the server’s details first."))
        #expect(desk.keyring.stored.isEmpty)
        #expect(desk.opened.isEmpty)
    }

    @Test(arguments: ["0", "65536", "54 32", "port", ""])
    func aPort_isANumberFrom1To65535(_ port: String) {
        let page = Desk().page()
        fillIn(page)
        page.port = port
        #expect(page.portError == "The port is a number from 1 to 65535 (PostgreSQL’s is 5432).")
        #expect(page.serverAddress == nil)
    }

    @Test(arguments: ["postgresql://db.shelter.example", "db shelter", "db.shelter.example/catalog"])
    func aHost_isANameOrAnAddress_notAURI(_ host: String) async {
        let page = Desk().page()
        fillIn(page)
        page.host = host
        await page.testConnection()
        #expect(page.hostError == "Enter only the host’s name or address, such as db.shelter.example.")
    }

    @Test func aSocketFolder_isAHost_reachedWithoutTLS() {
        let page = Desk().page()
        fillIn(page)
        page.host = "/var/run/postgresql"
        #expect(page.hostError == nil)
        #expect(page.serverAddress?.tls == .disable)
    }

    @Test func anotherComputer_isReachedOverVerifiedTLS() {
        let page = Desk().page()
        fillIn(page)
        #expect(page.serverAddress == server)
        #expect(page.serverAddress?.tls == .verifyFull)
    }

    @Test func theOpenServersCertificateAuthority_andStricterTLS_areKept_whenItsAddressIsEdited() throws {
        let file = try CertificateFile()
        var secured = server
        secured.tls = .verifyCA
        secured.rootCertificateFile = file.path
        let page = Desk().page(showing: .shelterServer(secured))
        #expect(page.certificateAuthorityFile == file.path)
        page.database = "catalog2"
        #expect(page.serverAddress?.tls == .verifyCA)
        #expect(page.serverAddress?.rootCertificateFile == file.path)
    }

    @Test func aCertificateAuthorityFile_isUsedInPlaceOfTheSystems_andEmptyMeansTheSystems() throws {
        let file = try CertificateFile()
        let page = Desk().page()
        fillIn(page)
        #expect(page.serverAddress?.rootCertificateFile == nil)
        page.certificateAuthorityFile = " \(file.path) "
        #expect(page.certificateAuthorityError == nil)
        #expect(page.serverAddress?.rootCertificateFile == file.path)
        #expect(page.serverAddress?.tls == .verifyFull)
        page.certificateAuthorityFile = ""
        #expect(page.serverAddress?.rootCertificateFile == nil)
    }

    @Test(arguments: ["/no/such/ca.pem", "ca.pem", "/tmp"])
    func aCertificateAuthorityPath_thatIsNoReadableFile_isWrongAtOnce(path: String) {
        let page = Desk().page()
        fillIn(page)
        page.certificateAuthorityFile = path
        #expect(page.certificateAuthorityError
            == "There is no file to read at this path. Choose the CA file whoever runs the server gave you.")
        #expect(page.serverAddress == nil)
    }

    @Test func aCertificateAuthorityPath_inTheHomeFolder_mayStartWithATilde() throws {
        let file = try CertificateFile(in: FileManager.default.homeDirectoryForCurrentUser)
        let page = Desk().page()
        fillIn(page)
        page.certificateAuthorityFile = "~/" + file.url.lastPathComponent
        #expect(page.serverAddress?.rootCertificateFile == file.path)
    }

    /// A certificate authority's file made for one test, removed after it.
    private final class CertificateFile {
        let url: URL
        var path: String { url.path }

        init(in folder: URL = FileManager.default.temporaryDirectory) throws {
            url = folder.appendingPathComponent("test-ca-\(UUID().uuidString).pem")
            try Data("-----BEGIN CERTIFICATE-----\n".utf8).write(to: url)
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func testConnection_saysWhatTheDeskMayDo_andChangesNothing() async {
        let desk = Desk()
        desk.testResult = .success(.mayOnlyRead)
        let page = desk.page()
        fillIn(page, password: "typed")
        await page.testConnection()
        #expect(page.status == .succeeded("Connected. This desk may look at the shelter’s catalog, but not change it."))
        #expect(!page.isWorking)
        #expect(desk.keyring.stored.isEmpty)
        #expect(desk.places.saved.isEmpty)
        #expect(desk.opened.isEmpty)
    }

    @Test func testConnection_saysWhyItFailed() async {
        let desk = Desk()
        desk.testResult = .failure(.invalidPort("x"))
        let page = desk.page()
        fillIn(page)
        await page.testConnection()
        #expect(page.status == .failed("The server's port “x” is not a number from 1 to 65535."))
    }

    @Test func openingTheServer_logsInWithTheTypedPassword_thenKeepsItAndTheChoice_thenShowsIt() async {
        let desk = Desk()
        let page = desk.page()
        fillIn(page, password: "s3cret")
        #expect(await page.openChosenCatalog())
        #expect(desk.opened.map(\.0) == [.shelterServer(server)])
        #expect(desk.opened.map(\.1) == ["s3cret"])
        #expect(desk.keyring.stored == [server: "s3cret"])
        #expect(desk.places.saved == [.shelterServer(server)])
        #expect(desk.shown == [.shelterServer(server)])
        #expect(page.openPlace == .shelterServer(server))
        #expect(page.password.isEmpty, "the password is not kept on the page")
        #expect(!page.canOpen)
    }

    @Test func anEmptyPasswordField_leavesThePasswordToTheLogin() async {
        let desk = Desk()
        desk.keyring.stored = [server: "kept"]
        let page = desk.page()
        fillIn(page)
        await page.openChosenCatalog()
        #expect(desk.opened.map(\.1) == [nil], "the login finds PGPASSWORD or the kept one, only if the server asks")
        #expect(desk.keyring.storeCount == 0, "nothing new to keep")
    }

    @Test func aCatalogThatCannotBeOpened_changesNothing() async {
        let desk = Desk()
        desk.openError = ShelterServerAddressError.invalidPort("x")
        let page = desk.page()
        fillIn(page, password: "wrong")
        #expect(await !page.openChosenCatalog())
        #expect(page.status == .failed("The server's port “x” is not a number from 1 to 65535."))
        #expect(desk.keyring.stored.isEmpty, "a password the server did not take is not kept")
        #expect(desk.places.saved.isEmpty)
        #expect(desk.shown.isEmpty)
        #expect(page.openPlace == .thisComputer)
        #expect(page.password == "wrong", "the user corrects it rather than typing it again")
    }

    @Test func aKeyringThatCannotKeepThePassword_changesNothing() async {
        let desk = Desk()
        desk.keyring.failsToStore = true
        let page = desk.page()
        fillIn(page, password: "s3cret")
        #expect(await !page.openChosenCatalog())
        #expect(page.status.text.hasPrefix("The password could not be kept in the keyring, so nothing was changed:"))
        #expect(desk.places.saved.isEmpty)
        #expect(desk.shown.isEmpty)
    }

    @Test func goingBackToThisComputer_opensIt_andSavesTheChoice() async {
        let desk = Desk()
        let page = desk.page(showing: .shelterServer(server))
        page.placeIndex = CatalogPlaceViewModel.thisComputerIndex
        #expect(page.canOpen)
        #expect(await page.openChosenCatalog())
        #expect(desk.opened.map(\.0) == [.thisComputer])
        #expect(desk.opened.map(\.1) == [nil])
        #expect(desk.places.saved == [.thisComputer])
        #expect(page.status == .succeeded("Open now: this computer’s catalog."))
    }

    @Test func aServerThatCouldNotBeOpenedAtStartUp_isOfferedAgain_asItWas() async {
        let desk = Desk()
        desk.places.saved = [.shelterServer(server)]
        let page = desk.page(showing: nil)
        #expect(page.openPlaceText == "Open now: no catalog. The one chosen could not be opened.")
        #expect(page.isServerChosen)
        #expect(page.host == "db.shelter.example" && page.user == "frontdesk")
        #expect(page.canOpen, "the server may be back")
        #expect(await page.openChosenCatalog())
        #expect(desk.shown == [.shelterServer(server)])
    }

    @Test func theOpenServer_opensAgainOnlyWithANewPassword() {
        let page = Desk().page(showing: .shelterServer(server))
        #expect(!page.canOpen)
        page.password = "new"
        #expect(page.canOpen)
    }
}

/// Settings kept in memory.
private final class FakePlaces: CatalogPlaceStoring, @unchecked Sendable {
    var saved: [CatalogPlace] = []
    var lastServerAddress: ShelterServerAddress?

    func load() -> CatalogPlace { saved.last ?? .thisComputer }

    func save(_ place: CatalogPlace) throws { saved.append(place) }
}

/// A keyring kept in memory, which can be made to refuse.
private final class FakeKeyring: ServerPasswordKeeping, @unchecked Sendable {
    var stored: [ShelterServerAddress: String] = [:]
    var storeCount = 0
    var failsToStore = false

    func password(for address: ShelterServerAddress) throws -> String? { stored[address] }

    func store(_ password: String, for address: ShelterServerAddress) throws {
        if failsToStore { throw ShelterServerAddressError.passwordInURI }
        storeCount += 1
        stored[address] = password
    }
}
