import CGtk

/// A recipe's photo for a printed page: decoded by ``PhotoDecoder`` from the file
/// ``PhotoLoader`` resolves the reference to, as a square, into a cairo image surface.
@MainActor
final class PrintPhoto {
    /// The photo's pixels (a `cairo_surface_t`), square.
    let surface: OpaquePointer
    /// The side of the square, in pixels.
    let pixelSize: Int32

    /// The photo `reference` names, resolved and decoded the way `photos` does,
    /// `pixelSize` pixels square; `nil` when there is none to print (no reference, a
    /// web address, a missing or broken file).
    init?(_ reference: String?, photos: PhotoLoader, pixelSize: Int32 = PrintStyle.photoPixels) {
        guard let key = photos.key(for: reference, pixelSize: pixelSize), let photo = PhotoDecoder.decode(key) else {
            return nil
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, photo.width, photo.height)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        // A texture downloads in cairo's own format: premultiplied ARGB in native byte order.
        gdk_texture_download(photo.texture, cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        self.surface = surface
        self.pixelSize = photo.width
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// Draws the photo `side` points square, its corners rounded, with its top left
    /// corner at (`x`, `y`).
    func draw(side: Double, x: Double, y: Double, on cairo: OpaquePointer) {
        let radius = PrintStyle.photoRadius
        cairo_save(cairo)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + side - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, x + side - radius, y + side - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, x + radius, y + side - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
        cairo_clip(cairo)
        cairo_translate(cairo, x, y)
        cairo_scale(cairo, side / Double(pixelSize), side / Double(pixelSize))
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
