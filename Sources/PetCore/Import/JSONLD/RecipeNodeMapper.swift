import Foundation

/// Maps one schema.org `Recipe` node to a ``Recipe``, with a problem for each field it
/// could not read.
///
/// - `name` (else `headline`): required; a node without one is skipped.
/// - `recipeIngredient` or the older `ingredients`, the same property: a list (nested
///   lists flattened; an element split at `<br>`, `<li>` and `<p>`, as a microdata
///   page's several `itemprop="ingredients"` blocks need) or one string split at line
///   breaks; a plain-text bullet before a line (`"- 300 g d'emmental"`) is dropped. A
///   node giving both takes the one with more lines (pages put all ingredients in one
///   summary line in the other).
///   A line that names a group of ingredients (`"Para el sofrito:"`, `"DIPPING SAUCE:"`:
///   ending in a colon, with no quantity) is a heading line (``Recipe/headingPrefix``).
/// - `recipeInstructions`: see ``RecipeDirections``.
/// - Ingredients or directions the structured data lacks (no line, or one ingredient line
///   without an amount: “Chicken”) are read from what the page shows
///   (``RecipeCardSections``) when the page has one recipe and shows more; a problem says
///   where they came from.
/// - Times: see ``RecipeDuration``. `prepTime`, `cookTime` and `totalTime` map to their
///   own fields; nothing is inferred, so a total above preparation plus cooking keeps
///   its chilling, rising or freezing time. A total below them cannot be (a page's
///   placeholder `PT0M`): it is left out, with a problem.
/// - `recipeYield`: see ``RecipeYield``; its worded form becomes the yield text.
/// - `source`: the node's `url`, else its `mainEntityOfPage` (without `#fragment`), else
///   the page's canonical link or `og:url`, else the address a page was fetched from;
///   only http(s) addresses count, relative ones only on a fetched page.
/// - `photo`: the first image address (`image` as a string, a list or an `ImageObject`'s
///   `url`/`contentUrl`; relative ones only on a fetched page), kept as a reference (an
///   import from a web address then fetches it). Its `caption` becomes the photo description.
/// - `language`: the node's `inLanguage` (a BCP 47 tag, or a `Language` whose
///   `alternateName` is one), else the page's (its JSON-LD `WebPage`'s `inLanguage`, else
///   `<html lang>`); an ill-formed tag is none.
/// - `difficulty`: schema.org has no such property, so every import is ``RecipeDifficulty/medium``.
/// - `id`: `"recipe-"` and a stable hash of the source address and name (or, without
///   an address, of the name and ingredients), so importing the same page again gives
///   the same id.
struct RecipeNodeMapper {
    /// What imported recipes are rated, since schema.org has no difficulty.
    static let defaultDifficulty = RecipeDifficulty.medium

    let node: JSONValue
    /// The recipe's position among the file's recipes, from 1.
    let number: Int
    let pageAddress: String?
    /// The language the page declares for itself; `nil` for none or a JSON file.
    var pageLanguage: LanguageTag? = nil
    /// What the page's relative addresses are relative to (a fetched page's base URL);
    /// `nil` for a saved page, whose relative addresses are left out.
    var base: URL? = nil
    /// Words the problems.
    let translator: Translator
    /// What the page shows of the recipe, for parts its structured data lacks; `nil`
    /// when the node is not the page's one recipe.
    var pageSections: () -> RecipeCardSections? = { nil }

    func map() -> (Recipe?, [ImportProblem]) {
        let name = text(node["name"]) ?? text(node["headline"]) ?? ""
        let recipeNumber = translator.tr("recipe %1$@", String(number))
        let record = name.isEmpty ? recipeNumber : translator.tr("%1$@ (“%2$@”)", recipeNumber, name)
        var problems: [ImportProblem] = []
        guard !name.isEmpty else {
            return (nil, [ImportProblem(record: record, reason: translator.tr("has no name; skipped"))])
        }

        var ingredients = self.ingredients()
        var directions = RecipeDirections.directions(node["recipeInstructions"])
        // One line without an amount (“Chicken”) is no ingredient list.
        let lacksIngredients = ingredients.count <= 1 && ingredients.allSatisfy { !$0.contains(where: \.isNumber) }
        let shown = lacksIngredients || directions.isEmpty ? pageSections() : nil
        if lacksIngredients, let part = shown?.ingredients,
           part.lines.count(where: { !Recipe.isHeading($0) }) > ingredients.count(where: { !Recipe.isHeading($0) }) {
            ingredients = part.lines
            problems.append(ImportProblem(record: record, field: "recipeIngredient", reason: readFrom(part.source)))
        } else if ingredients.isEmpty {
            problems.append(ImportProblem(record: record, field: "recipeIngredient", reason: translator.tr("missing; imported without ingredients")))
        }
        if directions.isEmpty, let part = shown?.directions {
            directions = RecipeDirections.directions(.array(part.lines.map(JSONValue.string)))
            problems.append(ImportProblem(record: record, field: "recipeInstructions", reason: readFrom(part.source)))
        } else if directions.isEmpty {
            problems.append(ImportProblem(record: record, field: "recipeInstructions", reason: translator.tr("missing; imported without directions")))
        }

        var readings: [String: FieldReading<Int>] = [:]
        for field in ["prepTime", "cookTime", "totalTime"] {
            let reading = RecipeDuration.minutes(node[field])
            readings[field] = reading
            if case .unreadable(let found) = reading {
                let reason = field == "totalTime"
                    ? translator.tr("“%1$@” is not a duration; ignored", found)
                    : translator.tr("“%1$@” is not a duration; left empty", found)
                problems.append(ImportProblem(record: record, field: field, reason: reason))
            }
        }
        var totalMinutes = readings["totalTime"]?.value
        let parts = (readings["prepTime"]?.value ?? 0) + (readings["cookTime"]?.value ?? 0)
        if let total = totalMinutes, total < parts {
            // A whole cannot be shorter than its parts: the page's total is a placeholder (PT0M).
            totalMinutes = nil
            problems.append(ImportProblem(
                record: record, field: "totalTime",
                reason: translator.tr("%1$@ min is less than preparation and cooking together; ignored", String(total))))
        }
        let yieldValue = node["recipeYield"] ?? node["yield"]
        let yieldReading = RecipeYield.count(yieldValue)
        if case .unreadable(let found) = yieldReading {
            problems.append(ImportProblem(record: record, field: "recipeYield", reason: translator.tr("no number of servings in “%1$@”; left empty", found)))
        }

        let source = sourceAddress()
        let image = self.image(node["image"], depth: 0)
        let idParts = source.map { [$0, name] } ?? [name] + ingredients
        let recipe = Recipe(
            id: "recipe-" + StableHash.hex(of: idParts),
            name: name,
            difficulty: Self.defaultDifficulty,
            photo: image?.address,
            photoDescription: image?.caption ?? "",
            prepMinutes: readings["prepTime"]?.value,
            cookMinutes: readings["cookTime"]?.value,
            totalMinutes: totalMinutes,
            yield: yieldReading.value,
            yieldText: RecipeYield.wording(yieldValue),
            ingredients: ingredients,
            directions: directions,
            source: source,
            language: Self.language(node["inLanguage"]) ?? pageLanguage)
        return (recipe, problems)
    }

