import Foundation

/// A unit of measure in an ingredient line (“cup”, “EL”, “大さじ”, “克”), with what it
/// measures, its size in a base unit and how cooks spell it in each language.
public struct IngredientUnit: Hashable, Sendable {
    /// What a unit measures.
    public enum Kind: Hashable, Sendable {
        /// Volume, in millilitres.
        case volume
        /// Weight, in grams.
        case weight
        /// Pieces and other amounts counted whole (clove, pinch, piece).
        case count
    }

    /// One way of writing the unit in one language.
    public struct Spelling: Hashable, Sendable {
        /// The language's code (`en`, `de`, `fr`, `es`, `it`, `pt`, `nl`, `zh`, `ja`).
        public var language: String
        /// The form used for one (or less), such as “cup”.
        public var singular: String
        /// The form used for more than one, such as “cups”; the singular for abbreviations
        /// and words that do not change (“tbsp”, Dutch “gram”).
        public var plural: String
        /// Whether the unit is written before the number, as Japanese “大さじ1”.
        public var comesBeforeNumber: Bool
    }

    /// A stable English name of the unit, such as “tablespoon”.
    public let name: String
    /// What the unit measures.
    public let kind: Kind
    /// The size in millilitres (volume) or grams (weight); `nil` for counted units.
    public let baseFactor: Rational?
    /// Whether the unit is metric, so scaled amounts are shown as decimals (“12.5 g”).
    public let isMetric: Bool
    /// Every spelling, abbreviation and plural.
    public let spellings: [Spelling]

    /// A unit from `spellings`: language code to a comma-separated list of spellings, each
    /// `singular|plural` or one form; a leading `^` marks one written before the number.
    init(_ name: String, _ kind: Kind, base: Rational? = nil, metric: Bool = false, _ spellings: [String: String]) {
        self.name = name
        self.kind = kind
        baseFactor = base
        isMetric = metric
        self.spellings = spellings.keys.sorted().flatMap { language in
            spellings[language, default: ""].split(separator: ",").map { entry in
                var text = entry.trimmingCharacters(in: .whitespaces)
                let before = text.hasPrefix("^")
                if before { text.removeFirst() }
                let forms = text.split(separator: "|").map(String.init)
                return Spelling(language: language, singular: forms[0], plural: forms.last ?? forms[0], comesBeforeNumber: before)
            }
        }
    }

    public static func == (lhs: IngredientUnit, rhs: IngredientUnit) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// How the customary liquid measures are spelled, US and imperial alike.
    private static let liquidSpellings: [String: [String: String]] = [
        "fluid ounce": ["en": "fluid ounce|fluid ounces, fl oz, fl. oz., fl.oz., fl. oz, fl oz., floz"],
        "pint": ["en": "pint|pints, pt, pt., pts"],
        "quart": ["en": "quart|quarts, qt, qt., qts"],
        "gallon": ["en": "gallon|gallons, gal, gal."],
    ]

    /// The imperial fluid ounce, pint, quart and gallon by the name of the US unit they
    /// share: an imperial gallon is 4.54609 litres (UK Weights and Measures Act 1985), a
    /// quart a quarter of it, a pint an eighth, a fluid ounce a twentieth of the pint.
    /// Not read from lines by their spelling: ``CustomaryUnits`` sizes a unit read.
    static let imperial: [String: IngredientUnit] = [
        "fluid ounce": IngredientUnit("imperial fluid ounce", .volume, base: Rational(284_130_625, 10_000_000), liquidSpellings["fluid ounce"]!),
        "pint": IngredientUnit("imperial pint", .volume, base: Rational(56_826_125, 100_000), liquidSpellings["pint"]!),
        "quart": IngredientUnit("imperial quart", .volume, base: Rational(11_365_225, 10_000), liquidSpellings["quart"]!),
        "gallon": IngredientUnit("imperial gallon", .volume, base: Rational(454_609, 100), liquidSpellings["gallon"]!),
    ]

