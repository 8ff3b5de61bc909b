/// Puts an export's file where the user chose: the view layer's GIO writer (atomic
/// replacement, through the file-chooser portal) or a test's.
public protocol ExportFileWriting: Sendable {
    /// Writes `data` to `destination` (a file URI or path) whole, or not at all: a write
    /// that fails leaves the file as it was, and no new file.
    ///
    /// - Throws: ``ExportWriteError`` saying why, in the system's words.
    func write(_ data: [UInt8], to destination: String) throws(ExportWriteError)

    /// Copies the photo `reference` (as a pet or recipe holds it) to `name` in the
    /// `photos/` folder next to `destination`; answers whether it was copied (a photo
    /// whose file is missing is not).
    func copyPhoto(_ reference: String, named name: String, nextTo destination: String) -> Bool
}

/// Why an export's file could not be written, as the system said it ("Permission denied").
public struct ExportWriteError: Error, Equatable, Sendable {
    /// The system's message.
    public let reason: String

    /// An error saying `reason`.
    public init(reason: String) {
        self.reason = reason
    }
}
