import PetCore
import Testing

/// The one range change between two id lists, for a single `items-changed`.
@Suite("List difference")
struct ListDifferenceTests {
    private func change(_ old: String, _ new: String) -> ListDifference {
        ListDifference(from: Array(old), to: Array(new))
    }

    @Test func identicalLists_haveNoChange() {
        #expect(change("abc", "abc").isEmpty)
        #expect(change("", "").isEmpty)
    }

    @Test func insertion_isOneRange() {
        #expect(change("abc", "axbc") == ListDifference(position: 1, removed: 0, inserted: 1))
        #expect(change("abc", "abcxy") == ListDifference(position: 3, removed: 0, inserted: 2))
        #expect(change("", "abc") == ListDifference(position: 0, removed: 0, inserted: 3))
    }

    @Test func removal_isOneRange() {
        #expect(change("abcd", "ad") == ListDifference(position: 1, removed: 2, inserted: 0))
        #expect(change("abc", "") == ListDifference(position: 0, removed: 3, inserted: 0))
    }

    @Test func replacement_coversTheDifferingMiddle() {
        #expect(change("abc", "axc") == ListDifference(position: 1, removed: 1, inserted: 1))
        #expect(change("abcde", "axcye") == ListDifference(position: 1, removed: 3, inserted: 3))
        #expect(change("abc", "xy") == ListDifference(position: 0, removed: 3, inserted: 2))
    }

    @Test func repeatedItems_doNotCountTwice() {
        #expect(change("aa", "aaa") == ListDifference(position: 2, removed: 0, inserted: 1))
        #expect(change("aaa", "aa") == ListDifference(position: 2, removed: 1, inserted: 0))
    }

    @Test func applyingTheChange_turnsOldIntoNew() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
            var new = old
            let edits = Int.random(in: 0...3, using: &random)
            for _ in 0..<edits {
                if !new.isEmpty, Bool.random(using: &random) {
                    new.remove(at: Int.random(in: 0..<new.count, using: &random))
                } else {
                    new.insert(Int.random(in: 0...3, using: &random), at: Int.random(in: 0...new.count, using: &random))
                }
            }
            let difference = ListDifference(from: old, to: new)
            let patched = old[..<difference.position]
                + new[difference.position..<(difference.position + difference.inserted)]
                + old[(difference.position + difference.removed)...]
            #expect(Array(patched) == new, "\(old) → \(new)")
        }
    }
}
