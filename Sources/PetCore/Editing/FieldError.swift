/// Why the text of one form field cannot be saved, as the sentence shown under the field.
public struct FieldError: Error, Hashable, Sendable {
    /// E.g. "Fee must be 0 or more".
    public let message: String

    /// Creates an error with the sentence shown to the user.
    public init(_ message: String) {
        self.message = message
    }
}
