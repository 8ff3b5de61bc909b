import Foundation

extension PetFormatter {
    /// What the shelter records about `pet`, for its page: "Description" (size, colours,
    /// coat, weight), "Health and Care" (house-trained, spayed or neutered, vaccinations,
    /// special needs, microchip) and "Shelter" (intake date, kennel, the animal's id in
    /// the records it was imported from). Only known values get a row, and a group
    /// without one is left out: a pet with no details has no groups.
    public func detailGroups(of pet: Pet) -> [DetailGroup] {
        let details = pet.details
        let tr = context.translator
        typealias Row = DetailGroup.Row
        let description = DetailGroup(tr.tr("Description"), [
            details.size.map { Row(tr.trc("pet size", "Size"), labels.size($0)) },
            colorsText(details.colors).map { Row(tr.tr("Colours"), $0) },
            details.coatLength.map { Row(tr.tr("Coat"), labels.coatLength($0)) },
            details.weight.map { Row(tr.tr("Weight"), weightText($0)) },
        ])
        let health = DetailGroup(tr.tr("Health and Care"), [
            labels.answer(details.houseTrained).map { Row(tr.tr("House-Trained"), $0) },
            labels.answer(details.spayedOrNeutered).map { Row(tr.tr("Spayed or Neutered"), $0) },
            labels.vaccinations(details.vaccinated).map { Row(tr.tr("Vaccinations"), $0) },
            specialNeedsText(details).map { Row(tr.tr("Special Needs"), $0) },
            Self.nonBlank(details.microchip).map { Row(tr.tr("Microchip"), Self.microchipText($0)) },
        ])
        let shelter = DetailGroup(tr.tr("Shelter"), [
            details.intakeDate.map { Row(tr.tr("Intake Date"), dateText($0)) },
            Self.nonBlank(details.kennel).map { Row(tr.tr("Kennel"), $0) },
            pet.origin.flatMap(originText).map { Row(tr.tr("Shelter ID"), $0) },
        ])
        return [description, health, shelter].compactMap { $0 }
    }

    /// `weight` in the context's unit (``DisplayContext/weightUnit``), rounded to one
    /// decimal at most: "12.5 kg", "27.6 lb", "12 kg".
    public func weightText(_ weight: PetWeight) -> String {
        let unit = context.weightUnit
        let number = weight.converted(to: unit).value.formatted(
            .number.precision(.fractionLength(0...1)).rounded(rule: .toNearestOrAwayFromZero).locale(context.locale))
        return labels.weight(number, in: unit)
    }

    /// A microchip number grouped for reading aloud or copying by eye: an ISO number's
    /// 15 digits in five groups of three ("985 112 003 456 789"), an AVID FriendChip's
    /// 9 in three ("123 456 789", as its labels print it with asterisks); any other
    /// (10-character chips, which have no one way of grouping, and numbers of no known
    /// form) as recorded.
    public nonisolated static func microchipText(_ recorded: String) -> String {
        guard let number = MicrochipNumber(recorded), number.kind != .tenCharacter else { return recorded }
        var groups: [Substring] = []
        var rest = Substring(number.digits)
        while !rest.isEmpty {
            groups.append(rest.prefix(3))
            rest = rest.dropFirst(3)
        }
        return groups.joined(separator: " ")
    }

    /// `date` written the locale's long way: "March 12, 2024", "12 March 2024".
    public func dateText(_ date: CalendarDate) -> String {
        let utc = TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let style = Date.FormatStyle(date: .long, time: .omitted, locale: context.locale, calendar: calendar, timeZone: utc)
        return Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400).formatted(style)
    }

    /// The colours as a list in the locale's words ("Black and White"); `nil` when none.
    private func colorsText(_ colors: [String]) -> String? {
        let colors = colors.compactMap(Self.nonBlank)
        return colors.isEmpty ? nil : colors.formatted(.list(type: .and).locale(context.locale))
    }

    /// What the special needs are: the note when there is one (it says what they are),
    /// else "Yes", or "None" when the pet has none; `nil` when unknown.
    private func specialNeedsText(_ details: ShelterDetails) -> String? {
        if details.specialNeeds != .no, let note = Self.nonBlank(details.specialNeedsNote) { return note }
        switch details.specialNeeds {
        case .yes: return context.translator.tr("Yes")
        // TRANSLATORS: a pet's special needs: it has none.
        case .no: return context.translator.trc("special needs", "None")
        case .unknown: return nil
        }
    }

    /// The animal's id and, when known, the records it came from: "A746874 (austin_outcomes)".
    private func originText(_ origin: PetOrigin) -> String? {
        guard let id = Self.nonBlank(origin.animalID) else { return nil }
        guard let source = Self.nonBlank(origin.source) else { return id }
        // TRANSLATORS: an animal's id in a shelter's records, then those records' name: "A746874 (austin_outcomes)".
        return context.translator.tr("%1$@ (%2$@)", id, source)
    }

    /// `text` trimmed, or `nil` when that leaves nothing.
    private nonisolated static func nonBlank(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
