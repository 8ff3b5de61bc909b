import Foundation

/// The words the app uses for pets' enumerated properties, for detail pages, rows and
/// filter menus. Pure and locale-independent (the app is written in English).
public enum PetLabels {
    /// "Dog", "Cat", "Rabbit", "Bird", "Small animal", "Other".
    public static func species(_ species: Species) -> String {
        switch species {
        case .dog: "Dog"
        case .cat: "Cat"
        case .rabbit: "Rabbit"
        case .bird: "Bird"
        case .smallAnimal: "Small animal"
        case .other: "Other"
        }
    }

    /// The species and, when known, the breed: "Dog · Beagle", or "Dog" alone.
    public static func speciesAndBreed(_ species: Species, breed: String) -> String {
        let breed = breed.first?.isWhitespace == true || breed.last?.isWhitespace == true
            ? breed.trimmingCharacters(in: .whitespacesAndNewlines)
            : breed
        return breed.isEmpty ? Self.species(species) : "\(Self.species(species)) · \(breed)"
    }

    /// "Available", "Adoption pending", "Adopted".
    public static func status(_ status: AdoptionStatus) -> String {
        switch status {
        case .available: "Available"
        case .pending: "Adoption pending"
        case .adopted: "Adopted"
        }
    }

    /// "Male", "Female", or "Sex unknown".
    public static func sex(_ sex: Sex) -> String {
        switch sex {
        case .male: "Male"
        case .female: "Female"
        case .unknown: "Sex unknown"
        }
    }

    /// "Common", "Uncommon", "Rare", "Very rare".
    public static func rarity(_ rarity: Rarity) -> String {
        switch rarity {
        case .common: "Common"
        case .uncommon: "Uncommon"
        case .rare: "Rare"
        case .veryRare: "Very rare"
        }
    }

    /// The age band with its range, for a filter menu: "Baby (under 1 year)", ...
    public static func ageGroup(_ group: AgeGroup) -> String {
        switch group {
        case .baby: "Baby (under 1 year)"
        case .young: "Young (1 to 2 years)"
        case .adult: "Adult (3 to 7 years)"
        case .senior: "Senior (8 years and over)"
        }
    }

    /// How old someone born on `birthday` is on `today`, in the largest whole unit:
    /// "Newborn" on the day of birth, then "1 day old" ... "6 days old", "1 week old" ...
    /// until the first whole month, "1 month old" ... "11 months old", then years.
    /// A birthday after `today` reads "Not born yet".
    public static func age(birthday: CalendarDate, today: CalendarDate) -> String {
        let days = birthday.days(until: today)
        if days < 0 { return "Not born yet" }
        if days == 0 { return "Newborn" }
        let years = birthday.wholeYears(until: today)
        if years > 0 { return old(years, "year") }
        let months = birthday.wholeMonths(until: today)
        if months > 0 { return old(months, "month") }
        if days >= 7 { return old(days / 7, "week") }
        return old(days, "day")
    }

    private static func old(_ count: Int, _ unit: String) -> String {
        count == 1 ? "1 \(unit) old" : "\(count) \(unit)s old"
    }
}
