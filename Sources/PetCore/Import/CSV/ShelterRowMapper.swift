import Foundation

/// Maps one row of a shelter export to a ``Pet``.
///
/// - Rows with more or fewer fields than the header (besides empty trailing ones) are
///   skipped: their columns cannot be trusted.
/// - Outcome (``ShelterOutcome``), else a listing's status: dead or lost animals are
///   skipped; adopted ones import as adopted; the rest as available.
/// - `origin` (``PetOrigin``): the row's animal id (`A746874`, a PetFinder `PetID`) in
///   the file's ``ImportSource``, when the file has an id column and the row an id.
/// - `id`: `"csv-"` and a stable hash of the origin, else of name, species, breed, sex
///   and birthday, so a second import gives the same ids.
/// - `name`: a leading `*` (Austin's mark for a name staff gave) is dropped; an empty name,
///   `No Name`, `Unknown`, `None` or `N/A` imports as “Unnamed”, with a problem.
/// - `species` (``ShelterSpecies``): unknown or empty imports as ``Species/other``, with a problem.
/// - `sex` (``ShelterSex``): `3` (a mixed group) and unknown words import as
///   ``Sex/unknown``, with a problem; empty or `Unknown` is simply unknown.
/// - `birthday`: the date of birth when it is a date not after the row's date; else
///   the age (``ShelterAge``) counted back from the row's date (the outcome `datetime`,
///   else the intake date), or from the import day when the row has neither. A row with neither is skipped.
/// - `dateAdded`: the row's date (local time in the shelter's time zone), else the import time.
/// - `breed`: the primary breed, then a different secondary breed after a `/`
///   (`"Labrador Retriever/Poodle"`, as Austin writes a cross).
/// - `about`: the description, its line breaks as listing files write them (`&#10;`
///   in Petfinder's, `<br>` in Adopt-a-Pet's and RescueGroups') made line breaks again.
/// - `details.colors`: the colour column split at `/` (`"Black/White"` is two colours,
///   `"Brown Tabby"` one), then the secondary and tertiary colour columns; numeric
///   breed or colour codes are left out and reported once per file.
/// - `details.intakeDate`: the intake date when it is a date not before the birthday.
/// - The other details and the good-with answers: ``ShelterDetailsReader``.
/// - `fee`, `photo`: as written.
/// - `rarity` is always ``Rarity/common``: no export says how rare a pet is.
struct ShelterRowMapper {
    /// The name pets whose row has none are told apart by (their id's hash); they are
    /// shown as ``unnamed`` in the reader's language.
    private static let placeholderName = "Unnamed"

    let headers: [String]
    let columns: [ShelterColumn: Int]
    /// The file's header of each column it has.
    private let columnHeaders: [ShelterColumn: String]
    /// The columns holding Animal Shelter Manager's yes/no codes.
    private let asmCodeColumns: Set<ShelterColumn>
    /// The records the file's animal ids belong to.
    let source: String
    let today: CalendarDate
    let now: Date
    let timeZone: TimeZone
    /// Words the problems and the placeholder name.
    let translator: Translator
    /// The indices of breed and colour columns seen holding numeric codes.
    private(set) var columnsHoldingCodes: [Int] = []
    /// Whether a weight without a unit was read as pounds (``ShelterWeight``).
    private(set) var readWeightsAsPounds = false

    init(
        headers: [String], columns: [ShelterColumn: Int], source: String, today: CalendarDate, now: Date,
        timeZone: TimeZone, translator: Translator
    ) {
        self.translator = translator
        self.headers = headers
        self.columns = columns
        self.columnHeaders = columns.mapValues { headers[$0] }
        self.asmCodeColumns = ShelterDetailsReader.asmCodeColumns(columnHeaders)
        self.source = source
        self.today = today
        self.now = now
        self.timeZone = timeZone
    }

    private static let noNames: Set<String> = ["noname", "unknown", "none", "na", "unnamed"]
    private static let posix = Locale(identifier: "en_US_POSIX")
    /// What may surround a fee's digits: currency signs, spaces, thousands separators.
    private static let feeDecorations: Set<Character> = ["$", "€", "£", "¥", " ", ","]
    /// How descriptions write a line break: CRLF, Petfinder's `&#10;`, an HTML `<br>`.
    private static let lineBreaks = ["\r\n", "&#10;", "<br />", "<br/>", "<br>", "<BR>"]

