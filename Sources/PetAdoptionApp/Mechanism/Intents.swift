import PetCore

/// Forwards a view model's `async` intent from a signal handler: starts it now, on the
/// main actor, counted as ``PendingWork`` until it has returned (its commit included).
///
/// ```swift
/// connect(adoptButton, \.clicked) { [weak pet] in perform { await pet?.adopt() } }
/// ```
@MainActor
func perform(_ intent: @escaping @MainActor () async -> Void) {
    PendingWork.start(intent)
}
