/// The forms' style: a field's error, in the row under the field, reads in the error
/// colour though its row is insensitive.
///
/// The row is insensitive so that the keyboard passes over it: GTK 4.8's list box enters
/// a group backwards (Shift+Tab) at its last *sensitive* row, whether or not that row can
/// take the focus, and when it cannot, the whole group is skipped.
///
/// The rules are in the app's `style.css` (``AppResources``); this type names its classes.
enum FormStyle {
    /// The style class of the row that holds a field's error.
    static let errorRowClass = "form-error-row"
}
