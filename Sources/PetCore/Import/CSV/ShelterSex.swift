/// Reads a sex column: Austin's `Neutered Male`, `Spayed Female`, `Intact Male`,
/// `Intact Female`, `Unknown`; plain `Male`/`Female`/`M`/`F`; PetFinder.my's codes
/// (`1` male, `2` female, `3` a group of pets of both sexes).
///
/// Exports that keep sex and neutering in one column of four values (Sonoma County's
/// and San José's `Male`, `Female`, `Neutered`, `Spayed`) write the operation alone:
/// `Spayed` is only ever said of a female, and beside it `Neutered` (or `Castrated`)
/// names a male.
enum ShelterSex {
    /// What a sex cell says.
    enum Reading: Equatable, Sendable {
        case sex(Sex)
        /// PetFinder.my's `3`: the listing is a group of both sexes.
        case mixedGroup
        case unknownText
    }

    static func read(_ text: String) -> Reading {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }
        if words.isEmpty || words == ["unknown"] { return .sex(.unknown) }
        if words == ["3"] { return .mixedGroup }
        if words.contains("male") || words == ["m"] || words == ["1"] || words == ["neutered"] || words == ["castrated"] {
            return .sex(.male)
        }
        if words.contains("female") || words == ["f"] || words == ["2"] || words == ["spayed"] { return .sex(.female) }
        return .unknownText
    }
}

extension ShelterSex {
    /// Whether a sex cell says the animal is spayed or neutered: Austin's `Neutered Male`
    /// and `Spayed Female`, Sonoma's and San José's `Neutered` and `Spayed` are yes;
    /// `Intact Male` and `Intact Female` no; a plain `Male` or `Female` says nothing.
    static func alteration(_ text: String) -> YesNoAnswer {
        if text.isEmpty { return .unknown }
        let words = Set(text.lowercased().split { !$0.isLetter }.map(String.init))
        if !words.isDisjoint(with: ["neutered", "spayed", "castrated", "altered"]) { return .yes }
        return words.contains("intact") ? .no : .unknown
    }
}
