/// The kinds of file the catalog exports to.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// A Petfinder import file (``PetfinderExport``).
    case petfinder
    /// An Adopt-a-Pet AutoUpload `pets.csv` (``AdoptAPetExport``).
    case adoptAPet = "adoptapet"
    /// The app's own catalog JSON, pets and recipes (``CatalogJSONWriter``).
    case catalogJSON = "json"

    /// The format the command line names (`petfinder`, `adoptapet`, `json`), or `nil`.
    public init?(commandName: String) {
        self.init(rawValue: commandName.lowercased())
    }

    /// The format's name for a person: "Petfinder CSV".
    public func title(_ translator: Translator) -> String {
        switch self {
        case .petfinder: translator.tr("Petfinder CSV")
        case .adoptAPet: translator.tr("Adopt-a-Pet CSV")
        case .catalogJSON: translator.tr("Pet Adoption catalog (JSON)")
        }
    }

    /// What the file holds, under its title.
    public func summary(_ translator: Translator) -> String {
        switch self {
        case .petfinder: translator.tr("Pets in Petfinder’s import columns, to upload to Petfinder")
        case .adoptAPet: translator.tr("Pets in Adopt-a-Pet’s AutoUpload columns, without a header line")
        case .catalogJSON: translator.tr("Every field of the pets, and the recipes, with their photos in a photos folder")
        }
    }

    /// The file name the save dialog suggests: Adopt-a-Pet's AutoUpload takes `pets.csv`.
    public var suggestedFileName: String {
        switch self {
        case .petfinder: "petfinder.csv"
        case .adoptAPet: "pets.csv"
        case .catalogJSON: "catalog.json"
        }
    }
}
