import Foundation
import PetCore
import Testing

/// The pet page's other photos, after its picture.
@Suite("Pet detail photos")
@MainActor
struct PetViewModelPhotosTests {
    @Test func morePhotoItems_followThePicture_numberedAmongAllPhotos() async throws {
        var pet = PetFixtures.pet(photo: "bella.jpg")
        pet.morePhotos = ["library/b.jpg", "library/c.png"]
        let (detail, _, _) = try await PetFixtures.detail(in: [pet])
        #expect(detail.morePhotoItems.map(\.reference) == ["library/b.jpg", "library/c.png"])
        #expect(detail.morePhotoItems.map(\.description) == ["Photo 2 of 3", "Photo 3 of 3"])
    }

    @Test func morePhotoItems_areEmpty_forAPetWithOnePhoto() async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(photo: "bella.jpg")])
        #expect(detail.morePhotoItems.isEmpty)
    }

    @Test func morePhotoItems_showEveryPhoto_ofAPetWithoutAPicture() async throws {
        var pet = PetFixtures.pet()
        pet.morePhotos = ["library/b.jpg"]
        let (detail, _, _) = try await PetFixtures.detail(in: [pet])
        #expect(detail.morePhotoItems.map(\.reference) == ["library/b.jpg"])
    }
}
