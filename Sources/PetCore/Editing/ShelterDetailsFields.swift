import Foundation

/// The pet form's fields for what the shelter records (``ShelterDetails``), as typed or
/// chosen, and their rules (``FieldValidation``): size and coat (or "Not recorded"),
/// colours as a list ("Black, White"), weight in the locale's unit
/// (``DisplayContext/weightUnit``), yes/no/don't-know answers, the special needs' note,
/// microchip, intake date and kennel.
///
/// A text left as the form showed it keeps the value it showed, exactly: a weight stored
/// in pounds and shown converted to kilograms stays in pounds, and colours, a microchip
/// or a note an import wrote its own way are not rewritten. So opening a pet and saving
/// it unchanged changes none of its details.
@MainActor
public struct ShelterDetailsFields {
    /// The sizes offered, in ``sizeChoices`` order; `nil` is "Not recorded".
    public static let sizes: [PetSize?] = [nil] + PetSize.allCases
    /// The coat lengths offered, in ``coatLengthChoices`` order; `nil` is "Not recorded".
    public static let coatLengths: [CoatLength?] = [nil] + CoatLength.allCases
    /// The answers offered for the yes-or-no questions, in ``answerChoices`` order.
    public static let answers: [YesNoAnswer] = [.unknown, .yes, .no]

    /// Index into ``sizeChoices``.
    public var sizeIndex: Int
    /// The colours, separated by commas.
    public var colorsText: String
    /// Index into ``coatLengthChoices``.
    public var coatLengthIndex: Int
    /// The weight as typed, in ``weightUnit``.
    public var weightText: String { didSet { errors.touch(.weight) } }
    /// Index into ``answerChoices``: is the pet house-trained?
    public var houseTrainedIndex: Int
    /// Index into ``answerChoices``: is the pet spayed or neutered?
    public var spayedOrNeuteredIndex: Int
    /// Index into ``answerChoices``: are its vaccinations up to date?
    public var vaccinatedIndex: Int
    /// Index into ``answerChoices``: has it special needs?
    public var specialNeedsIndex: Int
    /// What the special needs are.
    public var specialNeedsNote: String
    /// The microchip number as typed.
    public var microchipText: String { didSet { errors.touch(.microchip) } }
    /// The intake date as typed, `yyyy-MM-dd`.
    public var intakeDateText: String { didSet { errors.touch(.intakeDate) } }
    /// Where the pet is kept.
    public var kennel: String

    /// The unit weights are typed in: the locale's.
    public let weightUnit: WeightUnit
    /// The details the form opened with (or last saved).
    private var stored: ShelterDetails
    /// The texts the form showed for ``stored``, of the fields that keep it while unchanged.
    private var shown = ShownTexts()
    private let context: DisplayContext
    private let weightFormat: AmountFormat
    private var errors = FieldErrorVisibility<Field>()

    private enum Field { case weight, microchip, intakeDate }

    /// The fields of `details`, in `context`'s words and weight unit.
    public init(_ details: ShelterDetails, context: DisplayContext) {
        self.context = context
        weightUnit = context.weightUnit
        weightFormat = FieldValidation.weightFormat(unit: weightUnit, locale: context.locale, translator: context.translator)
        stored = details
        sizeIndex = Self.sizes.firstIndex(of: details.size) ?? 0
        coatLengthIndex = Self.coatLengths.firstIndex(of: details.coatLength) ?? 0
        houseTrainedIndex = Self.answers.firstIndex(of: details.houseTrained) ?? 0
        spayedOrNeuteredIndex = Self.answers.firstIndex(of: details.spayedOrNeutered) ?? 0
        vaccinatedIndex = Self.answers.firstIndex(of: details.vaccinated) ?? 0
        specialNeedsIndex = Self.answers.firstIndex(of: details.specialNeeds) ?? 0
        colorsText = details.colors.joined(separator: ", ")
        weightText = Self.weightText(details.weight, in: weightUnit, locale: context.locale)
        microchipText = details.microchip.isEmpty ? "" : PetFormatter.microchipText(details.microchip)
        specialNeedsNote = details.specialNeedsNote
        intakeDateText = details.intakeDate?.iso8601 ?? ""
        kennel = details.kennel
        shown = shownTexts
    }

