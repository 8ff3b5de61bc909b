/// What one field of an imported record held: nothing, a usable value, or something
/// that could not be read (with the text to quote in the problem report).
enum FieldReading<Value: Equatable & Sendable>: Equatable, Sendable {
    case absent
    case value(Value)
    /// The field holds `found`, which is not a valid value.
    case unreadable(found: String)

    /// The value, when there is one.
    var value: Value? {
        if case .value(let value) = self { value } else { nil }
    }
}
