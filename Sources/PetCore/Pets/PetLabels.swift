import Foundation

/// The words the app uses for pets' enumerated properties, for detail pages, rows and
/// filter menus, in the language of its ``Translator``.
public struct PetLabels: Sendable {
    let translator: Translator

    /// Labels in `translator`'s language.
    public init(translator: Translator) {
        self.translator = translator
    }

    /// "Dog", "Cat", "Rabbit", "Bird", "Small animal", "Other".
    public func species(_ species: Species) -> String {
        switch species {
        case .dog: translator.tr("Dog")
        case .cat: translator.tr("Cat")
        case .rabbit: translator.tr("Rabbit")
        case .bird: translator.tr("Bird")
        case .smallAnimal: translator.tr("Small animal")
        case .other: translator.trc("species", "Other")
        }
    }

    /// The species and, when known, the breed: "Dog · Beagle", or "Dog" alone.
    public func speciesAndBreed(_ species: Species, breed: String) -> String {
        let breed = breed.first?.isWhitespace == true || breed.last?.isWhitespace == true
            ? breed.trimmingCharacters(in: .whitespacesAndNewlines)
            : breed
        // TRANSLATORS: a pet's species and breed, e.g. "Dog · Beagle".
        return breed.isEmpty ? self.species(species) : translator.tr("%1$@ · %2$@", self.species(species), breed)
    }

    /// "Available", "Adoption pending", "Adopted".
    public func status(_ status: AdoptionStatus) -> String {
        switch status {
        case .available: translator.tr("Available")
        case .pending: translator.tr("Adoption pending")
        case .adopted: translator.tr("Adopted")
        }
    }

    /// "Male", "Female", or "Sex unknown".
    public func sex(_ sex: Sex) -> String {
        switch sex {
        case .male: translator.tr("Male")
        case .female: translator.tr("Female")
        case .unknown: translator.tr("Sex unknown")
        }
    }

    /// The age band's name alone, for a summary of filters: "Baby", "Young", "Adult", "Senior".
    public func ageGroupName(_ group: AgeGroup) -> String {
        switch group {
        case .baby: translator.tr("Baby")
        case .young: translator.tr("Young")
        case .adult: translator.tr("Adult")
        case .senior: translator.tr("Senior")
        }
    }

    /// "House-trained".
    public var houseTrained: String { translator.tr("House-trained") }

    /// "Special needs".
    public var specialNeeds: String { translator.tr("Special needs") }

    /// "Common", "Uncommon", "Rare", "Very rare".
    public func rarity(_ rarity: Rarity) -> String {
        switch rarity {
        case .common: translator.tr("Common")
        case .uncommon: translator.tr("Uncommon")
        case .rare: translator.tr("Rare")
        case .veryRare: translator.tr("Very rare")
        }
    }

    /// The age band with its range, for a filter menu: "Baby (under 1 year)", ...
    public func ageGroup(_ group: AgeGroup) -> String {
        switch group {
        case .baby: translator.tr("Baby (under 1 year)")
        case .young: translator.tr("Young (1 to 2 years)")
        case .adult: translator.tr("Adult (3 to 7 years)")
        case .senior: translator.tr("Senior (8 years and over)")
        }
    }

    /// How old someone born on `birthday` is on `today`, in the largest whole unit:
    /// "Newborn" on the day of birth, then "1 day old" ... "6 days old", "1 week old" ...
    /// until the first whole month, "1 month old" ... "11 months old", then years.
    /// A birthday after `today` reads "Not born yet".
    public func age(birthday: CalendarDate, today: CalendarDate) -> String {
        let days = birthday.days(until: today)
        if days < 0 { return translator.tr("Not born yet") }
        if days == 0 { return translator.tr("Newborn") }
        let years = birthday.wholeYears(until: today)
        if years > 0 { return translator.trn("%1$@ year old", "%1$@ years old", years, String(years)) }
        let months = birthday.wholeMonths(until: today)
        if months > 0 { return translator.trn("%1$@ month old", "%1$@ months old", months, String(months)) }
        if days >= 7 { return translator.trn("%1$@ week old", "%1$@ weeks old", days / 7, String(days / 7)) }
        return translator.trn("%1$@ day old", "%1$@ days old", days, String(days))
    }

    /// Whether a pet gets on with children, dogs or cats: "Good with children",
    /// "Not good with cats", "Untested with dogs".
    public func compatibility(_ compatibility: YesNoAnswer, with subject: CompatibilityBadge.Subject) -> String {
        switch (compatibility, subject) {
        case (.yes, .children): translator.tr("Good with children")
        case (.yes, .dogs): translator.tr("Good with dogs")
        case (.yes, .cats): translator.tr("Good with cats")
        case (.no, .children): translator.tr("Not good with children")
        case (.no, .dogs): translator.tr("Not good with dogs")
        case (.no, .cats): translator.tr("Not good with cats")
        case (.unknown, .children): translator.tr("Untested with children")
        case (.unknown, .dogs): translator.tr("Untested with dogs")
        case (.unknown, .cats): translator.tr("Untested with cats")
        }
    }
}
