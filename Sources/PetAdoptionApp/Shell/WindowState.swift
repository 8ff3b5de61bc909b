/// What the main window remembers between runs.
struct WindowState: Equatable {
    /// The window's width in pixels, when not maximized.
    var width: Int32 = 960
    /// The window's height in pixels, when not maximized.
    var height: Int32 = 680
    /// Whether the window was maximized.
    var isMaximized = false
    /// The name of the section shown last, if any.
    var sectionName: String?
    /// Each section's filter as its text (``SectionBuilder/filterText``), by section name;
    /// sections that filter nothing are left out.
    var filters: [String: String] = [:]
}
