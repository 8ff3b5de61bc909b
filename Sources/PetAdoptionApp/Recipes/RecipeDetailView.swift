import CGtk
import PetCore

/// The widgets of a recipe's detail page, built once and attached to the selected
/// recipe's view model: its photo, name and source, difficulty and times, and its amount
/// and checklist (rebuilt when the recipe's lines change). The checklist's failures are
/// shown as toasts.
@MainActor
final class RecipeDetailView: DetailView {
    /// The side of the recipe photo, in logical pixels.
    static let photoSize: Int32 = 160

    /// The top widget: the page in a clamp, in a scrolled window.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The same widget, as the scrolled window it is.
    private let scroller: Widget<Gtk.ScrolledWindow>
    /// The recipe photo.
    let photo = PhotoView(size: RecipeDetailView.photoSize, showsTooltip: true, large: true)
    /// The recipe's name.
    let nameLabel: UnsafeMutablePointer<GtkWidget>
    /// Where the recipe comes from, when it was imported.
    let sourceLabel: UnsafeMutablePointer<GtkWidget>
    /// The checklist of the recipe shown, if any.
    private(set) var checklist: RecipeChecklist?
    /// Opens cooking mode for the recipe shown (`recipe.cook`).
    let cookButton = Accessibility.mnemonicButton(tr("Start _Cooking"))
    /// Offers Print (Ctrl+P) and Export as PDF.
    let printMenuButton = Widget<Gtk.MenuButton>(gtk_menu_button_new())
    /// The kitchen timers, once a recipe has been shown.
    private(set) var timersBar: CookingTimersBar?
    /// The recipe shown, for the page's actions.
    private weak var shown: RecipeViewModel?
    /// Prints the recipe shown, once asked to.
    private var printing: RecipePrinting?
    /// Holds the timers bar, once made; hidden while no timer runs.
    private let timersHolder: Widget<Gtk.Box>

    /// The rows of difficulty, preparation, cooking and total time, and the other time
    /// when it is known: each row, its value label and the text it shows.
    private let details: [(row: UnsafeMutablePointer<GtkWidget>, value: UnsafeMutablePointer<GtkWidget>,
                           text: @MainActor (RecipeViewModel) -> String?)]
    private let checklistHolder: Widget<Gtk.Box>
    /// The row of buttons under the name and source (Edit, Delete).
    private let actionBar: Widget<Gtk.Box>
    private let toasts: ToastPresenter

    /// The page of `recipe-page.ui`, with the photo in its place; its toasts go to `toasts`.
    init(toasts: ToastPresenter) {
        self.toasts = toasts
        let ui = BuiltUI("recipe-page.ui")
        widget = ui.page("page")
        scroller = Widget(widget)
        nameLabel = ui.widget("name_label")
        sourceLabel = ui.widget("source_label")
        timersHolder = ui.widget("timers_holder")
        checklistHolder = ui.widget("checklist_holder")
        actionBar = ui.widget("actions")
        gtk_box_prepend(ui.widget("header", as: Gtk.Box.self).c, photo.widget)
        let texts: [(id: String, text: @MainActor (RecipeViewModel) -> String?)] = [
            ("difficulty", { $0.difficultyText }), ("preparation", { $0.prepTimeText }), ("cooking", { $0.cookTimeText }),
            ("total", { $0.totalTimeText }), ("other", { $0.otherTimeText }), ("language", { $0.languageText }),
        ]
        details = texts.map { detail in (ui.widget("\(detail.id)_row"), ui.widget("\(detail.id)_label"), detail.text) }
        ObjectOwnership.attach(self, to: widget)
        addPageActions()
    }

    static func title(of recipe: RecipeViewModel) -> String { recipe.name }

