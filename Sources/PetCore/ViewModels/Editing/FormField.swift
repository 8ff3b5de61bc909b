/// One field of a form, as the form's view model describes it: what it is called, which
/// property it edits, and which property holds its error. The view builds the widget and
/// binds it both ways; the title doubles as the field's accessible name.
@MainActor
public enum FormField<Model: AnyObject> {
    /// One line of text; `placeholder` shows while it is empty and focused.
    case text(
        _ title: String, ReferenceWritableKeyPath<Model, String>,
        error: KeyPath<Model, String?>? = nil, placeholder: String? = nil)
    /// A choice among `choices`, edited as an index into them.
    case choice(_ title: String, choices: [String], ReferenceWritableKeyPath<Model, Int>)
    /// Several lines of text.
    case lines(_ title: String, ReferenceWritableKeyPath<Model, String>, error: KeyPath<Model, String?>? = nil)

    /// The field's title.
    public var title: String {
        switch self {
        case .text(let title, _, _, _), .choice(let title, _, _), .lines(let title, _, _): title
        }
    }

    /// The property holding the field's error message, if it can have one.
    public var error: KeyPath<Model, String?>? {
        switch self {
        case .text(_, _, let error, _), .lines(_, _, let error): error
        case .choice: nil
        }
    }
}
