import Foundation

/// What GTK said went wrong with a print job (a `GError`'s message), as an error.
struct PrintingFailureReason: LocalizedError {
    /// GTK's message, in the user's language.
    let message: String

    var errorDescription: String? { message }
}
