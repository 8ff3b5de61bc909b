import Foundation

/// A one-way gate for async code: ``wait()`` suspends (without blocking a thread) until
/// ``open()``; once open, it stays open. Safe to use from any thread.
final class AsyncGate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Suspends until the gate is open; returns at once when it is already.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let passes = lock.withLock { () -> Bool in
                if isOpen { return true }
                waiters.append(continuation)
                return false
            }
            if passes { continuation.resume() }
        }
    }

    /// Opens the gate, letting every waiter (and every later one) through.
    func open() {
        let waiting = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            isOpen = true
            defer { waiters = [] }
            return waiters
        }
        for waiter in waiting { waiter.resume() }
    }
}
