/// Why an adoption, or the undo of one, was refused: the pet changed somewhere else (at
/// another desk on the shelter's server, or in another window on this computer) since
/// this desk last read it. Every store checks it in the same write that would change the
/// pet, so of two desks adopting the same pet at the same moment exactly one succeeds.
public enum AdoptionConflict: Error, Equatable, TranslatableError {
    /// The pet is adopted already.
    case alreadyAdopted
    /// The pet changed (edited, adopted again, or its adoption undone) since this desk
    /// adopted it, so that adoption is no longer this desk's to undo.
    case changedSinceAdoption

    public func message(_ translator: Translator) -> String {
        switch self {
        case .alreadyAdopted:
            translator.tr("Already adopted at another desk.")
        case .changedSinceAdoption:
            translator.tr("The pet was changed at another desk since.")
        }
    }
}
