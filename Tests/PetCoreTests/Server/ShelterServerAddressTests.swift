import PetCore
import Testing

/// A server address is read as libpq reads a connection URI, with the `PG*` environment
/// and libpq's defaults for what it leaves out; what would leak a password or send the
/// catalog unverified across a network is refused.
@Suite("Shelter server address")
struct ShelterServerAddressTests {
    private func address(_ uri: String, _ environment: [String: String] = [:]) throws -> ShelterServerAddress {
        try ShelterServerAddress(uri: uri, environment: environment, loginName: "frontdesk")
    }

    @Test func aFullURI_givesEveryPart() throws {
        let address = try address("postgresql://staff@db.shelter.example:5433/catalog")
        #expect(address.host == "db.shelter.example")
        #expect(address.port == 5433)
        #expect(address.user == "staff")
        #expect(address.database == "catalog")
        #expect(address.tls == .verifyFull)
        #expect(!address.isLocal)
    }

    @Test func whatTheURILeavesOut_comesFromTheEnvironment_thenLibpqsDefaults() throws {
        let bare = try address("postgresql://")
        #expect(bare.host == "/var/run/postgresql")
        #expect(bare.port == 5432)
        #expect(bare.user == "frontdesk")
        #expect(bare.database == "frontdesk")
        #expect(bare.tls == .disable)
        let fromEnvironment = try address("postgres:///catalog", [
            "PGHOST": "db.shelter.example", "PGPORT": "6432", "PGUSER": "lobby", "PGSSLROOTCERT": "/etc/shelter/ca.pem",
        ])
        #expect(fromEnvironment.host == "db.shelter.example")
        #expect(fromEnvironment.port == 6432)
        #expect(fromEnvironment.user == "lobby")
        #expect(fromEnvironment.database == "catalog")
        #expect(fromEnvironment.rootCertificateFile == "/etc/shelter/ca.pem")
    }

    @Test func theURI_winsOverTheEnvironment() throws {
        let address = try address("postgresql://staff@db/catalog", ["PGUSER": "lobby", "PGDATABASE": "other", "PGHOST": "elsewhere"])
        #expect(address.user == "staff")
        #expect(address.database == "catalog")
        #expect(address.host == "db")
    }

    @Test func percentEncodedParts_bracketedIPv6_andASocketFolder_areRead() throws {
        #expect(try address("postgresql://%2Fvar%2Frun%2Fshelter/catalog").host == "/var/run/shelter")
        #expect(try address("postgresql:///catalog?host=/tmp/pg&port=5499").isUnixSocket)
        let ipv6 = try address("postgresql://staff@[::1]:5433/catalog")
        #expect(ipv6.host == "::1")
        #expect(ipv6.port == 5433)
        #expect(ipv6.isLocal)
        #expect(try address("postgresql://st%40ff@db/cat%20alog").user == "st@ff")
        #expect(try address("postgresql://st%40ff@db/cat%20alog").database == "cat alog")
    }

    @Test func onlyThisMachine_isLocal() throws {
        for host in ["localhost", "127.0.0.1", "127.8.9.10", "::1", "/var/run/postgresql"] {
            #expect(try address("postgresql:///c?host=\(host)").isLocal, "\(host)")
        }
        for host in ["db", "10.0.0.5", "127.0.0.1.example.org", "localhost.example.org", "fe80::1"] {
            #expect(try !address("postgresql:///c?host=\(host)").isLocal, "\(host)")
        }
    }

    @Test func aPassword_isRefused_inTheURIAndItsParameters() {
        #expect(throws: ShelterServerAddressError.passwordInURI) { try address("postgresql://staff:secret@db/catalog") }
        #expect(throws: ShelterServerAddressError.passwordInURI) { try address("postgresql://staff@db/catalog?password=secret") }
        let message = ShelterServerAddressError.passwordInURI.message(.english)
        #expect(!message.contains("secret"))
    }

    @Test func tlsModes_thatDoNotVerify_areTakenOnlyOnThisMachine() throws {
        #expect(try address("postgresql://localhost/c?sslmode=require").tls == .disable)
        #expect(try address("postgresql://localhost/c?sslmode=verify-full").tls == .verifyFull)
        #expect(try address("postgresql://db/c?sslmode=verify-ca").tls == .verifyCA)
        for mode in ["disable", "allow", "prefer", "require"] {
            #expect(throws: ShelterServerAddressError.unverifiedRemote(mode)) { try address("postgresql://db/c?sslmode=\(mode)") }
        }
        #expect(throws: ShelterServerAddressError.unverifiedRemote("disable")) {
            try address("postgresql://db/c", ["PGSSLMODE": "disable"])
        }
        #expect(throws: ShelterServerAddressError.unknownTLSMode("strict")) { try address("postgresql://db/c?sslmode=strict") }
    }

    @Test func notAnAddress_anUnknownSetting_andABadPort_sayWhatIsWrong() throws {
        #expect(throws: ShelterServerAddressError.notAURI("db.shelter.example")) { try address("db.shelter.example") }
        #expect(throws: ShelterServerAddressError.notAURI("mysql://db/c")) { try address("mysql://db/c") }
        #expect(throws: ShelterServerAddressError.unknownParameter("sslcompression2")) { try address("postgresql://db/c?sslcompression2=1") }
        #expect(throws: ShelterServerAddressError.invalidPort("54x2")) { try address("postgresql://db:54x2/c") }
        #expect(throws: ShelterServerAddressError.invalidPort("70000")) { try address("postgresql://db:70000/c") }
        #expect(throws: ShelterServerAddressError.malformed("postgresql://[::1/c")) { try address("postgresql://[::1/c") }
        #expect(try address("postgresql://db/c?application_name=x&connect_timeout=3").host == "db")
    }
}
