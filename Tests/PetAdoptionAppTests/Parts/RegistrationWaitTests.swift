#if !GTK_4_10
import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// GTK before 4.10 tells the accessibility registry of the app only after the first
    /// window's first frame; the first window waits for it (`registration.h`).
    @MainActor @Suite("Accessibility.afterRegistration(owner:bound:_:)")
    struct RegistrationWaitTests {
        init() throws {
            try GTKTestLoop.initialize()
        }

        private func makeOwner() -> UnsafeMutablePointer<GtkWidget> {
            let owner = gtk_button_new()!
            g_object_ref_sink(owner.objectPointer)
            return owner
        }

        @Test func action_runsOnce_andTheWaitIsPendingWorkUntilThen() async {
            let owner = makeOwner()
            defer { g_object_unref(owner.objectPointer) }
            let before = PendingWork.count
            var runs = 0

            Accessibility.afterRegistration(owner: owner, bound: .milliseconds(500)) { runs += 1 }
            if runs == 0 { #expect(PendingWork.count == before + 1) }
            await GTKTestLoop.wait(for: "the registry to list the app, or the bound") { runs > 0 }
            await GTKTestLoop.settle()

            #expect(runs == 1)
            #expect(PendingWork.count == before)
        }

        @Test func action_neverRuns_whenItsOwnerIsGoneFirst() async {
            let owner = makeOwner()
            let before = PendingWork.count
            var runs = 0
            let bound = Duration.milliseconds(100)

            Accessibility.afterRegistration(owner: owner, bound: bound) { runs += 1 }
            g_object_unref(owner.objectPointer)
            let boundPassed = ContinuousClock.now + bound * 3
            await GTKTestLoop.wait(for: "the bound to pass") { ContinuousClock.now > boundPassed }
            await GTKTestLoop.settle()

            #expect(runs == 0)
            #expect(PendingWork.count == before)
        }
    }
}
#endif
