/// A row view model that can say, in one line, what its row shows: the name a screen
/// reader gives the row ("Bella, Dog · Beagle · 2 years old, $150.00, Available").
@MainActor
public protocol AccessibleRow: AnyObject {
    /// Everything the row shows, worded for a screen reader, most telling first.
    var accessibleLabel: String { get }
}
