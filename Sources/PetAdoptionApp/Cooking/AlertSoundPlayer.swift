/// What plays the sound of a finished kitchen timer: the sound theme's "complete" event
/// (``CanberraSoundPlayer``), or a recording fake in tests.
@MainActor
protocol AlertSoundPlayer: AnyObject {
    /// Plays the "complete" sound once; `description` says what it is for ("Bake: done").
    func playComplete(description: String)
    /// Stops the sounds still playing.
    func stop()
}
