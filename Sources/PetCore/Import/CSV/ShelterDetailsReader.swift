/// Reads a row's shelter details (``ShelterDetails``) and good-with answers from the
/// columns ``ShelterColumn`` names, as each vendor documents its values:
///
/// - size (``ListingSiteCodes/size(_:)``), coat length (``ListingSiteCodes/coatLength(_:)``),
///   weight (``ShelterWeight``); a value we do not know is left empty, with a problem;
/// - yes-or-no answers (``ShelterYesNo``): house-trained, spayed or neutered (also read
///   from a sex column's `Neutered Male` or `Intact Female`, and from Shelterluv's
///   `Altered in Care`, which holds `Altered` and a date), vaccinations up to date,
///   special needs; good with children, dogs and cats, from a positive column
///   (Adopt-a-Pet's `GoodWKids`, RescueGroups' `OK with Kids`) or Petfinder's negated
///   `NoKids`, `NoDogs`, `NoCats`; Animal Shelter Manager's own columns in its codes;
/// - the microchip number (``MicrochipNumber``): normalized when it is of a known form,
///   else kept as written, with a problem so that someone checks it;
/// - the special-needs note, and the kennel: the location and its unit (Animal Shelter
///   Manager's `ANIMALLOCATION` and `ANIMALUNIT`, PetPoint's `Location` and
///   `Sublocation`), as `"Dog Block A, 12"`.
///
/// Colours and the intake date are read by ``ShelterRowMapper``, which reads the other
/// columns they share a meaning with.
struct ShelterDetailsReader {
    /// A row's good-with answers.
    struct GoodWith: Equatable {
        var children = YesNoAnswer.unknown
        var dogs = YesNoAnswer.unknown
        var cats = YesNoAnswer.unknown
    }

    /// The row's cells, trimmed, by column.
    let cells: [ShelterColumn: String]
    /// The file's header of each column it has.
    let headers: [ShelterColumn: String]
    let translator: Translator

    /// The columns that hold Animal Shelter Manager's yes/no/unknown codes (``asmCodeColumns(_:)``).
    let asmCodeColumns: Set<ShelterColumn>

    /// Headers (normalized) of Animal Shelter Manager's columns that hold its yes/no/unknown lookup.
    private static let asmAnswerHeaders: Set<String> = [
        "animalgoodwithkids", "animalgoodwithdogs", "animalgoodwithcats", "animalhousetrained",
    ]

    /// The columns of a file with `headers` that hold Animal Shelter Manager's codes.
    static func asmCodeColumns(_ headers: [ShelterColumn: String]) -> Set<ShelterColumn> {
        Set(headers.filter { asmAnswerHeaders.contains(ShelterColumn.normalized($0.value)) }.keys)
    }

    /// What a read found: the details, the good-with answers, whether a weight was read
    /// as pounds for want of a unit, and the problems, by column.
    struct Reading {
        var details: ShelterDetails
        var goodWith = GoodWith()
        var assumedPounds = false
        var problems: [(column: ShelterColumn, reason: String)] = []
    }

    private func cell(_ column: ShelterColumn) -> String { cells[column] ?? "" }
    private func has(_ column: ShelterColumn) -> Bool { headers[column] != nil }
    private func header(_ column: ShelterColumn) -> String { headers[column] ?? column.displayName }

    /// The details the row gives, with its `colors` and `intakeDate`.
    func read(colors: [String], intakeDate: CalendarDate?) -> Reading {
        var reading = Reading(details: ShelterDetails(colors: colors, intakeDate: intakeDate))
        func problem(_ column: ShelterColumn, _ reason: String) { reading.problems.append((column, reason)) }
        func answer(_ column: ShelterColumn, negated: Bool = false) -> YesNoAnswer {
            let (answer, reason) = self.answer(column, negated: negated)
            if let reason { problem(column, reason) }
            return answer
        }
        func goodWith(_ column: ShelterColumn, negated: ShelterColumn) -> YesNoAnswer {
            let positive = answer(column)
            return positive == .unknown && has(negated) ? answer(negated, negated: true) : positive
        }
        var details = reading.details
        let sizeText = cell(.size)
        switch ListingSiteCodes.size(sizeText) {
        case .size(let size): details.size = size
        case .notASize, .empty: break
        case .unknownText: problem(.size, translator.tr("“%1$@” is not a size we know; left empty", sizeText))
        }
        let coatText = cell(.coatLength)
        details.coatLength = ListingSiteCodes.coatLength(coatText)
        if details.coatLength == nil, !coatText.isEmpty {
            problem(.coatLength, translator.tr("“%1$@” is not a coat length we know; left empty", coatText))
        }
        let weightText = cell(.weight)
        switch ShelterWeight.read(weightText, header: header(.weight), unitText: has(.weightUnit) ? cell(.weightUnit) : nil) {
        case .weight(let weight): details.weight = weight
        case .assumedPounds(let weight):
            details.weight = weight
            reading.assumedPounds = true
        case .empty: break
        case .unknownText: problem(.weight, translator.tr("“%1$@” is not a weight we know; left empty", weightText))
        }

        details.houseTrained = answer(.houseTrained)
        let alteredInCare = cell(.alteredInCare)
        details.spayedOrNeutered = ShelterYesNo.combined([
            answer(.spayedOrNeutered),
            alteredInCare.lowercased().hasPrefix("altered") ? .yes : answer(.alteredInCare),
            ShelterSex.alteration(cell(.sex)),
        ])
        details.vaccinated = answer(.vaccinated)
        details.specialNeeds = answer(.specialNeeds)
        details.specialNeedsNote = cell(.specialNeedsNote)

        let chipText = cell(.microchip)
        if let chip = MicrochipNumber(chipText) {
            details.microchip = chip.digits
        } else if !chipText.isEmpty {
            details.microchip = chipText
            problem(.microchip, translator.tr(
                "“%1$@” is not a microchip number of a known form (15 digits, 9 digits or 10 letters and digits); kept as written",
                chipText))
        }
        details.kennel = [cell(.kennel), cell(.kennelUnit)].filter { !$0.isEmpty }.joined(separator: ", ")

        // A positive column wins; Petfinder's negated one answers when it says nothing.
        reading.goodWith = GoodWith(
            children: goodWith(.goodWithChildren, negated: .noChildren),
            dogs: goodWith(.goodWithDogs, negated: .noDogs),
            cats: goodWith(.goodWithCats, negated: .noCats))
        reading.details = details
        return reading
    }

    /// The answer in `column`, and why it is unknown when it is none we know.
    private func answer(_ column: ShelterColumn, negated: Bool) -> (YesNoAnswer, String?) {
        let text = cell(column)
        let codes: ShelterYesNo.Codes = asmCodeColumns.contains(column) ? .asm : .plain
        if let answer = ShelterYesNo.read(text, codes: codes, negated: negated) { return (answer, nil) }
        return (.unknown, translator.tr("“%1$@” is not yes or no; left unknown", text))
    }
}
