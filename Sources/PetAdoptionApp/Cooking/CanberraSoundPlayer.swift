import CGtk
import PetCore

/// Plays the sound theme's "complete" event sound through libcanberra, which picks the
/// sound server (PulseAudio, PipeWire, ALSA) and honours the desktop's event-sound setting.
///
/// libcanberra is loaded when the first sound plays, not linked: a system or Flatpak
/// runtime without it still starts the app, and its timers are silent, with a note in the
/// log saying why (``unavailableReason``). With no sound server (a headless session)
/// nothing plays and nothing fails either: libcanberra makes its connection on the first
/// sound, and each play's error is ignored, since the notification says the same.
@MainActor
final class CanberraSoundPlayer: AlertSoundPlayer {
    /// The id of every sound this player plays, to stop them together.
    private static let soundID: UInt32 = 1

    /// What the player has, once it tried to load libcanberra.
    private enum State {
        case notLoaded
        case loaded(PetCanberra, context: OpaquePointer)
        case unavailable(reason: String)
    }

    private let libraryName: String
    private var state = State.notLoaded

    /// A player naming the app to the sound server, loading the library `libraryName`
    /// (libcanberra's soname; tests name one that does not exist) at the first sound.
    init(libraryName: String = PET_CANBERRA_SONAME) {
        self.libraryName = libraryName
    }

    isolated deinit {
        if case .loaded(let library, let context) = state { _ = library.destroy(context) }
    }

    /// Why the player is silent, once a sound found libcanberra missing or unusable;
    /// `nil` before the first sound and while it plays.
    var unavailableReason: String? {
        if case .unavailable(let reason) = state { return reason }
        return nil
    }

    /// Plays the "complete" sound once.
    func playComplete(description: String) {
        guard case .loaded(var library, let context) = loadIfNeeded() else { return }
        _ = pet_canberra_play_complete(&library, context, Self.soundID, description)
    }

    /// Stops the sounds still playing.
    func stop() {
        guard case .loaded(let library, let context) = state else { return }
        _ = library.cancel(context, Self.soundID)
    }

    /// Loads libcanberra and makes a context the first time; afterwards the same state.
    private func loadIfNeeded() -> State {
        guard case .notLoaded = state else { return state }
        var library = PetCanberra()
        var context: OpaquePointer?
        if let failure = pet_canberra_load(libraryName, &library) {
            state = .unavailable(reason: String(cString: failure))
        } else {
            let result = pet_canberra_context_new(&library, AppIdentity.id, tr("Pet Adoption"), &context)
            if result == CA_SUCCESS, let context {
                state = .loaded(library, context: context)
            } else {
                if let context { _ = library.destroy(context) }
                state = .unavailable(reason: library.strerror(result).map { String(cString: $0) } ?? String(result))
            }
        }
        if let reason = unavailableReason {
            pet_log_message(AppIdentity.logDomain, "Kitchen timers play no sound: \(reason)")
        }
        return state
    }
}
