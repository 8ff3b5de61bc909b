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
    let selectPet: @MainActor (MatchedPet.ID) -> Void

    var title: String { tr("Match") }

    /// Focuses the first card when the board shows (side by side), else Play (folded, the
    /// sidebar shows). Panes just built are not laid out yet: Play takes the focus at once,
    /// and again once on screen so that it is heard; the first card takes it from Play
    /// when the board shows. (In a window narrow from the start, libadwaita 1.2 moves it
    /// on to the view switcher's first tab as the new leaflet folds.)
    @MainActor private static func focus(_ board: MatchBoard, else sidebar: MatchSidebar) -> Bool {
        let play = sidebar.playButton
        _ = gtk_widget_grab_focus(play)
        Widgets.whenMapped(play) { [weak board] in
            guard let board, !board.focusFirstCard() else { return }
            Widgets.focusAgain(play)
        }
        board.focusFirstCardWhenShown(from: play)
        return true
    }

    func makePanes(navigator: SectionNavigator, toasts: ToastPresenter) -> SectionPanes {
        let game = makeGame()
        let board = MatchBoard(game: game)
        _ = MatchClock(game: game, owner: board.widget)
        let sidebar = MatchSidebar(
            game: game,
            // The sidebar keeps the navigator, which holds the section weakly.
            play: { [weak board, navigator] playButton in
                navigator.showDetail()
                board?.focusFirstCardWhenShown(from: playButton)
            },
            openPet: { [weak board, petsSectionName, selectPet] id in
                guard let board else { return }
                Actions.activate("win.show-section", on: board.widget, parameter: g_variant_new_string(petsSectionName))
                selectPet(id)
            })
        // A win brings the summary into view (back from the board when folded), puts the
        // focus on its first pet and says it.
        sidebar.onWin = { [weak sidebar, weak board, navigator] summary in
            guard let sidebar, let board, let first = sidebar.petRows.first else { return }
            let wasPlaying = Widgets.hasFocus(within: board.widget)
            navigator.showList()
            guard wasPlaying else { return }
            Widgets.whenMapped(first) {
                _ = gtk_widget_grab_focus(first)
                Accessibility.announce(summary, from: first)
            }
        }
        toasts.showFailures(of: game, \.failure) { $0.dismissFailure() }
        return SectionPanes(
            list: sidebar.widget, detail: board.widget, search: nil,
            focus: { [weak board, weak sidebar] in
                guard let board, let sidebar else { return false }
                return Self.focus(board, else: sidebar)
            })
    }
}
