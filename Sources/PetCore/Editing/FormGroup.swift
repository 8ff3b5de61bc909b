/// A titled group of a form's fields (an `AdwPreferencesGroup` in the view).
@MainActor
public struct FormGroup<Model: AnyObject> {
    /// The group's heading; `nil` for none.
    public let title: String?
    /// A line under the heading ("One per line"); `nil` for none.
    public let description: String?
    /// The fields, in order.
    public let fields: [FormField<Model>]

    /// An untitled group of `fields`.
    public init(_ fields: [FormField<Model>]) {
        title = nil
        description = nil
        self.fields = fields
    }

    /// A group of `fields` headed `title` and, optionally, `description`.
    public init(_ title: String, description: String? = nil, _ fields: [FormField<Model>]) {
        self.title = title
        self.description = description
        self.fields = fields
    }
}