    /// The weight as the form shows it: in `unit`, as stored when it is stored in `unit`,
    /// else converted and rounded to one decimal; without grouping ("1250.5").
    static func weightText(_ weight: PetWeight?, in unit: WeightUnit, locale: Locale) -> String {
        guard let weight else { return "" }
        if weight.unit == unit { return weight.value.formatted(.number.locale(locale).grouping(.never)) }
        return weight.converted(to: unit).value.formatted(
            .number.precision(.fractionLength(0...1)).rounded(rule: .toNearestOrAwayFromZero).grouping(.never).locale(locale))
    }

    // MARK: Choices

    private var translator: Translator { context.translator }
    private var labels: PetLabels { PetLabels(translator: context.translator) }

    /// Labels of the size drop-down: "Not recorded", "Small", … "Extra large".
    public var sizeChoices: [String] { [translator.tr("Not recorded")] + PetSize.allCases.map(labels.size) }
    /// Labels of the coat drop-down: "Not recorded", "Hairless", … "Curly".
    public var coatLengthChoices: [String] { [translator.tr("Not recorded")] + CoatLength.allCases.map(labels.coatLength) }
    /// Labels of the yes-or-no drop-downs.
    public var answerChoices: [String] { [translator.tr("Don't know"), translator.tr("Yes"), translator.tr("No")] }

    /// The field groups, like the pet's page: "Description", "Health and Care", then
    /// "Special Needs" in a group of its own (its note is a text area, which a group
    /// shows under its rows), and "Shelter". `path` leads from the form to these fields,
    /// `intakeDateError` to the intake date's error (which depends on the birthday).
    func groups<Model>(
        at path: ReferenceWritableKeyPath<Model, ShelterDetailsFields>, intakeDateError: KeyPath<Model, String?>
    ) -> [FormGroup<Model>] {
        let unitTitle = switch weightUnit {
        case .kilograms: translator.tr("Weight (kg)")
        case .pounds: translator.tr("Weight (lb)")
        }
        return [
            FormGroup(translator.tr("Description"), [
                .choice(translator.trc("pet size", "Size"), choices: sizeChoices, path.appending(path: \.sizeIndex)),
                .text(translator.tr("Colours"), path.appending(path: \.colorsText), placeholder: translator.tr("Black, White")),
                .choice(translator.tr("Coat"), choices: coatLengthChoices, path.appending(path: \.coatLengthIndex)),
                .text(unitTitle, path.appending(path: \.weightText), error: path.appending(path: \.weightError)),
            ]),
            FormGroup(translator.tr("Health and Care"), [
                .choice(translator.tr("House-Trained"), choices: answerChoices, path.appending(path: \.houseTrainedIndex)),
                .choice(translator.tr("Spayed or Neutered"), choices: answerChoices, path.appending(path: \.spayedOrNeuteredIndex)),
                .choice(translator.tr("Vaccinations Up to Date"), choices: answerChoices, path.appending(path: \.vaccinatedIndex)),
                .text(translator.tr("Microchip"), path.appending(path: \.microchipText), error: path.appending(path: \.microchipError)),
            ]),
            FormGroup(translator.tr("Special Needs"), description: translator.tr("Whether the pet has special needs, and what they are"), [
                .choice(translator.tr("Has Special Needs"), choices: answerChoices, path.appending(path: \.specialNeedsIndex)),
                .lines(translator.tr("What the Special Needs Are"), path.appending(path: \.specialNeedsNote)),
            ]),
            FormGroup(translator.tr("Shelter"), [
                .text(
                    translator.tr("Intake Date"), path.appending(path: \.intakeDateText), error: intakeDateError,
                    placeholder: translator.tr("YYYY-MM-DD")),
                .text(translator.tr("Kennel"), path.appending(path: \.kennel)),
            ]),
        ]
    }

    // MARK: Validation

    /// The message under the weight field, or `nil`.
    public var weightError: String? { errors.message(.weight, weightResult) }
    /// The message under the microchip field, or `nil`.
    public var microchipError: String? { errors.message(.microchip, microchipResult) }

