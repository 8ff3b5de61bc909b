extension Double {
    /// The number as a user wrote it in data: `8` rather than `8.0`, `1.5`, and no
    /// locale's separators (reports quote what the file held).
    var plainText: String {
        if isFinite, rounded() == self, abs(self) < 1e15 { String(Int(self)) } else { String(self) }
    }
}
