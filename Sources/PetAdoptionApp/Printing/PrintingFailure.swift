import Foundation
import PetCore

/// Why a recipe was not printed or exported, worded for a toast:
/// "Couldn't export Catnip Cookies as PDF. Permission denied."
struct PrintingFailure: LocalizedError, Equatable {
    /// The whole message, summary and reason.
    let text: String

    /// A failure summed up by `summary` (from the ``RecipePrintout``), for `reason`
    /// (GTK's words), if it gave one.
    init(summary: String, reason: String?) {
        text = FailureMessage(summary, error: reason.map(PrintingFailureReason.init), translator: Localization.translator).text
    }

    var errorDescription: String? { text }
}
