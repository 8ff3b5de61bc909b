import Foundation

/// Asynchronous work started now, on Swift's concurrency pool, and waited for from code
/// that must answer synchronously: start-up, which opens the catalog and reads its pets
/// while GTK initialises, and GLib's command-line callback, which runs an import or an
/// export to the end before any main loop runs.
///
/// ```swift
/// let preload = WaitableTask { try await AppServices.prepare() }
/// // ... GTK starts, the window is built ...
/// let prepared = try preload.wait()
/// ```
/// The work must not need the main actor: the thread that waits may be the main thread.
/// The result is written once, by the task, before it signals; ``wait()`` reads it only
/// after that signal.
final class WaitableTask<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var result: Result<Value, Failure>?

    /// Starts `work` off the calling thread.
    init(_ work: @escaping @Sendable () async throws(Failure) -> Value) {
        Task.detached { [self] in
            do throws(Failure) {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            finished.signal()
        }
    }

    /// Blocks the calling thread until the work is done and returns what it made, or
    /// throws what it threw. Any number of calls get the same result.
    func wait() throws(Failure) -> Value {
        finished.wait()
        defer { finished.signal() }
        guard let result else { preconditionFailure("WaitableTask signalled without a result") }
        return try result.get()
    }
}
