import CGtk
import PetCore

/// A small settings file in GLib's key file format (`[group]` and `key=value` lines), the
/// way GNOME apps keep what needs no GSettings schema: read whole, changed, and written
/// whole (GLib writes a temporary file and renames it, so a crash never leaves half).
final class KeyFile {
    private let file = g_key_file_new()

    /// An empty key file.
    init() {}

    /// The key file at `path`; `nil` when it is missing or unreadable.
    init?(path: String) {
        guard g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, nil) != 0 else { return nil }
    }

    deinit {
        g_key_file_unref(file)
    }

    /// The value of `key` in `group`, as a string; `nil` when there is none.
    func string(_ group: String, _ key: String) -> String? {
        guard let value = g_key_file_get_string(file, group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The value of `key` in `group`, as an integer; `nil` when there is none or it is not one.
    func integer(_ group: String, _ key: String) -> Int32? {
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_integer(file, group, key, &error)
        guard error == nil else {
            g_clear_error(&error)
            return nil
        }
        return value
    }

    /// Whether `key` in `group` is `true`; `false` when there is none.
    func boolean(_ group: String, _ key: String) -> Bool {
        g_key_file_get_boolean(file, group, key, nil) != 0
    }

    /// Every key of `group`, in order.
    func keys(of group: String) -> [String] {
        guard let keys = g_key_file_get_keys(file, group, nil, nil) else { return [] }
        defer { g_strfreev(keys) }
        var names: [String] = []
        var index = 0
        while let key = keys[index] {
            names.append(String(cString: key))
            index += 1
        }
        return names
    }

    /// Sets `key` in `group` to `value`; `nil` removes the key.
    func set(_ value: String?, _ group: String, _ key: String) {
        if let value {
            g_key_file_set_string(file, group, key, value)
        } else {
            g_key_file_remove_key(file, group, key, nil)
        }
    }

    /// Sets `key` in `group` to the integer `value`.
    func set(_ value: Int32, _ group: String, _ key: String) {
        g_key_file_set_integer(file, group, key, value)
    }

    /// Sets `key` in `group` to the boolean `value`.
    func set(_ value: Bool, _ group: String, _ key: String) {
        g_key_file_set_boolean(file, group, key, value ? 1 : 0)
    }

    /// Writes the file to `path`, creating its folder (readable by its owner only) if needed.
    /// - Throws: ``KeyFileError`` with GLib's message when it cannot be written.
    func save(to path: String) throws(KeyFileError) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        guard g_mkdir_with_parents(directory, 0o700) == 0 else {
            throw KeyFileError(message: Localization.translator.tr("cannot create %1$@", directory))
        }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_save_to_file(file, path, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? tr("unknown error")
            g_clear_error(&error)
            throw KeyFileError(message: Localization.translator.tr("cannot write %1$@: %2$@", path, message))
        }
    }
}
