import Foundation
import PetCore
import Testing

/// Preferences' copy of this computer's catalog to the server: says what it copied, asks
/// before merging into a server with records, and says when nothing was copied.
@MainActor
@Suite("Copying this computer's catalog to the server")
struct CatalogCopyViewModelTests {
    private final class Server {
        var records = 0
        var merges: [Bool] = []
        var error: (any Error)?
    }

    private func page(_ server: Server, isOffered: Bool = true) -> CatalogCopyViewModel {
        CatalogCopyViewModel(isOffered: isOffered) { merge in
            server.merges.append(merge)
            if let error = server.error { throw error }
            if server.records > 0, !merge { throw CatalogCopyRefusal.serverNotEmpty(pets: server.records, recipes: 1) }
            return CatalogCopyReport(pets: 32, recipes: 10, adoptions: 3, photos: 14, skippedPets: merge ? 2 : 0)
        }
    }

    @Test func toAnEmptyServer_saysWhatWasCopied() async {
        let server = Server()
        let copy = page(server)
        await copy.copy()
        #expect(copy.status == .succeeded("Copied 32 pets, 10 recipes, 3 adoptions and 14 photos to the server."))
        #expect(server.merges == [false])
        #expect(copy.mergeQuestion == nil)
        #expect(!copy.isWorking)
    }

    @Test func aServerWithRecords_isMergedInto_onlyWhenTheUserSaysSo() async {
        let server = Server()
        server.records = 2
        let copy = page(server)
        await copy.copy()
        #expect(copy.mergeQuestion?.hasPrefix("The server’s catalog already holds 2 pets and 1 recipe.") == true)
        #expect(!copy.canCopy, "the question is answered first")

        await copy.merge()
        #expect(server.merges == [false, true])
        #expect(copy.mergeQuestion == nil)
        #expect(copy.status.text.hasPrefix("Copied 32 pets"))
    }

    @Test func keepingTheCatalogsSeparate_copiesNothing() async {
        let server = Server()
        server.records = 2
        let copy = page(server)
        await copy.copy()
        copy.keepSeparate()
        #expect(server.merges == [false])
        #expect(copy.status == .idle)
        #expect(copy.canCopy)
    }

    @Test func aFailure_saysNothingWasCopied_andWhy() async {
        let server = Server()
        server.error = CatalogCopyRefusal.nothingToCopy
        let nothing = page(server)
        await nothing.copy()
        #expect(nothing.status == .failed("This computer has no catalog to copy."))

        server.error = ShelterServerAddressError.passwordInURI
        let failed = page(server)
        await failed.copy()
        #expect(failed.status.text.hasPrefix("Nothing was copied: Leave the password out"))
    }

    @Test func aDeskThatMayNotWrite_isNotOffered() {
        #expect(!page(Server(), isOffered: false).canCopy)
    }

    @Test func theCopy_sendsEachLibraryPhotoOnce_andLeavesOtherReferencesAsTheyAre() {
        let date = Date(timeIntervalSince1970: 0)
        let birthday = CalendarDate(year: 2020, month: 1, day: 1)!
        let pets = [
            Pet(id: "a", name: "A", species: .dog, birthday: birthday, photo: "library/X.jpg", morePhotos: ["library/Y.png", "sample.svg"], dateAdded: date),
            Pet(id: "b", name: "B", species: .cat, birthday: birthday, photo: "library/X.jpg", dateAdded: date),
        ]
        let copy = CatalogCopy(pets: pets, recipes: [], adoptions: []) { _ in nil }
        #expect(copy.photoNames == ["X.jpg", "Y.png"])
    }
}
