/// Reads a sex column: Austin's `Neutered Male`, `Spayed Female`, `Intact Male`,
/// `Intact Female`, `Unknown`; plain `Male`/`Female`/`M`/`F`; PetFinder.my's codes
/// (`1` male, `2` female, `3` a group of pets of both sexes).
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
        if words.contains("male") || words == ["m"] || words == ["1"] { return .sex(.male) }
        if words.contains("female") || words == ["f"] || words == ["2"] { return .sex(.female) }
        return .unknownText
    }
}
