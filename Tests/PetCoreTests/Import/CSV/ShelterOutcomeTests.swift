import Testing
@testable import PetCore

@Suite("Shelter outcomes")
struct ShelterOutcomeTests {
    @Test(arguments: ["Euthanasia", "EUTH", "EUTHANIZE", "Euthanized", "REQ EUTH", "Died", "DOA", "DISPOSAL", "LOST EXP", "ESCAPED/STOLEN", "Missing"])
    func outcome_thatEndsTheAnimalsStay_isNotAdoptable(_ text: String) {
        #expect(ShelterOutcome(text) == .notAdoptable)
    }

    @Test(arguments: ["Adoption", "ADOPTED", "Rto-Adopt", "Return to Owner", "RETURNED TO OWNER", "RTO"])
    func outcome_ofAHome_importsAsAdopted(_ text: String) {
        #expect(ShelterOutcome(text) == .status(.adopted))
    }

    @Test(arguments: ["Transfer", "FOSTER", "", "FOUND ANIM", "Relocate"])
    func anyOtherOutcome_importsAsAvailable(_ text: String) {
        #expect(ShelterOutcome(text) == .status(.available))
    }

    @Test(arguments: [("X", AdoptionStatus.adopted), ("A", .available), ("H", .available), ("F", .available), ("P", .available),
                      ("Adopted", .adopted), ("Available", .available)])
    func listingStatus_petfindersCodesAndWords_areRead(_ text: String, _ status: AdoptionStatus) {
        #expect(ShelterOutcome(listingStatus: text) == .status(status))
    }

    @Test(arguments: ["Passed Away", "Euthanized", "Stolen"])
    func listingStatus_ofAnAnimalNoLongerThere_isNotAdoptable(_ text: String) {
        #expect(ShelterOutcome(listingStatus: text) == .notAdoptable)
    }
}
