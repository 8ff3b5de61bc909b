import Foundation
import Testing
@testable import PetCore

@MainActor
@Suite("Pet Match view model")
struct PetMatchViewModelTests {
    /// A clock the tests move by hand.
    final class TestClock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
        func advance(_ seconds: TimeInterval) { now = now.addingTimeInterval(seconds) }
    }

    private let clock = TestClock()
    private let store = InMemoryCatalogStore()

    private static func pet(_ name: String, _ species: Species, status: AdoptionStatus = .available, photo: Bool = true) -> Pet {
        Pet(id: "pet-\(name.lowercased())", name: name, species: species, birthday: CalendarDate(year: 2020, month: 1, day: 1)!,
            photo: photo ? "pet-\(name.lowercased()).svg" : nil, status: status, dateAdded: Date(timeIntervalSince1970: 0))
    }

    static let catalog: [Pet] =
        ["Biscuit", "Duke", "Pepper", "Rex", "Okami", "Loki"].map { pet($0, .dog) }
        + [pet("Maple", .dog, status: .pending), pet("Gone", .dog, status: .adopted), pet("Shy", .dog, photo: false)]
        + ["Luna", "Salem", "Mittens"].map { pet($0, .cat) }

    private func viewModel(theme: MatchTheme = .dogs, pairs: Int = 6, pets: [Pet] = catalog) -> PetMatchViewModel {
        let clock = self.clock
        return PetMatchViewModel(
            pets: { pets }, scores: store, context: DisplayContext(locale: Locale(identifier: "en_US"), now: { clock.now }),
            theme: theme, pairs: pairs, generator: SeededGenerator(seed: 3))
    }

    /// Chooses both cards of every pair, in deck order, five seconds apart.
    private func winByMatchingEveryPair(_ game: PetMatchViewModel) async {
        var pets: [Pet.ID] = []
        for card in game.cards where !pets.contains(card.petID) { pets.append(card.petID) }
        for pet in pets {
            clock.advance(5)
            for card in game.cards where card.petID == pet { await game.choose(cardID: card.id) }
        }
    }

    @Test func deal_takesPetsNotAdoptedWithPhotos_ofTheTheme() {
        let game = viewModel()
        let dealt = Set(game.cards.map(\.petID))
        #expect(game.cards.count == 12)
        #expect(dealt.count == 6)
        #expect(!dealt.contains("pet-gone") && !dealt.contains("pet-shy") && !dealt.contains("pet-luna"))
        #expect(game.cards.allSatisfy { !$0.isFaceUp && $0.photoReference != nil })
    }

    @Test func themesWithTooFewPets_areDisabled_withTheReason() {
        let options = viewModel(pairs: 6).themeOptions
        #expect(options.map(\.isEnabled) == [true, false, false, true])
        #expect(options[1].reason == "Needs 6 pets with photos; 3 can play")
        #expect(options.map(\.title) == ["Dogs", "Cats", "Small Pets and Birds", "All Pets"])
    }

    @Test func changeDifficulty_dealsThatManyPairs_andIgnoresOtherSizes() {
        let game = viewModel(theme: .allPets)
        game.changeDifficulty(8)
        #expect(game.cards.count == 16)
        game.changeDifficulty(7)
        #expect(game.pairs == 8)
    }

    @Test func cards_sayWhereTheyAreAndWhatTheyShow() async {
        let game = viewModel()
        #expect(game.cards[4].accessibleText == "Card 5 of 12, face down")
        let first = game.cards[0]
        await game.choose(cardID: first.id)
        let name = Self.catalog.first { $0.id == first.petID }!.name
        #expect(game.cards[0].accessibleText == "\(name), face up")
        let twin = game.cards.first { $0.petID == first.petID && $0.id != first.id }!
        await game.choose(cardID: twin.id)
        #expect(game.cards[0].accessibleText == "\(name), matched")
        #expect(game.scoreText == "Score 2")
        #expect(game.movesText == "1 move")
    }

    @Test func mismatch_staysUpForASecond_thenTurnsDown_onTheTestClock() async {
        let game = viewModel()
        let first = game.cards[0]
        let other = game.cards.first { $0.petID != first.petID }!
        await game.choose(cardID: first.id)
        await game.choose(cardID: other.id)
        #expect(game.mismatchHidesAt == clock.now.addingTimeInterval(1))

        clock.advance(0.5)
        game.hideMismatchIfDue()
        #expect(game.cards.filter(\.isFaceUp).count == 2)
        clock.advance(0.5)
        game.hideMismatchIfDue()
        #expect(game.cards.allSatisfy { !$0.isFaceUp })
        #expect(game.mismatchHidesAt == nil)
    }

    @Test func choosingDuringAMismatch_turnsTheTwoDownAtOnce_andTakesTheNewChoice() async {
        let game = viewModel()
        let first = game.cards[0]
        let others = game.cards.filter { $0.petID != first.petID }
        await game.choose(cardID: first.id)
        await game.choose(cardID: others[0].id)
        let third = others.first { $0.petID != others[0].petID }!

        await game.choose(cardID: third.id)

        #expect(game.cards.filter(\.isFaceUp).map(\.id) == [third.id])
        #expect(game.mismatchHidesAt == nil)
    }

    @Test func elapsedTime_startsAtTheFirstCard_andStopsAtTheWin() async {
        let game = viewModel()
        clock.advance(30)
        game.tick()
        #expect(game.elapsedText == "0:00")
        await winByMatchingEveryPair(game)
        #expect(game.isWon)
        let finished = game.elapsedText
        clock.advance(100)
        game.tick()
        #expect(game.elapsedText == finished)
        #expect(game.elapsedText == "0:25", "five seconds before each of the six pairs but the first")
    }

    @Test func win_summarisesThePets_andKeepsTheBestScore_acrossANewViewModel() async throws {
        let game = viewModel()
        await winByMatchingEveryPair(game)

        #expect(game.matchedPets.count == 6)
        #expect(game.winSummary?.hasPrefix("You matched ") == true)
        #expect(game.winSummary?.hasSuffix(" in 0:25, scoring 12.") == true)
        #expect(game.bestText == "Best: 12 points in 0:25")
        #expect(try store.bestMatchScore(theme: .dogs, pairs: 6) == MatchScore(points: 12, seconds: 25))
        #expect(viewModel().bestText == "Best: 12 points in 0:25")
        #expect(viewModel(theme: .allPets).bestText == nil)
    }

    @Test func bestScore_isTheHighest_tiesGoingToTheShorterTime() {
        let best = MatchScore(points: 10, seconds: 60)
        #expect(MatchScore(points: 11, seconds: 200).isBetter(than: best))
        #expect(MatchScore(points: 10, seconds: 59).isBetter(than: best))
        #expect(!MatchScore(points: 10, seconds: 60).isBetter(than: best))
        #expect(!MatchScore(points: 9, seconds: 1).isBetter(than: best))
    }

    @Test func aSlowerWin_doesNotReplaceTheBest() async throws {
        try store.saveBestMatchScore(MatchScore(points: 12, seconds: 10), theme: .dogs, pairs: 6)
        let game = viewModel()
        await winByMatchingEveryPair(game)
        #expect(game.bestText == "Best: 12 points in 0:10")
    }
}
