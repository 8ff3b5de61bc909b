/// Where an import stands (see ``ImportViewModel``).
public enum ImportPhase: Hashable, Sendable {
    /// Nothing under way: before the first file, after a cancel or an undo.
    case idle
    /// Files are being read and previewed, off the main actor.
    case reading
    /// The preview is ready; the user may confirm.
    case preview
    /// The store is writing the batch.
    case importing
    /// The batch was written; it can be undone.
    case done
    /// The write or the catalog read failed; nothing was written.
    case failed
}
