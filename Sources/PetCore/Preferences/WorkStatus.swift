/// What a page says about work it was asked to do: nothing yet, work under way, or how
/// it went (Preferences' Test Connection, Open Catalog, Copy to the Server).
public enum WorkStatus: Hashable, Sendable {
    case idle
    case working(String)
    case succeeded(String)
    case failed(String)

    /// The words to show; empty for ``idle``.
    public var text: String {
        switch self {
        case .idle: ""
        case .working(let text), .succeeded(let text), .failed(let text): text
        }
    }
}
