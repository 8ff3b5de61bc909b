import Foundation
import PetCore
import Testing

/// The detail page: display texts, badges, and the adopt / undo / favourite intents.
@Suite("Pet detail view model")
@MainActor
struct PetViewModelTests {
    // MARK: Texts

    @Test func texts_describeThePet() async throws {
        let pet = PetFixtures.pet(photo: "bella.jpg", about: "Loves long walks.")
        let (detail, _, _) = try await PetFixtures.detail(in: [pet])
        #expect(detail.id == "bella")
        #expect(detail.name == "Bella")
        #expect(detail.photoReference == "bella.jpg")
        #expect(detail.ageText == "2 years old")
        #expect(detail.adoptionFeeText == "$50.00")
        #expect(detail.statusText == "Available")
        #expect(detail.speciesBreedText == "Dog · Beagle")
        #expect(detail.sexText == "Female")
        #expect(detail.aboutText == "Loves long walks.")
    }

    @Test func photoReference_isNil_withoutAPhoto() async throws {
        let (detail, _, _) = try await PetFixtures.detail()
        #expect(detail.photoReference == nil)
    }

    @Test(arguments: [
        (AdoptionStatus.available, "Available"), (.pending, "Adoption pending"), (.adopted, "Adopted"),
    ])
    func statusText_namesEachStatus(status: AdoptionStatus, expected: String) async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(status: status)])
        #expect(detail.statusText == expected)
    }

    @Test func speciesBreedText_isTheSpeciesAlone_whenTheBreedIsEmptyOrBlank() async throws {
        let (empty, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(species: .cat, breed: "")])
        let (blank, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(species: .bird, breed: "  ")])
        #expect(empty.speciesBreedText == "Cat")
        #expect(blank.speciesBreedText == "Bird")
    }

    @Test func speciesBreedText_trimsTheBreed() async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(breed: " Beagle ")])
        #expect(detail.speciesBreedText == "Dog · Beagle")
    }

    @Test func speciesBreedText_spellsSmallAnimal() async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(species: .smallAnimal, breed: "Guinea Pig")])
        #expect(detail.speciesBreedText == "Small animal · Guinea Pig")
    }

    @Test(arguments: [(Sex.male, "Male"), (.female, "Female"), (.unknown, "Sex unknown")])
    func sexText_namesEachSex(sex: Sex, expected: String) async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(sex: sex)])
        #expect(detail.sexText == expected)
    }

    @Test func aboutText_saysNothingIsWritten_whenTheDescriptionIsBlank() async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(about: " \n")])
        #expect(detail.aboutText == "Nothing has been written about Bella yet.")
    }

    @Test(arguments: ["Zoë", "Bjørn", "日本"])
    func texts_keepUnicodeNames(name: String) async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(name: name)])
        #expect(detail.name == name)
        #expect(detail.adoptionConfirmationTitle == "Adopt \(name)?")
    }

    // MARK: Badges

    @Test func compatibilityBadges_sayGoodAndNotGood_withKinds() async throws {
        let pet = PetFixtures.pet(children: .yes, dogs: .no, cats: .yes)
        let (detail, _, _) = try await PetFixtures.detail(in: [pet])
        #expect(detail.compatibilityBadges.map(\.text) == ["Good with children", "Not good with dogs", "Good with cats"])
        #expect(detail.compatibilityBadges.map(\.kind) == [.positive, .negative, .positive])
        #expect(detail.compatibilityBadges.map(\.id) == [.children, .dogs, .cats])
    }

    @Test func compatibilityBadges_showUnknownAsUntested_withTheUnknownKind() async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(children: .unknown, dogs: .unknown, cats: .no)])
        #expect(detail.compatibilityBadges.map(\.text) == ["Untested with children", "Untested with dogs", "Not good with cats"])
        #expect(detail.compatibilityBadges.map(\.kind) == [.unknown, .unknown, .negative])
    }

    // MARK: Adoption

    @Test func adoptionConfirmation_asksAndNamesTheFee() async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(rarity: .rare)])
        #expect(detail.adoptionConfirmationTitle == "Adopt Bella?")
        #expect(detail.adoptionConfirmationBody == "Bella will be marked as adopted. The adoption fee is $150.00.")
    }

    @Test func adoptionConfirmation_saysThereIsNoFee_whenFree() async throws {
        let (detail, _, _) = try await PetFixtures.detail(in: [PetFixtures.pet(fee: 0)])
        #expect(detail.adoptionConfirmationBody == "Bella will be marked as adopted. There is no adoption fee.")
    }

    @Test func adopt_marksThePetAdopted_inMemoryAndInTheStore() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        #expect(detail.canAdopt)
        await detail.adopt()
        #expect(detail.statusText == "Adopted")
        #expect(!detail.canAdopt)
        #expect(catalog.pet(withID: "bella")?.status == .adopted)
        #expect(store.pets["bella"]?.status == .adopted)
        #expect(store.adoptions["bella"] == [PetFixtures.noon(on: PetFixtures.today)])
        #expect(detail.failure == nil)
    }

    @Test func aDeskThatMayOnlyLook_offersNoAdoption_andAdoptsNothing() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        catalog.isReadOnly = true
        #expect(!detail.isAdoptionOffered)
        #expect(!detail.canAdopt)
        await detail.adopt()
        #expect(store.pets["bella"]?.status == .available)
        #expect(store.adoptions["bella"] == nil)
        #expect(detail.failure?.text == "Couldn't adopt Bella. Bella is not available for adoption.")
    }

    @Test func adopt_showsAToast_thatCanUndo() async throws {
        let (detail, _, _) = try await PetFixtures.detail()
        #expect(detail.adoptionToastText == nil)
        #expect(!detail.canUndoAdoption)
        await detail.adopt()
        #expect(detail.adoptionToastText == "Bella was adopted")
        #expect(detail.canUndoAdoption)
    }

    @Test func undoAdoption_restoresAvailable() async throws {
        let (detail, _, store) = try await PetFixtures.detail()
        await detail.adopt()
        await detail.undoAdoption()
        #expect(detail.statusText == "Available")
        #expect(store.pets["bella"]?.status == .available)
        #expect(store.adoptions["bella"] == [])
        #expect(detail.adoptionToastText == nil)
        #expect(detail.canAdopt)
    }

    @Test func undoAdoption_restoresPending_notAvailable() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail(in: [PetFixtures.pet(status: .pending)])
        #expect(detail.canAdopt)
        await detail.adopt()
        #expect(catalog.pet(withID: "bella")?.status == .adopted)
        await detail.undoAdoption()
        #expect(detail.statusText == "Adoption pending")
        #expect(catalog.pet(withID: "bella")?.status == .pending)
        #expect(store.pets["bella"]?.status == .pending)
    }

    @Test func dismissAdoptionToast_endsTheUndo() async throws {
        let (detail, _, _) = try await PetFixtures.detail()
        await detail.adopt()
        detail.dismissAdoptionToast()
        #expect(detail.adoptionToastText == nil)
        #expect(!detail.canUndoAdoption)
        await detail.undoAdoption()
        #expect(detail.statusText == "Adopted")
    }

    @Test func adopt_whenTheStoreFails_setsAFailure_andChangesNothing() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        store.failure = PetTestDiskFull()
        await detail.adopt()
        #expect(detail.failure?.text == "Couldn't adopt Bella. The disk is full.")
        #expect(detail.statusText == "Available")
        #expect(catalog.pet(withID: "bella")?.status == .available)
        #expect(store.pets["bella"]?.status == .available)
        #expect(detail.adoptionToastText == nil)
        #expect(detail.canAdopt)
    }

    @Test func adopt_anAdoptedPet_setsAFailure() async throws {
        let (detail, _, store) = try await PetFixtures.detail(in: [PetFixtures.pet(status: .adopted)])
        #expect(!detail.canAdopt)
        await detail.adopt()
        // The page offers no Adopt for an adopted pet: only another desk's adoption, heard
        // while this one confirmed, gets here.
        #expect(detail.failure?.text == "Couldn't adopt Bella. Already adopted at another desk.")
        #expect(store.adoptions["bella"] == nil)
    }

    @Test func adopt_aPetNoLongerInTheCatalog_setsAFailure() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        try await catalog.delete(petID: "bella")
        await detail.adopt()
        #expect(detail.failure?.text == "Couldn't adopt Bella. Bella is not available for adoption.")
        #expect(store.adoptions["bella"] == nil)
    }

    @Test func undoAdoption_whenTheStoreFails_keepsThePetAdopted_andTheUndo() async throws {
        let (detail, _, store) = try await PetFixtures.detail()
        await detail.adopt()
        store.failure = PetTestDiskFull()
        await detail.undoAdoption()
        #expect(detail.failure?.text == "Couldn't undo the adoption of Bella. The disk is full.")
        #expect(detail.statusText == "Adopted")
        #expect(store.pets["bella"]?.status == .adopted)
        #expect(detail.canUndoAdoption)
        store.failure = nil
        await detail.undoAdoption()
        #expect(detail.statusText == "Available")
    }

    @Test func adopt_aPetThisDeskHeardWasAdoptedElsewhere_whileItConfirmed_saysSo() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        var adopted = try #require(store.pets["bella"])
        adopted.status = .adopted
        adopted.version = try store.savePet(adopted)  // Another desk, heard through the change feed.
        await catalog.apply(CatalogRecordChanges(pets: RecordChanges(changed: [adopted])))

        await detail.adopt()

        #expect(detail.failure?.text == "Couldn't adopt Bella. Already adopted at another desk.")
        #expect(store.adoptions["bella"] == nil, "nothing was written")
    }

    @Test func adopt_aPetAdoptedAtAnotherDesk_saysSo_andThePageShowsItAdopted() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        try store.recordAdoption(petID: "bella", on: Date())  // Another desk, after this page showed Bella.
        #expect(detail.canAdopt, "this desk has not heard of it yet")

        await detail.adopt()

        #expect(detail.failure?.text == "Couldn't adopt Bella. Already adopted at another desk.")
        #expect(detail.statusText == "Adopted")
        #expect(catalog.pet(withID: "bella")?.status == .adopted)
        #expect(!detail.canAdopt)
        #expect(!detail.canUndoAdoption, "the adoption is the other desk's")
        #expect(store.adoptions["bella"]?.count == 1)
    }

    @Test func undoAdoption_ofAPetChangedAtAnotherDeskSince_isRefused_andNoLongerOffered() async throws {
        let (detail, _, store) = try await PetFixtures.detail()
        await detail.adopt()
        var changed = try #require(store.pets["bella"])
        changed.about = "Went home on Saturday."
        changed.version = try store.savePet(changed)  // Another desk.

        await detail.undoAdoption()

        #expect(detail.failure?.text
            == "Couldn't undo the adoption of Bella. The pet was changed at another desk since.")
        #expect(store.pets["bella"] == changed)
        #expect(detail.statusText == "Adopted")
        #expect(!detail.canUndoAdoption)
        #expect(detail.adoptionToastText == nil)
    }

    @Test func dismissFailure_clearsTheFailure() async throws {
        let (detail, _, store) = try await PetFixtures.detail()
        store.failure = PetTestDiskFull()
        await detail.adopt()
        #expect(detail.failure != nil)
        detail.dismissFailure()
        #expect(detail.failure == nil)
    }

    @Test func aRepeatedFailure_isANewMessage() async throws {
        let (detail, _, store) = try await PetFixtures.detail()
        store.failure = PetTestDiskFull()
        await detail.adopt()
        let first = try #require(detail.failure)
        await detail.adopt()
        let second = try #require(detail.failure)
        #expect(first.text == second.text)
        #expect(first.id != second.id)
    }

    // MARK: Favourites

    @Test func toggleFavourite_addsAndRemoves_withTheButtonLabel() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        #expect(!detail.isFavourite)
        #expect(detail.favouriteButtonLabel == "Add to Favourites")
        await detail.toggleFavourite()
        #expect(detail.isFavourite)
        #expect(detail.favouriteButtonLabel == "Remove from Favourites")
        #expect(catalog.favouriteIDs == ["bella"])
        #expect(store.favouriteIDs == ["bella"])
        await detail.toggleFavourite()
        #expect(!detail.isFavourite)
        #expect(store.favouriteIDs.isEmpty)
    }

    @Test func toggleFavourite_whenTheStoreFails_setsAFailure_andChangesNothing() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        store.failure = PetTestDiskFull()
        await detail.toggleFavourite()
        #expect(detail.failure?.text == "Couldn't add Bella to Favourites. The disk is full.")
        #expect(!detail.isFavourite)
        #expect(catalog.favouriteIDs.isEmpty)
    }

    @Test func toggleFavourite_off_whenTheStoreFails_saysRemove() async throws {
        let (catalog, store) = try await PetFixtures.catalog([PetFixtures.pet()], favourites: ["bella"])
        let detail = try #require(PetViewModel(petID: "bella", catalog: catalog))
        store.failure = PetTestDiskFull()
        await detail.toggleFavourite()
        #expect(detail.failure?.text == "Couldn't remove Bella from Favourites. The disk is full.")
        #expect(detail.isFavourite)
    }

    /// Two clicks before the first commit lands are two toggles: the second reads what the
    /// first committed, not the state both started from.
    @Test func toggleFavourite_twiceQuickly_endsWhereItStarted() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        let first = Task { await detail.toggleFavourite() }
        let second = Task { await detail.toggleFavourite() }
        await first.value
        await second.value
        #expect(!detail.isFavourite)
        #expect(catalog.favouriteIDs.isEmpty)
        #expect(store.favouriteIDs.isEmpty)
        #expect(detail.failure == nil)
    }

    // MARK: Observation and lifetime

    @Test func adopt_notifiesObserversOfTheStatusText() async throws {
        let (detail, _, _) = try await PetFixtures.detail()
        #expect(await Observed.changes({ _ = detail.statusText }, when: { await detail.adopt() }))
    }

    @Test func init_returnsNil_forAnUnknownPet() async throws {
        let (catalog, _) = try await PetFixtures.catalog([PetFixtures.pet()])
        #expect(PetViewModel(petID: "nobody", catalog: catalog) == nil)
    }

    @Test func aRemovedPet_keepsItsTexts_butCannotBeAdopted() async throws {
        let (detail, catalog, _) = try await PetFixtures.detail()
        catalog.replace(with: PetCatalogContents(pets: [], favouriteIDs: []))
        #expect(detail.name == "Bella")
        #expect(!detail.canAdopt)
        await detail.adopt()
        #expect(detail.failure != nil)
    }

    @Test func texts_followReplacedContents() async throws {
        let (detail, catalog, _) = try await PetFixtures.detail()
        catalog.replace(with: PetCatalogContents(
            pets: [PetFixtures.pet(name: "Belle", status: .pending)], favouriteIDs: ["bella"]))
        #expect(detail.name == "Belle")
        #expect(detail.statusText == "Adoption pending")
        #expect(detail.isFavourite)
    }
}
