import Foundation

/// The values listing sites' files share, made from a pet as Animal Shelter Manager's
/// publishers make them (`src/asm3/publishers/base.py`, `petfinder.py`, `adoptapet.py`).
///
/// Where our records know less than the site's column asks (an unknown sex or size),
/// the value is left empty instead of guessed: Animal Shelter Manager writes `M` for an
/// unknown sex and a medium size by default, which would put a wrong fact on a listing.
enum ListingValues {
    /// The id a listing site knows the pet by: the animal's id in the shelter's own
    /// records when it was imported from them, else the app's id.
    static func listingID(of pet: Pet) -> String {
        pet.origin?.animalID ?? pet.id
    }

    /// Petfinder's species (`Type`), which Adopt-a-Pet's import map starts from too.
    static func petfinderSpecies(_ species: Species) -> String {
        switch species {
        case .dog: "Dog"
        case .cat: "Cat"
        case .rabbit: "Rabbit"
        case .bird: "Bird"
        case .smallAnimal: "Small&Furry"
        case .other: "Scales, Fins & Other"
        }
    }

    /// `F`, `M`, or empty when unknown.
    static func sexCode(_ sex: Sex) -> String {
        switch sex {
        case .female: "F"
        case .male: "M"
        case .unknown: ""
        }
    }

    /// `S`, `M`, `L`, `XL`, or empty when unknown.
    static func sizeCode(_ size: PetSize?) -> String {
        size.flatMap { ListingSiteCodes.petfinderSizes[$0] } ?? ""
    }

    /// Petfinder's coat length (`Short`, `Wire`…), or empty when unknown.
    static func coatLength(_ coat: CoatLength?) -> String {
        coat.flatMap { ListingSiteCodes.petfinderCoatLengths[$0] } ?? ""
    }

    /// Whether a breed as written is a cross: two breeds (`"Pit Bull/Boxer"`) or a
    /// "mix" (`"Chihuahua Mix"`, `"Mixed Breed"`).
    static func isMix(_ breed: String) -> Bool {
        breed.contains("/") || breed.range(of: "mix", options: .caseInsensitive) != nil
    }

    /// The first and second breed of a breed as written: `"Pit Bull/Boxer"` gives
    /// `("Pit Bull", "Boxer")`, `"Chihuahua Mix"` gives `("Chihuahua", "")` (the word
    /// "mix" is the Mix column's, not a breed).
    static func breeds(_ breed: String) -> (primary: String, secondary: String) {
        let parts = breed.split(separator: "/", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        var primary = parts.first ?? ""
        let words = primary.split(separator: " ")
        if words.count > 1, let last = words.last, last.caseInsensitiveCompare("mix") == .orderedSame {
            primary = words.dropLast().joined(separator: " ")
        }
        return (primary, parts.count > 1 ? parts[1] : "")
    }

    /// The file names of the pet's photos, its picture first: the last part of each
    /// reference (`"dogs/zoe.png"` gives `"zoe.png"`).
    static func photoFileNames(of pet: Pet) -> [String] {
        pet.photoReferences.compactMap { reference in
            let path = reference.split(separator: "?", maxSplits: 1).first.map(String.init) ?? reference
            let name = path.split(separator: "/").last.map(String.init) ?? ""
            return name.isEmpty ? nil : name
        }
    }

    /// `text` with every line break (CRLF, CR or LF) replaced by `lineBreak`: `&#10;`
    /// for Petfinder, `<br>` for Adopt-a-Pet.
    static func description(_ text: String, lineBreak: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\n", with: lineBreak)
    }

    /// `text` with typographic quotes, dashes and symbols replaced by plain ASCII ones, as
    /// Animal Shelter Manager's `replaceSmartQuotes` does for Petfinder.
    static func plainPunctuation(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{00B4}", "\u{2018}", "\u{2019}", "\u{2032}": result += "'"
            case "\u{201C}", "\u{201D}", "\u{2033}": result += "\""
            case "\u{2013}": result += "-"
            case "\u{2014}": result += "--"
            case "\u{201A}": result += ","
            case "\u{201E}": result += ",,"
            case "\u{2022}": result += "*"
            case "\u{2026}": result += "..."
            case "\u{2713}", "\u{2714}": result += "/"
            case "\u{2715}"..."\u{2718}": result += "x"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `1` for yes, `0` for no, empty when unknown.
    static func yesNo(_ answer: YesNoAnswer) -> String {
        switch answer {
        case .yes: "1"
        case .no: "0"
        case .unknown: ""
        }
    }

    /// `amount` rounded to `places` decimals (`.plain`, or `.down` to truncate), written
    /// with exactly that many: `50` to 2 places is `"50.00"`.
    static func amount(_ amount: Decimal, places: Int, rounding: NSDecimalNumber.RoundingMode) -> String {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, places, rounding)
        var scaled = rounded * pow(10, places)
        var whole = Decimal()
        NSDecimalRound(&whole, &scaled, 0, .plain)
        let digits = NSDecimalNumber(decimal: whole).int64Value
        guard places > 0 else { return String(digits) }
        let unit = Int64(truncating: NSDecimalNumber(decimal: pow(10, places)))
        let fraction = String(digits % unit)
        return "\(digits / unit)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
