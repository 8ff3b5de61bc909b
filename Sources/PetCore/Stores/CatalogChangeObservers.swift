import Foundation

/// The bookkeeping of ``CatalogChangeObserving``: who observes, and telling them all on
/// the main actor. Stores that take import batches (or notice other processes' commits)
/// keep one and call ``notify(_:)``.
public final class CatalogChangeObservers: @unchecked Sendable {
    private let lock = NSLock()
    private var observers: [UUID: @MainActor (CatalogChanges) -> Void] = [:]

    /// No observers yet.
    public init() {}

    /// Whether anyone observes.
    public var isEmpty: Bool {
        lock.withLock { observers.isEmpty }
    }

    /// Adds `onChange` until the returned observation is cancelled or released.
    @MainActor
    public func add(_ onChange: @escaping @MainActor (CatalogChanges) -> Void) -> any CatalogObservation {
        let id = UUID()
        lock.withLock { observers[id] = onChange }
        return Observation { [weak self] in
            self?.lock.withLock { _ = self?.observers.removeValue(forKey: id) }
        }
    }

    /// Tells every observer about `changes`, on the main actor, soon (counted as
    /// ``PendingWork`` until they have run). Call it from any thread.
    public func notify(_ changes: CatalogChanges) {
        guard !changes.isEmpty else { return }
        PendingWork.begin()
        Task { @MainActor in
            defer { PendingWork.end() }
            let current = lock.withLock { Array(observers.values) }
            for observer in current { observer(changes) }
        }
    }

    /// One ``add(_:)``'s registration.
    private final class Observation: CatalogObservation {
        private var remove: (() -> Void)?

        init(remove: @escaping () -> Void) {
            self.remove = remove
        }

        deinit {
            remove?()
        }

        func cancel() {
            remove?()
            remove = nil
        }
    }
}
