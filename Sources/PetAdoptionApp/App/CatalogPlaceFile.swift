import CGtk
import PetCore

/// Keeps Preferences' choice of where the catalog lives in a key file,
/// `$XDG_CONFIG_HOME/<app id>/catalog.ini` (inside the Flatpak, the app's own config
/// folder):
///
/// ```ini
/// [catalog]
/// place=shelter-server
/// host=db.shelter.example
/// port=5432
/// database=catalog
/// user=frontdesk
/// sslmode=verify-full
/// ```
///
/// The server's keys stay when the choice goes back to this computer, so Preferences
/// offers the same server again. No password is ever written here: it is in the keyring.
struct CatalogPlaceFile: CatalogPlaceStoring {
    /// The key file's path.
    let path: String

    private static let group = "catalog"
    private static let thisComputer = "this-computer"
    private static let shelterServer = "shelter-server"

    /// A file in `directory`, created on the first save.
    init(directory: String = CatalogPlaceFile.defaultDirectory) {
        path = directory + "/catalog.ini"
    }

    /// `$XDG_CONFIG_HOME/<app id>` (usually `~/.config/io.github.petadoption.PetAdoption`).
    static var defaultDirectory: String {
        String(cString: g_get_user_config_dir()) + "/" + AppIdentity.id
    }

    func load() -> CatalogPlace {
        guard let file = KeyFile(path: path), file.string(Self.group, "place") == Self.shelterServer,
              let address = Self.address(in: file)
        else { return .thisComputer }
        return .shelterServer(address)
    }

    var lastServerAddress: ShelterServerAddress? {
        KeyFile(path: path).flatMap(Self.address(in:))
    }

    func save(_ place: CatalogPlace) throws {
        let file = KeyFile(path: path) ?? KeyFile()
        file.set(place.serverAddress == nil ? Self.thisComputer : Self.shelterServer, Self.group, "place")
        if let address = place.serverAddress {
            file.set(address.host, Self.group, "host")
            file.set(Int32(address.port), Self.group, "port")
            file.set(address.database, Self.group, "database")
            file.set(address.user, Self.group, "user")
            file.set(address.tls.rawValue, Self.group, "sslmode")
            file.set(address.rootCertificateFile, Self.group, "sslrootcert")
        }
        try file.save(to: path)
    }

    /// The server's address the file keeps; `nil` when a part is missing or would reach
    /// another computer without TLS (a file edited by hand).
    private static func address(in file: KeyFile) -> ShelterServerAddress? {
        guard let host = file.string(group, "host"), !host.isEmpty,
              let port = file.integer(group, "port"), (1...65_535).contains(port),
              let database = file.string(group, "database"), !database.isEmpty,
              let user = file.string(group, "user"), !user.isEmpty
        else { return nil }
        let tls = file.string(group, "sslmode").flatMap(ShelterServerAddress.TLS.init(rawValue:))
        let address = ShelterServerAddress(
            host: host, port: Int(port), database: database, user: user, tls: tls,
            rootCertificateFile: file.string(group, "sslrootcert"))
        return address.tls == .disable && !address.isLocal ? nil : address
    }
}
