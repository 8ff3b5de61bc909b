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
        let keyFile = g_key_file_new()
        defer { g_key_file_unref(keyFile) }
        var state = WindowState()
        guard g_key_file_load_from_file(keyFile, path, G_KEY_FILE_NONE, nil) != 0 else { return state }
        if let width = Self.integer(keyFile, "width"), width > 0 { state.width = width }
        if let height = Self.integer(keyFile, "height"), height > 0 { state.height = height }
        state.isMaximized = g_key_file_get_boolean(keyFile, Self.group, "maximized", nil) != 0
        if let section = g_key_file_get_string(keyFile, Self.group, "section", nil) {
            state.sectionName = String(cString: section)
            g_free(section)
        }
        state.filters = Self.strings(keyFile, group: Self.filtersGroup)
        return state
    }

    /// Writes `state`, creating the directory if needed.
    /// - Throws: ``WindowStateStoreError`` with GLib's message when the file cannot be written.
    func save(_ state: WindowState) throws {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        guard g_mkdir_with_parents(directory, 0o700) == 0 else {
            throw WindowStateStoreError(message: Localization.translator.tr("cannot create %1$@", directory))
        }
        let keyFile = g_key_file_new()
        defer { g_key_file_unref(keyFile) }
        g_key_file_set_integer(keyFile, Self.group, "width", state.width)
        g_key_file_set_integer(keyFile, Self.group, "height", state.height)
        g_key_file_set_boolean(keyFile, Self.group, "maximized", state.isMaximized ? 1 : 0)
        if let section = state.sectionName {
            g_key_file_set_string(keyFile, Self.group, "section", section)
        }
        for (name, text) in state.filters where !text.isEmpty {
            g_key_file_set_string(keyFile, Self.filtersGroup, name, text)
        }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_save_to_file(keyFile, path, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? tr("unknown error")
            g_clear_error(&error)
            throw WindowStateStoreError(message: Localization.translator.tr("cannot write %1$@: %2$@", path, message))
        }
    }

    /// Every key of `group` with its string value.
    private static func strings(_ keyFile: OpaquePointer?, group: String) -> [String: String] {
        guard let keys = g_key_file_get_keys(keyFile, group, nil, nil) else { return [:] }
        defer { g_strfreev(keys) }
        var strings: [String: String] = [:]
        var index = 0
        while let key = keys[index] {
            index += 1
            guard let value = g_key_file_get_string(keyFile, group, key, nil) else { continue }
            strings[String(cString: key)] = String(cString: value)
            g_free(value)
        }
        return strings
    }

    private static func integer(_ keyFile: OpaquePointer?, _ key: String) -> Int32? {
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_integer(keyFile, group, key, &error)
        guard error == nil else {
            g_clear_error(&error)
            return nil
        }
        return value
    }
}