    /// Says where a part missing from the structured data was read.
    private func readFrom(_ source: RecipeCardSections.Source) -> String {
        switch source {
        case .card(let plugin):
            // TRANSLATORS: %1$@ is a recipe-card plugin's name, such as “WP Recipe Maker”.
            translator.tr("not in the page’s structured data; read from its %1$@ recipe card", plugin)
        case .heading(let title):
            translator.tr("not in the page’s structured data; read from under its “%1$@” heading", title)
        }
    }

    /// One line of plain text from a string, the first string of a list, or an object's `@value`/`name`.
    private func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let string)?:
            let line = HTMLText.line(string)
            return line.isEmpty ? nil : line
        case .array(let values)?:
            return values.lazy.compactMap { text($0) }.first
        case .object?:
            return text(value?["@value"] ?? value?["name"])
        default:
            return nil
        }
    }

    private func ingredients() -> [String] {
        let current = ingredients(node["recipeIngredient"])
        let legacy = ingredients(node["ingredients"])
        return (legacy.count > current.count ? legacy : current).map { bulleted in
            let line = RecipeDirections.strippingBullet(bulleted)
            return RecipeDirections.isColonHeader(line) && !line.contains(where: \.isNumber)
                ? Recipe.headingPrefix + line
                : line
        }
    }

    private func ingredients(_ value: JSONValue?) -> [String] {
        if case .string(let block)? = value {
            return HTMLText.lines(block).filter { !$0.isEmpty }
        }
        var lines: [String] = []
        func collect(_ value: JSONValue, depth: Int) {
            guard depth < 16 else { return }
            switch value {
            case .array(let values): for element in values { collect(element, depth: depth + 1) }
            case .string(let html):
                // A raw line break is white space, as in HTML; `<br>`, `<li>` and `<p>` still part lines.
                lines += HTMLText.lines(String(html.map { $0.isNewline ? " " : $0 })).filter { !$0.isEmpty }
            case .object: if let line = text(value) { lines.append(line) }
            case .number(let number): lines.append(number.plainText)
            case .null, .bool: break
            }
        }
        if let value { collect(value, depth: 0) }
        return lines
    }

    private func sourceAddress() -> String? {
        if let url = node["url"]?.elements.first?.string, let address = HTMLPage.absoluteURL(url, base: base) {
            return address
        }
        if let page = node["mainEntityOfPage"] {
            let candidate = page.string ?? page["@id"]?.string ?? page["url"]?.string
            if let candidate, let address = HTMLPage.absoluteURL(candidate, base: base) {
                return String(address.prefix { $0 != "#" })
            }
        }
        return pageAddress
    }

    /// The first well-formed language tag of an `inLanguage` value: a tag, a `Language`
    /// whose `alternateName` (else `name`) is one, or a list of those.
    static func language(_ value: JSONValue?, depth: Int = 0) -> LanguageTag? {
        guard depth < 8 else { return nil }
        switch value {
        case .string(let text)?:
            return LanguageTag(text)
        case .array(let values)?:
            return values.lazy.compactMap { language($0, depth: depth + 1) }.first
        case .object?:
            return language(value?["alternateName"], depth: depth + 1) ?? language(value?["name"], depth: depth + 1)
        default:
            return nil
        }
    }

    private func image(_ value: JSONValue?, depth: Int) -> (address: String, caption: String?)? {
        guard depth < 8 else { return nil }
        switch value {
        case .string(let text)?:
            return HTMLPage.absoluteURL(text, base: base).map { ($0, nil) }
        case .array(let values)?:
            return values.lazy.compactMap { image($0, depth: depth + 1) }.first
        case .object?:
            guard let found = image(value?["url"] ?? value?["contentUrl"], depth: depth + 1) else { return nil }
            return (found.address, text(value?["caption"]))
        default:
            return nil
        }
    }
}
