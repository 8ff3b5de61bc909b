/// A settings file (``KeyFile``) could not be written.
struct KeyFileError: Error, CustomStringConvertible {
    /// What went wrong, with the path.
    let message: String

    /// What went wrong, with the path.
    var description: String { message }
}
