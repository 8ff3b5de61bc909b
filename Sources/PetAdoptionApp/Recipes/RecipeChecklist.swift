import CGtk
import PetCore

/// One recipe's checklist: the progress (“3 of 7 done”) with a Reset button (whose
/// toast offers Undo), then the
/// ingredients and the directions as rows with a check button each; a heading among the
/// directions (a section's name) is a row of heading text with no check button.
///
/// Built for one ``InstructionViewModel`` and dropped when another recipe is selected;
/// each check button shows its line's tick and toggles it through the view model. A
/// toggle the view model refuses (the store failed) leaves the button as the line is.
/// The widget owns this controller.
@MainActor
final class RecipeChecklist {
    /// The top widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The progress label.
    let progressLabel: Widget<Gtk.Label>
    /// The button that unticks every line.
    let resetButton: UnsafeMutablePointer<GtkWidget>
    /// The ingredients' check buttons, in order.
    private(set) var ingredientChecks: [Widget<Gtk.CheckButton>] = []
    /// The directions' check buttons, in order; headings have none.
    private(set) var directionChecks: [Widget<Gtk.CheckButton>] = []
    /// The checklist's view model.
    let instructions: InstructionViewModel
    /// How much to make and in which units, above the ingredients.
    let amount: RecipeAmountGroup

    /// The checklist of `instructions`; a reset's Undo toast shows in `toasts`.
    init(instructions: InstructionViewModel, toasts: ToastPresenter) {
        self.instructions = instructions
        progressLabel = Widget(gtk_label_new(nil))
        gtk_label_set_xalign(progressLabel.c, 0)
        gtk_widget_set_hexpand(progressLabel.widget, 1)
        gtk_widget_add_css_class(progressLabel.widget, "heading")
        resetButton = Accessibility.mnemonicButton(tr("_Reset"))
        gtk_widget_set_tooltip_text(resetButton, tr("Untick every ingredient and step"))
        gtk_widget_set_valign(resetButton, GTK_ALIGN_CENTER)

        let progress = Widget<Gtk.Box>(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        gtk_box_append(progress.c, progressLabel.widget)
        gtk_box_append(progress.c, resetButton)

        amount = RecipeAmountGroup(scaling: instructions.scaling, toasts: toasts)
        let ingredients = PreferenceRows.group(tr("Ingredients"))
        let directions = PreferenceRows.group(tr("Directions"))
        let box = Widget<Gtk.Box>(gtk_box_new(GTK_ORIENTATION_VERTICAL, 18))
        for child in [amount.widget, progress.widget, ingredients.widget, directions.widget] { gtk_box_append(box.c, child) }
        widget = box.widget
        ObjectOwnership.attach(self, to: widget)

        for index in 0..<instructions.ingredientCount {
            if instructions.ingredients[index].isHeading {
                addHeading(to: ingredients, instructions: instructions, lines: \.ingredients, index: index)
            } else {
                ingredientChecks.append(addLine(to: ingredients, instructions: instructions, lines: \.ingredients, index: index))
            }
        }
        for index in 0..<instructions.directionCount {
            if instructions.directions[index].isHeading {
                addHeading(to: directions, instructions: instructions, lines: \.directions, index: index)
            } else {
                directionChecks.append(addLine(to: directions, instructions: instructions, lines: \.directions, index: index))
            }
        }
        gtk_widget_set_visible(ingredients.widget, instructions.ingredientCount == 0 ? 0 : 1)
        gtk_widget_set_visible(directions.widget, instructions.directionCount == 0 ? 0 : 1)

        bind(progressLabel, to: instructions, \.progressText) { label, text in gtk_label_set_text(label.c, text) }
        bind(resetButton, to: instructions, \.checkedCount) { button, checkedCount in
            gtk_widget_set_sensitive(button, checkedCount > 0 ? 1 : 0)
        }
        connect(resetButton, \.clicked) { [weak instructions, weak toasts] in
            guard let instructions else { return }
            perform {
                guard await instructions.reset(), let notice = instructions.resetNotice else { return }
                toasts?.show(notice, undo: { perform { await instructions.undoReset() } })
            }
        }
    }

    /// Adds a row for line `index` of `instructions[keyPath: lines]` to `group`.
    /// - Returns: the row's check button.
    private func addLine(
        to group: Widget<Adw.PreferencesGroup>,
        instructions: InstructionViewModel,
        lines: KeyPath<InstructionViewModel, [ChecklistEntry]>,
        index: Int
    ) -> Widget<Gtk.CheckButton> {
        let row = PreferenceRows.actionRow()
        let check = Widget<Gtk.CheckButton>(gtk_check_button_new())
        gtk_widget_set_valign(check.widget, GTK_ALIGN_CENTER)
        adw_action_row_add_prefix(row.c, check.widget)
        adw_action_row_set_activatable_widget(row.c, check.widget)
        // One stop per line: the check box, named by the row's title (the activatable
        // widget's label), which says whether the line is ticked.
        gtk_widget_set_focusable(row.widget, 0)
        adw_preferences_group_add(group.c, row.widget)

        bind(row, to: instructions, lines) { row, entries in
            guard entries.indices.contains(index) else { return }
            let entry = entries[index]
            PreferenceRows.setTitle(row.superclass, entry.text)
            Self.show(entry.isChecked, check: check, row: row.widget)
        }
        connect(check, \.toggled) { [weak instructions] in
            guard let instructions, instructions[keyPath: lines].indices.contains(index) else { return }
            let entry = instructions[keyPath: lines][index]
            guard Widgets.isActive(check) != entry.isChecked else { return }
            perform {
                if await !instructions.toggle(entry.item) {
                    Self.show(instructions[keyPath: lines][index].isChecked, check: check, row: row.widget)
                }
            }
        }
        return check
    }

    /// Adds a row of heading text for line `index` of `instructions[keyPath: lines]`, a
    /// heading, to `group`.
    private func addHeading(
        to group: Widget<Adw.PreferencesGroup>,
        instructions: InstructionViewModel,
        lines: KeyPath<InstructionViewModel, [ChecklistEntry]>,
        index: Int
    ) {
        let label = Widgets.label(classes: ["heading"], wraps: true)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { margin(label, 12) }
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(label, 12) }
        adw_preferences_group_add(group.c, PreferenceRows.plainRow(holding: label))
        bind(label, to: instructions, lines) { label, entries in
            guard entries.indices.contains(index) else { return }
            Widgets.setText(label, entries[index].text)
        }
    }

    private static func show(_ isChecked: Bool, check: Widget<Gtk.CheckButton>, row: UnsafeMutablePointer<GtkWidget>) {
        if Widgets.isActive(check) != isChecked { Widgets.setActive(check, isChecked) }
        Widgets.setClass(RecipeStyle.doneRowClass, on: row, isChecked)
    }
}
