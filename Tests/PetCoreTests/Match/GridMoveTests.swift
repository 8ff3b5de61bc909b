import Testing
@testable import PetCore

/// A board of 10 cards, 4 to a row: 0 1 2 3 / 4 5 6 7 / 8 9.
@Suite("Moving on the card board")
struct GridMoveTests {
    @Test(arguments: [
        (GridMove.right, 1, 2), (.right, 9, 9), (.left, 4, 3), (.left, 0, 0),
        (.down, 1, 5), (.down, 5, 9), (.down, 6, 9), (.down, 9, 9), (.up, 5, 1), (.up, 2, 2),
        (.home, 7, 0), (.end, 2, 9),
    ])
    func move_goesAcrossOrByRow_andStaysOnTheBoard(_ move: GridMove, _ from: Int, _ to: Int) {
        #expect(move.index(from: from, columns: 4, count: 10) == to)
    }
}
