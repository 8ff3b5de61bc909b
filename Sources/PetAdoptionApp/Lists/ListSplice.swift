/// The smallest single splice that turns one list into another: the elements both share
/// at the start and at the end stay, the middle is replaced.
///
/// Private to the view layer for now; PetCore's `ListDifference` will replace it.
struct ListSplice<Element: Equatable>: Equatable {
    /// The index of the first replaced element.
    let position: Int
    /// How many elements are removed at `position`.
    let removedCount: Int
    /// The elements inserted at `position`.
    let inserted: [Element]
}

extension ListSplice {
    /// The splice from `old` to `new`, or `nil` when they are equal.
    init?(from old: [Element], to new: [Element]) {
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let maximumSuffix = min(old.count, new.count) - prefix
        let suffix = zip(old.reversed(), new.reversed()).prefix(maximumSuffix).prefix { $0 == $1 }.count
        guard prefix + suffix < max(old.count, new.count) else { return nil }
        position = prefix
        removedCount = old.count - prefix - suffix
        inserted = Array(new[prefix..<(new.count - suffix)])
    }
}
