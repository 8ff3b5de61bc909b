import CGtk
import Foundation
import PetCore

/// What gdk-pixbuf can decode here, for the photo library's checks: the photo formats
/// whose loaders are installed (WebP needs the separate webp-pixbuf-loader), and whether
/// one file decodes.
enum PixbufFormats {
    /// The photo formats gdk-pixbuf has a loader for, in ``PhotoFormat`` order.
    static func available() -> [PhotoFormat] {
        var names: Set<String> = []
        let formats = gdk_pixbuf_get_formats()
        for format in GLibList.elements(of: formats) {
            guard let name = gdk_pixbuf_format_get_name(format) else { continue }
            names.insert(String(cString: name))
            g_free(name)
        }
        g_slist_free(formats)
        return PhotoFormat.allCases.filter { names.contains($0.rawValue) }
    }

    /// Whether the image at `url` decodes (scaled down to a small thumbnail, so a large
    /// JPEG decodes at a fraction of its size); safe off the main thread.
    @Sendable static func decodes(_ url: URL) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(url.path, 32, 32, 1, &error) else {
            g_clear_error(&error)
            return false
        }
        g_object_unref(pixbuf.objectPointer)
        return true
    }

    /// The app's photo library in `directory`, accepting what gdk-pixbuf decodes here.
    static func library(in directory: URL, sharedStore: (any PhotoRepository)? = nil) -> PhotoLibrary {
        var library = PhotoLibrary(directory: directory, formats: available(), decodes: decodes)
        library.sharedStore = sharedStore
        return library
    }
}
