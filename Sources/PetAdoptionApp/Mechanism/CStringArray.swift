import Glibc

/// A NULL-terminated array of C strings, for GLib calls that take `const char * const *`.
struct CStringArray {
    private let strings: [String]

    /// An array holding `strings`, in order.
    init(_ strings: [String]) {
        self.strings = strings
    }

    /// Calls `body` with the array; the pointers are valid only during the call.
    func withUnsafePointer<Result>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
        let copies = strings.map { $0.withCString { UnsafePointer(strdup($0)) } }
        defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        return (copies + [nil]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
