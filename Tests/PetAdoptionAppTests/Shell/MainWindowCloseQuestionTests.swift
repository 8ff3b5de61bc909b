import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Closing the window while something would be lost (kitchen timers running) asks first.
    @MainActor @Suite("Main window close question")
    struct MainWindowCloseQuestionTests {
        private static let question = "1 timer is still running. Quitting stops them."

        /// The window, asked to close while it has `question` to ask; the question's dialog, if any.
        private func closing(asking question: String?) async throws -> (ShellFixture, UnsafeMutablePointer<GtkWidget>?) {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            try shell.window.closeQuestion = { question }
            try shell.activateWindowAction("close")
            await GTKTestLoop.settle()
            return (shell, messageDialogs().first)
        }

        @Test func closing_withAQuestion_asksFirst_andKeepCookingKeepsTheWindow() async throws {
            let (shell, shown) = try await closing(asking: Self.question)

            let dialog = try #require(shown)
            #expect(String(cString: pet_message_dialog_get_heading(dialog)) == "Quit Pet Adoption?")
            #expect(String(cString: pet_message_dialog_get_body(dialog)) == Self.question)
            #expect(String(cString: pet_message_dialog_get_default_response(dialog))
                == QuestionDialog.keepResponse)
            pet_message_dialog_respond(dialog, QuestionDialog.keepResponse)
            await GTKTestLoop.settle()
            #expect(shell.app.mainWindow != nil)
            await shell.tearDown()
        }

        @Test func quit_closesTheWindow() async throws {
            let (shell, shown) = try await closing(asking: Self.question)
            let dialog = try #require(shown)

            pet_message_dialog_respond(dialog, QuestionDialog.actResponse)

            await GTKTestLoop.settle()
            #expect(shell.app.mainWindow == nil)
            await shell.tearDown()
        }

        @Test func closing_withNothingToAsk_closesAtOnce() async throws {
            let (shell, dialog) = try await closing(asking: nil)

            #expect(dialog == nil)
            #expect(shell.app.mainWindow == nil)
            await shell.tearDown()
        }
    }
}
