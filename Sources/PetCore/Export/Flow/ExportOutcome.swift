/// What an export did, for a toast or standard error: "Exported 12 pets to dogs.csv",
/// or why nothing was.
public struct ExportOutcome: Equatable, Sendable {
    /// Whether the file was written.
    public let succeeded: Bool
    /// What to tell the user.
    public let text: String

    /// An outcome saying `text`.
    public init(succeeded: Bool, text: String) {
        self.succeeded = succeeded
        self.text = text
    }
}
