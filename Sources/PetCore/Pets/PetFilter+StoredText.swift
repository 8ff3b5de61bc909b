extension PetFilter {
    /// The filter as text to keep between runs (`ages=baby;species=cat,dog`); empty
    /// when it hides nothing.
    public var storedText: String {
        var text = StoredFilterText()
        text.setChoices("species", species)
        text.setChoices("ages", ageGroups)
        text.setChoices("sizes", sizes)
        text.setChoices("sexes", sexes)
        text.setChoices("goodWith", goodWith)
        text.setFlag("houseTrained", houseTrainedOnly)
        text.setFlag("specialNeeds", specialNeedsOnly)
        text.setChoices("rarities", rarities)
        text.setChoices("statuses", statuses)
        text.setFlag("favourites", favouritesOnly)
        return text.text
    }

    /// The filter kept as ``storedText``; what this version does not know is left out.
    public init(storedText: String) {
        let text = StoredFilterText(storedText)
        self.init(
            species: text.choices("species"), ageGroups: text.choices("ages"), sizes: text.choices("sizes"),
            sexes: text.choices("sexes"), goodWith: text.choices("goodWith"), houseTrainedOnly: text.flag("houseTrained"),
            specialNeedsOnly: text.flag("specialNeeds"), rarities: text.choices("rarities"),
            statuses: text.choices("statuses"), favouritesOnly: text.flag("favourites"))
    }
}
