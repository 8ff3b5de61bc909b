import Foundation
import Observation

/// Preferences' choice of where the catalog lives: "This Computer" (the default) or
/// "Shelter Server", with the server's host, port, database and user name, a password
/// for the keyring, Test Connection, and opening the chosen catalog in the window.
///
/// ```swift
/// let place = CatalogPlaceViewModel(openPlace: .thisComputer, places: store, keyring: keyring,
///                                   test: check, open: reopen, translator: translator)
/// place.placeIndex = 1                       // Shelter Server
/// place.host = "db.shelter.example"; place.database = "catalog"; place.user = "frontdesk"
/// place.password = "…"
/// await place.testConnection()               // status: "Connected. This desk may change…"
/// await place.openChosenCatalog()            // the window shows the shelter's catalog
/// ```
///
/// The password is never kept here longer than it takes to use it: an empty password
/// field leaves it to the login (`PGPASSWORD`, or the one in the keyring). It is stored in the keyring only once the
/// server has accepted it (the catalog opened), and the choice of place is saved then
/// too; a catalog that cannot be opened changes nothing.
@MainActor @Observable
public final class CatalogPlaceViewModel {
    /// Opens the catalog at a place with the password typed, if any (off the main actor
    /// where it waits),
    /// answering how to show it in the window; throws, in plain words, when it cannot be
    /// opened. Nothing has changed in the window until the answer is called.
    public typealias Opener = @MainActor (CatalogPlace, String?) async throws -> @MainActor () -> Void
    /// Logs in to the server at an address with the password typed, if any, and says
    /// what the desk may do.
    public typealias ConnectionTest = @Sendable (ShelterServerAddress, String?) async throws -> ServerConnectionCheck

    /// The index of "This Computer" in ``placeTitles``.
    public static let thisComputerIndex = 0
    /// The index of "Shelter Server" in ``placeTitles``.
    public static let shelterServerIndex = 1

    /// The chosen place: ``thisComputerIndex`` or ``shelterServerIndex``.
    public var placeIndex: Int
    /// The server's host name or address (or the folder of its Unix socket).
    public var host: String
    /// The server's port, as typed.
    public var port: String
    /// The database that holds the catalog.
    public var database: String
    /// The role this desk logs in as.
    public var user: String
    /// The file of the certificate authorities that signed the server's certificate
    /// (libpq's `sslrootcert`), for a shelter that signs its own; empty: the system's.
    public var certificateAuthorityFile: String
    /// A password typed for the server; empty: the one in the keyring, if any.
    public var password = ""
    /// What the page says under its buttons.
    public private(set) var status = WorkStatus.idle
    /// Whether a test or an opening is under way (the buttons wait for it).
    public private(set) var isWorking = false
    /// The catalog the window shows now; `nil` when none could be opened.
    public private(set) var openPlace: CatalogPlace?

    /// Whether a field's problem is shown: after Test Connection or Open was refused
    /// for it (a field being filled in is not wrong yet).
    private var showsErrors = false
    /// The protection of the open server, kept when its address is edited into another
    /// (Preferences has no field for it: a stricter one comes from a `--server` address
    /// an administrator gave).
    private let keptTLS: ShelterServerAddress.TLS?
    private let places: any CatalogPlaceStoring
    private let keyring: any ServerPasswordKeeping
    private let test: ConnectionTest
    private let open: Opener
    private let translator: Translator

    /// The page for a window that shows the catalog at `openPlace` (`nil`: none could be
    /// opened); the choice starts at the open catalog, or else the one chosen last, and
    /// the server fields at its server, or else the one chosen last, empty when there was
    /// none.
    public init(
        openPlace: CatalogPlace?, places: any CatalogPlaceStoring, keyring: any ServerPasswordKeeping,
        test: @escaping ConnectionTest, open: @escaping Opener, translator: Translator = .english
    ) {
        self.openPlace = openPlace
        self.places = places
        self.keyring = keyring
        self.test = test
        self.open = open
        self.translator = translator
        let chosen = openPlace ?? places.load()
        let address = chosen.serverAddress ?? places.lastServerAddress
        placeIndex = chosen.serverAddress == nil ? Self.thisComputerIndex : Self.shelterServerIndex
        host = address?.host ?? ""
        port = String(address?.port ?? ShelterServerAddress.defaultPort)
        database = address?.database ?? ""
        user = address?.user ?? ""
        certificateAuthorityFile = address?.rootCertificateFile ?? ""
        keptTLS = address?.tls
    }

