import CGtk
@testable import PetAdoptionApp

/// A row showing its model's title in a label, recording what it was attached to.
@MainActor
final class TestRow: RowView {
    /// Every row built, in order (reset by each list test).
    static var built: [TestRow] = []

    let widget: UnsafeMutablePointer<GtkWidget>
    private(set) weak var model: TestRowModel?
    private(set) var attachedIDs: [Int] = []

    init() {
        widget = gtk_label_new("")
        Self.built.append(self)
    }

    var text: String { labelText(widget) }

    func attach(to model: TestRowModel) -> [Binding] {
        self.model = model
        attachedIDs.append(model.id)
        return [bind(widget, to: model, \.title) { label, title in gtk_label_set_text(pet_gtk_label(label), title) }]
    }

    func detach() {
        model = nil
    }
}
