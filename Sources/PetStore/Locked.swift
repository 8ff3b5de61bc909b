import Foundation

/// A value that several threads share, read and changed only while holding its lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Holds `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held, and returns what it returned.
    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try body(&value) }
    }
}
