import Foundation
import PetCore
import Testing

/// Receives what a ``CatalogChangeObserving`` store reports, and hands it out in order to
/// a test that awaits it.
///
/// The test harness parks the main thread in `dispatchMain()`, so the main queue runs
/// on another thread: "on the main queue" is what is checked, not `Thread.isMainThread`.
@MainActor
final class ChangeRecorder {
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    /// Reported and not yet handed out, oldest first.
    private var received: [CatalogChanges] = []
    /// The test waiting in ``next(ceiling:)``, and its hang guard.
    private var waiter: (continuation: CheckedContinuation<CatalogChanges?, Never>, guardTask: Task<Void, Never>)?

    init() {
        DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
    }

    /// The observer to pass to `observeChanges`.
    func record(_ changes: CatalogChanges) {
        #expect(DispatchQueue.getSpecific(key: Self.mainQueueKey) == true)
        if let waiter {
            self.waiter = nil
            waiter.guardTask.cancel()
            waiter.continuation.resume(returning: changes)
        } else {
            received.append(changes)
        }
    }

    /// The next report, as soon as it arrives; `nil` if none came within `ceiling`. The
    /// ceiling only keeps a broken build from hanging the suite: it is no speed
    /// expectation, and in the full suite the main actor may be busy for seconds.
    func next(ceiling: Duration = .seconds(30)) async -> CatalogChanges? {
        if !received.isEmpty { return received.removeFirst() }
        precondition(waiter == nil, "one test awaits one report at a time")
        return await withCheckedContinuation { continuation in
            let guardTask = Task { @MainActor [weak self] in
                guard (try? await Task.sleep(for: ceiling)) != nil else { return }
                self?.giveUp()
            }
            waiter = (continuation, guardTask)
        }
    }

    /// Ends the wait of ``next(ceiling:)`` with nothing.
    private func giveUp() {
        guard let waiter else { return }
        self.waiter = nil
        waiter.continuation.resume(returning: nil)
    }
}
