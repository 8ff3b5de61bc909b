import Foundation
import PetCore
import Testing

/// Two desks over one catalog: a pet form whose pet another desk changed, adopted or
/// deleted since it opened.
@Suite("Pet form: another desk's change")
@MainActor
struct PetFormConflictTests {
    /// A store holding Bella, this desk's catalog and a form on Bella, and another desk's catalog.
    private func twoDesks() async -> (store: InMemoryCatalogStore, form: PetFormViewModel, here: PetCatalog, there: PetCatalog) {
        let store = InMemoryCatalogStore(pets: [EditingFixtures.bella])
        let here = await EditingFixtures.catalog(over: store)
        let there = await EditingFixtures.catalog(over: store)
        let form = PetFormViewModel(catalog: here, pet: here.pet(withID: "pet-1"))
        return (store, form, here, there)
    }

    @Test func aSaveOverAnotherDesksEdit_asksNamingTheFieldsItChanged_andShowsTheirVersion() async throws {
        let (store, form, here, there) = await twoDesks()
        var theirs = try #require(there.pet(withID: "pet-1"))
        theirs.name = "Bella Rose"
        theirs.fee = 95
        theirs.details.kennel = "B-2"
        try await there.update(theirs)
        form.about = "Mine."

        #expect(await !form.save())

        #expect(form.editing.conflict?.body == """
            Another desk changed Bella since you opened it: Name, Adoption Fee (blank: by rarity), Kennel. \
            Keep their changes, or save yours over them?
            """)
        #expect(form.editing.conflict?.safeAnswer == "_Keep Their Changes")
        #expect(form.editing.conflict?.destructiveAnswer == "_Save Mine Anyway")
        #expect(store.pets["pet-1"]?.about == "Loves naps.", "nothing of the form was written")
        #expect(here.pet(withID: "pet-1")?.name == "Bella Rose", "this desk shows their version")
    }

    @Test func saveMineAnyway_writesWhatThePersonChanged_overTheirVersion_keepingTheRestOfTheirs() async throws {
        let (store, form, _, there) = await twoDesks()
        var theirs = try #require(there.pet(withID: "pet-1"))
        theirs.name = "Bella Rose"
        theirs.about = "Theirs."
        theirs.morePhotos = ["theirs.jpg"]
        try await there.update(theirs)
        form.about = "Mine."
        form.feeText = "60"
        #expect(await !form.save())

        #expect(await form.answerConflict(.destructive))

        let stored = try #require(store.pets["pet-1"])
        #expect(stored.about == "Mine.", "both changed it: the person chose theirs to go")
        #expect(stored.fee == 60)
        #expect(stored.name == "Bella Rose", "left alone here: their change stays")
        #expect(stored.photoReferences == ["bella.jpg", "theirs.jpg"])
        #expect(stored.version == 3)
        #expect(store.overwrites["pet-1"] == [2], "the store records that their version 2 was saved over on purpose")
        #expect(form.name == "Bella Rose", "the form shows what was saved")
        #expect(!form.hasChanges)
    }

    @Test func keepTheirChanges_closesTheForm_withTheirVersionStored() async throws {
        let (store, form, _, there) = await twoDesks()
        var theirs = try #require(there.pet(withID: "pet-1"))
        theirs.name = "Bella Rose"
        theirs = try await there.update(theirs)
        form.about = "Mine."
        #expect(await !form.save())

        #expect(await form.answerConflict(.safe))

        #expect(store.pets["pet-1"] == theirs)
        #expect(store.overwrites.isEmpty)
    }

    @Test func anAdoptionAtAnotherDesk_isKept_whenTheFormIsSaved_withoutAQuestion() async throws {
        let (store, form, _, there) = await twoDesks()
        try await there.recordAdoption(petID: "pet-1")
        form.about = "Went home happy."

        #expect(await form.save())

        #expect(form.editing.conflict == nil)
        #expect(store.pets["pet-1"]?.status == .adopted, "the form does not show the status, so it keeps theirs")
        #expect(store.pets["pet-1"]?.about == "Went home happy.")
    }

    @Test func aSaveWhileTheServerCannotBeReached_isRefusedAtOnce_keepingWhatWasTyped() async throws {
        let (store, form, here, _) = await twoDesks()
        let reachability = ServerReachability(context: EditingFixtures.context)
        here.reachability = reachability
        reachability.update(.unreachable(since: EditingFixtures.now))
        form.about = "Mine."

        #expect(await !form.save())

        #expect(form.editing.failure?.text
            == "Couldn't save Bella. The shelter server cannot be reached; what you typed stays here. Save again once it is back.")
        #expect(form.about == "Mine.")
        #expect(form.hasChanges)
        #expect(store.pets["pet-1"]?.about == "Loves naps.")
        reachability.update(.reachable)
        #expect(await form.save())
        #expect(store.pets["pet-1"]?.about == "Mine.")
    }

    @Test func aPetDeletedAtAnotherDesk_isOfferedBack_andAddedBackAboveTheVersionDesksSaw() async throws {
        let (store, form, here, there) = await twoDesks()
        try await there.delete(petID: "pet-1")
        form.about = "Mine."

        #expect(await !form.save())
        #expect(form.editing.conflict?.heading == "Deleted at Another Desk")
        #expect(here.pet(withID: "pet-1") == nil, "this desk no longer shows it")
        #expect(store.pets["pet-1"] == nil)

        #expect(await form.answerConflict(.safe))

        let stored = try #require(store.pets["pet-1"])
        #expect(stored.about == "Mine.")
        #expect(stored.version == 2, "a form still open at version 1 elsewhere cannot save over it unseen")
        #expect(here.pet(withID: "pet-1") == stored)
    }

    // MARK: While the form is open

    @Test func anotherDesksChange_toFieldsThePersonLeftAlone_showsInTheOpenForm_andTheSaveAsksNothing() async throws {
        let (store, form, here, there) = await twoDesks()
        form.about = "Mine."
        var theirs = try #require(there.pet(withID: "pet-1"))
        theirs.details.kennel = "B-2"
        try await there.update(theirs)
        await here.reload()

        #expect(form.follow(form.stored) == "Changed at another desk: Kennel.")
        #expect(form.shelter.kennel == "B-2")
        #expect(form.about == "Mine.")
        #expect(form.hasChanges, "the person's own change is not saved yet")

        #expect(await form.save())
        #expect(form.editing.conflict == nil)
        let stored = try #require(store.pets["pet-1"])
        #expect(stored.about == "Mine." && stored.details.kennel == "B-2")
        #expect(!form.hasChanges)
    }

    @Test func anOpenFormWithoutChanges_showsAnotherDesksChange_andHasNothingToLose() async throws {
        let (_, form, here, there) = await twoDesks()
        var theirs = try #require(there.pet(withID: "pet-1"))
        theirs.name = "Bella Rose"
        try await there.update(theirs)
        await here.reload()

        #expect(form.follow(form.stored) != nil)

        #expect(form.name == "Bella Rose")
        #expect(form.title == "Edit Bella Rose")
        #expect(!form.hasChanges, "closing it loses nothing")
    }

    @Test func anotherDesksChange_toAFieldThePersonChangedToo_isLeftToTheSave_whichAsks() async throws {
        let (_, form, here, there) = await twoDesks()
        form.about = "Mine."
        var theirs = try #require(there.pet(withID: "pet-1"))
        theirs.about = "Theirs."
        theirs.details.kennel = "B-2"
        try await there.update(theirs)
        await here.reload()

        #expect(form.follow(form.stored) == "Changed at another desk: Kennel, About. Saving will ask whose changes to keep.")
        #expect(form.about == "Mine.")
        #expect(form.shelter.kennel != "B-2", "nothing is taken while one change meets another")

        #expect(await !form.save())
        #expect(form.editing.conflict?.kind == .changed)
    }

    @Test func anAdoptionElsewhere_isFollowedQuietly_andKeptBySaving() async throws {
        let (store, form, here, there) = await twoDesks()
        form.about = "Went home happy."
        try await there.recordAdoption(petID: "pet-1")
        await here.reload()

        #expect(form.follow(form.stored) == nil)

        #expect(await form.save())
        #expect(store.pets["pet-1"]?.status == .adopted)
    }

    @Test func aPetDeletedElsewhere_whileTheFormIsOpen_isSaid_andLeftToTheSave() async throws {
        let (_, form, here, there) = await twoDesks()
        try await there.delete(petID: "pet-1")
        await here.reload()

        #expect(form.stored == nil)
        #expect(form.follow(form.stored) == "Deleted at another desk. Saving will offer to add it back.")
        #expect(await !form.save())
        #expect(form.editing.conflict?.kind == .deleted)
    }

    @Test func theFormsOwnSave_isNotTakenForAnotherDesks() async throws {
        let (_, form, _, _) = await twoDesks()
        form.about = "Mine."
        #expect(await form.save())

        #expect(form.follow(form.stored) == nil)
        #expect(!form.hasChanges)
    }
}
