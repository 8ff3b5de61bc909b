/// The style of photos: rounded corners, and a neutral tile behind the placeholder.
enum PhotoStyle {
    /// The style class of a ``PhotoView``'s frame.
    static let frameClass = "pet-photo"
    /// The extra style class of a large photo (rounder corners).
    static let largeClass = "large"

    /// The style sheet; ``PhotoView`` installs it.
    @MainActor static let sheet = StyleSheet("""
        .pet-photo { border-radius: 8px; background-color: alpha(currentColor, 0.08); }
        .pet-photo.large { border-radius: 18px; }
        .pet-photo > image.placeholder { color: alpha(currentColor, 0.45); }
        """)
}
