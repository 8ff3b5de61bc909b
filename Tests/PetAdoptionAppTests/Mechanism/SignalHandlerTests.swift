import CGtk
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("connect(_:_:_:)")
    struct SignalHandlerTests {
        init() throws {
            try GTKTestLoop.initialize()
        }

        private func makeButton() -> UnsafeMutablePointer<GtkWidget> {
            let button = gtk_button_new_with_label("Adopt")!
            g_object_ref_sink(gpointer(button))
            return button
        }

        @Test func handler_runs_whenTheSignalIsEmitted() async throws {
            let model = TestModel(text: "")
            let button = gtk_button_new_with_label("Adopt")!
            let window = TestWindow(child: button)
            defer { window.destroy() }
            await GTKTestLoop.settle()
            try #require(gtk_widget_get_mapped(button) != 0)

            connect(button, \.clicked) { [weak model] in model?.text += "clicked " }
            await activate(button)

            await GTKTestLoop.settle()
            #expect(model.text == "clicked ")
        }

        @Test func handler_isReleased_whenItsWidgetIsDestroyed() {
            let button = makeButton()
            weak let handler = connect(button, \.clicked) {}
            #expect(handler?.isConnected == true)

            g_object_unref(gpointer(button))

            #expect(handler == nil)
        }

        @Test func disconnect_releasesTheHandler_andItNoLongerRuns() async throws {
            let button = gtk_button_new_with_label("Adopt")!
            let window = TestWindow(child: button)
            defer { window.destroy() }
            await GTKTestLoop.settle()
            try #require(gtk_widget_get_mapped(button) != 0)
            var runs: [String] = []
            weak let handler = connect(button, \.clicked) { runs.append("disconnected") }
            connect(button, \.clicked) { runs.append("connected") }

            handler?.disconnect()
            await activate(button)

            #expect(handler == nil)
            await GTKTestLoop.settle()
            #expect(!runs.isEmpty)
            #expect(runs == ["connected"])
        }

        @Test func notifyHandler_runs_whenThePropertyChanges() {
            let label = gtk_label_new("")!
            g_object_ref_sink(gpointer(label))
            defer { g_object_unref(gpointer(label)) }
            var changes = 0
            onNotify(label, \.label) { changes += 1 }

            gtk_label_set_text(pet_gtk_label(label), "Pepper")

            #expect(changes == 1)
        }
    }
}
