import CGtk
import Foundation
import PetCore

extension ImportFile {
    /// The file `file` (a `GFile` from the file chooser or a drop) stands for.
    ///
    /// Files from the file chooser portal or a drop into a Flatpak have a local path (in
    /// the document portal's mount); a file with no local path cannot be read, which the
    /// preview then says.
    @MainActor
    init(gFile file: OpaquePointer) {
        if let path = g_file_get_path(file) {
            defer { g_free(path) }
            self.init(url: URL(fileURLWithPath: String(cString: path)))
        } else {
            let basename = g_file_get_basename(file)
            defer { g_free(basename) }
            self.init(name: basename.map { String(cString: $0) } ?? "file") {
                throw CocoaError(.fileReadUnsupportedScheme)
            }
        }
    }
}
