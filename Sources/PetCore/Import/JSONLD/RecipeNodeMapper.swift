/// Maps one schema.org `Recipe` node to a ``Recipe``, with a problem for each field it
/// could not read.
///
/// - `name` (else `headline`): required; a node without one is skipped.
/// - `recipeIngredient` (else the older `ingredients`): a list (nested lists flattened)
///   or one string split at line breaks.
/// - `recipeInstructions`: see ``RecipeDirections``.
/// - Times: see ``RecipeDuration``. `prepTime` and `cookTime` map directly. When only
///   `totalTime` is given it becomes the cooking time (preparation unknown); when one
///   of prep/cook is missing (not merely unreadable) it is `totalTime` minus the other.
///   A `totalTime` above prep + cook is reported: the model has no field for the rest
///   (resting, chilling), so those minutes are not kept.
/// - `recipeYield`: see ``RecipeYield``.
/// - `source`: the node's `url`, else its `mainEntityOfPage` (without `#fragment`), else
///   the page's canonical link or `og:url`; only absolute http(s) addresses count.
/// - `photo`: the first image address (`image` as a string, a list or an `ImageObject`'s
///   `url`/`contentUrl`), kept as a reference; nothing is downloaded. Its `caption`
///   becomes the photo description.
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
    /// Words the problems.
    let translator: Translator

    func map() -> (Recipe?, [ImportProblem]) {
        let name = text(node["name"]) ?? text(node["headline"]) ?? ""
        let recipeNumber = translator.tr("recipe %1$@", String(number))
        let record = name.isEmpty ? recipeNumber : translator.tr("%1$@ (“%2$@”)", recipeNumber, name)
        var problems: [ImportProblem] = []
        guard !name.isEmpty else {
            return (nil, [ImportProblem(record: record, reason: translator.tr("has no name; skipped"))])
        }

        let ingredients = self.ingredients()
        if ingredients.isEmpty {
            problems.append(ImportProblem(record: record, field: "recipeIngredient", reason: translator.tr("missing; imported without ingredients")))
        }
        let directions = RecipeDirections.directions(node["recipeInstructions"])
        if directions.isEmpty {
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
        var prep = readings["prepTime"]?.value
        var cook = readings["cookTime"]?.value
        if let total = readings["totalTime"]?.value {
            switch (readings["prepTime"], readings["cookTime"]) {
            case (.absent?, .absent?): cook = total
            case (.absent?, .value(let known)?) where total >= known: prep = total - known
            case (.value(let known)?, .absent?) where total >= known: cook = total - known
            case (.value(let known)?, .value(let other)?) where total > known + other:
                problems.append(ImportProblem(
                    record: record, field: "totalTime",
                    reason: translator.tr(
                        "%1$@ minutes is more than preparation and cooking (%2$@ minutes); the other %3$@ minutes (resting, chilling…) are not kept",
                        String(total), String(known + other), String(total - known - other))))
            default: break
            }
        }

        let yieldReading = RecipeYield.count(node["recipeYield"] ?? node["yield"])
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
            prepMinutes: prep,
            cookMinutes: cook,
            yield: yieldReading.value,
            ingredients: ingredients,
            directions: directions,
            source: source)
        return (recipe, problems)
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
        let value = node["recipeIngredient"] ?? node["ingredients"]
        if case .string(let block)? = value {
            return HTMLText.lines(block).filter { !$0.isEmpty }
        }
        var lines: [String] = []
        func collect(_ value: JSONValue, depth: Int) {
            guard depth < 16 else { return }
            switch value {
            case .array(let values): for element in values { collect(element, depth: depth + 1) }
            case .string, .object: if let line = text(value) { lines.append(line) }
            case .number(let number): lines.append(number.plainText)
            case .null, .bool: break
            }
        }
        if let value { collect(value, depth: 0) }
        return lines
    }

    private func sourceAddress() -> String? {
        if let url = node["url"]?.elements.first?.string, let address = HTMLPage.absoluteURL(url) {
            return address
        }
        if let page = node["mainEntityOfPage"] {
            let candidate = page.string ?? page["@id"]?.string ?? page["url"]?.string
            if let candidate, let address = HTMLPage.absoluteURL(candidate) {
                return String(address.prefix { $0 != "#" })
            }
        }
        return pageAddress
    }

    private func image(_ value: JSONValue?, depth: Int) -> (address: String, caption: String?)? {
        guard depth < 8 else { return nil }
        switch value {
        case .string(let text)?:
            return HTMLPage.absoluteURL(text).map { ($0, nil) }
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
