import PetCore

extension CatalogDatabase: CatalogChangeObserving {
    /// Tells `onChange` of every import batch and its undo, with the kinds of records the
    /// batch inserted, and of every commit another connection makes to the database file
    /// (another process, a second `CatalogDatabase` on the same path), with `.all`.
    /// Commits made through this database are not told: its stores know them already.
    ///
    /// The first observation starts the ``ExternalChangeMonitor`` (which also reports a
    /// commit another connection made before it started); it stops when the last
    /// observation is cancelled or released, or when the database closes.
    @MainActor
    public func observeChanges(_ onChange: @escaping @MainActor (CatalogChanges) -> Void) -> any CatalogObservation {
        let registration = changeObservers.add(onChange)
        externalChanges.addObserver()
        return DatabaseChangeObservation(registration: registration, monitor: externalChanges)
    }
}
