import CGtk

/// A decoded photo: one reference to an immutable `GdkTexture`, released with this object.
///
/// Textures are immutable and their reference count is atomic, so a decoded photo may
/// be made on a worker thread and handed to the main thread.
final class PhotoTexture: @unchecked Sendable {
    /// The `GdkTexture`, ready for `gtk_image_set_from_paintable`.
    let texture: OpaquePointer

    /// Takes over the reference `texture` holds.
    init(adopting texture: OpaquePointer) {
        self.texture = texture
    }

    deinit {
        g_object_unref(texture.objectPointer)
    }

    /// The width in pixels.
    var width: Int32 { gdk_texture_get_width(texture) }
    /// The height in pixels.
    var height: Int32 { gdk_texture_get_height(texture) }
    /// The memory the pixels take, in bytes (4 per pixel).
    var cost: Int { Int(width) * Int(height) * 4 }
}
