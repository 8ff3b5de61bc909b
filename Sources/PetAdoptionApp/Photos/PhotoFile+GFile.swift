import CGtk
import Foundation
import PetCore

extension PhotoFile {
    /// The file `file` (a `GFile` from the file chooser or a drop) stands for; a file with
    /// no local path (a remote location) has no URL, and adding it says it cannot be read.
    @MainActor
    init(gFile file: OpaquePointer) {
        let basename = g_file_get_basename(file)
        defer { g_free(basename) }
        let name = basename.map { String(cString: $0) } ?? "file"
        guard let path = g_file_get_path(file) else {
            self.init(name: name, url: nil)
            return
        }
        defer { g_free(path) }
        self.init(name: name, url: URL(fileURLWithPath: String(cString: path)))
    }
}
