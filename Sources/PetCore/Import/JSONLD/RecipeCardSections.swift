/// The ingredients and directions a recipe page shows to its readers, for a structured
/// recipe that lacks them: read from the page's recipe card, by the published class names
/// of the widely used recipe-card plugins, else from the list under a heading that names
/// the part in the page's language.
///
/// - **Recipe cards**: WP Recipe Maker (`wprm-recipe-ingredient`, `wprm-recipe-instruction`,
///   group names `wprm-recipe-group-name`), Tasty Recipes (`tasty-recipes-ingredients`,
///   `tasty-recipes-instructions`), Mediavine Create (`mv-create-ingredients`,
///   `mv-create-instructions`), WP Ultimate Recipe (`wpurp-recipe-ingredient`,
///   `wpurp-recipe-instruction`), Cooked (`cooked-single-ingredient`,
///   `cooked-single-direction`) and WPZOOM's Recipe Card block
///   (`wp-block-wpzoom-recipe-card-block-ingredients`, `…-directions`). An item class
///   makes each element carrying it one line; a list class makes each `<li>` inside the
///   element carrying it one line, and each heading there a heading line.
/// - **Headings**: an `<h1>`–`<h6>` whose text is a word for the part (“Ingredients”,
///   “Zutaten”, “Składniki”, “材料”; “Directions”, “Method”, “Elaboración”,
///   “Przygotowanie”, “做法”, “作り方”…), alone or followed by more words or a colon: the
///   lists after it, up to the next heading, give one line per `<li>` (or, without a
///   list, per table row: “150ml | red wine”); directions without
///   a list take each paragraph up to the next heading as a line (ingredients need a
///   list: a paragraph there is rarely one ingredient).
struct RecipeCardSections {
    /// Where a part was read.
    enum Source: Equatable {
        /// A recipe-card plugin's markup, by the plugin's name.
        case card(String)
        /// The list or paragraphs under the heading, as the page writes it.
        case heading(String)
    }

    /// A part's lines (headings start with ``Recipe/headingPrefix``) and where they were read.
    struct Part: Equatable {
        var lines: [String]
        var source: Source
    }

    /// The ingredients, when the page shows them.
    private(set) var ingredients: Part?
    /// The directions, when the page shows them.
    private(set) var directions: Part?

    /// How a plugin marks a part: each element with a class is a line, or each `<li>`
    /// inside an element with a class.
    private enum Marking {
        case item(String, heading: String?)
        case list(String)
    }

    private struct Plugin {
        var name: String
        var ingredients: Marking
        var directions: Marking
    }

    private static let plugins = [
        Plugin(
            name: "WP Recipe Maker", ingredients: .item("wprm-recipe-ingredient", heading: "wprm-recipe-group-name"),
            directions: .item("wprm-recipe-instruction", heading: "wprm-recipe-group-name")),
        Plugin(name: "Tasty Recipes", ingredients: .list("tasty-recipes-ingredients"), directions: .list("tasty-recipes-instructions")),
        Plugin(name: "Mediavine Create", ingredients: .list("mv-create-ingredients"), directions: .list("mv-create-instructions")),
        Plugin(
            name: "WP Ultimate Recipe", ingredients: .item("wpurp-recipe-ingredient", heading: nil),
            directions: .item("wpurp-recipe-instruction", heading: nil)),
        Plugin(
            name: "Cooked", ingredients: .item("cooked-single-ingredient", heading: nil),
            directions: .item("cooked-single-direction", heading: nil)),
        Plugin(
            name: "WPZOOM Recipe Card", ingredients: .list("wp-block-wpzoom-recipe-card-block-ingredients"),
            directions: .list("wp-block-wpzoom-recipe-card-block-directions")),
    ]

    /// Words that head a recipe's ingredients, lowercased, in the languages of recipe pages.
    static let ingredientWords = [
        "ingredients", "ingredient list", "ingrédients", "zutaten", "ingredientes", "ingredienti", "ingrediënten",
        "składniki", "ingredienser", "ainekset", "hozzávalók", "suroviny", "ingredience", "sastojci", "malzemeler",
        "ingrediente", "συστατικά", "υλικά", "ингредиенты", "продукты", "材料", "配料", "用料", "食材", "原料", "재료",
    ]

