import CGtk
import Observation

/// A `GtkDropDown` offering a view model's choices (a filter, a sort order), kept in
/// step with the view model both ways.
enum ChoiceDropDown {
    /// A drop-down named `name` (for assistive technologies) listing `choices` by
    /// `title`, showing `selection(model)` and calling `choose` with the choice the user
    /// picks.
    @MainActor
    static func make<Model: Observable & AnyObject, Choice: Equatable>(
        _ name: String,
        choices: [Choice],
        title: (Choice) -> String,
        model: Model,
        selection: @escaping @MainActor (Model) -> Choice,
        choose: @escaping @MainActor (Model, Choice) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let dropDown = Widget<Gtk.DropDown>(CStringArray(choices.map(title)).withUnsafePointer { gtk_drop_down_new_from_strings($0) }!)
        pet_accessible_set_label(dropDown.accessible, name)
        bindTwoWay(
            dropDown, .property(\.dropDownSelected), to: model,
            reading: { choices.firstIndex(of: selection($0)) ?? 0 },
            read: { Int(gtk_drop_down_get_selected($0.c)) },
            write: { gtk_drop_down_set_selected($0.c, UInt32($1)) }
        ) { model, index in
            if choices.indices.contains(index) { choose(model, choices[index]) }
        }
        return dropDown.widget
    }
}
