/// The value codes shelter software and listing sites write for a pet's size and coat,
/// and how the importer reads them. Kept in one place so that an exporter writing
/// Petfinder's or Adopt-a-Pet's files can use the same table.
///
/// - Size: Petfinder and Adopt-a-Pet write `S`, `M`, `L`, `XL` (Animal Shelter Manager's
///   publishers); RescueGroups `Small`, `Medium`, `Large`, `X-Large`; Animal Shelter
///   Manager's own lookup `Small`, `Medium`, `Large`, `Very Large`; Shelterluv a band
///   with its weights (`Medium (20-59)`: the words before the bracket count); Sonoma
///   County `SMALL`, `MED`, `LARGE`, `X-LRG`, and `TOY` (small). Sonoma's `PUPPY`,
///   `KITTEN` and `KITTN` are ages, not sizes: the size is unknown (``SizeReading/notASize``).
/// - Coat length: Petfinder's `Short`, `Medium`, `Long`, `Wire`, `Hairless`, `Curly`;
///   Adopt-a-Pet's and RescueGroups' `Short`, `Medium`, `Long` (and `Hairless`);
///   `Smooth` is short, `Wirehaired` wire.
enum ListingSiteCodes {
    /// Petfinder's and Adopt-a-Pet's size codes.
    static let petfinderSizes: [PetSize: String] = [.small: "S", .medium: "M", .large: "L", .extraLarge: "XL"]
    /// Petfinder's coat lengths, as its file writes them.
    static let petfinderCoatLengths: [CoatLength: String] = [
        .short: "Short", .medium: "Medium", .long: "Long", .wire: "Wire", .hairless: "Hairless", .curly: "Curly",
    ]

    /// What a size cell says.
    enum SizeReading: Equatable, Sendable {
        case size(PetSize)
        /// A word that is not a size (an age such as `PUPPY`): the size is unknown.
        case notASize
        /// Nothing written.
        case empty
        /// A word we do not know.
        case unknownText
    }

    /// The size words read, normalized: Petfinder's codes and the others' words.
    private static let sizeWords: [String: PetSize] = petfinderSizes.reduce(into: [
        "sm": .small, "small": .small, "toy": .small, "tiny": .small,
        "med": .medium, "medium": .medium,
        "lg": .large, "lrg": .large, "large": .large,
        "xlarge": .extraLarge, "xlrg": .extraLarge, "extralarge": .extraLarge, "verylarge": .extraLarge, "giant": .extraLarge,
    ]) { words, code in words[code.value.lowercased()] = code.key }

    /// Reads a size cell.
    static func size(_ text: String) -> SizeReading {
        if text.isEmpty { return .empty }
        let band = text.prefix { $0 != "(" }
        let key = ShelterColumn.normalized(String(band))
        if key.isEmpty { return .empty }
        if let size = sizeWords[key] { return .size(size) }
        if key.hasPrefix("pup") || key.hasPrefix("kit") { return .notASize }
        return .unknownText
    }

    /// The coat words read, normalized: Petfinder's lengths and their other spellings.
    private static let coatWords: [String: CoatLength] = petfinderCoatLengths.reduce(into: [
        "smooth": .short, "shorthair": .short, "longhair": .long, "wirehaired": .wire, "wiry": .wire,
    ]) { words, code in words[code.value.lowercased()] = code.key }

    /// The coat length `text` names, or `nil` when it names none we know.
    static func coatLength(_ text: String) -> CoatLength? {
        text.isEmpty ? nil : coatWords[ShelterColumn.normalized(text)]
    }
}
