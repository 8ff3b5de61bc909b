import Testing
@testable import PetAdoptionApp

@Suite("ListSplice")
struct ListSpliceTests {
    @Test func equalLists_needNoSplice() {
        #expect(ListSplice(from: [1, 2, 3], to: [1, 2, 3]) == nil)
        #expect(ListSplice<Int>(from: [], to: []) == nil)
    }

    @Test func insertionInTheMiddle_removesNothing() {
        let splice = ListSplice(from: [1, 2, 4], to: [1, 2, 3, 4])
        #expect(splice == ListSplice(position: 2, removedCount: 0, inserted: [3]))
    }

    @Test func removalAtTheEnd_insertsNothing() {
        let splice = ListSplice(from: [1, 2, 3, 4], to: [1, 2])
        #expect(splice == ListSplice(position: 2, removedCount: 2, inserted: []))
    }

    @Test func replacement_keepsTheCommonPrefixAndSuffix() {
        let splice = ListSplice(from: [1, 2, 3, 4, 5], to: [1, 9, 8, 5])
        #expect(splice == ListSplice(position: 1, removedCount: 3, inserted: [9, 8]))
    }

    @Test func repeatedElements_areNotCountedTwice() {
        let splice = ListSplice(from: [1, 1], to: [1, 1, 1])
        #expect(splice == ListSplice(position: 2, removedCount: 0, inserted: [1]))
    }

    @Test func fromEmpty_insertsEverything() {
        let splice = ListSplice(from: [], to: [7, 8])
        #expect(splice == ListSplice(position: 0, removedCount: 0, inserted: [7, 8]))
    }
}
