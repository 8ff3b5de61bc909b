import Foundation
import Observation

/// Pet Match: seed 003's `EmojiMemoryGame`, dealing the catalog's real pets.
///
/// It makes a ``MemoryGame`` of pet ids from the pets not yet adopted that have a photo
/// and belong to the chosen ``MatchTheme``, `pairs` of them picked with the injected
/// random source; the board reads ``cards``, the header ``scoreText``, ``movesText`` and
/// ``elapsedText``; the intents go View → here → the model, and the change comes back
/// through observation.
///
/// Time comes from the context's clock: the game's clock starts at the first card
/// turned and stops at the win; ``tick()`` (the view calls it every second) moves
/// ``elapsedText``. A mismatch stays face up until ``mismatchHidesAt`` (a second after
/// it), when the view calls ``hideMismatchIfDue()``; choosing another card before then
/// turns the two down at once and takes the new choice, as the model's rules say.
///
/// A win keeps its score as the theme and size's best when it beats the one kept
/// (more points, or as many in less time).
@MainActor @Observable
public final class PetMatchViewModel {
    /// The sizes a game can have, in pairs.
    public static let pairChoices = [6, 8, 12]
    /// How long a mismatch stays face up.
    public static let mismatchDelay: TimeInterval = 1

    /// The chosen theme.
    public private(set) var theme: MatchTheme
    /// The chosen size, in pairs.
    public private(set) var pairs: Int
    /// The best score of this theme and size, if a game was won.
    public private(set) var best: MatchScore?
    /// When the shown mismatch turns face down; `nil` when none is shown.
    public private(set) var mismatchHidesAt: Date?
    /// Why the kept best score could not be read or saved; `nil` once dismissed.
    public private(set) var failure: FailureMessage?

    private var game: MemoryGame<Pet.ID>
    private var dealt: [Pet.ID: Pet] = [:]
    private var startedAt: Date?
    private var finishedAt: Date?
    private var now: Date

    @ObservationIgnored private let pets: @MainActor () -> [Pet]
    @ObservationIgnored private let scores: any MatchScoreRepository
    @ObservationIgnored private let context: DisplayContext
    @ObservationIgnored private var generator: any RandomNumberGenerator

    /// A game of `theme` with `pairs` pairs dealt from `pets()`, timed by `context`'s
    /// clock, shuffled with `generator`, its best scores kept in `scores`. A theme with
    /// too few pets deals what it has (``themeOptions`` says why it is disabled).
    public init(
        pets: @escaping @MainActor () -> [Pet], scores: any MatchScoreRepository, context: DisplayContext,
        theme: MatchTheme = .allPets, pairs: Int = 6, generator: any RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
        self.pets = pets
        self.scores = scores
        self.context = context
        self.theme = theme
        self.pairs = pairs
        self.generator = generator
        now = context.now()
        game = MemoryGame(pairsOf: [], shuffledWith: &self.generator)
        deal()
    }

    // MARK: Outputs

    /// The cards, in the order they lie on the board.
    public var cards: [MatchCard] {
        let translator = context.translator
        return game.cards.enumerated().map { position, card in
            let pet = dealt[card.content]
            let name = pet?.name ?? ""
            let text = if card.isMatched {
                translator.tr("%1$@, matched", name)
            } else if card.isFaceUp {
                translator.tr("%1$@, face up", name)
            } else {
                translator.tr(
                    "Card %1$@ of %2$@, face down", context.number(position + 1), context.number(game.cards.count))
            }
            return MatchCard(
                id: card.id, petID: card.content, isFaceUp: card.isFaceUp || card.isMatched, isMatched: card.isMatched,
                photoReference: pet?.photo, accessibleText: text)
        }
    }

