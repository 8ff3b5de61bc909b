import CGtk
import Foundation
import PetCore

extension ImportFile {
    /// The file `file` (a `GFile` from the file chooser or a drop) stands for.
    ///
    /// Files from the file chooser portal or a drop into a Flatpak have a local path (in
    /// the document portal's mount). A link dropped from a browser (its `text/uri-list`)
    /// is an `http(s)` address: the web page there. Any other file with no local path
    /// cannot be read, which the preview then says.
    @MainActor
    init(gFile file: OpaquePointer) {
        if g_file_has_uri_scheme(file, "http") != 0 || g_file_has_uri_scheme(file, "https") != 0,
           let uri = g_file_get_uri(file) {
            defer { g_free(uri) }
            self.init(argument: String(cString: uri), translator: Localization.translator)
        } else if let path = g_file_get_path(file) {
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
