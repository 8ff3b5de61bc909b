/// What a form asks when its save was refused because another desk changed or deleted
/// the record since the form opened it (``EditConflict``): a heading, a body naming the
/// record and the fields the other desk changed, a safe answer (the default) and a
/// destructive one.
public struct EditConflictQuestion: Equatable, Sendable {
    /// What the other desk did.
    public enum Kind: Equatable, Sendable {
        /// It saved the record.
        case changed
        /// It deleted the record.
        case deleted
    }

    /// How the person answered.
    public enum Response: Equatable, Sendable {
        /// Back to the form, nothing decided: its next save asks again.
        case cancel
        /// ``safeAnswer``: Keep Their Changes, Add It Back.
        case safe
        /// ``destructiveAnswer``: Save Mine Anyway, Discard My Changes.
        case destructive
    }

    /// What the form does once the question is answered.
    public enum Answer: Equatable, Sendable {
        /// Save the form's values again: over the other desk's (Save Mine Anyway), or as
        /// the record added back (Add It Back).
        case saveAgain
        /// Close without saving: the other desk's version stays (Keep Their Changes,
        /// Discard My Changes).
        case close
        /// Stay open with the values as they are (Cancel).
        case stay
    }

    /// What the other desk did.
    public let kind: Kind
    /// "Changed at Another Desk".
    public let heading: String
    /// The record, what happened to it, and what each answer does.
    public let body: String
    /// The safe answer, with its mnemonic: "_Keep Their Changes", "_Add It Back".
    public let safeAnswer: String
    /// The destructive answer, with its mnemonic: "_Save Mine Anyway", "_Discard My Changes".
    public let destructiveAnswer: String

    /// Another desk saved `name` since, changing the form's fields titled `fields` (none
    /// when it changed only what the form does not show).
    static func changed(_ name: String, fields: [String], translator: Translator) -> EditConflictQuestion {
        let body = fields.isEmpty
            ? translator.tr(
                "Another desk saved %1$@ since you opened it. Keep their changes, or save yours over them?", name)
            : translator.tr(
                "Another desk changed %1$@ since you opened it: %2$@. Keep their changes, or save yours over them?",
                name, fields.joined(separator: translator.trc("between the items of a list", ", ")))
        return EditConflictQuestion(
            kind: .changed, heading: translator.tr("Changed at Another Desk"), body: body,
            safeAnswer: translator.tr("_Keep Their Changes"), destructiveAnswer: translator.tr("_Save Mine Anyway"))
    }

    /// Another desk deleted `name` since.
    static func deleted(_ name: String, translator: Translator) -> EditConflictQuestion {
        EditConflictQuestion(
            kind: .deleted, heading: translator.tr("Deleted at Another Desk"),
            body: translator.tr(
                "Another desk deleted %1$@ since you opened it. Add it back with your changes, or discard them?", name),
            safeAnswer: translator.tr("_Add It Back"), destructiveAnswer: translator.tr("_Discard My Changes"))
    }
}
