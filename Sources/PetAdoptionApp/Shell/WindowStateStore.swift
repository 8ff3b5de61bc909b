import CGtk
import PetCore

/// Reads and writes ``WindowState`` as a small key file:
/// `$XDG_STATE_HOME/<app id>/window-state.ini`.
///
/// GSettings would be the GNOME default, but it needs a compiled schema installed where
/// GLib looks for it, which `swift run` and the test runner do not have (GLib aborts on a
/// missing schema). Window size and last section are state, not preferences, so the XDG
/// state directory is their place; a GKeyFile there needs nothing installed and stays
/// human-readable. Inside the Flatpak sandbox the same path is the app's private state dir.
struct WindowStateStore {
    /// The key file's path.
    let path: String

    private static let group = "window"
    private static let filtersGroup = "filters"

    /// A store keeping its file in `directory`, created on first save.
    init(directory: String) {
        path = directory + "/window-state.ini"
    }

    /// `$XDG_STATE_HOME/<app id>` (usually `~/.local/state/io.github.petadoption.PetAdoption`).
    static var defaultDirectory: String {
        String(cString: g_get_user_state_dir()) + "/" + AppIdentity.id
    }

    /// The saved state; the defaults for whatever is missing or unreadable.
    func load() -> WindowState {
        var state = WindowState()
        guard let file = KeyFile(path: path) else { return state }
        if let width = file.integer(Self.group, "width"), width > 0 { state.width = width }
        if let height = file.integer(Self.group, "height"), height > 0 { state.height = height }
        state.isMaximized = file.boolean(Self.group, "maximized")
        state.sectionName = file.string(Self.group, "section")
        for key in file.keys(of: Self.filtersGroup) {
            state.filters[key] = file.string(Self.filtersGroup, key)
        }
        return state
    }

    /// Writes `state`, creating the directory if needed.
    /// - Throws: ``KeyFileError`` with GLib's message when the file cannot be written.
    func save(_ state: WindowState) throws {
        let file = KeyFile()
        file.set(state.width, Self.group, "width")
        file.set(state.height, Self.group, "height")
        file.set(state.isMaximized, Self.group, "maximized")
        file.set(state.sectionName, Self.group, "section")
        for (name, text) in state.filters where !text.isEmpty {
            file.set(text, Self.filtersGroup, name)
        }
        try file.save(to: path)
    }
}