    /// The name of a pet whose row has none: "Unnamed".
    static func unnamed(_ translator: Translator) -> String { translator.tr("Unnamed") }

    mutating func map(_ row: CSVRow) -> (Pet?, [ImportProblem]) {
        let fields = row.fields
        if fields.count < headers.count || fields[headers.count...].contains(where: { !$0.isEmpty }) {
            return (nil, [ImportProblem(
                record: translator.tr("row %1$@", String(row.number)),
                reason: translator.tr(
                    "has %1$@ fields where the header has %2$@; skipped", String(fields.count), String(headers.count)))])
        }
        var cells: [ShelterColumn: String] = [:]
        for (column, index) in columns { cells[column] = fields[index].trimmingWhitespace }
        func cell(_ column: ShelterColumn) -> String { cells[column] ?? "" }
        func header(_ column: ShelterColumn) -> String {
            columns[column].map { headers[$0] } ?? column.displayName
        }

        let name = name(in: cell(.name))
        let record = record(row, name: name)
        var problems: [ImportProblem] = []
        func problem(_ column: ShelterColumn, _ reason: String) {
            problems.append(ImportProblem(record: record, field: header(column), reason: reason))
        }

        let listed = cell(.outcome).isEmpty && !cell(.listingStatus).isEmpty
        let outcomeText = listed ? cell(.listingStatus) : cell(.outcome)
        guard case .status(let status) = listed ? ShelterOutcome(listingStatus: outcomeText) : ShelterOutcome(outcomeText) else {
            return (nil, [ImportProblem(record: record, reason: translator.tr("outcome “%1$@”: not an adoptable pet; skipped", outcomeText))])
        }

        var reference: ShelterTimestamp?
        let dateColumn: ShelterColumn = cell(.date).isEmpty ? .intakeDate : .date
        let dateText = cell(dateColumn)
        if !dateText.isEmpty {
            reference = ShelterTimestamp(dateText)
            if reference == nil { problem(dateColumn, translator.tr("“%1$@” is not a date; used the import date", dateText)) }
        }
        let referenceDay = reference?.day ?? today

        var birthday: CalendarDate?
        let birthText = cell(.birthday)
        if !birthText.isEmpty {
            if let born = ShelterTimestamp(birthText)?.day {
                if born <= referenceDay {
                    birthday = born
                } else {
                    problem(.birthday, reference == nil
                        ? translator.tr("“%1$@” is after the import date (%2$@); ignored", birthText, referenceDay.iso8601)
                        : translator.tr("“%1$@” is after the row's date (%2$@); ignored", birthText, referenceDay.iso8601))
                }
            } else {
                problem(.birthday, translator.tr("“%1$@” is not a date; ignored", birthText))
            }
        }
        if birthday == nil {
            let ageText = cell(.age)
            if let age = ShelterAge.parts(of: ageText) {
                birthday = age.reduce(referenceDay) { $1.birthday(asOf: $0) }
            } else if !ageText.isEmpty {
                problem(.age, translator.tr("“%1$@” is not an age; ignored", ageText))
            }
        }
        guard let birthday else {
            problems.append(ImportProblem(record: record, reason: translator.tr("no usable date of birth or age; skipped")))
            return (nil, problems)
        }

        if name.isEmpty, columns[.name] != nil {
            problem(.name, translator.tr("empty; imported as “%1$@”", Self.unnamed(translator)))
        }
        let speciesText = cell(.species)
        let readSpecies = ShelterSpecies.species(speciesText)
        if readSpecies == nil {
            problem(.species, speciesText.isEmpty
                ? translator.tr("missing; imported as other")
                : translator.tr("“%1$@” is not a species we know; imported as other", speciesText))
        }
        let species = readSpecies ?? .other
        let sex: Sex
        switch ShelterSex.read(cell(.sex)) {
        case .sex(let read):
            sex = read
        case .mixedGroup:
            sex = .unknown
            problem(.sex, translator.tr("“%1$@” means a group of both sexes; imported as unknown", cell(.sex)))
        case .unknownText:
            sex = .unknown
            problem(.sex, translator.tr("“%1$@” is not a sex we know; imported as unknown", cell(.sex)))
        }

        var fee: Decimal?
        let feeText = cell(.fee)
        if !feeText.isEmpty {
            let amount = feeText.filter { !Self.feeDecorations.contains($0) }
            if amount.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." }),
               let value = Decimal(string: amount, locale: Self.posix) {
                fee = value
            } else {
                problem(.fee, translator.tr("“%1$@” is not an amount; left empty", feeText))
            }
        }

        let breeds = [textUnlessCode(cell(.breed), column: .breed), textUnlessCode(cell(.secondaryBreed), column: .secondaryBreed)]
        let breed = breeds[1].isEmpty || breeds[1] == breeds[0] ? breeds[0] : breeds.filter { !$0.isEmpty }.joined(separator: "/")
        var colors: [String] = []
        for column in [ShelterColumn.color, .secondaryColor, .tertiaryColor] {
            let parts = textUnlessCode(cell(column), column: column).split(separator: "/").map(\.trimmingWhitespace)
            for color in parts where !color.isEmpty && !colors.contains(color) { colors.append(color) }
        }
        let description = cell(.description)
        // Most descriptions hold none of CR, `&` and `<`, and need no replacing.
        let about = description.utf8.contains { $0 == 0x0D || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") }
            ? Self.lineBreaks.reduce(description) { $0.replacingOccurrences(of: $1, with: "\n") }
            : description

        let intakeText = cell(.intakeDate)
        var intakeDate = intakeText.isEmpty ? nil : ShelterTimestamp(intakeText)?.day
        if intakeDate == nil, !intakeText.isEmpty, dateColumn != .intakeDate {
            problem(.intakeDate, translator.tr("“%1$@” is not a date; left empty", intakeText))
        } else if let intake = intakeDate, intake < birthday {
            problem(.intakeDate, translator.tr("“%1$@” is before the date of birth; left empty", intakeText))
            intakeDate = nil
        }
        let reading = ShelterDetailsReader(
            cells: cells, headers: columnHeaders, translator: translator, asmCodeColumns: asmCodeColumns)
            .read(colors: colors, intakeDate: intakeDate)
        for (column, reason) in reading.problems { problem(column, reason) }
        if reading.assumedPounds { readWeightsAsPounds = true }
        let goodWith = reading.goodWith
        let photo = cell(.photo)
        let animalID = cell(.id)
        let origin = animalID.isEmpty ? nil : PetOrigin(source: source, animalID: animalID)
        let id = "csv-" + StableHash.hex(of: origin.map { [$0.source, $0.animalID] }
            ?? [name.isEmpty ? Self.placeholderName : name, species.rawValue, breed, sex.rawValue, birthday.iso8601])
        let petName = name.isEmpty ? Self.unnamed(translator) : name

        let pet = Pet(
            id: id, name: petName, species: species, breed: breed, sex: sex, birthday: birthday,
            rarity: .common, fee: fee, photo: photo.isEmpty ? nil : photo, about: about, status: status,
            goodWithChildren: goodWith.children, goodWithDogs: goodWith.dogs, goodWithCats: goodWith.cats,
            dateAdded: reference?.date(in: timeZone) ?? now, origin: origin, details: reading.details)
        return (pet, problems)
    }

    /// How reports name `row`: `"row 7 (“Lucy”)"`, or `"row 7"` when it has no name.
    func record(_ row: CSVRow) -> String {
        let index = columns[.name]
        return record(row, name: name(in: index.map { $0 < row.fields.count ? row.fields[$0].trimmingWhitespace : "" } ?? ""))
    }

    private func record(_ row: CSVRow, name: String) -> String {
        name.isEmpty
            ? translator.tr("row %1$@", String(row.number))
            : translator.tr("row %1$@ (“%2$@”)", String(row.number), name)
    }

    /// The pet's name in the name cell `text`: without a leading `*`, and empty for a
    /// word that means no name.
    private func name(in text: String) -> String {
        let name = HTMLText.collapsingWhitespace(String(text.drop { $0 == "*" }))
        return Self.noNames.contains(ShelterColumn.normalized(name)) ? "" : name
    }

    /// `text`, or `""` when it is a numeric code (remembering the column, to report once).
    private mutating func textUnlessCode(_ text: String, column: ShelterColumn) -> String {
        guard !text.isEmpty, text.allSatisfy(\.isNumber) else { return text }
        if let index = columns[column], !columnsHoldingCodes.contains(index) { columnsHoldingCodes.append(index) }
        return ""
    }
}