    /// "Score 4".
    public var scoreText: String { context.translator.tr("Score %1$@", context.number(game.score)) }
    /// "3 moves".
    public var movesText: String {
        context.translator.trn("%1$@ move", "%1$@ moves", game.moves, context.number(game.moves))
    }
    /// "1:05": the time played, minutes and seconds.
    public var elapsedText: String { Self.clockText(elapsedSeconds) }
    /// "Best: 10 points in 1:20"; `nil` before this theme and size was won.
    public var bestText: String? {
        best.map {
            context.translator.trn(
                "Best: %1$@ point in %2$@", "Best: %1$@ points in %2$@", abs($0.points), context.number($0.points),
                Self.clockText($0.seconds))
        }
    }
    /// Whether every pair was found.
    public var isWon: Bool { game.isWon && !game.cards.isEmpty }
    /// "You matched Biscuit, Luna and Pepper in 1:05, scoring 8." once won; else `nil`.
    public var winSummary: String? {
        guard isWon else { return nil }
        let names = matchedPets.map(\.name).formatted(.list(type: .and).locale(context.locale))
        return context.translator.tr(
            "You matched %1$@ in %2$@, scoring %3$@.", names, elapsedText, context.number(game.score))
    }
    /// The pets of the game, by name, for the win summary's rows.
    public var matchedPets: [MatchedPet] {
        var seen: Set<Pet.ID> = []
        return game.cards.compactMap { card in
            guard seen.insert(card.content).inserted, let pet = dealt[card.content] else { return nil }
            return MatchedPet(id: pet.id, name: pet.name)
        }.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    /// "6 Pairs": a size of ``pairChoices`` as the menu names it.
    public func sizeTitle(_ pairs: Int) -> String {
        context.translator.trn("%1$@ Pair", "%1$@ Pairs", pairs, context.number(pairs))
    }

    /// Whether a game is under way: a card was turned and it is not won yet.
    public var isPlaying: Bool { startedAt != nil && !isWon }

    /// Every theme, enabled when the catalog has enough pets for the chosen size.
    public var themeOptions: [MatchThemeOption] {
        let translator = context.translator
        // One pass over the catalog for every theme.
        var counts: [MatchTheme: Int] = [:]
        for pet in pets() where Self.canPlay(pet) {
            for theme in MatchTheme.allCases where theme.includes(pet.species) { counts[theme, default: 0] += 1 }
        }
        return MatchTheme.allCases.map { theme in
            let count = counts[theme] ?? 0
            let isEnabled = count >= pairs
            return MatchThemeOption(
                theme: theme, title: theme.title(translator), isEnabled: isEnabled,
                reason: isEnabled ? nil : translator.trn(
                    "Needs %1$@ pets with photos; %2$@ can play", "Needs %1$@ pets with photos; %2$@ can play",
                    pairs, context.number(pairs), context.number(count)))
        }
    }

    // MARK: Intents

    /// Turns the card `id` as the game's rules say; the choice that wins keeps the score
    /// when it is the best (returning once it is saved).
    public func choose(cardID id: Int) async {
        guard let card = game.cards.first(where: { $0.id == id }), !isWon else { return }
        now = context.now()
        if startedAt == nil { startedAt = now }
        game.choose(card)
        mismatchHidesAt = game.showsMismatch ? now.addingTimeInterval(Self.mismatchDelay) : nil
        if game.isWon { await win() }
    }

    /// Turns a shown mismatch face down once its time is up.
    public func hideMismatchIfDue() {
        now = context.now()
        guard let hidesAt = mismatchHidesAt, now >= hidesAt else { return }
        game.turnMismatchFaceDown()
        mismatchHidesAt = nil
    }

    /// Moves the time played to the clock's time (once a second, while playing).
    public func tick() {
        now = context.now()
    }

    /// Deals a new game of the same theme and size.
    public func newGame() {
        deal()
    }

    /// Deals a new game of `theme`.
    public func changeTheme(_ theme: MatchTheme) {
        self.theme = theme
        deal()
    }

    /// Deals a new game of `pairs` pairs (one of ``pairChoices``).
    public func changeDifficulty(_ pairs: Int) {
        guard Self.pairChoices.contains(pairs) else { return }
        self.pairs = pairs
        deal()
    }

    /// Clears ``failure`` once the view has shown it.
    public func dismissFailure() {
        failure = nil
    }

    // MARK: Dealing and winning

    private var elapsedSeconds: Int {
        guard let startedAt else { return 0 }
        return max(0, Int((finishedAt ?? now).timeIntervalSince(startedAt)))
    }

    /// Whether `pet` may be dealt: not adopted, and with a photo for its card.
    private static func canPlay(_ pet: Pet) -> Bool {
        pet.status != .adopted && pet.photo != nil
    }

    private func playable(in theme: MatchTheme) -> [Pet] {
        pets().filter { Self.canPlay($0) && theme.includes($0.species) }.sorted { $0.id < $1.id }
    }

    private func deal() {
        let chosen = Array(playable(in: theme).shuffled(using: &generator).prefix(pairs))
        dealt = Dictionary(chosen.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        game = MemoryGame(pairsOf: chosen.map(\.id), shuffledWith: &generator)
        startedAt = nil
        finishedAt = nil
        mismatchHidesAt = nil
        now = context.now()
        do {
            best = try scores.bestMatchScore(theme: theme, pairs: pairs)
        } catch {
            best = nil
            failure = FailureMessage(context.translator.tr("Couldn't read your best score."), error: error, translator: context.translator)
        }
    }

    private func win() async {
        finishedAt = now
        let score = MatchScore(points: game.score, seconds: elapsedSeconds)
        guard best.map(score.isBetter(than:)) ?? true else { return }
        best = score
        do {
            try await scores.saveBestMatchScore(score, theme: theme, pairs: pairs)
        } catch {
            failure = FailureMessage(
                context.translator.tr("Couldn't keep your best score."), error: error, translator: context.translator)
        }
    }

    private static func clockText(_ seconds: Int) -> String {
        String(format: "%d:%02d", seconds / 60, seconds % 60)
    }
}
