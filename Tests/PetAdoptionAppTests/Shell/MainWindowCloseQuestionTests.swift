import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Closing the window while something would be lost (kitchen timers running) asks first.
    @MainActor @Suite("Main window close question")
    struct MainWindowCloseQuestionTests {
        private static let question = "1 timer is still running. Quitting stops them."

        @Test func closing_withAQuestion_asksFirst_andKeepCookingKeepsTheWindow() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            try shell.window.closeQuestion = { Self.question }

            try shell.activateWindowAction("close")

            await GTKTestLoop.settle()
            let dialog = try #require(messageDialogs().first)
            #expect(String(cString: pet_message_dialog_get_heading(dialog)) == "Quit Pet Adoption?")
            #expect(String(cString: pet_message_dialog_get_body(dialog)) == Self.question)
            #expect(String(cString: adw_message_dialog_get_default_response(pet_adw_message_dialog(gpointer(dialog))))
                == QuestionDialog.keepResponse)
            adw_message_dialog_response(pet_adw_message_dialog(gpointer(dialog)), QuestionDialog.keepResponse)
            await GTKTestLoop.settle()
            #expect(shell.app.mainWindow != nil)
            await shell.tearDown()
        }

        @Test func quit_closesTheWindow() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            try shell.window.closeQuestion = { Self.question }
            try shell.activateWindowAction("close")
            await GTKTestLoop.settle()
            let dialog = try #require(messageDialogs().first)

            adw_message_dialog_response(pet_adw_message_dialog(gpointer(dialog)), QuestionDialog.actResponse)

            await GTKTestLoop.settle()
            #expect(shell.app.mainWindow == nil)
            await shell.tearDown()
        }

        @Test func closing_withNothingToAsk_closesAtOnce() async throws {
            let shell = try ShellFixture()
            try await shell.waitUntilMapped()
            try shell.window.closeQuestion = { nil }

            try shell.activateWindowAction("close")

            await GTKTestLoop.settle()
            #expect(shell.app.mainWindow == nil)
            await shell.tearDown()
        }
    }
}
