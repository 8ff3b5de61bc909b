/// A running catalog observation (see ``CatalogObserving``).
public protocol CatalogObservation: AnyObject {
    /// Stops the observation: no snapshot is delivered after this returns.
    func cancel()
}
