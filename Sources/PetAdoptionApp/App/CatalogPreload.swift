import Foundation

/// Start-up work that needs no GTK, run on its own thread while GTK initialises: opening
/// the catalog database and reading and indexing its pets (tens of milliseconds for
/// 10,000 pets). The window then waits for it only if it is not done yet.
///
/// ```swift
/// let preload = CatalogPreload { try AppServices.prepare() }
/// // ... GTK starts, the window is built ...
/// let prepared = try preload.wait()
/// ```
/// The result is written once, by the preloading thread, before it signals; ``wait()``
/// reads it only after that signal.
final class CatalogPreload: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var result: Result<PreparedCatalog, any Error>?

    /// Starts `work` on a new thread.
    init(_ work: @escaping @Sendable () throws -> PreparedCatalog) {
        Thread.detachNewThread { [self] in
            result = Result(catching: work)
            finished.signal()
        }
    }

    /// Blocks until the work is done and returns what it made, or throws what it threw.
    /// Any number of calls get the same result.
    func wait() throws -> PreparedCatalog {
        finished.wait()
        defer { finished.signal() }
        guard let result else { preconditionFailure("CatalogPreload signalled without a result") }
        return try result.get()
    }
}
