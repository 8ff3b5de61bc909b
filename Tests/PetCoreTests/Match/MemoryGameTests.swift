import Testing
@testable import PetCore

/// Seed 003's rules, on a seeded deck of two pairs (A, A, B, B in some order).
@Suite("Memory game")
struct MemoryGameTests {
    private func game(_ contents: [String] = ["A", "B"]) -> MemoryGame<String> {
        var generator = SeededGenerator(seed: 7)
        return MemoryGame(pairsOf: contents, shuffledWith: &generator)
    }

    /// The first card showing `content` (or its twin, with `second`).
    private func card(_ content: String, second: Bool = false, in game: MemoryGame<String>) -> MemoryGame<String>.Card {
        game.cards.filter { $0.content == content }[second ? 1 : 0]
    }

    @Test func deck_holdsTwoOfEachContent_faceDown_shuffledTheSameWayForTheSameSeed() {
        let deck = game()
        #expect(deck.cards.map(\.content).sorted() == ["A", "A", "B", "B"])
        #expect(deck.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
        #expect(deck.cards.map(\.id) == game().cards.map(\.id))
        #expect(Set(deck.cards.map(\.id)).count == 4)
    }

    @Test func choosingTwins_matchesThem_scoresTwo_andCountsAMove() {
        var deck = game()
        deck.choose(card("A", in: deck))
        deck.choose(card("A", second: true, in: deck))

        #expect(deck.cards.filter(\.isMatched).map(\.content) == ["A", "A"])
        let twins = deck.cards.filter { $0.content == "A" }
        #expect(twins.allSatisfy { $0.isFaceUp })
        #expect(deck.score == 2)
        #expect(deck.moves == 1)
    }

    @Test func mismatch_staysFaceUp_untilAThirdCardTurnsBothDown() {
        var deck = game(["A", "B", "C"])
        deck.choose(card("A", in: deck))
        deck.choose(card("B", in: deck))
        #expect(deck.showsMismatch)
        #expect(deck.cards.filter(\.isFaceUp).count == 2)

        deck.choose(card("C", in: deck))

        #expect(deck.cards.filter(\.isFaceUp).map(\.content) == ["C"])
        #expect(deck.score == 0, "neither card had been seen before")
        #expect(deck.moves == 1)
    }

    @Test func mismatch_costsOnePoint_perCardAlreadySeen() {
        var deck = game(["A", "B", "C"])
        deck.choose(card("A", in: deck))
        deck.choose(card("B", in: deck))
        deck.turnMismatchFaceDown()

        deck.choose(card("A", in: deck))
        deck.choose(card("B", in: deck))
        #expect(deck.score == -2)

        deck.turnMismatchFaceDown()
        deck.choose(card("A", in: deck))
        deck.choose(card("C", in: deck))
        #expect(deck.score == -3, "A was seen, C was not")
    }

    @Test func choosingAFaceUpOrMatchedCard_changesNothing() {
        var deck = game()
        deck.choose(card("A", in: deck))
        deck.choose(card("A", second: true, in: deck))
        let matched = deck
        deck.choose(card("A", in: deck))
        #expect(deck.cards == matched.cards && deck.score == matched.score && deck.moves == matched.moves)

        deck.choose(card("B", in: deck))
        let oneUp = deck
        deck.choose(card("B", in: deck))
        #expect(deck.cards == oneUp.cards && deck.moves == oneUp.moves)
    }

    @Test func game_isWon_whenEveryPairIsFound() {
        var deck = game()
        #expect(!deck.isWon)
        for content in ["A", "B"] {
            deck.choose(card(content, in: deck))
            deck.choose(card(content, second: true, in: deck))
        }
        #expect(deck.isWon)
        #expect(deck.score == 4)
    }
}
