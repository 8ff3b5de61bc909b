/// The window state could not be saved.
struct WindowStateStoreError: Error, CustomStringConvertible {
    /// What went wrong, with the path.
    let message: String

    /// What went wrong, with the path.
    var description: String { message }
}
