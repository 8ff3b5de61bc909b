/// What a test of the connection to the shelter's server found, once it logged in.
public enum ServerConnectionCheck: Hashable, Sendable {
    /// The catalog is there, and this desk's user may change it (a `shelter_staff` member).
    case mayChange
    /// The catalog is there, and this desk's user may only read it (a `shelter_visitor`
    /// member: a lobby desk).
    case mayOnlyRead
    /// The database holds no catalog yet, and this desk's user may set it up: the first
    /// desk to open it does.
    case willBeSetUp

    /// What to tell the user, in `translator`'s language.
    public func message(_ translator: Translator) -> String {
        switch self {
        case .mayChange: translator.tr("Connected. This desk may change the shelter’s catalog.")
        case .mayOnlyRead: translator.tr("Connected. This desk may look at the shelter’s catalog, but not change it.")
        case .willBeSetUp: translator.tr("Connected. The database holds no catalog yet: it is set up when this desk opens it.")
        }
    }
}
