/// The one contiguous change that turns an old list into a new one: at `position`,
/// `removed` items were replaced by `inserted` items.
///
/// Found from the longest common prefix and suffix, so it is the smallest single
/// range change (not a full diff): exactly what a `GListModel` reports with one
/// `items-changed` signal. Lists that share nothing give `(0, old.count, new.count)`.
public struct ListDifference: Hashable, Sendable {
    /// Index of the first item that differs.
    public let position: Int
    /// How many old items, from `position`, are gone.
    public let removed: Int
    /// How many new items, from `position`, take their place.
    public let inserted: Int

    /// Creates a change directly.
    public init(position: Int, removed: Int, inserted: Int) {
        self.position = position
        self.removed = removed
        self.inserted = inserted
    }

    /// The smallest single range change from `old` to `new`.
    public init<Old: RandomAccessCollection, New: RandomAccessCollection>(from old: Old, to new: New)
    where Old.Element == New.Element, Old.Element: Equatable {
        var prefix = 0
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        while oldIndex != old.endIndex, newIndex != new.endIndex, old[oldIndex] == new[newIndex] {
            prefix += 1
            old.formIndex(after: &oldIndex)
            new.formIndex(after: &newIndex)
        }
        var suffix = 0
        var oldEnd = old.endIndex
        var newEnd = new.endIndex
        while suffix < old.count - prefix, suffix < new.count - prefix {
            let oldLast = old.index(before: oldEnd)
            let newLast = new.index(before: newEnd)
            guard old[oldLast] == new[newLast] else { break }
            suffix += 1
            oldEnd = oldLast
            newEnd = newLast
        }
        self.init(position: prefix, removed: old.count - prefix - suffix, inserted: new.count - prefix - suffix)
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { removed == 0 && inserted == 0 }
}
