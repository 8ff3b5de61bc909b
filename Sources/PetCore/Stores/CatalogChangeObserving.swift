/// A store that says when its records changed other than through the app's own stores
/// (``PetCatalog``, ``RecipeBook``), which know their own writes already: a commit by
/// another process (a second window, `pet-adoption --import` in a terminal), or an
/// import batch and its undo.
///
/// The composition root starts one observation and has the stores reload what changed:
/// ```swift
/// observation = database.observeChanges { changes in
///     if changes.contains(.pets) { PendingWork.start { await petCatalog.reload() } }
/// }
/// ```
public protocol CatalogChangeObserving: AnyObject {
    /// Starts watching; `onChange` runs on the main actor after each such change, with
    /// the kinds of records it may have touched.
    ///
    /// - Returns: the running observation; it stops when cancelled or released.
    @MainActor
    func observeChanges(_ onChange: @escaping @MainActor (CatalogChanges) -> Void) -> any CatalogObservation
}
