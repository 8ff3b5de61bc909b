import CGtk
import PetCore

/// The “Amount” and “Units” groups of a recipe's page: how much to make (a spin button
/// counting the yield's amount, servings or batches, with a button back to the recipe's
/// own yield) and the units every recipe is shown in (a radio row each).
///
/// Built for one ``RecipeScaling`` (with the checklist it scales) and dropped with it.
/// Each control sends its change to the view model and shows what the view model keeps;
/// a change the view model refuses (the store failed) is undone on screen and told in a
/// toast. The widget owns this controller.
@MainActor
final class RecipeAmountGroup {
    /// The top widget: the Amount and Units groups.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Counts the servings, the yield's amount or the batches to make.
    let amountSpin: Widget<Gtk.SpinButton>
    /// Returns the recipe to its own yield.
    let resetButton: UnsafeMutablePointer<GtkWidget>
    /// The units' radio check buttons: as written, metric, US customary.
    let unitChecks: [Widget<Gtk.CheckButton>]
    /// The view model.
    let scaling: RecipeScaling

    /// The group for `scaling`; its failures show in `toasts`.
    init(scaling: RecipeScaling, toasts: ToastPresenter) {
        self.scaling = scaling
        let range = scaling.yieldAmountRange
        amountSpin = Widget(gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1))
        gtk_widget_set_valign(amountSpin.widget, GTK_ALIGN_CENTER)
        // Digits only: typed letters would read as 0, the smallest amount, and rescale the recipe.
        gtk_spin_button_set_numeric(amountSpin.c, 1)
        resetButton = gtk_button_new_from_icon_name("edit-undo-symbolic")
        gtk_widget_set_valign(resetButton, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(resetButton, "flat")
        gtk_widget_set_tooltip_text(resetButton, tr("Back to the recipe's own amount"))
        pet_accessible_set_label(resetButton.accessible, tr("Reset amount"))

        let amountRow = PreferenceRows.actionRow()
        adw_action_row_add_suffix(amountRow.c, amountSpin.widget)
        adw_action_row_add_suffix(amountRow.c, resetButton)
        adw_action_row_set_activatable_widget(amountRow.c, amountSpin.widget)
        gtk_widget_set_focusable(amountRow.widget, 0)
        let units = PreferenceRows.group(tr("Units"))
        unitChecks = RadioRows.add(to: units, titles: scaling.unitNames, model: scaling, chosen: { $0.unitIndex }) {
            await $0.chooseUnits(at: $1)
        }.map(\.check)
        widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 18, [PreferenceRows.group(tr("Amount"), [amountRow.widget]).widget, units.widget])
        ObjectOwnership.attach(self, to: widget)

        bind(amountRow, to: scaling, \.yieldAmountName) { [amountSpin] row, name in
            PreferenceRows.setTitle(row.superclass, name)
            pet_accessible_set_label(amountSpin.accessible, name)
        }
        bind(amountRow, to: scaling, \.yieldText) { row, text in
            adw_action_row_set_subtitle(row.c, text ?? "")
        }
        bind(resetButton, to: scaling, \.isScaled) { button, isScaled in Widgets.setSensitive(button, isScaled) }
        bindTwoWay(
            amountSpin, .signal(\.valueChanged), to: scaling, reading: { $0.yieldAmount },
            read: { Int(gtk_spin_button_get_value_as_int($0.c)) },
            write: { gtk_spin_button_set_value($0.c, Double($1)) }
        ) { [amountSpin] scaling, amount in
            perform {
                if await !scaling.setYieldAmount(amount) {
                    gtk_spin_button_set_value(amountSpin.c, Double(scaling.yieldAmount))
                }
            }
        }
        connect(resetButton, \.clicked) { [weak scaling] in
            guard let scaling else { return }
            perform { await scaling.reset() }
        }
        toasts.showFailures(of: scaling, \.failure) { $0.dismissFailure() }
        toasts.showFailures(of: scaling, \.unitsFailure) { $0.dismissUnitsFailure() }
    }
}
