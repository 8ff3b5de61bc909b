import CGtk
import Foundation
import PetCore

/// Writes exports through GIO: the file replaced whole (`g_file_replace_contents`, which
/// works for the file-chooser portal's files too) or left as it was, and a catalog's
/// photos copied into the `photos/` folder next to it. Usable off the main thread.
struct GIOExportWriter: ExportFileWriting {
    /// Where the photo references point.
    let paths: PhotoPaths

    func write(_ data: [UInt8], to destination: String) throws(ExportWriteError) {
        var message: UnsafeMutablePointer<CChar>?
        let written = data.withUnsafeBytes { pet_export_write(destination, $0.baseAddress, gsize($0.count), &message) }
        guard written == 0 else { return }
        defer { g_free(message) }
        throw ExportWriteError(reason: message.map { String(cString: $0) } ?? "")
    }

    func copyPhoto(_ reference: String, named name: String, nextTo destination: String) -> Bool {
        guard let source = paths.path(for: reference) else { return false }
        return pet_export_copy_photo(source, destination, name) != 0
    }
}
