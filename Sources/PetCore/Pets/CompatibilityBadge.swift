/// A small label on a pet's detail page saying whether it gets on with children,
/// dogs or cats, with a kind the view styles by (e.g. green, red, grey).
public struct CompatibilityBadge: Identifiable, Hashable, Sendable {
    /// Who the pet may or may not get on with.
    public enum Subject: String, CaseIterable, Hashable, Sendable {
        case children
        case dogs
        case cats
    }

    /// How the badge should look.
    public enum Kind: String, Hashable, Sendable {
        /// The pet is known to get on with them.
        case positive
        /// The pet is known not to get on with them.
        case negative
        /// Nobody knows yet.
        case unknown
    }

    /// Who the badge is about.
    public let subject: Subject
    /// How the badge should look.
    public let kind: Kind
    /// The badge's text: "Good with children", "Not good with cats" or, when the
    /// shelter has not found out, "Untested with dogs".
    public let text: String

    /// The badge for `compatibility` with `subject`, worded by `labels`.
    public init(_ subject: Subject, _ compatibility: YesNoAnswer, labels: PetLabels) {
        self.subject = subject
        kind = switch compatibility {
        case .yes: .positive
        case .no: .negative
        case .unknown: .unknown
        }
        text = labels.compatibility(compatibility, with: subject)
    }

    /// One badge per subject, children first.
    public var id: Subject { subject }
}
