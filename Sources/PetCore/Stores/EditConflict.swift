/// Why a store refused to save an edit: the record changed somewhere else (at another
/// desk on the shelter's server, or in another window on this computer) since the
/// version the edit was made from. Every store checks it in the same statement that
/// would write the record, so no edit is written over a change its desk has not seen.
/// A form answers it with a question (``RecordEditing/conflict``); the message is for
/// anything else that meets it.
public enum EditConflict<Record: Sendable>: Error, TranslatableError {
    /// Another desk saved the record since; `current` is the record as stored now.
    case changedElsewhere(current: Record)
    /// Another desk deleted the record since.
    case deletedElsewhere

    public func message(_ translator: Translator) -> String {
        switch self {
        case .changedElsewhere: translator.tr("It was changed at another desk since.")
        case .deletedElsewhere: translator.tr("It was deleted at another desk since.")
        }
    }
}

extension EditConflict: Equatable where Record: Equatable {}
