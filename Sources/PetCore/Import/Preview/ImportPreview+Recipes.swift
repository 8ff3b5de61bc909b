extension ImportPreview where Record == Recipe {
    /// The preview of importing `result`'s recipes into a book holding `existing`.
    ///
    /// A recipe is a duplicate when it has the same id as one before it (the book's, then
    /// the file's earlier ones), the same source address and name (address compared
    /// without scheme, `www.` or trailing `/`; the name matters because one page can hold
    /// several recipes), or the same name and ingredients (compared ignoring case,
    /// accents and spacing), which catches the same recipe saved from two addresses.
    public init(recipes result: ImportResult<Recipe>, existing: [Recipe], translator: Translator = .english) {
        self.init(
            kind: .recipes, result: result, existing: existing, translator: translator,
            label: { translator.tr("“%1$@”", $0.name) },
            name: \.name,
            keys: { recipe in
                let name = Self.comparable(recipe.name)
                var keys = [(key: "id\u{1F}\(recipe.id)", match: translator.tr("same id"))]
                if let source = recipe.source {
                    keys.append((key: "source\u{1F}\(Self.comparableAddress(source))\u{1F}\(name)", match: translator.tr("same source address")))
                }
                let ingredients = recipe.ingredients.map(Self.comparable).joined(separator: "\u{1F}")
                keys.append((key: "content\u{1F}\(name)\u{1F}\(ingredients)", match: translator.tr("same name and ingredients")))
                return keys
            })
    }

    /// `address` without scheme, `www.` or trailing `/`, in lowercase.
    static func comparableAddress(_ address: String) -> String {
        var text = Substring(address.lowercased())
        for prefix in ["https://", "http://"] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if text.hasPrefix("www.") { text = text.dropFirst(4) }
        while text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
