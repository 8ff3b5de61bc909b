import Foundation

/// A failed intent, worded for the person who asked for it (the seed's `onRequestFail`).
///
/// View models publish one as an observable output; the view shows it as a toast or
/// a dialog and then calls the view model's `dismissFailure()`. Each failure is
/// distinct, so the same message twice in a row is still shown twice.
public struct FailureMessage: Identifiable, Hashable, Sendable {
    /// Distinguishes two failures with the same text.
    public let id: UUID
    /// One or two plain sentences, e.g. "Couldn't adopt Bella. The disk is full."
    public let text: String

    /// Creates a message from what was being done and the error that stopped it.
    ///
    /// - Parameters:
    ///   - summary: what failed, as a sentence ("Couldn't adopt Bella.").
    ///   - error: the cause; see ``reason(of:translator:)``.
    ///   - translator: words the cause.
    public init(_ summary: String, error: (any Error)? = nil, translator: Translator = .english) {
        self.init(summary, reason: error.map { Self.reason(of: $0, translator: translator) }, id: UUID())
    }

    /// A message from what failed, why (if known), and the identity of the failure it
    /// rewords (a list's wording of its store's failure stays the same failure).
    init(_ summary: String, reason: String?, id: UUID = UUID()) {
        self.id = id
        text = reason.map { "\(summary) \($0)" } ?? summary
    }

    /// How `error` explains itself to a user: in `translator`'s language when it is a
    /// ``TranslatableError``, else its `LocalizedError.errorDescription`, else its description.
    static func reason(of error: any Error, translator: Translator) -> String {
        (error as? any TranslatableError)?.message(translator)
            ?? (error as? any LocalizedError)?.errorDescription
            ?? String(describing: error)
    }
}
