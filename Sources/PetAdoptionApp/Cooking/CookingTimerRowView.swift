import CGtk
import PetCore

/// One kitchen timer's row in a ``CookingTimersBar``: what it is for, the countdown, and
/// a button that cancels it (or stops it ringing).
///
/// The countdown's accessible name is the spoken form ("Bake: 4 minutes, 59 seconds
/// left") rather than "4:59"; the button is named after the timer ("Stop timer Bake").
@MainActor
final class CookingTimerRowView {
    /// The timer's id.
    let id: Int
    /// The row.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// What the timer is for.
    let label: Widget<Gtk.Label>
    /// The countdown.
    let remainingLabel: Widget<Gtk.Label>
    /// Cancel or Stop.
    let button: Widget<Gtk.Button>

    /// A row for the timer `id`; its button calls `stop` with the id.
    init(id: Int, stop: @escaping @MainActor (Int) -> Void) {
        self.id = id
        label = Widget(Widgets.label())
        gtk_widget_set_hexpand(label.widget, 1)
        // Narrow, the label keeps its start (the recipe) and its end (the duration).
        gtk_label_set_ellipsize(label.c, PANGO_ELLIPSIZE_MIDDLE)
        remainingLabel = Widget(Widgets.label(classes: [CookingStyle.remainingClass], xalign: 1))
        button = Widget(gtk_button_new())
        gtk_widget_set_valign(button.widget, GTK_ALIGN_CENTER)
        widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [label.widget, remainingLabel.widget, button.widget])
        gtk_widget_add_css_class(widget, CookingStyle.rowClass)
        connect(button, \.clicked) { stop(id) }
    }

    /// Shows `row`.
    func show(_ row: CookingTimerRow) {
        Widgets.setText(label.widget, row.label)
        gtk_widget_set_tooltip_text(label.widget, row.label)
        Widgets.setText(remainingLabel.widget, row.remainingText)
        pet_accessible_set_label(remainingLabel.accessible, row.accessibleDescription)
        gtk_button_set_label(button.c, row.buttonLabel)
        pet_accessible_set_label(button.accessible, row.buttonAccessibleName)
        Widgets.setClass(CookingStyle.ringingClass, on: widget, row.isRinging)
        Widgets.setClass("suggested-action", on: button.widget, row.isRinging)
    }
}
