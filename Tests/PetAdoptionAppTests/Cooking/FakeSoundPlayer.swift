@testable import PetAdoptionApp

/// Records what the alert asks to play, instead of playing it.
@MainActor
final class FakeSoundPlayer: AlertSoundPlayer {
    /// The description of each sound played, in order.
    private(set) var plays: [String] = []
    /// How many times the sounds were stopped.
    private(set) var stops = 0

    func playComplete(description: String) {
        plays.append(description)
    }

    func stop() {
        stops += 1
    }
}