    /// Shows `recipe`, scrolled to the top; cancel the returned bindings before the next one.
    func attach(to recipe: RecipeViewModel) -> [Binding] {
        shown = recipe
        if timersBar == nil {
            let bar = CookingTimersBar(timers: recipe.timers)
            gtk_box_append(timersHolder.c, bar.widget)
            // The page's spacing is for what shows: no gap while no timer runs.
            bind(timersHolder, to: recipe.timers, reading: { !$0.timers.isEmpty }) { holder, any in
                gtk_widget_set_visible(holder.widget, any ? 1 : 0)
            }
            timersBar = bar
        }
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scroller.c), 0)
        return [
            bind(nameLabel, to: recipe, \.name, apply: Widgets.setText),
            bind(sourceLabel, to: recipe, \.sourceText) { label, source in
                Widgets.setText(label, source ?? "")
                gtk_widget_set_visible(label, source == nil ? 0 : 1)
            },
            bind(photo.widget, to: recipe, reading: { ($0.photoReference, $0.photoDescription) }) { [photo] _, shown in
                photo.show(shown.0, description: shown.1)
            },
            bind(checklistHolder, to: recipe, \.checklist) { [weak self] _, instructions in self?.show(instructions) },
            toasts.showFailures(of: recipe, \.checklist.failure) { $0.checklist.dismissFailure() },
        ] + details.map { detail in
            bind(detail.value, to: recipe, reading: detail.text) { [row = detail.row] label, text in
                Widgets.setText(label, text ?? "")
                gtk_widget_set_visible(row, text == nil ? 0 : 1)
            }
        }
    }

    func detach() {
        shown = nil
        photo.clear()
    }

    func addAction(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(actionBar.c, button)
    }

    /// The page's actions, `recipe.cook`, `recipe.print` (Ctrl+P, wherever the focus is in
    /// the window) and `recipe.export-pdf`, with their buttons: Start Cooking, and a menu
    /// of Print and Export as PDF.
    private func addPageActions() {
        Actions.insertGroup("recipe", into: widget) { group in
            Actions.add("cook", to: group) { [weak self] _ in
                guard let self, let recipe = self.shown else { return }
                CookingWindow.present(recipe.cookingMode(), over: self.widget)
            }
            Actions.add("print", to: group) { [weak self] _ in self?.printer()?.openPrintDialog() }
            Actions.add("export-pdf", to: group) { [weak self] _ in self?.printer()?.exportPDF() }
        }

        gtk_actionable_set_action_name(Widget<Gtk.Button>(cookButton).actionable, "recipe.cook")
        gtk_widget_add_css_class(cookButton, "suggested-action")
        gtk_widget_set_tooltip_text(cookButton, tr("Step by step, in large type, with timers"))
        let menu = Object<G.Menu>(g_menu_new())
        g_menu_append(menu.c, tr("_Print…"), "recipe.print")
        g_menu_append(menu.c, tr("_Export as PDF…"), "recipe.export-pdf")
        gtk_menu_button_set_menu_model(printMenuButton.c, menu.menuModel)
        pet_menu_button_name_items(printMenuButton.c)
        g_object_unref(menu.objectPointer)
        gtk_menu_button_set_icon_name(printMenuButton.c, "document-print-symbolic")
        gtk_widget_set_tooltip_text(printMenuButton.widget, tr("Print or export as PDF"))
        pet_accessible_set_label(printMenuButton.accessible, tr("Print"))
        addAction(cookButton)
        addAction(printMenuButton.widget)

        let shortcuts = Object<Gtk.ShortcutController>(gtk_shortcut_controller_new())
        gtk_shortcut_controller_set_scope(shortcuts.c, GTK_SHORTCUT_SCOPE_GLOBAL)
        shortcuts.addShortcut("<Control>p", activating: "recipe.print")
        gtk_widget_add_controller(widget, shortcuts.eventController)
    }

    /// The printing of the recipe shown, made once the page is in a window; `nil` when no
    /// recipe is shown or the page is not in view.
    private func printer() -> RecipePrinting? {
        guard shown != nil, gtk_widget_get_mapped(widget) != 0, let window = Widget(windowOf: widget) else { return nil }
        if let printing { return printing }
        let printing = RecipePrinting(window: window.widget, printout: { [weak self] in self?.shown?.printout }) {
            [weak toasts] message in toasts?.show(message)
        }
        self.printing = printing
        return printing
    }

    /// Shows the checklist of `instructions`, building it only for a new view model.
    private func show(_ instructions: InstructionViewModel) {
        guard instructions !== checklist?.instructions else { return }
        if let old = checklist?.widget { gtk_box_remove(checklistHolder.c, old) }
        let checklist = RecipeChecklist(instructions: instructions, toasts: toasts)
        gtk_box_append(checklistHolder.c, checklist.widget)
        self.checklist = checklist
    }
}
