import CGtk
import PetCore

/// The Pet Match section's start pane: the game's score, moves and time, the best score,
/// New Game and Play, the theme and size choices (a theme without enough pets is
/// insensitive and says why), and, once a game is won, the summary with a row per pet
/// that opens its page. The pane's top widget owns this controller.
@MainActor
final class MatchSidebar {
    /// The pane's top widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Deals a new game.
    let newGameButton = Accessibility.mnemonicButton(tr("_New Game"))
    /// Moves to the board.
    let playButton = Accessibility.mnemonicButton(tr("_Play"))
    /// The summary of a won game, then its pets' rows.
    let winBox: UnsafeMutablePointer<GtkWidget>
    /// The won game's summary, plain text (it holds the pets' names).
    let summaryLabel = Widgets.label(wraps: true)
    private let winGroup = PreferenceRows.group(tr("Meet Them"))
    /// The rows of the won game's pets.
    private(set) var petRows: [UnsafeMutablePointer<GtkWidget>] = []
    /// Called with the summary once a game is won and its pets' rows are shown.
    var onWin: (@MainActor (String) -> Void)?

    private let game: PetMatchViewModel
    private let openPet: @MainActor (MatchedPet.ID) -> Void

    /// The sidebar of `game`; `play` (given the Play button) shows and focuses the board,
    /// `openPet` a pet's page.
    init(
        game: PetMatchViewModel, play: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void,
        openPet: @escaping @MainActor (MatchedPet.ID) -> Void
    ) {
        self.game = game
        self.openPet = openPet
        let content = Widget<Gtk.Box>(gtk_box_new(GTK_ORIENTATION_VERTICAL, 18))
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(content.widget, 12)
        }
        let stats = Widget<Gtk.Box>(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        gtk_widget_set_halign(stats.widget, GTK_ALIGN_CENTER)
        for keyPath in [\PetMatchViewModel.scoreText, \.movesText, \.elapsedText] {
            let label = Widgets.label(classes: ["heading"])
            gtk_box_append(stats.c, label)
            bind(label, to: game, keyPath, apply: Widgets.setText)
        }
        let best = Widgets.label(classes: ["dim-label"], xalign: 0.5)
        bind(best, to: game, \.bestText) { label, text in
            Widgets.setText(label, text ?? "")
            gtk_widget_set_visible(label, text == nil ? 0 : 1)
        }
        let buttons = Widget<Gtk.Box>(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        gtk_widget_set_halign(buttons.widget, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(newGameButton, "suggested-action")
        for button in [newGameButton, playButton] {
            gtk_widget_add_css_class(button, "pill")
            gtk_box_append(buttons.c, button)
        }
        let winBox = Widget<Gtk.Box>(gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        self.winBox = winBox.widget
        let wonTitle = Widgets.label(tr("You Won!"), classes: ["title-2"], xalign: 0.5)
        for child in [wonTitle, summaryLabel, winGroup.widget] { gtk_box_append(winBox.c, child) }
        for child in [stats.widget, best, buttons.widget, winBox.widget] { gtk_box_append(content.c, child) }

        let scroller = Widget<Gtk.ScrolledWindow>(gtk_scrolled_window_new())
        widget = scroller.widget
        gtk_scrolled_window_set_policy(scroller.c, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.c, content.widget)
        gtk_widget_set_focusable(widget, 0)
        ObjectOwnership.attach(self, to: widget)

        gtk_box_append(content.c, themeGroup())
        gtk_box_append(content.c, sizeGroup())
        connect(newGameButton, \.clicked) { [weak game] in game?.newGame() }
        connect(playButton, \.clicked) { [playButton] in play(playButton) }
        bind(winBox, to: game, reading: { ($0.winSummary, $0.matchedPets) }) { [weak self] _, won in
            self?.showWin(summary: won.0, pets: won.1)
        }
    }

    private func themeGroup() -> UnsafeMutablePointer<GtkWidget> {
        let (group, rows) = choiceGroup(tr("Theme"), MatchTheme.allCases, chosen: \.theme) { $0.changeTheme($1) }
        // One reading of the options (a pass over the catalog) for every row.
        bind(group, to: game, \.themeOptions) { _, options in
            for ((row, check), option) in zip(rows, options) {
                PreferenceRows.setTitle(row.superclass, option.title)
                pet_accessible_set_label(check.accessible, option.title)
                Accessibility.setDescription(option.reason ?? "", of: check.widget)
                adw_action_row_set_subtitle(row.c, option.reason ?? "")
                gtk_widget_set_sensitive(row.widget, option.isEnabled ? 1 : 0)
            }
        }
        return group
    }

    private func sizeGroup() -> UnsafeMutablePointer<GtkWidget> {
        let pairChoices = PetMatchViewModel.pairChoices
        let (group, rows) = choiceGroup(tr("Size"), pairChoices, chosen: \.pairs) { $0.changeDifficulty($1) }
        for ((row, check), pairs) in zip(rows, pairChoices) {
            PreferenceRows.setTitle(row.superclass, game.sizeTitle(pairs))
            pet_accessible_set_label(check.accessible, game.sizeTitle(pairs))
        }
        return group
    }

    /// A group titled `title` with a radio row per value of `values` (``RadioRows``),
    /// ticked when `chosen` is its value; ticking one calls `choose`. The caller titles
    /// and names the rows.
    private func choiceGroup<Value: Equatable>(
        _ title: String, _ values: [Value], chosen: KeyPath<PetMatchViewModel, Value>,
        choose: @escaping @MainActor (PetMatchViewModel, Value) -> Void
    ) -> (group: UnsafeMutablePointer<GtkWidget>, rows: [(row: Widget<Adw.ActionRow>, check: Widget<Gtk.CheckButton>)]) {
        let group = PreferenceRows.group(title)
        let rows = RadioRows.add(
            to: group, titles: values.map { _ in "" }, model: game,
            chosen: { game in values.firstIndex(of: game[keyPath: chosen]) ?? -1 },
            choose: { game, index in
                choose(game, values[index])
                return true
            })
        return (group.widget, rows)
    }

    private func showWin(summary: String?, pets: [MatchedPet]) {
        let group = winGroup.c
        for row in petRows { adw_preferences_group_remove(group, row) }
        petRows = []
        gtk_widget_set_visible(winBox, summary == nil ? 0 : 1)
        guard let summary else { return }
        Widgets.setText(summaryLabel, summary)
        for pet in pets {
            let row = PreferenceRows.actionRow(pet.name)
            adw_action_row_add_suffix(row.c, gtk_image_new_from_icon_name("go-next-symbolic"))
            gtk_list_box_row_set_activatable(row.superclass.superclass.c, 1)
            // TRANSLATORS: what a row of the won game's pets does, for screen readers.
            pet_accessible_set_description(row.accessible, tr("Opens the pet's page"))
            connect(row, \.actionRowActivated) { [weak self] in self?.openPet(pet.id) }
            adw_preferences_group_add(group, row.widget)
            petRows.append(row.widget)
        }
        onWin?(summary)
    }
}
