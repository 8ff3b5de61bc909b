import Foundation
import Testing
@testable import PetCore

/// Chinese names are found by their characters, their pinyin (tones ignored, spaced or
/// not), their initials, and across Simplified and Traditional forms.
@MainActor
@Suite("Chinese name search")
struct NameSearchKeysTests {
    @Test func key_holdsPinyinSpacedAndJoined_andInitials() {
        #expect(NameSearchKeys.makeKey(for: "小白") == "xiao bai xiaobai xb")
        #expect(NameSearchKeys.makeKey(for: "貓貓") == "猫猫 mao mao maomao mm")
    }

    @Test func namesWithoutChineseCharacters_haveNoKey() {
        #expect(NameSearchKeys.makeKey(for: "Zoë") == "")
        #expect(NameSearchKeys().key(for: "Bella") == "")
    }

    @Test func storedKeys_areUsed_insteadOfMakingThem() {
        #expect(NameSearchKeys(known: ["小白": "stored"]).key(for: "小白") == "stored")
    }

    @Test(arguments: ["小白", "xiaobai", "xiao bai", "XIAO BAI", "xb", "xiaob"])
    func chineseName_isFound(by search: String) async throws {
        let pets = [PetFixtures.pet("a", name: "小白"), PetFixtures.pet("b", name: "Bella"), PetFixtures.pet("c", name: "大黄")]
        let (catalog, _) = try await PetFixtures.catalog(pets)
        let list = PetListViewModel(catalog: catalog)
        list.search(search)
        #expect(Array(list.visibleRowIDs) == ["a"])
    }

    @Test func traditionalAndSimplified_findEachOther() async throws {
        let (catalog, _) = try await PetFixtures.catalog([PetFixtures.pet("t", name: "貓咪"), PetFixtures.pet("s", name: "猫王")])
        let list = PetListViewModel(catalog: catalog)
        list.search("猫")
        #expect(Set(list.visibleRowIDs) == ["t", "s"])
        list.search("貓")
        #expect(Set(list.visibleRowIDs) == ["t", "s"])
    }

    @Test func aRenamedPet_isFoundByItsNewPinyin() async throws {
        let (catalog, _) = try await PetFixtures.catalog([PetFixtures.pet("a", name: "Bella")])
        let list = PetListViewModel(catalog: catalog)
        try await catalog.save(PetFixtures.pet("a", name: "旺财"))
        list.search("wangcai")
        #expect(Array(list.visibleRowIDs) == ["a"])
    }
}
