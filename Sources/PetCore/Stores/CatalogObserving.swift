/// A store whose catalog can be watched: every change, whether made by this app, by an
/// import or by another program writing the same database, is delivered as a fresh
/// ``CatalogSnapshot``.
///
/// View models start an observation when they appear and keep the returned
/// ``CatalogObservation`` for as long as they want updates.
public protocol CatalogObserving: AnyObject {
    /// Starts watching the catalog.
    ///
    /// `onChange` receives the current snapshot soon after the call, then a new one after
    /// every change that alters it; both closures run on the main actor.
    ///
    /// - Returns: the running observation; it stops when cancelled or released.
    @MainActor
    func observeCatalog(
        onChange: @escaping @MainActor (CatalogSnapshot) -> Void,
        onError: @escaping @MainActor (any Error) -> Void
    ) -> any CatalogObservation
}
