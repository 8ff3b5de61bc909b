extension RecipeFilter {
    /// The filter as text to keep between runs (`difficulty=2;time=30`); empty when it
    /// hides nothing.
    public var storedText: String {
        var text = StoredFilterText()
        if case .only(let level) = difficulty { text.setSingle("difficulty", String(level.rawValue)) }
        text.setSingle("time", time.maximumMinutes.map(String.init))
        return text.text
    }

    /// The filter kept as ``storedText``; what this version does not know is left out.
    public init(storedText: String) {
        let text = StoredFilterText(storedText)
        let level = text.single("difficulty").flatMap(Int.init).flatMap(RecipeDifficulty.init(rawValue:))
        let minutes = text.single("time").flatMap(Int.init)
        self.init(
            difficulty: level.map(Difficulty.only) ?? .any,
            time: Time.allCases.first { $0.maximumMinutes == minutes && minutes != nil } ?? .any)
    }
}
