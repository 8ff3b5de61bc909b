/// The style of photos: rounded corners, and a neutral tile behind the placeholder.
///
/// The rules are in the app's `style.css` (``AppResources``); this type names its classes.
enum PhotoStyle {
    /// The style class of a ``PhotoView``'s frame.
    static let frameClass = "pet-photo"
    /// The extra style class of a large photo (rounder corners).
    static let largeClass = "large"
}