    /// Words that head a recipe's directions, lowercased.
    static let directionWords = [
        "directions", "instructions", "method", "steps", "preparation", "how to make", "préparation", "zubereitung",
        "anleitung", "preparación", "elaboración", "modo de preparación", "preparazione", "procedimento", "bereiding",
        "bereidingswijze", "przygotowanie", "sposób przygotowania", "fremgangsmåde", "tilberedning", "valmistus",
        "elkészítés", "postup", "hazırlanışı", "yapılışı", "εκτέλεση", "οδηγίες", "παρασκευή", "приготовление",
        "способ приготовления", "modo de preparo", "modo de fazer", "做法", "步骤", "製作方法", "作法", "作り方", "手順",
        "조리법", "만드는 법",
    ]

    /// The parts `page` shows.
    init(page elements: HTMLElements) {
        for plugin in Self.plugins where ingredients == nil || directions == nil {
            if ingredients == nil, let lines = Self.lines(marked: plugin.ingredients, in: elements) {
                ingredients = Part(lines: lines, source: .card(plugin.name))
            }
            if directions == nil, let lines = Self.lines(marked: plugin.directions, in: elements) {
                directions = Part(lines: lines, source: .card(plugin.name))
            }
        }
        if ingredients == nil { ingredients = Self.part(headedBy: Self.ingredientWords, in: elements, orParagraphs: false) }
        if directions == nil { directions = Self.part(headedBy: Self.directionWords, in: elements, orParagraphs: true) }
    }

    /// The lines a plugin's `marking` gives; `nil` when the page has none.
    private static func lines(marked marking: Marking, in elements: HTMLElements) -> [String]? {
        var found: [HTMLElements.Element] = []
        var headings: Set<Int> = []
        switch marking {
        case .item(let itemClass, let headingClass):
            let items = elements.all.filter { $0.classes.contains(itemClass) }
            let all = elements.all
            for (index, element) in all.enumerated() {
                if element.classes.contains(itemClass) {
                    found.append(element)
                } else if let headingClass, element.classes.contains(headingClass),
                          let group = all[..<index].last(where: { $0.contains(element) }),
                          items.contains(where: group.contains) {
                    // A group's name, when its group holds items of this part (ingredient
                    // and instruction groups share the class).
                    headings.insert(found.count)
                    found.append(element)
                }
            }
        case .list(let listClass):
            for container in elements.all where container.classes.contains(listClass) {
                for element in elements.all where container.contains(element) && (element.name == "li" || element.isHeading) {
                    guard !found.contains(where: { $0.content == element.content }) else { continue }
                    if element.isHeading { headings.insert(found.count) }
                    found.append(element)
                }
            }
        }
        let lines = found.enumerated().compactMap { index, element -> String? in
            let text = elements.text(of: element)
            guard !text.isEmpty else { return nil }
            return headings.contains(index) ? Recipe.headingPrefix + text : text
        }
        return lines.contains(where: { !Recipe.isHeading($0) }) ? lines : nil
    }

    /// The lines under the first heading named by one of `words`, up to the next heading:
    /// its lists' items, else (`orParagraphs`) its paragraphs.
    private static func part(headedBy words: [String], in elements: HTMLElements, orParagraphs: Bool) -> Part? {
        let all = elements.all
        for (index, heading) in all.enumerated() where heading.isHeading {
            let title = elements.text(of: heading)
            guard names(title, oneOf: words) else { continue }
            let section = all[(index + 1)...].prefix { !$0.isHeading }.filter { $0.content.lowerBound >= heading.content.upperBound }
            let listItems = section.filter { $0.name == "li" }
            let items = listItems.isEmpty ? section.filter { $0.name == "tr" } : listItems
            let lines = (items.isEmpty && orParagraphs ? section.filter { $0.name == "p" } : items).map { element in
                // A table row's cells, each its own words (“150ml”, “red wine”).
                element.name == "tr"
                    ? section.filter { ($0.name == "td" || $0.name == "th") && element.contains($0) }.map(elements.text(of:))
                        .joined(separator: " ")
                    : elements.text(of: element)
            }
            let kept = lines.filter { !$0.isEmpty }
            if !kept.isEmpty { return Part(lines: kept, source: .heading(title)) }
        }
        return nil
    }

    /// Whether a heading's `title` is one of `words`, alone, with a colon, or followed by
    /// more words (“Ingredients for the glaze”); words in scripts without spaces may be
    /// followed by anything (“做法步骤”).
    static func names(_ title: String, oneOf words: [String]) -> Bool {
        var key = title.lowercased().trimmingCharacters(in: .whitespaces)
        while let last = key.last, ":：".contains(last) || last.isWhitespace { key.removeLast() }
        return words.contains { word in
            guard key.hasPrefix(word) else { return false }
            let rest = key.dropFirst(word.count)
            guard let next = rest.first else { return true }
            return next == " " || next == "(" || word.unicodeScalars.first.map { $0.value >= 0x3000 } == true
        }
    }
}
