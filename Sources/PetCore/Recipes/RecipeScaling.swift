import Observation

/// How much of a recipe to make and in which units: its yield scaled (“24 cookies” →
/// “36 cookies”), and every ingredient line that has a quantity following it, shown as
/// cooks write amounts (``IngredientLine/displayed(scaledBy:in:englishNouns:)``; in an
/// English recipe a count's noun follows its amount: “2 eggs”, “1 carrot”; a British
/// recipe's pint is the imperial pint, ``CustomaryUnits``).
///
/// The scale is chosen as the yield's amount (36 of 24 cookies is 1 ½ times the recipe),
/// kept per recipe by the ``RecipeBook`` across restarts; a recipe with no amount in its
/// yield is scaled in batches (2 batches is twice the recipe). Reset returns to the
/// recipe's own yield. The units are the book's (``CookingUnits``), one choice for every
/// recipe. Lines without a quantity, and every line at the recipe's own yield in its own
/// units, are shown exactly as written; so are the directions, but for their temperatures
/// in metric or US customary units. Changes are saved before they are shown; one that
/// cannot be saved changes nothing and sets ``failure``.
@MainActor @Observable
public final class RecipeScaling {
    /// How many times its own yield the recipe is shown at.
    public private(set) var scale: Rational
    /// The last change that failed, worded for the user; `nil` once dismissed.
    public private(set) var failure: FailureMessage?

    @ObservationIgnored private let recipeID: Recipe.ID
    @ObservationIgnored private let recipeName: String
    @ObservationIgnored private let book: RecipeBook
    @ObservationIgnored private let work = SerialWork()
    /// The recipe's yield read as a line (“Serves 2–4”), when it words one.
    @ObservationIgnored private let yieldLine: IngredientLine?
    /// The recipe's yield as a number of servings, when that is all it has.
    @ObservationIgnored private let servings: Int?
    /// The amount the yield control starts from: the yield's (lower) amount, else 1 batch.
    @ObservationIgnored private let baseAmount: Rational
    /// The ingredient lines, read once.
    @ObservationIgnored private let lines: [IngredientLine]
    /// The directions as written.
    @ObservationIgnored private let directions: [String]
    /// Whether the recipe is in English, so a line counted without a unit puts its noun in
    /// the number its amount wants (“2 eggs”).
    @ObservationIgnored private let englishNouns: Bool
    /// The texts last made for ``ingredientTexts``, and the scale and units they were made for.
    @ObservationIgnored private var madeTexts: (scale: Rational, system: MeasurementSystem, texts: [String])?
    /// The texts last made for ``directionTexts``, and the units they were made for.
    @ObservationIgnored private var madeDirections: (system: MeasurementSystem, texts: [String])?

    /// Shows `recipe` at the scale `book` keeps for it; at its own yield, with
    /// ``failure`` saying why, when the scale cannot be read.
    public init(recipe: Recipe, book: RecipeBook) {
        recipeID = recipe.id
        recipeName = recipe.name
        self.book = book
        directions = recipe.directions
        englishNouns = TextLanguage.isEnglish([recipe.name] + recipe.ingredients + recipe.directions)
        let units = CustomaryUnits(language: recipe.language)
        lines = recipe.ingredients.map { Recipe.isHeading($0) ? IngredientLine.parse("") : IngredientLine.parse($0, units: units) }
        if let worded = recipe.yieldText, !worded.isEmpty {
            let line = IngredientLine.parseFirstQuantity(in: worded)
            yieldLine = line
            servings = nil
            baseAmount = line.measure?.quantity.amounts.first.flatMap { $0 > 0 ? $0 : nil } ?? 1
        } else {
            yieldLine = nil
            servings = recipe.yield.flatMap { $0 > 0 ? $0 : nil }
            baseAmount = servings.map { Rational($0) } ?? 1
        }
        do {
            scale = try book.scale(recipeID: recipe.id) ?? 1
        } catch {
            scale = 1
            failure = FailureMessage(book.context.translator.tr("Couldn't load the amount of %1$@ you chose.", recipe.name), error: error, translator: book.context.translator)
        }
    }

    // MARK: Outputs

    /// Whether the recipe is shown at another amount than its own yield.
    public var isScaled: Bool { scale != 1 }

    /// The amount the yield control shows: the yield's scaled amount (36 of “24
    /// cookies”), or the number of batches when the yield has none, rounded to a whole number.
    public var yieldAmount: Int {
        let amount = baseAmount.multiplied(by: scale)?.doubleValue ?? baseAmount.doubleValue
        return max(1, Int(amount.rounded()))
    }

    /// The amounts the yield control offers: from 1 to ten times the recipe's own yield
    /// (at least 100).
    public var yieldAmountRange: ClosedRange<Int> {
        1...max(100, Int((baseAmount.doubleValue * 10).rounded()))
    }

