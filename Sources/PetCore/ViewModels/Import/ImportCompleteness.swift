/// How much of what was asked an import brings into the catalog: everything, part or
/// nothing. The command line's exit status says it (`pet-adoption --import`).
///
/// ```swift
/// let plan = try service.plan(of: files)
/// switch ImportCompleteness(plan) {
/// case .everything: …   // every file read, no record skipped
/// case .part: …         // some records are ready, but a file failed or records were skipped
/// case .nothing: …      // a file failed or records were skipped, and nothing is ready
/// }
/// ```
public enum ImportCompleteness: Hashable, Sendable {
    /// Every file was read and every record in it is ready or already in the catalog
    /// (importing the same files again is complete too, with nothing new).
    case everything
    /// Some records are ready, but some files could not be imported or some records were skipped.
    case part
    /// Nothing is ready, and some files could not be imported or some records were skipped.
    case nothing

    /// How complete importing `plan` is; a write that fails makes it ``nothing``, which
    /// the plan cannot know.
    public init(_ plan: ImportPlan) {
        let skipped = plan.entries.reduce(0) { count, entry in
            switch entry.outcome {
            case .success(.pets(let preview)): count + preview.skippedCount
            case .success(.recipes(let preview)): count + preview.skippedCount
            case .failure: count
            }
        }
        if plan.failedFileCount == 0, skipped == 0 {
            self = .everything
        } else {
            self = plan.readyCount > 0 ? .part : .nothing
        }
    }
}
