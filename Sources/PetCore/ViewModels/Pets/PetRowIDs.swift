/// The ids of the rows a pet list shows, in order: a lightweight view over the
/// catalog's ids, so that a list of 100,000 rows costs no new strings.
///
/// Diff two of them with ``ListDifference`` to update a list widget in one step.
public struct PetRowIDs: RandomAccessCollection, Sendable {
    /// The id of each pet in the catalog, by position.
    private let ids: [Pet.ID]
    /// The catalog positions of the shown pets, in display order.
    private let positions: [Int32]

    init(ids: [Pet.ID], positions: [Int32]) {
        self.ids = ids
        self.positions = positions
    }

    /// An empty list.
    public init() {
        self.init(ids: [], positions: [])
    }

    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of rows.
    public var endIndex: Int { positions.count }

    /// The id of the row at `index`.
    public subscript(index: Int) -> Pet.ID {
        ids[Int(positions[index])]
    }
}
