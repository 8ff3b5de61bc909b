/// A running catalog observation (see ``CatalogChangeObserving``).
public protocol CatalogObservation: AnyObject {
    /// Stops the observation: nothing is delivered after this returns.
    func cancel()
}