    /// Every known unit.
    public static let all: [IngredientUnit] = [
        IngredientUnit("teaspoon", .volume, base: 5, [
            "en": "teaspoon|teaspoons, tsp, tsps, tsp., tsps., tspn",
            "de": "TL, Teelöffel, Tl.",
            "fr": "c. à c., c.à c., c. à café, cuillère à café|cuillères à café, cuillerée à café|cuillerées à café, càc",
            "es": "cucharadita|cucharaditas, cdta., cdta, cdita",
            "it": "cucchiaino|cucchiaini",
            "pt": "colher de chá|colheres de chá, colher (chá)|colheres (chá), c. chá",
            "nl": "theelepel|theelepels, tl",
            "zh": "茶匙, 小勺, 小匙",
            "ja": "^小さじ",
        ]),
        IngredientUnit("tablespoon", .volume, base: 15, [
            "en": "tablespoon|tablespoons, tbsp, tbsps, tbsp., tbsps., tbs, tbs., tblsp, tbl",
            "de": "EL, Esslöffel, El.",
            "fr": "c. à s., c.à s., c. à soupe, cuillère à soupe|cuillères à soupe, cuillerée à soupe|cuillerées à soupe, càs",
            "es": "cucharada|cucharadas, cda., cda",
            "it": "cucchiaio|cucchiai",
            "pt": "colher de sopa|colheres de sopa, colher (sopa)|colheres (sopa), c. sopa",
            "nl": "eetlepel|eetlepels, el",
            "zh": "汤匙, 大勺, 大匙",
            "ja": "^大さじ",
        ]),
        IngredientUnit("cup", .volume, base: 240, [
            "en": "cup|cups, c.",
            "de": "Tasse|Tassen",
            "fr": "tasse|tasses",
            "es": "taza|tazas",
            "it": "tazza|tazze",
            "pt": "xícara|xícaras, chávena|chávenas",
            "nl": "kopje|kopjes, kop|koppen",
            "zh": "杯",
        ]),
        IngredientUnit("Japanese cup", .volume, base: 200, ["ja": "^カップ"]),
        // US customary liquid measures; a recipe from where the imperial ones are meant
        // has its units sized by `imperial` (see `CustomaryUnits`).
        IngredientUnit("fluid ounce", .volume, base: Rational(295_735, 10_000), liquidSpellings["fluid ounce"]!),
        IngredientUnit("pint", .volume, base: Rational(473_176, 1_000), liquidSpellings["pint"]!),
        IngredientUnit("quart", .volume, base: Rational(946_353, 1_000), liquidSpellings["quart"]!),
        IngredientUnit("gallon", .volume, base: Rational(3_785_411, 1_000), liquidSpellings["gallon"]!),
        IngredientUnit("millilitre", .volume, base: 1, metric: true, [
            "en": "ml, mL, millilitre|millilitres, milliliter|milliliters, cc",
            "es": "mililitro|mililitros",
            "it": "millilitro|millilitri",
            "pt": "mililitro|mililitros",
            "zh": "毫升",
        ]),
        IngredientUnit("centilitre", .volume, base: 10, metric: true, ["en": "cl, centilitre|centilitres, centiliter|centiliters"]),
        IngredientUnit("decilitre", .volume, base: 100, metric: true, ["en": "dl, decilitre|decilitres, deciliter|deciliters"]),
        IngredientUnit("litre", .volume, base: 1000, metric: true, [
            "en": "l, litre|litres, liter|liters, ltr",
            "es": "litro|litros",
            "it": "litro|litri",
            "pt": "litro|litros",
            "zh": "升",
        ]),
        IngredientUnit("gram", .weight, base: 1, metric: true, [
            "en": "g, gr, gr., gm, gms, gram|grams, gramme|grammes",
            "de": "Gramm",
            "es": "gramo|gramos, grs",
            "it": "grammo|grammi",
            "nl": "gram",
            "pt": "grama|gramas",
            "zh": "克",
        ]),
        IngredientUnit("kilogram", .weight, base: 1000, metric: true, [
            "en": "kg, kilogram|kilograms, kilogramme|kilogrammes, kilo|kilos",
            "de": "Kilogramm",
            "es": "kilogramo|kilogramos",
            "it": "chilogrammo|chilogrammi",
            "pt": "quilo|quilos, quilograma|quilogramas",
            "zh": "千克, 公斤",
        ]),
        IngredientUnit("ounce", .weight, base: Rational(2835, 100), [
            "en": "ounce|ounces, oz, oz.",
            "es": "onza|onzas",
            "pt": "onça|onças",
        ]),
        IngredientUnit("pound", .weight, base: Rational(45359, 100), [
            "en": "pound|pounds, lb, lbs, lb., lbs.",
            "de": "Pfund",
            "es": "libra|libras",
            "pt": "libra|libras",
        ]),
        IngredientUnit("pinch", .count, [
            "en": "pinch|pinches",
            "de": "Prise|Prisen",
            "fr": "pincée|pincées",
            "es": "pizca|pizcas",
            "it": "pizzico|pizzichi",
            "pt": "pitada|pitadas",
            "nl": "snufje|snufjes",
            "zh": "撮",
        ]),
        IngredientUnit("clove", .count, [
            "en": "clove|cloves",
            "de": "Zehe|Zehen",
            "fr": "gousse|gousses",
            "es": "diente|dientes",
            "it": "spicchio|spicchi",
            "pt": "dente|dentes",
            "nl": "teentje|teentjes, teen|tenen",
            "zh": "瓣",
            "ja": "片",
        ]),
        IngredientUnit("stick", .count, ["en": "stick|sticks"]),
        // Containers and bundles, counted whole: “1 can tuna” → “2 cans tuna”.
        IngredientUnit("can", .count, ["en": "can|cans, tin|tins"]),
        IngredientUnit("jar", .count, ["en": "jar|jars"]),
        IngredientUnit("package", .count, ["en": "package|packages, packet|packets, pack|packs, bag|bags, box|boxes"]),
        IngredientUnit("bunch", .count, ["en": "bunch|bunches", "de": "Bund", "nl": "bosje|bosjes"]),
        IngredientUnit("handful", .count, ["en": "handful|handfuls", "de": "Handvoll", "nl": "handje|handjes"]),
        IngredientUnit("slice", .count, ["en": "slice|slices", "de": "Scheibe|Scheiben", "nl": "plakje|plakjes"]),
        IngredientUnit("sprig", .count, ["en": "sprig|sprigs", "de": "Zweig|Zweige"]),
        IngredientUnit("stalk", .count, ["en": "stalk|stalks"]),
        IngredientUnit("piece", .count, [
            "en": "piece|pieces, pc, pcs",
            "de": "Stück, Stk.",
            "zh": "个",
            "ja": "個, 枚, 本",
        ]),
    ]
}
