/// One field of a form, as the form's view model describes it: what it is called, which
/// property it edits, which property holds its error, and whether it must be filled in.
/// The view builds the widget and binds it both ways; the title doubles as the field's
/// accessible name.
@MainActor
public enum FormField<Model: AnyObject> {
    /// One line of text; `placeholder` shows while it is empty and focused; `required`
    /// when the form cannot be saved while it is blank.
    case text(
        _ title: String, ReferenceWritableKeyPath<Model, String>,
        error: KeyPath<Model, String?>? = nil, placeholder: String? = nil, required: Bool = false)
    /// A choice among `choices`, edited as an index into them.
    case choice(_ title: String, choices: [String], ReferenceWritableKeyPath<Model, Int>)
    /// Several lines of text; `required` when the form cannot be saved while it is blank.
    case lines(_ title: String, ReferenceWritableKeyPath<Model, String>, error: KeyPath<Model, String?>? = nil, required: Bool = false)

    /// The field's title.
    public var title: String {
        switch self {
        case .text(let title, _, _, _, _), .choice(let title, _, _), .lines(let title, _, _, _): title
        }
    }

    /// The property holding the field's error message, if it can have one.
    public var error: KeyPath<Model, String?>? {
        switch self {
        case .text(_, _, let error, _, _), .lines(_, _, let error, _): error
        case .choice: nil
        }
    }

    /// Whether the form cannot be saved while this field is blank: the view says so from
    /// the moment the form opens, before any error. A choice always has a value.
    public var isRequired: Bool {
        switch self {
        case .text(_, _, _, _, let required), .lines(_, _, _, let required): required
        case .choice: false
        }
    }

    /// The field's value in `model`: its text, or the index of its choice.
    func value(in model: Model) -> AnyHashable {
        switch self {
        case .text(_, let path, _, _, _), .lines(_, let path, _, _): model[keyPath: path]
        case .choice(_, _, let path): model[keyPath: path]
        }
    }

    /// Sets the field in `target` to its value in `source`.
    func copyValue(from source: Model, to target: Model) {
        switch self {
        case .text(_, let path, _, _, _), .lines(_, let path, _, _): target[keyPath: path] = source[keyPath: path]
        case .choice(_, _, let path): target[keyPath: path] = source[keyPath: path]
        }
    }
}