    // MARK: The page's words

    /// The choices of place, in order.
    public var placeTitles: [String] { [translator.tr("This Computer"), translator.tr("Shelter Server")] }

    /// What each choice means, in ``placeTitles``' order.
    public var placeSubtitles: [String] {
        [
            translator.tr("A catalog of your own, kept in your home folder"),
            translator.tr("The shelter’s catalog, shared by every desk"),
        ]
    }

    /// Which catalog the window shows now.
    public var openPlaceText: String {
        switch openPlace {
        case nil:
            translator.tr("Open now: no catalog. The one chosen could not be opened.")
        case .thisComputer:
            translator.tr("Open now: this computer’s catalog.")
        case .shelterServer(let address):
            // TRANSLATORS: the catalog open now: "Open now: catalog on db.shelter.example, as frontdesk."
            translator.tr("Open now: %1$@ on %2$@, as %3$@.", address.database, address.host, address.user)
        }
    }

    /// Whether the server's fields apply (Shelter Server is chosen).
    public var isServerChosen: Bool { placeIndex == Self.shelterServerIndex }

    /// Whether Test Connection may be pressed.
    public var canTest: Bool { isServerChosen && !isWorking }

    /// Whether Open Catalog may be pressed: the choice is another catalog than the open
    /// one, or the same server with a new password.
    public var canOpen: Bool {
        guard !isWorking else { return false }
        guard isServerChosen else { return openPlace != .thisComputer }
        guard let address = serverAddress else { return true }  // Open says what is wrong.
        return CatalogPlace.shelterServer(address) != openPlace || !password.isEmpty
    }

    // MARK: Fields

    /// What is wrong with the host, once shown.
    public var hostError: String? { shown(hostProblem) }
    /// What is wrong with the port, shown at once: a port is a number or nothing.
    public var portError: String? { isServerChosen ? portProblem : nil }
    /// What is wrong with the database, once shown.
    public var databaseError: String? { shown(databaseProblem) }
    /// What is wrong with the user name, once shown.
    public var userError: String? { shown(userProblem) }
    /// What is wrong with the certificate authorities' file, shown at once: a path is a
    /// readable file or nothing.
    public var certificateAuthorityError: String? { isServerChosen ? certificateAuthorityProblem : nil }

    private func shown(_ problem: String?) -> String? { showsErrors && isServerChosen ? problem : nil }

    private var trimmedHost: String { host.trimmingCharacters(in: .whitespacesAndNewlines) }

    private var hostProblem: String? {
        let host = trimmedHost
        if host.isEmpty { return translator.tr("Enter the server’s host name or address.") }
        // A URI belongs on the command line (--server); a host is a name, an address, or a socket's folder.
        if host.contains("://") || host.contains(where: \.isWhitespace) || (!host.hasPrefix("/") && host.contains("/")) {
            return translator.tr("Enter only the host’s name or address, such as db.shelter.example.")
        }
        return nil
    }

    private var portNumber: Int? {
        Int(port.trimmingCharacters(in: .whitespaces)).flatMap { (1...65_535).contains($0) ? $0 : nil }
    }

    private var portProblem: String? {
        portNumber == nil ? translator.tr("The port is a number from 1 to 65535 (PostgreSQL’s is 5432).") : nil
    }

    private var databaseProblem: String? {
        database.trimmingCharacters(in: .whitespaces).isEmpty ? translator.tr("Enter the name of the database that holds the catalog.") : nil
    }

    private var userProblem: String? {
        user.trimmingCharacters(in: .whitespaces).isEmpty ? translator.tr("Enter the user name this desk logs in as.") : nil
    }

    /// The certificate authorities' file as a full path; `nil` when the field is empty.
    private var certificateAuthorityPath: String? {
        let path = certificateAuthorityFile.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : NSString(string: path).expandingTildeInPath
    }

