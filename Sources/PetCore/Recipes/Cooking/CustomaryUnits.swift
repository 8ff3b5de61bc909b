/// Which customary liquid measures a recipe's fluid ounces, pints, quarts and gallons are.
///
/// The names are shared, the sizes are not: the US pint is 16 US fluid ounces (473 ml),
/// the imperial pint 20 imperial fluid ounces (568 ml), defined by the UK's Weights and
/// Measures Act 1985 and used under the same names in the other countries that measured
/// in imperial units. A recipe's language tag says where it was written; without a
/// region (or without a tag), a pint is the US pint, as most English recipes on the web mean.
public enum CustomaryUnits: Hashable, Sendable {
    /// US customary measures (the US pint, 473 ml).
    case us
    /// Imperial measures (the imperial pint, 568 ml).
    case imperial

    /// Regions whose customary pint is the imperial one: the United Kingdom, Ireland,
    /// Canada, Australia and New Zealand.
    private static let imperialRegions: Set<String> = ["GB", "IE", "CA", "AU", "NZ"]

    /// The measures of the region `language` names: imperial for a region of
    /// ``imperialRegions`` (`en-GB`, `en-IE`), US otherwise.
    public init(language: LanguageTag?) {
        self = language?.region.map(Self.imperialRegions.contains) == true ? .imperial : .us
    }

    /// `unit` as these measures size it: the imperial unit of the same name for a fluid
    /// ounce, pint, quart or gallon in ``imperial``; every other unit as it is.
    func sizing(_ unit: IngredientUnit) -> IngredientUnit {
        self == .imperial ? IngredientUnit.imperial[unit.name] ?? unit : unit
    }
}
