/// Names that identify the application everywhere: GApplication, desktop file,
/// metainfo, icons and the data folder all use ``id``.
public enum AppIdentity {
    /// The reverse-DNS application id, equal to the Flatpak app id.
    public static let id = "io.github.petadoption.PetAdoption"
    /// The name people see.
    public static let name = "Pet Adoption"
    /// The released version.
    public static let version = "0.1.0"
    /// The GLib log domain of the app's own notes in the log (the journal, or stderr).
    public static let logDomain = "pet-adoption"
}
