import CGtk
import PetCore

/// The Pet Match section: the sidebar (score, New Game, theme and size, the won game's
/// pets) beside the board of cards, folding to one pane at a time when narrow. It has no
/// search; when it comes into view the focus goes to the first card.
struct MatchSection: SectionBuilder {
    let name: String
    let iconName: String
    /// Makes the game when the section is first shown (it deals at once).
    let makeGame: @MainActor () -> PetMatchViewModel
    /// The Pets section's name, shown when a won game's pet is opened.
    let petsSectionName: String
    /// Selects a pet in the Pets section, whose page then shows it.
    let selectPet: @MainActor (Pet.ID) -> Void

    var title: String { tr("Match") }

    func makePanes(navigator: SectionNavigator, toasts: ToastPresenter) -> SectionPanes {
        let game = makeGame()
        let board = MatchBoard(game: game)
        _ = MatchClock(game: game, owner: board.widget)
        let sidebar = MatchSidebar(
            game: game,
            play: { [weak board, weak navigator] in
                navigator?.showDetail()
                _ = board?.focusFirstCard()
            },
            openPet: { [weak board, petsSectionName, selectPet] id in
                guard let board else { return }
                gtk_widget_activate_action_variant(board.widget, "win.show-section", g_variant_new_string(petsSectionName))
                selectPet(id)
            })
        toasts.showFailures(of: game, \.failure) { $0.dismissFailure() }
        return SectionPanes(
            list: sidebar.widget, detail: board.widget, search: nil,
            focus: { [weak board] in board?.focusFirstCard() ?? false })
    }
}
