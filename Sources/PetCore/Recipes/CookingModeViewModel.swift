import Observation

/// Cooking mode: a recipe's directions one step at a time, in large type, with the
/// ingredients each step mentions and a timer for each duration it names.
///
/// The steps are the directions that are not headings; a heading titles the steps after
/// it. The step's text shows its temperatures in the units the book shows recipes in, and
/// its ingredients at the recipe's scale (both follow ``RecipeScaling``). Timers start in
/// the app's ``CookingTimers``, which outlive cooking mode and are shown from every step
/// and from the recipe's page.
@MainActor @Observable
public final class CookingModeViewModel {
    /// The position of the step shown, from 0.
    public private(set) var index = 0
    /// The app's timers.
    public let timers: CookingTimers

    @ObservationIgnored private let recipeName: String
    @ObservationIgnored private let scaling: RecipeScaling
    @ObservationIgnored private let context: DisplayContext
    /// The steps: the position of each direction that is not a heading, the heading above
    /// it and the positions of the ingredients it mentions.
    @ObservationIgnored private let written: [(direction: Int, section: String?, ingredients: [Int])]

    /// Cooking mode for `recipe` at the scale and in the units of `scaling`, starting at
    /// its first step; timers start in `timers`.
    public init(recipe: Recipe, scaling: RecipeScaling, timers: CookingTimers, context: DisplayContext) {
        recipeName = recipe.name
        self.scaling = scaling
        self.timers = timers
        self.context = context
        let mentions = StepIngredients(recipe.ingredients)
        var section: String?
        var written: [(direction: Int, section: String?, ingredients: [Int])] = []
        for (position, direction) in recipe.directions.enumerated() {
            if Recipe.isHeading(direction) {
                section = String(direction.dropFirst(Recipe.headingPrefix.count))
            } else {
                written.append((position, section, mentions.mentioned(in: direction)))
            }
        }
        self.written = written
    }

    // MARK: Outputs

    /// The recipe's name, cooking mode's title.
    public var title: String { recipeName }

    /// How many steps there are.
    public var stepCount: Int { written.count }

    /// The step shown; `nil` for a recipe without directions.
    public var step: CookingStep? {
        guard written.indices.contains(index) else { return nil }
        let step = written[index]
        let ingredients = scaling.ingredientTexts
        let directions = scaling.directionTexts
        guard directions.indices.contains(step.direction) else { return nil }
        let text = directions[step.direction]
        let translator = context.translator
        return CookingStep(
            number: index + 1, section: step.section, text: text,
            ingredients: step.ingredients.compactMap { ingredients.indices.contains($0) ? ingredients[$0] : nil },
            timers: StepDuration.find(in: text).enumerated().map { position, duration in
                CookingStep.Timer(
                    id: position, text: duration.text, seconds: duration.seconds.lowerBound,
                    accessibleDescription: translator.tr("Starts a timer for %1$@", duration.text))
            })
    }

    /// `"Step 2 of 7"`; `"No steps"` for a recipe without directions.
    public var progressText: String {
        guard stepCount > 0 else { return context.translator.tr("No steps") }
        return context.translator.tr("Step %1$@ of %2$@", context.number(index + 1), context.number(stepCount))
    }

    /// What a screen reader says when the step changes: `"Step 2 of 7. Mix the flour."`;
    /// `nil` for a recipe without directions.
    public var stepAnnouncement: String? {
        // TRANSLATORS: what a screen reader says as cooking mode shows a step: "Step 2 of 7", then the step.
        step.map { context.translator.tr("%1$@. %2$@", progressText, $0.text) }
    }

    /// The share of steps reached, from 0 to 1, for a progress bar.
    public var progressFraction: Double {
        stepCount == 0 ? 0 : Double(index + 1) / Double(stepCount)
    }

    /// Whether there is a step before the one shown.
    public var canGoBack: Bool { index > 0 }
    /// Whether there is a step after the one shown.
    public var canGoForward: Bool { index + 1 < stepCount }

    /// What to say before leaving cooking mode while timers run (`"2 timers are still
    /// running. They keep running, and the recipe's page shows them."`); `nil` when no
    /// timer runs and cooking mode can close at once.
    public var leaveQuestion: String? {
        timers.leaveQuestion.map { context.translator.tr("%1$@. They keep running, and the recipe's page shows them.", $0) }
    }

    // MARK: Intents

    /// Shows the next step; nothing after the last.
    public func next() {
        if canGoForward { index += 1 }
    }

    /// Shows the step before; nothing before the first.
    public func previous() {
        if canGoBack { index -= 1 }
    }

    /// Shows step `position` (from 0), kept within the steps.
    public func go(to position: Int) {
        index = min(max(0, position), max(0, stepCount - 1))
    }

    /// Starts the step's timer `timer`, labelled with the recipe, the step and the
    /// duration (`"Catnip Cookies, step 3: 20 minutes"`).
    /// - Returns: the timer's id in ``timers``.
    @discardableResult
    public func start(_ timer: CookingStep.Timer) -> CookingTimer.ID {
        let label = context.translator.tr("%1$@, step %2$@: %3$@", recipeName, context.number(index + 1), timer.text)
        return timers.start(label: label, seconds: timer.seconds)
    }
}
