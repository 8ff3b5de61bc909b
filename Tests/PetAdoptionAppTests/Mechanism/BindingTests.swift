import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("bind(_:to:_:apply:)")
    struct BindingTests {
        init() throws {
            try GTKTestLoop.initialize()
        }

        /// A floating label, owned by the test (sunk so destroying it is the test's call).
        private func makeLabel() -> UnsafeMutablePointer<GtkWidget> {
            let label = gtk_label_new("")!
            g_object_ref_sink(gpointer(label))
            return label
        }

        @Test func bind_showsTheCurrentValue_immediately() {
            let model = TestModel(text: "Biscuit")
            let label = makeLabel()
            defer { g_object_unref(gpointer(label)) }

            bind(label, to: model, \.text) { label, text in gtk_label_set_text(pet_gtk_label(label), text) }

            #expect(labelText(label) == "Biscuit")
        }

        @Test func bind_showsTheNewValue_afterTheModelChanges() async {
            let model = TestModel(text: "Biscuit")
            let label = makeLabel()
            defer { g_object_unref(gpointer(label)) }
            bind(label, to: model, \.text) { label, text in gtk_label_set_text(pet_gtk_label(label), text) }

            model.text = "Pepper"

            await GTKTestLoop.settle()
            #expect(labelText(label) == "Pepper")
        }

        @Test func bind_keepsFollowing_changeAfterChange() async {
            let model = TestModel(text: "0")
            let label = makeLabel()
            defer { g_object_unref(gpointer(label)) }
            bind(label, to: model, \.text) { label, text in gtk_label_set_text(pet_gtk_label(label), text) }

            for step in 1...3 {
                model.text = "\(step)"
                await GTKTestLoop.settle()
                #expect(labelText(label) == "\(step)")
            }
        }

        @Test func bind_appliesABurstOfChanges_once() async {
            let model = TestModel(text: "start")
            let label = makeLabel()
            defer { g_object_unref(gpointer(label)) }
            var applyCount = 0
            bind(label, to: model, \.text) { label, text in
                applyCount += 1
                gtk_label_set_text(pet_gtk_label(label), text)
            }

            for step in 1...100 { model.text = "step \(step)" }
            await GTKTestLoop.settle()

            #expect(labelText(label) == "step 100")
            #expect(applyCount == 2, "one apply when bound, one for the whole burst")
        }

        @Test func bind_appliesABurstOnARealizedWidget_onceInTheNextFrame() async throws {
            let model = TestModel(text: "start")
            let label = gtk_label_new("")!
            let window = TestWindow(child: label)
            defer { window.destroy() }
            var applyCount = 0
            bind(label, to: model, \.text) { label, text in
                applyCount += 1
                gtk_label_set_text(pet_gtk_label(label), text)
            }
            await GTKTestLoop.settle()
            try #require(gtk_widget_get_mapped(label) != 0)

            for step in 1...100 { model.text = "step \(step)" }
            await GTKTestLoop.settle()
            #expect(labelText(label) == "step 100")

            #expect(applyCount == 2)
        }

        @Test func binding_endsAndIsReleased_whenItsWidgetIsDestroyed() async {
            let model = TestModel(text: "Biscuit")
            let label = makeLabel()
            var applyCount = 0
            weak let binding = bind(label, to: model, \.text) { label, text in
                applyCount += 1
                gtk_label_set_text(pet_gtk_label(label), text)
            }
            #expect(binding?.isActive == true)

            g_object_unref(gpointer(label))
            model.text = "Pepper"
            await GTKTestLoop.settle()

            #expect(binding == nil)
            #expect(applyCount == 1)
        }

        @Test func binding_isReleased_whenItsWidgetIsDestroyedWithAnUpdatePending() async {
            let model = TestModel(text: "Biscuit")
            let label = makeLabel()
            weak let binding = bind(label, to: model, \.text) { label, text in
                gtk_label_set_text(pet_gtk_label(label), text)
            }

            model.text = "Pepper"
            await Task.yield()  // the change reaches the binding, which schedules its refresh
            #expect(PendingWork.count == 1, "the refresh is scheduled, not run")
            g_object_unref(gpointer(label))
            await GTKTestLoop.settle()

            #expect(binding == nil)
            #expect(PendingWork.count == 0)
        }

        @Test func cancel_stopsUpdates_andReleasesTheBinding() async {
            let model = TestModel(text: "Biscuit")
            let label = makeLabel()
            defer { g_object_unref(gpointer(label)) }
            weak let binding = bind(label, to: model, \.text) { label, text in
                gtk_label_set_text(pet_gtk_label(label), text)
            }

            binding?.cancel()
            model.text = "Pepper"
            await GTKTestLoop.settle()

            #expect(binding == nil)
            #expect(labelText(label) == "Biscuit")
        }

        @Test func binding_doesNotKeepItsModelAlive() async {
            var model: TestModel? = TestModel(text: "Biscuit")
            weak let weakModel = model
            let label = makeLabel()
            defer { g_object_unref(gpointer(label)) }
            bind(label, to: model!, \.text) { label, text in gtk_label_set_text(pet_gtk_label(label), text) }

            model = nil

            #expect(weakModel == nil)
        }
    }
}