    private var certificateAuthorityProblem: String? {
        guard let path = certificateAuthorityPath else { return nil }
        var isFolder: ObjCBool = false
        guard path.hasPrefix("/"), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              FileManager.default.isReadableFile(atPath: path)
        else { return translator.tr("There is no file to read at this path. Choose the CA file whoever runs the server gave you.") }
        return nil
    }

    /// The server's address the fields give; `nil` while one of them is wrong.
    public var serverAddress: ShelterServerAddress? {
        guard hostProblem == nil, let port = portNumber, databaseProblem == nil, userProblem == nil,
              certificateAuthorityProblem == nil
        else { return nil }
        let host = trimmedHost
        var address = ShelterServerAddress(
            host: host, port: port, database: database.trimmingCharacters(in: .whitespaces),
            user: user.trimmingCharacters(in: .whitespaces))
        // Stricter than the default: kept, unless it would mean no TLS to another machine.
        if let keptTLS, keptTLS != .disable || address.isLocal { address.tls = keptTLS }
        address.rootCertificateFile = certificateAuthorityPath
        return address
    }

    /// The chosen place; `nil` (and every field's problem shown) while the server's
    /// fields are wrong.
    private func chosenPlace() -> CatalogPlace? {
        guard isServerChosen else { return .thisComputer }
        showsErrors = true
        return serverAddress.map { .shelterServer($0) }
    }

    // MARK: Intents

    /// Logs in to the server the fields give, with the password typed or kept, and says
    /// in ``status`` what the desk may do there or why it could not log in. Changes
    /// nothing, on the server or here.
    public func testConnection() async {
        guard canTest else { return }
        guard case .shelterServer(let address)? = chosenPlace() else {
            status = .failed(translator.tr("Correct the server’s details first."))
            return
        }
        await work(translator.tr("Connecting to %1$@…", address.host)) {
            let check = try await test(address, typedPassword)
            return .succeeded(check.message(translator))
        }
    }

    /// Opens the chosen catalog in the window: logs in (for a server), then keeps a typed
    /// password in the keyring and the choice for the next run, then shows the catalog.
    /// When any step fails, ``status`` says why and nothing changes.
    ///
    /// - Returns: whether the window now shows the chosen catalog.
    @discardableResult
    public func openChosenCatalog() async -> Bool {
        guard canOpen else { return false }
        guard let place = chosenPlace() else {
            status = .failed(translator.tr("Correct the server’s details first."))
            return false
        }
        let doing = switch place {
        case .thisComputer: translator.tr("Opening this computer’s catalog…")
        case .shelterServer(let address): translator.tr("Opening the catalog on %1$@…", address.host)
        }
        var opened = false
        await work(doing) {
            let show = try await open(place, place.serverAddress == nil ? nil : typedPassword)
            if let address = place.serverAddress, !password.isEmpty {
                let typed = password
                do {
                    try await Task.detached { [keyring] in try keyring.store(typed, for: address) }.value
                } catch {
                    throw KeptNothing(reason: translator.tr(
                        "The password could not be kept in the keyring, so nothing was changed: %1$@",
                        FailureMessage.reason(of: error, translator: translator)))
                }
            }
            do {
                try places.save(place)
            } catch {
                throw KeptNothing(reason: translator.tr(
                    "The choice could not be saved, so nothing was changed: %1$@", FailureMessage.reason(of: error, translator: translator)))
            }
            openPlace = place
            password = ""
            show()
            opened = true
            return .succeeded(openPlaceText)
        }
        return opened
    }

    /// Runs `body` with ``status`` saying `doing` and the buttons waiting; then
    /// ``status`` is what it returned, or the reason it threw.
    private func work(_ doing: String, _ body: () async throws -> WorkStatus) async {
        isWorking = true
        status = .working(doing)
        do {
            status = try await body()
        } catch {
            status = .failed(FailureMessage.reason(of: error, translator: translator))
        }
        isWorking = false
    }

    /// The password typed; `nil` when the field is empty, and the opener and the test
    /// then find one as every login does (`PGPASSWORD`, or the keyring once the server
    /// asks for a password).
    private var typedPassword: String? { password.isEmpty ? nil : password }

    /// A step after the login failed; the words say that nothing changed.
    private struct KeptNothing: TranslatableError {
        let reason: String
        func message(_ translator: Translator) -> String { reason }
    }
}
