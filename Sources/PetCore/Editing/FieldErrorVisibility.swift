/// When a form shows a field's error: once the field was edited, or once a save was
/// tried (then every error shows). Before that an empty form says nothing.
struct FieldErrorVisibility<Field: Hashable> {
    private var touched: Set<Field> = []
    private var showsAll = false

    /// Records that `field` was edited.
    mutating func touch(_ field: Field) {
        touched.insert(field)
    }

    /// Records that a save was tried.
    mutating func showAll() {
        showsAll = true
    }

    /// The message of `result`'s error when `field`'s errors are shown, else `nil`.
    func message<Value>(_ field: Field, _ result: Result<Value, FieldError>) -> String? {
        guard showsAll || touched.contains(field), case .failure(let error) = result else { return nil }
        return error.message
    }
}
