import CGtk
import PetCore

/// The kitchen timers, one row each (``CookingTimerRowView``), oldest first: for the
/// recipe page and cooking mode. Hidden while there is no timer.
///
/// Bound to ``CookingTimers/rows``: a row comes with its timer and goes with it, and
/// between the two it shows what the view model says (the countdown moves when the
/// timers are refreshed, by the ``CookingTimerScheduler``). The widget owns the bar.
@MainActor
final class CookingTimersBar {
    /// The box of rows.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The same widget, as the box it is.
    private let box: Widget<Gtk.Box>
    /// The rows shown, in order.
    private(set) var rows: [CookingTimerRowView] = []

    /// A bar showing `timers`, its rows laid out along `orientation`.
    init(timers: CookingTimers, orientation: GtkOrientation = GTK_ORIENTATION_VERTICAL) {
        box = Widget(Widgets.box(orientation, spacing: 6, []))
        widget = box.widget
        ObjectOwnership.attach(self, to: widget)
        bind(widget, to: timers, \.rows) { [weak self, weak timers] _, rows in
            self?.show(rows) { timers?.cancel($0) }
        }
    }

    /// Shows `shown`: rows of timers gone are removed, new timers get a row at the end.
    private func show(_ shown: [CookingTimerRow], stop: @escaping @MainActor (Int) -> Void) {
        let ids = Set(shown.map(\.id))
        for row in rows where !ids.contains(row.id) {
            gtk_box_remove(box.c, row.widget)
        }
        rows.removeAll { !ids.contains($0.id) }
        for timer in shown {
            let row = rows.first { $0.id == timer.id } ?? {
                let row = CookingTimerRowView(id: timer.id, stop: stop)
                gtk_box_append(box.c, row.widget)
                rows.append(row)
                return row
            }()
            row.show(timer)
        }
        gtk_widget_set_visible(widget, shown.isEmpty ? 0 : 1)
    }
}
