import CGtk
import PetCore

/// Tells the cook that kitchen timers finished, until each is acknowledged: a desktop
/// notification per timer (urgent, so it shows even in "do not disturb", with a Stop
/// button), the sound theme's "complete" sound, played again every ``repeatInterval``
/// while any timer rings, and, for a screen reader, an announcement in the app's active
/// window ("Bake 20 minutes: done").
///
/// The notification's Stop button activates the application action
/// `app.stop-cooking-timer` with the timer's id, which acknowledges it. However a timer
/// stops ringing (that button, a row's Stop button), its notification is withdrawn; when
/// none rings the sound stops. One alert per application: it adds the action to it.
@MainActor
final class TimerAlert {
    /// The application action the notifications' Stop button activates (`app.` omitted).
    static let stopAction = "stop-cooking-timer"

    /// How long between two plays of the sound while a timer rings.
    let repeatInterval: Duration
    /// The timers that rang and were notified, and not yet acknowledged.
    private(set) var notified: Set<Int> = []

    private let application: UnsafeMutablePointer<GApplication>
    private let gtkApplication: UnsafeMutablePointer<GtkApplication>
    private let timers: CookingTimers
    private let sound: any AlertSoundPlayer
    private var repeating: Timeout?

    /// An alert for `timers` through `application` (registered, with an id) and `sound`;
    /// the application owns it.
    init(
        application: some GObjectReference, timers: CookingTimers, sound: any AlertSoundPlayer,
        repeatInterval: Duration = .seconds(5)
    ) {
        self.application = pet_g_application(application.objectPointer)
        gtkApplication = pet_gtk_application(application.objectPointer)
        self.timers = timers
        self.sound = sound
        self.repeatInterval = repeatInterval
        ObjectOwnership.attach(self, to: application)
        Actions.add(Self.stopAction, to: application, takesString: true) { [weak timers] id in
            guard let id = id.flatMap({ Int($0) }) else { return }
            timers?.acknowledge(id)
        }
        bind(application, to: timers, \.ringingIDs) { [weak self] _, ringing in self?.ringingChanged(ringing) }
    }

    /// Whether the sound is due to play again.
    var isRepeating: Bool { repeating?.isPending ?? false }

    /// Notifies each of the timers `ids` that just finished and still rings, and plays
    /// the sound.
    func ring(_ ids: [Int]) {
        let rows = ids.compactMap { timers.row(for: $0) }.filter(\.isRinging)
        guard !rows.isEmpty else { return }
        for row in rows {
            // The label is the title: a notification's body may be markup, its title never is.
            let notification = g_notification_new(row.label)!
            g_notification_set_body(notification, timers.finishedText)
            g_notification_set_priority(notification, G_NOTIFICATION_PRIORITY_URGENT)
            g_notification_add_button_with_target_value(
                notification, timers.stopLabel, "app.\(Self.stopAction)", g_variant_new_string(String(row.id)))
            g_application_send_notification(application, Self.notificationID(row.id), notification)
            g_object_unref(notification.objectPointer)
            notified.insert(row.id)
        }
        sound.playComplete(description: rows.map(\.accessibleDescription).joined(separator: "\n"))
        if !isRepeating { repeatSound() }
        // A notification reaches a screen reader only through a desktop shell that shows it.
        if let window = gtk_application_get_active_window(gtkApplication),
           let announcement = timers.finishedAnnouncement(rows.map(\.id)) {
            Accessibility.announce(announcement, from: window.widget)
        }
    }

    /// Withdraws the notifications of timers that stopped ringing; stops the sound when
    /// none rings.
    private func ringingChanged(_ ringing: Set<Int>) {
        for id in notified.subtracting(ringing) {
            g_application_withdraw_notification(application, Self.notificationID(id))
        }
        notified.formIntersection(ringing)
        if ringing.isEmpty, let repeating {
            repeating.cancel()
            self.repeating = nil
            sound.stop()
        }
    }

    /// Plays the sound again after ``repeatInterval``, and so on while a timer rings.
    private func repeatSound() {
        repeating = Timeout.after(repeatInterval) { [weak self] in
            guard let self, self.timers.hasRinging else { return }
            let ringing = self.timers.rows.filter(\.isRinging)
            self.sound.playComplete(description: ringing.map(\.accessibleDescription).joined(separator: "\n"))
            self.repeatSound()
        }
    }

    /// The notification id of the timer `id`: one notification per timer.
    static func notificationID(_ id: Int) -> String {
        "cooking-timer-\(id)"
    }
}