    /// The message under the intake date field for a pet born on `birthday` (`nil` when
    /// the birthday is not valid yet), or `nil`.
    public func intakeDateError(birthday: CalendarDate?) -> String? {
        errors.message(.intakeDate, intakeDateResult(birthday: birthday))
    }

    /// Shows the intake date's error from the start when the stored date is not valid for
    /// a pet born on `birthday` (an import's intake before the birthday), since Save stays
    /// insensitive until it is fixed.
    mutating func showStoredProblems(birthday: CalendarDate) {
        if case .failure = intakeDateResult(birthday: birthday) { errors.touch(.intakeDate) }
    }

    /// Shows every field's error, as after a save was tried.
    mutating func showAllErrors() {
        errors.showAll()
    }

    /// Every field's value, as typed or chosen.
    var values: [AnyHashable] {
        [
            sizeIndex, colorsText, coatLengthIndex, weightText, houseTrainedIndex, spayedOrNeuteredIndex,
            vaccinatedIndex, specialNeedsIndex, specialNeedsNote, microchipText, intakeDateText, kennel,
        ]
    }

    /// The details the fields describe for a pet born on `birthday`, or `nil` when a
    /// field is invalid.
    func validated(birthday: CalendarDate?) -> ShelterDetails? {
        guard case .success(let weight) = weightResult,
              case .success(let microchip) = microchipResult,
              case .success(let intakeDate) = intakeDateResult(birthday: birthday),
              Self.sizes.indices.contains(sizeIndex), Self.coatLengths.indices.contains(coatLengthIndex),
              [houseTrainedIndex, spayedOrNeuteredIndex, vaccinatedIndex, specialNeedsIndex].allSatisfy(Self.answers.indices.contains)
        else { return nil }
        var details = stored
        details.size = Self.sizes[sizeIndex]
        details.colors = colorsText == shown.colors ? stored.colors : FieldValidation.colors(colorsText)
        details.coatLength = Self.coatLengths[coatLengthIndex]
        details.weight = weight
        details.houseTrained = Self.answers[houseTrainedIndex]
        details.spayedOrNeutered = Self.answers[spayedOrNeuteredIndex]
        details.vaccinated = Self.answers[vaccinatedIndex]
        details.specialNeeds = Self.answers[specialNeedsIndex]
        details.specialNeedsNote = specialNeedsNote == shown.note ? stored.specialNeedsNote : specialNeedsNote.trimmingCharacters(in: .whitespacesAndNewlines)
        details.microchip = microchip
        details.intakeDate = intakeDate
        details.kennel = kennel == shown.kennel ? stored.kennel : kennel.trimmingCharacters(in: .whitespacesAndNewlines)
        return details
    }

    /// Remembers `details`, just saved from these fields, as what the form now shows.
    mutating func saved(_ details: ShelterDetails) {
        stored = details
        shown = shownTexts
    }

    /// Takes what `other` shows (the fields of another version of the pet) as the stored
    /// details: a text left as `other` shows it keeps `other`'s value exactly.
    mutating func rebase(on other: ShelterDetailsFields) {
        stored = other.stored
        shown = other.shown
    }

    /// The texts of the fields that keep their stored value while unchanged.
    private struct ShownTexts {
        var colors = "", weight = "", microchip = "", note = "", kennel = ""
    }

    /// What those fields show now.
    private var shownTexts: ShownTexts {
        ShownTexts(colors: colorsText, weight: weightText, microchip: microchipText, note: specialNeedsNote, kennel: kennel)
    }

    private var weightResult: Result<PetWeight?, FieldError> {
        weightText == shown.weight
            ? .success(stored.weight)
            : FieldValidation.weight(weightText, format: weightFormat, unit: weightUnit, translator: translator)
    }

    private var microchipResult: Result<String, FieldError> {
        microchipText == shown.microchip ? .success(stored.microchip) : FieldValidation.microchip(microchipText, translator: translator)
    }

    private func intakeDateResult(birthday: CalendarDate?) -> Result<CalendarDate?, FieldError> {
        FieldValidation.intakeDate(intakeDateText, today: context.today, birthday: birthday, translator: translator)
    }
}
