import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Pet Match section")
    struct MatchSectionTests {
        static let context = DisplayContext(locale: Locale(identifier: "en_US"), now: { Date(timeIntervalSince1970: 1_800_000_000) })
        static let pets: [Pet] = ["Biscuit", "Luna", "Pepper", "Salem", "Okami", "Kiwi", "Duke"].map { name in
            Pet(id: "pet-\(name.lowercased())", name: name, species: .dog, birthday: CalendarDate(year: 2020, month: 1, day: 1)!,
                photo: "pet-\(name.lowercased()).svg", status: .available, dateAdded: Date(timeIntervalSince1970: 0))
        }

        let store = InMemoryCatalogStore(pets: pets)
        let petList: PetListViewModel
        let game: PetMatchViewModel

        init() async throws {
            let catalog = PetCatalog(repository: store, context: Self.context)
            catalog.replace(with: try await PetCatalogContents.load(from: store))
            petList = PetListViewModel(catalog: catalog)
            game = PetMatchViewModel(
                pets: { catalog.pets }, scores: store, context: Self.context, theme: .dogs, pairs: 6,
                generator: SeededGenerator(seed: 11))
        }

        private func shell() async throws -> ShellFixture {
            let (petList, game) = (petList, game)
            let shell = try ShellFixture(state: WindowState(width: 1000, height: 700, sectionName: "match")) {
                [
                    PetsSection(name: "pets", iconName: "emoji-nature-symbolic", list: petList),
                    MatchSection(
                        name: "match", iconName: "applications-games-symbolic", makeGame: { game },
                        petsSectionName: "pets", selectPet: { _ = petList.select($0) }),
                ]
            }
            try await shell.waitUntilMapped()
            return shell
        }

        /// The card buttons, in board order.
        private func cardButtons(in shell: ShellFixture) throws -> [UnsafeMutablePointer<GtkWidget>] {
            Widgets.descendants(of: try shell.window.window).filter { gtk_widget_has_css_class($0, MatchStyle.cardClass) != 0 }
        }

        @Test func board_dealsACardButtonPerCard_facedDown_andTheFirstHasTheFocus() async throws {
            let shell = try await shell()
            let buttons = try cardButtons(in: shell)

            #expect(buttons.count == 12)
            #expect(gtk_widget_has_focus(buttons[0]) != 0 || gtk_root_get_focus(gtk_widget_get_root(buttons[0])) == buttons[0])
            #expect(labelTexts(in: try shell.window.window).contains("Score 0"))
            await shell.tearDown()
        }

        @Test func wholeGame_playedCardByCard_isWon_andAPetsRowOpensItsPage() async throws {
            let shell = try await shell()
            let buttons = try cardButtons(in: shell)
            var played: Set<Int> = []
            for (index, card) in game.cards.enumerated() where !played.contains(card.id) {
                let twin = try #require(game.cards.firstIndex { $0.petID == card.petID && $0.id != card.id })
                await activate(buttons[index])
                await activate(buttons[twin])
                await GTKTestLoop.settle()
                played.formUnion([card.id, game.cards[twin].id])
            }

            #expect(game.isWon)
            let texts = labelTexts(in: try shell.window.window)
            #expect(texts.contains("You Won!"))
            #expect(texts.contains("Score 12"))
            #expect(texts.contains { $0.hasPrefix("You matched ") })
            let dealt = Set(game.cards.map(\.petID))
            let name = try #require(Self.pets.first { dealt.contains($0.id) }?.name)
            let row = try #require(Widgets.descendants(of: try shell.window.window).first { widget in
                gtk_widget_has_css_class(widget, "activatable") != 0 && labelTexts(in: widget).contains(name)
            })
            adw_action_row_activate(pet_adw_action_row(gpointer(row)))
            await GTKTestLoop.settle()

            #expect(try shell.window.visibleSectionName == "pets")
            #expect(petList.selectedID == "pet-\(name.lowercased())")
            await shell.tearDown()
        }

        /// The flow box the cards are dealt in.
        private func cardsBox(in shell: ShellFixture) throws -> UnsafeMutablePointer<GtkWidget> {
            try #require(Widgets.descendants(of: try shell.window.window).first { String(cString: gtk_widget_get_css_name($0)) == "flowbox" })
        }

        @Test func pageDown_afterANewDeal_keepsTheFocusOnTheNewCards() async throws {
            let shell = try await shell()
            // Tab from the first card to the second: the flow box makes the card it enters its cursor.
            #expect(gtk_widget_child_focus(try cardsBox(in: shell), GTK_DIR_TAB_FORWARD) != 0)
            let before = game.cards.map(\.id)

            game.newGame()
            await GTKTestLoop.settle()
            #expect(game.cards.map(\.id) != before)
            // Page Down, as its key binding moves the flow box's cursor.
            _ = pet_test_flow_box_move_cursor(try cardsBox(in: shell), GTK_MOVEMENT_PAGES, 1)
            await GTKTestLoop.settle()

            let focus = gtk_root_get_focus(gtk_widget_get_root(try cardsBox(in: shell)))
            #expect(try cardButtons(in: shell).contains { $0 == focus })
            await shell.tearDown()
        }

        @Test func newGame_dealsAgain_andThemeChoicesSayWhyTheyAreOff() async throws {
            let shell = try await shell()
            let before = game.cards.map(\.id)
            let texts = labelTexts(in: try shell.window.window)
            #expect(texts.contains("Needs 6 pets with photos; 0 can play"))

            game.newGame()
            await GTKTestLoop.settle()

            #expect(try cardButtons(in: shell).count == 12)
            #expect(game.cards.map(\.id) != before || game.cards.allSatisfy { !$0.isFaceUp })
            await shell.tearDown()
        }
    }
}
