/// How much of what was asked an import brings into the catalog: everything, part or
/// nothing. The command line's exit status says it (`pet-adoption --import`).
///
/// It counts what the catalog holds afterwards, so importing the same files again gives
/// the same answer: records already in the catalog count as imported.
///
/// ```swift
/// let plan = try service.plan(of: files)
/// switch ImportCompleteness(plan) {
/// case .everything: …   // every file read, no record skipped
/// case .part: …         // a file failed or records were skipped; some records are in
/// case .nothing: …      // a file failed or records were skipped; no record is in
/// }
/// ```
public enum ImportCompleteness: Hashable, Sendable {
    /// Every file was read and every record in it is ready or already in the catalog.
    case everything
    /// Some files could not be imported or some records were skipped, but some records
    /// are ready or already in the catalog.
    case part
    /// Some files could not be imported or some records were skipped, and no record is
    /// ready or already in the catalog.
    case nothing

    /// How complete importing `plan` is; a write that fails makes it ``nothing``, which
    /// the plan cannot know.
    public init(_ plan: ImportPlan) {
        var skipped = 0
        var inCatalog = 0
        for entry in plan.entries {
            switch entry.outcome {
            case .success(.pets(let preview)):
                skipped += preview.skippedCount
                inCatalog += preview.ready.count + preview.alreadyInCatalogCount
            case .success(.recipes(let preview)):
                skipped += preview.skippedCount
                inCatalog += preview.ready.count + preview.alreadyInCatalogCount
            case .failure:
                break
            }
        }
        if plan.failedFileCount == 0, skipped == 0 {
            self = .everything
        } else {
            self = inCatalog > 0 ? .part : .nothing
        }
    }
}
