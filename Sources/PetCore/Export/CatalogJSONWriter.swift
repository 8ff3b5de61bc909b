import Foundation

/// Writes pets and recipes as a Pet Adoption catalog, format version 2
/// (`docs/catalog-format.md`), which ``CatalogImporter`` reads back as the same records.
///
/// Keys come in the documentation's order and a key whose value is its default (an
/// unknown answer, empty text, no fee of its own) is left out, so the file is
/// deterministic and short. Photo references are written as ``CatalogPhotos`` names them
/// in the catalog's `photos/` folder; a photo it cannot name there is left out.
///
/// ```swift
/// let photos = CatalogPhotos(pets: pets, recipes: recipes)
/// let data = Data(CatalogJSONWriter().text(pets: pets, recipes: recipes, photos: photos).utf8)
/// ```
public struct CatalogJSONWriter: Sendable {
    /// The format version written.
    public static let formatVersion = 2

    /// A writer.
    public init() {}

    /// The catalog file's text: pretty-printed UTF-8 JSON ending in a line break.
    public func text(pets: [Pet], recipes: [Recipe], photos: CatalogPhotos) -> String {
        OrderedJSON.object([
            ("formatVersion", .number(String(Self.formatVersion))),
            ("pets", .array(pets.map { pet($0, photos: photos) })),
            ("recipes", .array(recipes.map { recipe($0, photos: photos) })),
        ]).text
    }

    private func pet(_ pet: Pet, photos: CatalogPhotos) -> OrderedJSON {
        let details = pet.details
        var fields = Fields()
        fields.text("id", pet.id)
        fields.text("name", pet.name)
        fields.text("species", pet.species.rawValue)
        fields.optionalText("breed", pet.breed)
        fields.choice("sex", pet.sex, default: .unknown)
        fields.text("birthday", pet.birthday.iso8601)
        fields.choice("rarity", pet.rarity, default: .common)
        fields.number("fee", pet.fee)
        fields.optionalText("photo", pet.photo.flatMap(photos.name(for:)) ?? "")
        fields.textList("morePhotos", pet.morePhotos.compactMap(photos.name(for:)))
        fields.optionalText("about", pet.about)
        fields.choice("status", pet.status, default: .available)
        fields.choice("goodWithChildren", pet.goodWithChildren, default: .unknown)
        fields.choice("goodWithDogs", pet.goodWithDogs, default: .unknown)
        fields.choice("goodWithCats", pet.goodWithCats, default: .unknown)
        if let size = details.size { fields.text("size", size.rawValue) }
        fields.textList("colors", details.colors)
        if let coat = details.coatLength { fields.text("coatLength", coat.rawValue) }
        if let weight = details.weight {
            fields.members.append(("weight", .object([("value", .number("\(weight.value)")), ("unit", .string(weight.unit.rawValue))])))
        }
        fields.choice("houseTrained", details.houseTrained, default: .unknown)
        fields.choice("spayedOrNeutered", details.spayedOrNeutered, default: .unknown)
        fields.choice("vaccinated", details.vaccinated, default: .unknown)
        fields.optionalText("microchip", details.microchip)
        if let intake = details.intakeDate { fields.text("intakeDate", intake.iso8601) }
        fields.choice("specialNeeds", details.specialNeeds, default: .unknown)
        fields.optionalText("specialNeedsNote", details.specialNeedsNote)
        fields.optionalText("kennel", details.kennel)
        if let origin = pet.origin {
            fields.members.append(("origin", .object([("source", .string(origin.source)), ("animalID", .string(origin.animalID))])))
        }
        fields.text("dateAdded", CatalogTimestamp.text(of: pet.dateAdded))
        return .object(fields.members)
    }

    private func recipe(_ recipe: Recipe, photos: CatalogPhotos) -> OrderedJSON {
        var fields = Fields()
        fields.text("id", recipe.id)
        fields.text("name", recipe.name)
        fields.members.append(("difficulty", .number(String(recipe.difficulty.rawValue))))
        fields.number("prepMinutes", recipe.prepMinutes.map { Decimal($0) })
        fields.number("cookMinutes", recipe.cookMinutes.map { Decimal($0) })
        fields.number("totalMinutes", recipe.totalMinutes.map { Decimal($0) })
        fields.number("yield", recipe.yield.map { Decimal($0) })
        fields.optionalText("yieldText", recipe.yieldText ?? "")
        fields.members.append(("ingredients", .array(recipe.ingredients.map(OrderedJSON.string))))
        fields.members.append(("directions", .array(recipe.directions.map(OrderedJSON.string))))
        fields.optionalText("photo", recipe.photo.flatMap(photos.name(for:)) ?? "")
        fields.optionalText("photoDescription", recipe.photoDescription)
        fields.optionalText("source", recipe.source ?? "")
        fields.optionalText("language", recipe.language?.description ?? "")
        return .object(fields.members)
    }

    /// A record's members, in order, defaults left out.
    private struct Fields {
        var members: [(key: String, value: OrderedJSON)] = []

        mutating func text(_ key: String, _ value: String) {
            members.append((key, .string(value)))
        }

        mutating func optionalText(_ key: String, _ value: String) {
            if !value.isEmpty { text(key, value) }
        }

        mutating func number(_ key: String, _ value: Decimal?) {
            if let value { members.append((key, .number("\(value)"))) }
        }

        mutating func textList(_ key: String, _ values: [String]) {
            if !values.isEmpty { members.append((key, .array(values.map(OrderedJSON.string)))) }
        }

        mutating func choice<Value: RawRepresentable & Equatable>(_ key: String, _ value: Value, default fallback: Value)
        where Value.RawValue == String {
            if value != fallback { text(key, value.rawValue) }
        }
    }
}
