/// A ``ListSection`` whose records the user can add, edit and delete through forms.
@MainActor
public protocol EditableSection: ListSection {
    /// The section's add/edit form.
    associatedtype Form: RecordForm

    /// An empty add form for `nil`; the edit form of the record with `id`, or `nil` when
    /// there is no such record (so an edit never becomes an addition).
    func form(for id: String?) -> Form?
}
