import Foundation

/// Maps one row of a shelter export to a ``Pet``.
///
/// - Rows with more or fewer fields than the header (besides empty trailing ones) are
///   skipped: their columns cannot be trusted.
/// - Outcome (``ShelterOutcome``): dead or lost animals are skipped; adopted ones import
///   as adopted; the rest as available.
/// - `id`: `"csv-"` and the row's animal id (`A746874`, a PetFinder `PetID`), else a stable
///   hash of name, species, breed, sex and birthday, so a second import gives the same ids.
/// - `name`: a leading `*` (Austin's mark for a name staff gave) is dropped; an empty name,
///   `No Name`, `Unknown`, `None` or `N/A` imports as “Unnamed”, with a problem.
/// - `species` (``ShelterSpecies``): unknown or empty imports as ``Species/other``, with a problem.
/// - `sex` (``ShelterSex``): `3` (a mixed group) and unknown words import as
///   ``Sex/unknown``, with a problem; empty or `Unknown` is simply unknown.
/// - `birthday`: the date of birth when it is a date not after the row's date; else
///   the age (``ShelterAge``) counted back from the row's date (the outcome `datetime`),
///   or from the import day when the row has none. A row with neither is skipped.
/// - `dateAdded`: the row's date (local time in the shelter's time zone), else the import time.
/// - `breed`, `about` (the description, then “Colour: …”), `fee`, `photo`: as written;
///   numeric breed or colour codes are left out and reported once per file.
/// - `rarity` is always ``Rarity/common``: no export says how rare a pet is.
struct ShelterRowMapper {
    /// The name given to pets whose row has none.
    static let placeholderName = "Unnamed"

    let headers: [String]
    let columns: [ShelterColumn: Int]
    let today: CalendarDate
    let now: Date
    let timeZone: TimeZone
    /// The indices of breed and colour columns seen holding numeric codes.
    private(set) var columnsHoldingCodes: [Int] = []

    init(headers: [String], columns: [ShelterColumn: Int], today: CalendarDate, now: Date, timeZone: TimeZone) {
        self.headers = headers
        self.columns = columns
        self.today = today
        self.now = now
        self.timeZone = timeZone
    }

    private static let noNames: Set<String> = ["noname", "unknown", "none", "na", "unnamed"]
    private static let posix = Locale(identifier: "en_US_POSIX")
    /// What may surround a fee's digits: currency signs, spaces, thousands separators.
    private static let feeDecorations: Set<Character> = ["$", "€", "£", "¥", " ", ","]

    mutating func map(_ row: CSVRow) -> (Pet?, [ImportProblem]) {
        let fields = row.fields
        if fields.count < headers.count || fields[headers.count...].contains(where: { !$0.isEmpty }) {
            return (nil, [ImportProblem(
                record: "row \(row.number)",
                reason: "has \(fields.count) fields where the header has \(headers.count); skipped")])
        }
        var cells: [ShelterColumn: String] = [:]
        for (column, index) in columns { cells[column] = fields[index].trimmingWhitespace }
        func cell(_ column: ShelterColumn) -> String { cells[column] ?? "" }
        func header(_ column: ShelterColumn) -> String {
            columns[column].map { headers[$0] } ?? column.displayName
        }

        var name = HTMLText.collapsingWhitespace(String(cell(.name).drop { $0 == "*" }))
        if Self.noNames.contains(ShelterColumn.normalized(name)) { name = "" }
        let record = name.isEmpty ? "row \(row.number)" : "row \(row.number) (“\(name)”)"
        var problems: [ImportProblem] = []
        func problem(_ column: ShelterColumn, _ reason: String) {
            problems.append(ImportProblem(record: record, field: header(column), reason: reason))
        }

        let outcomeText = cell(.outcome)
        guard case .status(let status) = ShelterOutcome(outcomeText) else {
            return (nil, [ImportProblem(record: record, reason: "outcome “\(outcomeText)”: not an adoptable pet; skipped")])
        }

        var reference: ShelterTimestamp?
        let dateText = cell(.date)
        if !dateText.isEmpty {
            reference = ShelterTimestamp(dateText)
            if reference == nil { problem(.date, "“\(dateText)” is not a date; used the import date") }
        }
        let referenceDay = reference?.day ?? today

        var birthday: CalendarDate?
        let birthText = cell(.birthday)
        if !birthText.isEmpty {
            if let born = ShelterTimestamp(birthText)?.day {
                if born <= referenceDay {
                    birthday = born
                } else {
                    problem(.birthday, "“\(birthText)” is after the row's date (\(referenceDay)); ignored")
                }
            } else {
                problem(.birthday, "“\(birthText)” is not a date; ignored")
            }
        }
        if birthday == nil {
            let ageText = cell(.age)
            if let age = ShelterAge(ageText) {
                birthday = age.birthday(asOf: referenceDay)
            } else if !ageText.isEmpty {
                problem(.age, "“\(ageText)” is not an age; ignored")
            }
        }
        guard let birthday else {
            problems.append(ImportProblem(record: record, reason: "no usable date of birth or age; skipped"))
            return (nil, problems)
        }

        if name.isEmpty {
            problem(.name, "empty; imported as “\(Self.placeholderName)”")
        }
        let speciesText = cell(.species)
        let readSpecies = ShelterSpecies.species(speciesText)
        if readSpecies == nil {
            problem(.species, speciesText.isEmpty ? "missing; imported as other" : "“\(speciesText)” is not a species we know; imported as other")
        }
        let species = readSpecies ?? .other
        let sex: Sex
        switch ShelterSex.read(cell(.sex)) {
        case .sex(let read):
            sex = read
        case .mixedGroup:
            sex = .unknown
            problem(.sex, "“\(cell(.sex))” means a group of both sexes; imported as unknown")
        case .unknownText:
            sex = .unknown
            problem(.sex, "“\(cell(.sex))” is not a sex we know; imported as unknown")
        }

        var fee: Decimal?
        let feeText = cell(.fee)
        if !feeText.isEmpty {
            let amount = feeText.filter { !Self.feeDecorations.contains($0) }
            if amount.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." }),
               let value = Decimal(string: amount, locale: Self.posix) {
                fee = value
            } else {
                problem(.fee, "“\(feeText)” is not an amount; left empty")
            }
        }

        let breed = textUnlessCode(cell(.breed), column: .breed)
        let color = textUnlessCode(cell(.color), column: .color)
        let description = cell(.description).replacingOccurrences(of: "\r\n", with: "\n")
        let about = [description, color.isEmpty ? "" : "Colour: \(color)."]
            .filter { !$0.isEmpty }
            .joined(separator: "\n\n")
        let photo = cell(.photo)
        let petName = name.isEmpty ? Self.placeholderName : name

        let sourceID = cell(.id).filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let id = "csv-" + (sourceID.isEmpty
            ? StableHash.hex(of: [petName, species.rawValue, breed, sex.rawValue, birthday.iso8601])
            : sourceID)

        let pet = Pet(
            id: id, name: petName, species: species, breed: breed, sex: sex, birthday: birthday,
            rarity: .common, fee: fee, photo: photo.isEmpty ? nil : photo, about: about, status: status,
            dateAdded: reference?.date(in: timeZone) ?? now)
        return (pet, problems)
    }

    /// `text`, or `""` when it is a numeric code (remembering the column, to report once).
    private mutating func textUnlessCode(_ text: String, column: ShelterColumn) -> String {
        guard !text.isEmpty, text.allSatisfy(\.isNumber) else { return text }
        if let index = columns[column], !columnsHoldingCodes.contains(index) { columnsHoldingCodes.append(index) }
        return ""
    }
}
