import PetCore

/// Why Preferences may not open another catalog now: work under way belongs to the
/// catalog the window shows, and would be lost with it.
enum CatalogSwitchRefusal: TranslatableError {
    /// A form or cooking mode is open.
    case windowsOpen
    /// Kitchen timers are running.
    case timersRunning

    func message(_ translator: Translator) -> String {
        switch self {
        case .windowsOpen: translator.tr("Close the open forms and cooking windows first: they belong to the catalog open now.")
        case .timersRunning: translator.tr("Wait for the kitchen timers to finish, or stop them, first: they belong to the catalog open now.")
        }
    }
}
