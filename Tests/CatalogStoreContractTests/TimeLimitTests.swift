import Foundation
@testable import PetServerStore
import Synchronization
import Testing

/// A request's time limit: it answers by the limit whatever the request does, and the
/// request's task is cancelled so that it does not go on later.
@Suite("A request's time limit")
struct TimeLimitTests {
    private struct Expired: Error {}

    @Test func anOperationThatEndsInTime_givesItsResult() async throws {
        let value = try await withTimeLimit(.seconds(5), onExpiry: {}, expired: { Expired() }) { 42 }
        #expect(value == 42)
    }

    @Test func anOperationThatNeverEnds_expiresAtTheLimit_isCancelled_andIsNotWaitedFor() async throws {
        let cancelled = Mutex(false)
        let expiries = Mutex(0)
        let parked = Mutex<CheckedContinuation<Void, Never>?>(nil)
        // That it returns at all shows it did not wait: the operation never ends by itself.
        await #expect(throws: Expired.self) {
            try await withTimeLimit(.milliseconds(200), onExpiry: { expiries.withLock { $0 += 1 } }, expired: { Expired() }) {
                await withTaskCancellationHandler {
                    // Ends only when the test lets it, as a statement postgres-nio never answers.
                    await withCheckedContinuation { continuation in parked.withLock { $0 = continuation } }
                } onCancel: {
                    cancelled.withLock { $0 = true }
                }
            }
        }
        #expect(cancelled.withLock { $0 })
        #expect(expiries.withLock { $0 } == 1)
        parked.withLock { $0 }?.resume()
    }

    @Test func anOperationThatFails_throwsItsOwnError_andNeverExpires() async {
        let expiries = Mutex(0)
        await #expect(throws: CocoaError.self) {
            try await withTimeLimit(.milliseconds(100), onExpiry: { expiries.withLock { $0 += 1 } }, expired: { Expired() }) {
                throw CocoaError(.fileNoSuchFile)
            }
        }
        try? await Task.sleep(for: .milliseconds(300))
        #expect(expiries.withLock { $0 } == 0)
    }
}
