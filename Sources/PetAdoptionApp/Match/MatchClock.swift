import CGtk
import Foundation
import PetCore

/// Drives a Pet Match game's time from the main loop: while a game is under way it ticks
/// the view model every second (the time played moves on), and when a mismatch shows it
/// wakes at ``PetMatchViewModel/mismatchHidesAt`` to turn the two cards down. The view
/// model decides with its own clock; this only wakes it. The board widget owns it.
@MainActor
final class MatchClock {
    private let game: PetMatchViewModel
    private var ticker: Task<Void, Never>?
    private var mismatch: Task<Void, Never>?

    /// A clock for `game`, living as long as `owner`.
    init(game: PetMatchViewModel, owner: UnsafeMutablePointer<GtkWidget>) {
        self.game = game
        ObjectOwnership.attach(self, to: owner)
        bind(owner, to: game, \.isPlaying) { [weak self] _, isPlaying in self?.tick(isPlaying) }
        bind(owner, to: game, \.mismatchHidesAt) { [weak self] _, hidesAt in self?.wake(at: hidesAt) }
    }

    isolated deinit {
        ticker?.cancel()
        mismatch?.cancel()
    }

    private func tick(_ isPlaying: Bool) {
        ticker?.cancel()
        guard isPlaying else { return }
        ticker = Task { [weak game] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                guard !Task.isCancelled else { return }
                game?.tick()
            }
        }
    }

    private func wake(at date: Date?) {
        mismatch?.cancel()
        guard let date else { return }
        mismatch = Task { [weak game] in
            try? await Task.sleep(for: .seconds(max(0, date.timeIntervalSinceNow)))
            guard !Task.isCancelled else { return }
            game?.hideMismatchIfDue()
        }
    }
}
