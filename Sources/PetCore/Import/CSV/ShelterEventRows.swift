/// The rows of an export that lists an animal once per event (an intake, then an
/// outcome; San José and Dallas write a row for each), reduced to each animal's latest.
///
/// Rows are the same animal when their animal ids are equal (``ShelterColumn/id``).
/// Each row is dated by its first readable date among the given columns (the outcome
/// date, then the intake date); the latest date wins, a row without a readable date
/// counts as earlier than any dated row, and between equal dates the later row in the
/// file wins, as exports are written in the order things happened. Rows without an
/// animal id are each their own animal.
struct ShelterEventRows {
    /// An earlier row of an animal and the row whose event is its latest.
    struct Superseded {
        var row: CSVRow
        var latest: CSVRow
        var animalID: String
    }

    /// The latest row of each animal, in file order.
    private(set) var latest: [CSVRow] = []
    /// The other rows, in file order.
    private(set) var superseded: [Superseded] = []

    /// The events of `rows`, whose animal id is in column `idColumn` and whose dates
    /// are in `dateColumns`, in order of preference.
    init(rows: some Collection<CSVRow>, idColumn: Int, dateColumns: [Int]) {
        func field(_ row: CSVRow, _ column: Int) -> String {
            column < row.fields.count ? row.fields[column].trimmingWhitespace : ""
        }
        func moment(_ row: CSVRow) -> Int {
            for column in dateColumns {
                if let timestamp = ShelterTimestamp(field(row, column)) {
                    return timestamp.day.daysSinceEpoch * 86_400 + (timestamp.secondsOfDay ?? 0)
                }
            }
            return .min
        }
        let rows = Array(rows)
        let ids = rows.map { field($0, idColumn) }
        var rowsByID: [String: [Int]] = [:]
        for (index, id) in ids.enumerated() where !id.isEmpty { rowsByID[id, default: []].append(index) }
        // Only an animal with several rows needs its rows dated (most have one).
        var winners: [String: Int] = [:]
        for (id, indices) in rowsByID where indices.count > 1 {
            let moments = indices.map { (index: $0, moment: moment(rows[$0])) }
            winners[id] = moments.max { $0.moment < $1.moment || ($0.moment == $1.moment && $0.index < $1.index) }?.index
        }
        for (index, row) in rows.enumerated() {
            if let winner = winners[ids[index]], winner != index {
                superseded.append(Superseded(row: row, latest: rows[winner], animalID: ids[index]))
            } else {
                latest.append(row)
            }
        }
    }
}
