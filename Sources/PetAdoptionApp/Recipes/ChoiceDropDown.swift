import CGtk
import Observation

/// A `GtkDropDown` offering a view model's choices (a filter, a sort order), kept in
/// step with the view model both ways.
enum ChoiceDropDown {
    /// A drop-down listing `choices` by `title`, showing `model[keyPath: selection]` and
    /// calling `choose` with the choice the user picks.
    @MainActor
    static func make<Model: Observable & AnyObject, Choice: Equatable>(
        choices: [Choice],
        title: (Choice) -> String,
        model: Model,
        selection: KeyPath<Model, Choice>,
        choose: @escaping @MainActor (Model, Choice) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = CStringArray(choices.map(title)).withUnsafePointer { gtk_drop_down_new_from_strings($0) }!
        bind(dropDown, to: model, selection) { dropDown, choice in
            guard let index = choices.firstIndex(of: choice) else { return }
            if gtk_drop_down_get_selected(pet_gtk_drop_down(gpointer(dropDown))) != UInt32(index) {
                gtk_drop_down_set_selected(pet_gtk_drop_down(gpointer(dropDown)), UInt32(index))
            }
        }
        onNotify(dropDown, "selected") { [weak model] in
            let index = Int(gtk_drop_down_get_selected(pet_gtk_drop_down(gpointer(dropDown))))
            guard let model, choices.indices.contains(index), model[keyPath: selection] != choices[index] else { return }
            choose(model, choices[index])
        }
        return dropDown
    }
}
