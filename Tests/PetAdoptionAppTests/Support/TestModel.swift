import Observation

/// A small observable view model for binding tests.
@MainActor @Observable
final class TestModel {
    /// The text a label shows.
    var text: String

    init(text: String) {
        self.text = text
    }
}
