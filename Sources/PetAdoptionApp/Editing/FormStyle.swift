/// The forms' style: a field's error, in the row under the field, reads in the error
/// colour though its row is insensitive.
///
/// The row is insensitive so that the keyboard passes over it: GTK 4.8's list box enters
/// a group backwards (Shift+Tab) at its last *sensitive* row, whether or not that row can
/// take the focus, and when it cannot, the whole group is skipped.
enum FormStyle {
    /// The style class of the row that holds a field's error.
    static let errorRowClass = "form-error-row"

    /// The style sheet; the form's fields install it.
    @MainActor static let sheet = StyleSheet("""
        row.form-error-row:disabled, row.form-error-row:disabled label { opacity: 1; filter: none; }
        row.form-error-row:disabled label.error { color: @error_color; }
        """)
}
