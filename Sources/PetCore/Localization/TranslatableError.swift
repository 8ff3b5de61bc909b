/// An error that can say what went wrong in the reader's language, e.g. a store's
/// "The disk is full." A ``FailureMessage`` words its cause with it.
public protocol TranslatableError: Error {
    /// What went wrong, as a sentence in `translator`'s language.
    func message(_ translator: Translator) -> String
}
