/// The memory game of seed 003 (Stanford CS193p's Memorize): a shuffled deck of pairs,
/// turned two at a time, with the model's rules and nothing of how it is shown.
///
/// Rules:
/// - Choosing a face-down card turns it face up. At most two unmatched cards are face
///   up: choosing a third turns those two face down first.
/// - When the second face-up card has the same content as the first, both are matched:
///   they stay face up and score 2.
/// - When they differ, each of the two that had already been seen (face up before, then
///   turned down) costs 1 point.
/// - Choosing a face-up or matched card does nothing.
/// - The game is won when every card is matched.
///
/// ```swift
/// var generator = SeededGenerator(seed: 7)
/// var game = MemoryGame(pairsOf: ["🐶", "🐱"], shuffledWith: &generator)
/// game.choose(game.cards[0])
/// ```
public struct MemoryGame<CardContent: Equatable & Sendable>: Sendable {
    /// One card of the deck.
    public struct Card: Identifiable, Equatable, Sendable {
        /// Unique in the deck; the two cards of a pair have different ids.
        public let id: Int
        /// What the card shows face up; the two cards of a pair show the same.
        public let content: CardContent
        /// Whether the card shows its content.
        public internal(set) var isFaceUp = false {
            didSet { if oldValue && !isFaceUp { hasBeenSeen = true } }
        }
        /// Whether the card and its twin were found.
        public internal(set) var isMatched = false
        /// Whether the card was face up once and turned down again.
        public internal(set) var hasBeenSeen = false
    }

    /// The deck, in the order it lies on the table.
    public private(set) var cards: [Card]
    /// 2 per match, minus 1 per already-seen card in a mismatch; may go below zero.
    public private(set) var score = 0
    /// How many pairs of cards were turned (a match or a mismatch).
    public private(set) var moves = 0

    /// A deck of two cards of each of `contents`, shuffled with `generator`.
    public init(pairsOf contents: [CardContent], shuffledWith generator: inout some RandomNumberGenerator) {
        cards = contents.enumerated().flatMap { index, content in
            [Card(id: index * 2, content: content), Card(id: index * 2 + 1, content: content)]
        }
        cards.shuffle(using: &generator)
    }

    /// Whether every card is matched.
    public var isWon: Bool { cards.allSatisfy(\.isMatched) }

    /// Whether two unmatched cards are face up (a mismatch, until a choice or
    /// ``turnMismatchFaceDown()`` turns them down).
    public var showsMismatch: Bool { faceUpUnmatched.count == 2 }

    /// Turns `card` as the rules say; does nothing for a face-up, matched or unknown card.
    public mutating func choose(_ card: Card) {
        guard let chosen = cards.firstIndex(where: { $0.id == card.id }),
              !cards[chosen].isFaceUp, !cards[chosen].isMatched
        else { return }
        let faceUp = faceUpUnmatched
        if faceUp.count == 1, let other = faceUp.first {
            moves += 1
            if cards[chosen].content == cards[other].content {
                cards[chosen].isMatched = true
                cards[other].isMatched = true
                score += 2
            } else {
                score -= [chosen, other].count { cards[$0].hasBeenSeen }
            }
        } else {
            turnMismatchFaceDown()
        }
        cards[chosen].isFaceUp = true
    }

    /// Turns the unmatched face-up cards face down (after a mismatch was seen).
    public mutating func turnMismatchFaceDown() {
        for index in faceUpUnmatched { cards[index].isFaceUp = false }
    }

    private var faceUpUnmatched: [Int] {
        cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
    }
}
