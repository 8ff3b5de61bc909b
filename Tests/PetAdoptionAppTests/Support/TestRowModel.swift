import Observation
import PetCore

/// A row view model for list tests.
@MainActor @Observable
final class TestRowModel: AccessibleRow {
    let id: Int
    var title: String

    init(id: Int) {
        self.id = id
        title = "Pet \(id)"
    }

    var accessibleLabel: String { "\(title), row \(id)" }
}

/// A list view model for list tests: visible row ids and their row view models.
@MainActor @Observable
final class TestListModel {
    var visibleIDs: [Int]
    @ObservationIgnored private(set) var rows: [Int: TestRowModel] = [:]

    init(count: Int) {
        visibleIDs = Array(0..<count)
        for id in visibleIDs { rows[id] = TestRowModel(id: id) }
    }

    /// ``visibleIDs`` as a list widget shows them.
    var visibleRowIDs: RowIDs { RowIDs(visibleIDs.map(String.init)) }

    func row(for id: String) -> TestRowModel? {
        guard let id = Int(id) else { return nil }
        if rows[id] == nil { rows[id] = TestRowModel(id: id) }
        return rows[id]
    }
}
