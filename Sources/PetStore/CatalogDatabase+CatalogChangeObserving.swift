import PetCore

extension CatalogDatabase: CatalogChangeObserving {
    /// Tells `onChange` of every import batch and its undo.
    @MainActor
    public func observeChanges(_ onChange: @escaping @MainActor (CatalogChanges) -> Void) -> any CatalogObservation {
        changeObservers.add(onChange)
    }
}
