/// The words a section's list and detail pane use that are not about one record.
public struct ListTexts: Sendable {
    /// The section's title, and what assistive technologies call its rows: "Pets".
    public let title: String
    /// How the count line names the records: "1 pet", "340 pets", "No pets".
    public let nouns: ListNouns
    /// The search field's placeholder: "Search pets".
    public let searchPlaceholder: String
    /// The detail pane while nothing is selected: "No Pet Selected", and a sentence.
    public let noSelection: (title: String, description: String)
    /// The Add button's name: "Add Pet".
    public let addLabel: String
    /// What failed when records that are shown could not be read again ("Couldn't
    /// reload the pets."), before the reason.
    public let reloadFailureSummary: String

    /// The texts of a section.
    public init(
        title: String, nouns: ListNouns, searchPlaceholder: String,
        noSelection: (title: String, description: String), addLabel: String, reloadFailureSummary: String
    ) {
        self.title = title
        self.nouns = nouns
        self.searchPlaceholder = searchPlaceholder
        self.noSelection = noSelection
        self.addLabel = addLabel
        self.reloadFailureSummary = reloadFailureSummary
    }
}
