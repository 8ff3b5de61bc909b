import CGtk

/// Decodes an image file into a square texture; safe to call off the main thread.
enum PhotoDecoder {
    /// The photo at `key.path` scaled to cover a `key.pixelSize` square and cropped to it
    /// around its centre, or `nil` when the file is missing, unreadable or not an image
    /// gdk-pixbuf can decode (SVG through librsvg, PNG, JPEG...).
    ///
    /// Vector images are rendered at the final size, so they stay sharp; nothing is
    /// decoded at full size first.
    static func decode(_ key: PhotoKey) -> PhotoTexture? {
        let side = key.pixelSize
        var width: Int32 = 0
        var height: Int32 = 0
        guard side > 0, gdk_pixbuf_get_file_info(key.path, &width, &height) != nil, width > 0, height > 0 else {
            return nil
        }
        let scale = max(Double(side) / Double(width), Double(side) / Double(height))
        let scaledWidth = max(side, Int32((Double(width) * scale).rounded()))
        let scaledHeight = max(side, Int32((Double(height) * scale).rounded()))
        var error: UnsafeMutablePointer<GError>?
        guard let scaled = gdk_pixbuf_new_from_file_at_scale(key.path, scaledWidth, scaledHeight, 0, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(scaled.objectPointer) }
        guard gdk_pixbuf_get_width(scaled) >= side, gdk_pixbuf_get_height(scaled) >= side else { return nil }
        let square: OpaquePointer = gdk_pixbuf_new_subpixbuf(
            scaled, (gdk_pixbuf_get_width(scaled) - side) / 2, (gdk_pixbuf_get_height(scaled) - side) / 2, side, side)
        // A sub-pixbuf shares its parent's rows; a copy gives the texture tightly packed pixels.
        let packed = gdk_pixbuf_copy(square)
        g_object_unref(square.objectPointer)
        guard let packed else { return nil }
        defer { g_object_unref(packed.objectPointer) }
        return PhotoTexture(adopting: gdk_texture_new_for_pixbuf(packed))
    }
}
