/// A move of the keyboard's place on a board laid out in rows (the Pet Match cards):
/// arrows go one card across or one row down, Home and End to the first and last card.
/// A move off the board stays where it is; Down from the last full row goes to the last
/// card when the row below is short.
public enum GridMove: Sendable {
    case left, right, up, down, home, end

    /// Where the move leads from `index` on a board of `count` cards, `columns` to a row.
    public func index(from index: Int, columns: Int, count: Int) -> Int {
        guard count > 0, columns > 0, (0..<count).contains(index) else { return index }
        return switch self {
        case .left: max(index - 1, 0)
        case .right: min(index + 1, count - 1)
        case .up: index - columns >= 0 ? index - columns : index
        case .down: index + columns < count ? index + columns : (index / columns < (count - 1) / columns ? count - 1 : index)
        case .home: 0
        case .end: count - 1
        }
    }
}
