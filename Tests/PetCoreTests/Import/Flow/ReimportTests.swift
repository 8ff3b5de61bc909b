import Foundation
import Testing
@testable import PetCore

/// Importing a shelter's export again: its animals are found by their ids and updated,
/// the preview says what changes, and Undo puts the catalog back.
@Suite("Importing an export again")
struct ReimportTests {
    private typealias F = ImportFlowFixtures

    private let store = InMemoryCatalogStore()
    private var service: ImportService { ImportService(store: store, context: F.context) }

    private func importFile(_ name: String, _ text: String) async throws -> (plan: ImportPlan, receipt: CatalogImportReceipt) {
        let plan = try await service.plan(of: [F.file(name, text)])
        return (plan, try await service.write(plan))
    }

    @Test func sameFileAgain_isAlreadyInTheCatalog_notNewPetsNorRepeats() async throws {
        _ = try await importFile("pets.csv", F.shelterCSV)

        let again = try await service.plan(of: [F.file("pets.csv", F.shelterCSV)])

        #expect(again.summary == "0 pets ready · 3 already in the catalog · 1 skipped")
        #expect(again.readyCount == 0)
    }

    @Test func laterExport_updatesTheAnimalsItChanges_andSaysWhat() async throws {
        _ = try await importFile("pets.csv", F.shelterCSV)
        let later = F.shelterCSV
            .replacingOccurrences(of: "Tiger,Transfer", with: "Tiger,Adoption")
            .replacingOccurrences(of: "Pit Bull/Boxer", with: "Boxer Mix")

        let plan = try await service.plan(of: [F.file("pets_20240701.csv", later)])

        #expect(plan.summary == "0 pets ready · 2 to update · 1 already in the catalog · 1 skipped")
        #expect(plan.lines.map(\.text).suffix(2) == [
            "“Tiger” (Cat, born 2015-05-02): update: status: Available → Adopted",
            "“Bo” (Dog, born 2014-07-07): update: breed: “Pit Bull/Boxer” → “Boxer Mix”",
        ])
        let receipt = try await service.write(plan)
        #expect(service.importedText(receipt) == "Updated 2 pets")
        let pets = try store.loadPets()
        #expect(pets.first { $0.name == "Tiger" }?.status == .adopted)
        #expect(pets.first { $0.name == "Bo" }?.breed == "Boxer Mix")
        #expect(pets.count == 3)
    }

    @Test func update_keepsWhatTheFileDoesNotSay_andThePetsOwnFields() async throws {
        _ = try await importFile("pets.csv", F.shelterCSV)
        var frank = try #require(try store.loadPets().first { $0.name == "Frank" })
        frank.rarity = .rare
        frank.goodWithCats = .yes
        try store.savePet(frank)
        let renamed = F.shelterCSV
            .replacingOccurrences(of: "Frank,Adoption,Neutered Male", with: ",Transfer,Unknown")

        let plan = try await service.plan(of: [F.file("pets.csv", renamed)])
        _ = try await service.write(plan)

        let updated = try #require(try store.loadPets().first { $0.id == frank.id })
        #expect(updated.name == "Frank")
        #expect(updated.sex == .male)
        #expect(updated.status == .available)
        #expect(updated.rarity == .rare)
        #expect(updated.goodWithCats == .yes)
        #expect(updated.dateAdded == frank.dateAdded)
    }

    @Test func undo_putsTheUpdatedPetsBack_andRemovesTheNewOnes() async throws {
        let first = try await importFile("pets.csv", F.shelterCSV)
        let before = try store.loadPets().sorted { $0.id < $1.id }
        let later = F.shelterCSV.replacingOccurrences(of: "Tiger,Transfer", with: "Tiger,Adoption")
            + "A9,Dog,Beagle,Tricolor,2020-03-01,2024-01-28 10:39:00,Daisy,Transfer,Spayed Female,4 years\r\n"

        let second = try await importFile("pets.csv", later)
        #expect(second.receipt.insertedPetIDs.count == 1)
        #expect(second.receipt.updatedPets.count == 1)
        try await service.undo(second.receipt)

        let after = try store.loadPets().sorted { $0.id < $1.id }
        func unversioned(_ pet: Pet) -> Pet {
            var pet = pet
            pet.version = 0
            return pet
        }
        #expect(after.map(unversioned) == before.map(unversioned))
        #expect(zip(after, before).allSatisfy { $0.version >= $1.version }, "versions only grow, through an undo too")
        #expect(!first.receipt.isEmpty)
    }

    @Test func petsImportedBeforeIDsWereKept_areFoundByTheirOldID_andUpdated() async throws {
        let legacy = Pet(
            id: "csv-A2", name: "Tiger", species: .cat, breed: "Domestic Shorthair", sex: .female,
            birthday: CalendarDate(year: 2015, month: 5, day: 2)!, status: .available, dateAdded: F.now)
        _ = try await store.importCatalog(pets: [legacy], recipes: [], source: "pets.csv")
        let later = F.shelterCSV.replacingOccurrences(of: "Tiger,Transfer", with: "Tiger,Adoption")

        let plan = try await service.plan(of: [F.file("pets.csv", later)])

        #expect(plan.summary == "2 pets ready · 1 to update · 1 skipped")
        _ = try await service.write(plan)
        let tiger = try #require(try store.loadPets().first { $0.id == "csv-A2" })
        #expect(tiger.status == .adopted)
        #expect(tiger.origin == PetOrigin(source: "pets", animalID: "A2"))
    }
}
