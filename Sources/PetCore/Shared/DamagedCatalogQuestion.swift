import Foundation

/// What the app says when the catalog database turns out to be damaged while it runs
/// (its check after the first frame failed): the question whether to keep what can still
/// be read or start over, and what it says once either is done.
///
/// ```swift
/// let question = DamagedCatalogQuestion(pets: 1_910, recipes: 10, damagedFilePath: path, context: context)
/// // question.heading == "Catalog Damaged"
/// // question.body == "Part of the catalog database can no longer be read. 1,910 pets and 10 recipes …"
/// ```
public struct DamagedCatalogQuestion: Sendable {
    /// The dialog's heading.
    public let heading: String
    /// What happened, what can be kept, and where the damaged file will be.
    public let body: String
    /// The safe answer (the default, and Escape): keep what can be read.
    public let recover: String
    /// The other answer: start over from the sample catalog.
    public let startOver: String
    /// Whether anything can be recovered; when nothing can, there is nothing to ask.
    public let canRecover: Bool
    /// "1,910 pets and 10 recipes", as the body says them.
    private let petCount: String
    private let recipeCount: String
    private let translator: Translator

    /// The question for a damaged catalog from which `pets` pets and `recipes` recipes can
    /// still be read, whose file will be kept at `damagedFilePath`.
    public init(pets: Int, recipes: Int, damagedFilePath: String, context: DisplayContext) {
        let translator = context.translator
        self.translator = translator
        petCount = translator.trn("%1$@ pet", "%1$@ pets", pets, context.number(pets))
        recipeCount = translator.trn("%1$@ recipe", "%1$@ recipes", recipes, context.number(recipes))
        canRecover = pets + recipes > 0
        heading = translator.tr("Catalog Damaged")
        recover = translator.tr("_Recover")
        startOver = translator.tr("_Start Over")
        body = canRecover
            ? translator.tr(
                "Part of the catalog database can no longer be read. %1$@ and %2$@ can still be read: recover them into a new catalog, or start over from the sample pets and recipes. The damaged file will be kept as %3$@.",
                petCount, recipeCount, damagedFilePath)
            : translator.tr(
                "The catalog database was damaged, so it was moved to %1$@ and a new catalog was started from the sample pets and recipes.",
                damagedFilePath)
    }

    /// What to say once the answer has been carried out.
    public func outcome(recovered: Bool) -> String {
        recovered
            ? translator.tr("Recovered %1$@ and %2$@", petCount, recipeCount)
            : translator.tr("Started over from the sample pets and recipes")
    }

    /// What to say when the damaged file could not be replaced, with the store's reason.
    public func failure(_ error: any Error) -> FailureMessage {
        FailureMessage(translator.tr("Couldn’t replace the damaged catalog."), error: error, translator: translator)
    }

    /// What to say when the catalog's file was deleted while the app ran and was written
    /// again from what the app had open.
    public static func fileRestoredNotice(_ translator: Translator) -> String {
        translator.tr("The catalog file was deleted; it was written again with everything in it")
    }
}
