import Foundation
import PetCore
@testable import PetServerStore
import PostgresNIO
import Testing

/// What only the server store has: its own schema versions, set up once by whoever owns
/// the database.
@Suite("Shelter server: schema", .enabled(if: TestServer.isAvailable))
struct ShelterServerSchemaTests {
    @Test func settingUpAgain_appliesNothing() async throws {
        let address = TestServer.adminAddress(try await TestServer.makeDatabase())
        let first = try await ShelterServer.setUp(address, password: nil)
        let second = try await ShelterServer.setUp(address, password: nil)
        #expect(first == ServerSchema.migrations.map { "\($0.version): \($0.summary)" })
        #expect(first.count == 5)
        #expect(second.isEmpty)
    }

    @Test func aNewCatalog_startsEmpty() async throws {
        let server = try await ShelterServer.open(try await TestServer.makeCatalog(), password: nil)
        #expect(try await server.loadPets().isEmpty)
        #expect(try await server.loadRecipes().isEmpty)
        await server.close()
    }

    @Test func aCatalogFromANewerVersion_isRefused_andLeftAsItIs() async throws {
        let address = try await TestServer.makeCatalog()
        try await TestServer.execute("INSERT INTO schema_migration (version, summary) VALUES (999, 'from the future')", in: address.database)
        await #expect(throws: ShelterServerError.newerSchema(database: address.database)) {
            _ = try await ShelterServer.open(address, password: nil)
        }
        await #expect(throws: ShelterServerError.newerSchema(database: address.database)) {
            try await ShelterServer.setUp(address, password: nil)
        }
        let versions = try await TestServer.admin(address.database) { connection in
            var versions: [Int] = []
            for try await version in try await connection.query("SELECT version FROM schema_migration ORDER BY version", logger: TestServer.logger)
                .decode(Int.self) { versions.append(version) }
            return versions
        }
        #expect(versions == ServerSchema.migrations.map(\.version) + [999])
    }

    @Test func anEmptyDatabase_isSetUpByTheFirstDeskThatMay() async throws {
        let address = TestServer.adminAddress(try await TestServer.makeDatabase())
        let server = try await ShelterServer.open(address, password: nil)
        #expect(try await server.loadPets().isEmpty)
        await server.close()
    }

    @Test func anEmptyDatabase_isNotSetUpByADeskThatMayNot_andItSaysWhoShould() async throws {
        let database = try await TestServer.makeDatabase()
        let user = try await TestServer.makeUser(memberOf: nil)
        var address = TestServer.adminAddress(database)
        address.user = user
        await #expect(throws: ShelterServerError.mayNotSetUp(user: user)) {
            _ = try await ShelterServer.open(address, password: nil)
        }
    }

    @Test func everyCaseOfEveryKind_isAllowedByTheSchema() async throws {
        let server = try await ShelterServer.open(try await TestServer.makeCatalog(), password: nil)
        var pets: [Pet] = []
        for (index, species) in Species.allCases.enumerated() {
            var pet = ContractRecords.plainPet("species-\(index)", name: "Pet \(index)")
            pet.species = species
            pets.append(pet)
        }
        func vary<Value>(_ values: [Value], _ set: (inout Pet, Value) -> Void) {
            for (index, value) in values.enumerated() where index < pets.count { set(&pets[index], value) }
        }
        vary(Sex.allCases) { $0.sex = $1 }
        vary(Rarity.allCases) { $0.rarity = $1 }
        vary(AdoptionStatus.allCases) { $0.status = $1 }
        vary(YesNoAnswer.allCases) { $0.goodWithCats = $1; $0.details.vaccinated = $1 }
        vary(PetSize.allCases) { $0.details.size = $1 }
        vary(CoatLength.allCases) { $0.details.coatLength = $1 }
        vary(WeightUnit.allCases) { $0.details.weight = PetWeight(3, $1) }
        #expect(Species.allCases.count >= max(PetSize.allCases.count, CoatLength.allCases.count))
        for pet in pets { try await server.savePet(pet) }
        #expect(Set(try await server.loadPets()) == Set(pets))
        for difficulty in RecipeDifficulty.allCases {
            var recipe = ContractRecords.recipe("r-\(difficulty.rawValue)")
            recipe.difficulty = difficulty
            try await server.saveRecipe(recipe)
        }
        #expect(Set(try await server.loadRecipes().map(\.difficulty)) == Set(RecipeDifficulty.allCases))
        await server.close()
    }
}
