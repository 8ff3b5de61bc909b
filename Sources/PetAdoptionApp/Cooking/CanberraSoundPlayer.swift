import CGtk
import PetCore

/// Plays the sound theme's "complete" event sound through libcanberra, which picks the
/// sound server (PulseAudio, PipeWire, ALSA) and honours the desktop's event-sound setting.
///
/// With no sound server (a headless session) nothing plays and nothing fails: the
/// context is made lazily by libcanberra on the first sound, and each play's error is
/// ignored, since the notification says the same.
@MainActor
final class CanberraSoundPlayer: AlertSoundPlayer {
    /// The id of every sound this player plays, to stop them together.
    private static let soundID: UInt32 = 1
    private let context: OpaquePointer?

    /// A player naming the app to the sound server.
    init() {
        context = pet_canberra_context_new(AppIdentity.id, tr("Pet Adoption"))
    }

    isolated deinit {
        if let context { ca_context_destroy(context) }
    }

    /// Plays the "complete" sound once.
    func playComplete(description: String) {
        guard let context else { return }
        _ = pet_canberra_play_complete(context, Self.soundID, description)
    }

    /// Stops the sounds still playing.
    func stop() {
        guard let context else { return }
        _ = ca_context_cancel(context, Self.soundID)
    }
}
