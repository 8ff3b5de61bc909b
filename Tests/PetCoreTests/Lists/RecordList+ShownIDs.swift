import PetCore

extension RecordList {
    /// The ids of the visible rows, as an array.
    var shownIDs: [String] { Array(visibleRowIDs) }
}