    /// What the yield control counts, for its accessible name: `"Servings"` when the
    /// recipe counts servings, else `"Batches"`.
    public var yieldAmountName: String {
        let translator = book.context.translator
        if yieldLine?.measure != nil {
            return translator.tr("Yield")
        }
        return servings == nil ? translator.tr("Batches") : translator.tr("Servings")
    }

    /// The yield at the current scale, as the recipe words it (“36 cookies”, “Serves
    /// 3–6”, “Serves 6”); the recipe's wording with the batches when it has no amount
    /// (“One loaf, 2 batches”); `nil` when the recipe has no yield and is not scaled.
    public var yieldText: String? {
        let context = book.context
        let batches = context.translator.trn("%1$@ batch", "%1$@ batches", yieldAmount, context.number(yieldAmount))
        if let yieldLine {
            if yieldLine.measure != nil { return yieldLine.scaled(by: scale, englishNouns: englishNouns) }
            // TRANSLATORS: a recipe's own yield in words ("One loaf"), then how many batches are made ("2 batches").
            return isScaled ? context.translator.tr("%1$@, %2$@", yieldLine.text, batches) : yieldLine.text
        }
        if servings != nil {
            return context.translator.trn("Serves %1$@", "Serves %1$@", yieldAmount, context.number(yieldAmount))
        }
        return isScaled ? batches : nil
    }

    /// The units the recipe is shown in.
    public var system: MeasurementSystem { book.units.system }

    /// The names of the units the units control offers, in order: `"As Written"`,
    /// `"Metric"`, `"US Customary"`.
    public var unitNames: [String] { MeasurementSystem.allCases.map(book.units.name(of:)) }

    /// The position in ``unitNames`` of the units shown.
    public var unitIndex: Int { MeasurementSystem.allCases.firstIndex(of: system) ?? 0 }

    /// The last choice of units that could not be saved; `nil` once dismissed.
    public var unitsFailure: FailureMessage? { book.units.failure }

    /// Every ingredient line at the current scale and in the current units; a heading's
    /// line is empty (the checklist shows headings as written).
    public var ingredientTexts: [String] {
        let scale = self.scale
        let system = self.system
        if let made = madeTexts, made.scale == scale, made.system == system { return made.texts }
        let texts = lines.map { $0.displayed(scaledBy: scale, in: system, englishNouns: englishNouns) }
        madeTexts = (scale, system, texts)
        return texts
    }

    /// Every direction with its temperatures in the current units (“180 °C” → “355 °F”
    /// in US customary), else as written; the directions' other numbers are left alone.
    public var directionTexts: [String] {
        let system = self.system
        if let made = madeDirections, made.system == system { return made.texts }
        let texts = system.temperatureScale.map { scale in
            directions.map { Recipe.isHeading($0) ? $0 : StepTemperature.converting($0, to: scale) }
        } ?? directions
        madeDirections = (system, texts)
        return texts
    }

    // MARK: Intents

    /// Scales the recipe so that its yield shows `amount` (servings, the yield's own
    /// amount, or batches), saving the scale first.
    ///
    /// - Returns: `false`, changing nothing, when `amount` is not positive or the scale
    ///   could not be saved (then ``failure`` says why).
    @discardableResult
    public func setYieldAmount(_ amount: Int) async -> Bool {
        guard amount > 0, let scale = Rational(amount * baseAmount.denominator, baseAmount.numerator) else { return false }
        return await save(scale)
    }

    /// Returns the recipe to its own yield, saving first.
    ///
    /// - Returns: `false`, changing nothing, when the change could not be saved (then
    ///   ``failure`` says why).
    @discardableResult
    public func reset() async -> Bool {
        await save(1)
    }

    /// Shows every recipe in the units at `index` of ``unitNames``, saving the choice first.
    ///
    /// - Returns: `false`, changing nothing, when there is no such choice or it could
    ///   not be saved (then ``unitsFailure`` says why).
    @discardableResult
    public func chooseUnits(at index: Int) async -> Bool {
        guard MeasurementSystem.allCases.indices.contains(index) else { return false }
        return await book.units.choose(MeasurementSystem.allCases[index])
    }

    /// Clears ``failure`` once the view has shown it.
    public func dismissFailure() {
        failure = nil
    }

    /// Clears ``unitsFailure`` once the view has shown it.
    public func dismissUnitsFailure() {
        book.units.dismissFailure()
    }

    private func save(_ scale: Rational) async -> Bool {
        await work.run { [self] in
            guard scale != self.scale else { return true }
            do {
                try await book.setScale(scale == 1 ? nil : scale, recipeID: recipeID)
            } catch {
                failure = FailureMessage(
                    book.context.translator.tr("Couldn't change the amount of %1$@.", recipeName), error: error,
                    translator: book.context.translator)
                return false
            }
            self.scale = scale
            return true
        }
    }
}
