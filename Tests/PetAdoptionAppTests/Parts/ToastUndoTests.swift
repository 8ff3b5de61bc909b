import CGtk
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Undo from the keyboard (Ctrl+Z, `win.undo`) and moving the focus off a control
    /// that stops working.
    @MainActor @Suite("Toasts' Undo and focus moves")
    struct ToastUndoTests {
        @Test func undoLatest_undoesTheNewestToastWithUndo_andDismissesIt() async throws {
            try GTKTestLoop.initialize()
            let toasts = ToastPresenter(over: gtk_label_new("content"))
            let window = TestWindow(child: toasts.overlay.widget)
            var undone: [String] = []
            var changes = 0
            toasts.onUndoChange = { changes += 1 }

            toasts.show("Bella was adopted", undo: { undone.append("Bella") })
            toasts.show("Deleted Max.", undo: { undone.append("Max") })
            toasts.show("Couldn't save.")
            #expect(toasts.canUndo)
            #expect(changes == 2)

            toasts.undoLatest()
            await GTKTestLoop.settle()

            #expect(undone == ["Max"])
            #expect(toasts.titles == ["Bella was adopted", "Couldn't save."])
            #expect(toasts.canUndo)
            toasts.undoLatest()
            await GTKTestLoop.settle()
            #expect(undone == ["Max", "Bella"])
            #expect(!toasts.canUndo)
            #expect(changes == 4)
            window.destroy()
            await GTKTestLoop.settle()
        }

        @Test func undoLatest_withNothingToUndo_doesNothing() async throws {
            try GTKTestLoop.initialize()
            let toasts = ToastPresenter(over: gtk_label_new("content"))
            let window = TestWindow(child: toasts.overlay.widget)
            toasts.show("Imported 3 pets.")

            toasts.undoLatest()
            await GTKTestLoop.settle()

            #expect(toasts.titles == ["Imported 3 pets."])
            #expect(!toasts.canUndo)
            window.destroy()
            await GTKTestLoop.settle()
        }

        @Test func setSensitive_false_onTheFocusedButton_movesTheFocusToTheNextOne() async throws {
            try GTKTestLoop.initialize()
            let buttons = (0..<3).map { gtk_button_new_with_label("Button \($0)")! }
            let box = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, buttons)
            let window = TestWindow(child: box)
            await GTKTestLoop.settle()
            gtk_widget_grab_focus(buttons[1])

            Widgets.setSensitive(buttons[1], false)
            #expect(gtk_widget_is_focus(buttons[2]) != 0)

            Widgets.setSensitive(buttons[2], false)
            #expect(gtk_widget_is_focus(buttons[0]) != 0)
            #expect(gtk_widget_get_sensitive(buttons[2]) == 0)
            window.destroy()
            await GTKTestLoop.settle()
        }

        @Test func setSensitive_false_onAnUnfocusedButton_leavesTheFocus() async throws {
            try GTKTestLoop.initialize()
            let buttons = (0..<2).map { gtk_button_new_with_label("Button \($0)")! }
            let window = TestWindow(child: Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, buttons))
            await GTKTestLoop.settle()
            gtk_widget_grab_focus(buttons[0])

            Widgets.setSensitive(buttons[1], false)

            #expect(gtk_widget_is_focus(buttons[0]) != 0)
            window.destroy()
            await GTKTestLoop.settle()
        }
    }
}
