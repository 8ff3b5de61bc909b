import Foundation
import PetCore
import Testing
@testable import PetStore

@Suite("Catalog database: photo references in use")
struct PhotoReferencesTests {
    @Test func photoReferencesInUse_arePetsPicturesAndOtherPhotos_andRecipesPhotos() async throws {
        let database = try StoreFixtures.open(in: StoreFixtures.temporaryFolder()).database
        var pet = StoreFixtures.pet("p", photo: "library/a.jpg")
        pet.morePhotos = ["library/b.png", "library/c.jpg"]
        try await database.savePet(pet)

        #expect(try database.photoReferencesInUse()
            == ["ziggy.jpg", "pumpkin.jpg", "library/a.jpg", "library/b.png", "library/c.jpg"])

        pet.morePhotos = []
        try await database.savePet(pet)
        #expect(try !database.photoReferencesInUse().contains("library/b.png"))
    }
}
