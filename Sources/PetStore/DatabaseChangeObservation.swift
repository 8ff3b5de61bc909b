import PetCore

/// One observation started by ``CatalogDatabase/observeChanges(_:)``: its registration
/// with the database's observers, and its claim on the ``ExternalChangeMonitor``, which
/// watches while any claim stands. Both end when it is cancelled or released.
final class DatabaseChangeObservation: CatalogObservation {
    private var registration: (any CatalogObservation)?
    private let monitor: ExternalChangeMonitor

    /// Holds `registration` and one observer of `monitor` (already added) until it ends.
    init(registration: any CatalogObservation, monitor: ExternalChangeMonitor) {
        self.registration = registration
        self.monitor = monitor
    }

    deinit {
        end()
    }

    func cancel() {
        end()
    }

    /// Withdraws the registration and the claim, once.
    private func end() {
        guard let registration else { return }
        self.registration = nil
        registration.cancel()
        monitor.removeObserver()
    }
}
