/// Where the choice of ``CatalogPlace`` is kept between runs (a settings file of the
/// user's). It never holds a password.
public protocol CatalogPlaceStoring: Sendable {
    /// The place chosen last; ``CatalogPlace/thisComputer`` when none was, or when what
    /// was kept cannot be read.
    func load() -> CatalogPlace
    /// The server chosen last, also when the choice has gone back to this computer since
    /// (Preferences offers it again); `nil` when there was none.
    var lastServerAddress: ShelterServerAddress? { get }
    /// Keeps `place` for the next run.
    func save(_ place: CatalogPlace) throws
}
