import Foundation
import Observation

/// Whether this desk can reach the shelter's server now, as its change feed finds
/// (``ServerReach``): the window's banner says so while it cannot, and every action that
/// writes is refused before the person starts it (``RecordStore/isServerReachable``),
/// while the desk keeps showing the catalog as it last saw it.
///
/// A desk that started while the server could not be reached shows its last-seen copy of
/// the catalog instead (``copySeenAt``), only to look at: the banner says so and when the
/// copy was seen, and offers to reconnect, saying when the server answers again.
@MainActor @Observable
public final class ServerReachability {
    /// When the server last answered, while it cannot be reached; `nil` while it can.
    public private(set) var unreachableSince: Date?
    /// When the copy of the catalog the desk shows was last brought up to date, for a desk
    /// that started from it; `nil` for a desk working with the server.
    public let copySeenAt: Date?
    /// Whether the server answers again, for a desk showing its copy: reconnecting would
    /// show the catalog as it is now.
    public private(set) var isServerBack = false
    /// Whether the desk is reconnecting to the server it started without.
    public private(set) var isReconnecting = false

    @ObservationIgnored private let context: DisplayContext

    /// Reachability that starts reachable (the desk has just opened the catalog there),
    /// worded in `context`'s language, time zone and locale; or, with `copySeenAt`, that
    /// of a desk showing its copy of the catalog seen then, which the server could not
    /// be reached for.
    public init(context: DisplayContext, copySeenAt: Date? = nil) {
        self.context = context
        self.copySeenAt = copySeenAt
    }

    /// Whether the server can be reached.
    public var isReachable: Bool { unreachableSince == nil && copySeenAt == nil }

    /// Takes what a desk showing its copy found when it last asked: whether the server
    /// answers.
    public func serverAnswers(_ answers: Bool) {
        isServerBack = answers
    }

    /// Reconnects a desk showing its copy through `open`, which opens the catalog on the
    /// server and shows it. Returns why that failed, in a sentence for the user; `nil`
    /// when it worked, or when a reconnection is under way already.
    public func reconnect(_ open: @MainActor () async throws -> Void) async -> String? {
        guard !isReconnecting else { return nil }
        isReconnecting = true
        defer { isReconnecting = false }
        do {
            try await open()
            return nil
        } catch {
            return (error as? any TranslatableError)?.message(context.translator) ?? error.localizedDescription
        }
    }

    /// The banner's button, for a desk showing its copy: it reconnects.
    public var bannerButton: String? {
        copySeenAt == nil ? nil : context.translator.tr("_Reconnect")
    }

    /// Takes what the change feed found.
    public func update(_ reach: ServerReach) {
        switch reach {
        case .reachable: unreachableSince = nil
        case .unreachable(let since): unreachableSince = since
        }
    }

    /// The banner's text while the server cannot be reached ("The shelter server cannot
    /// be reached since 10:42. …"); `nil` while it can. A time of another day says its date.
    public var bannerText: String? {
        if let copySeenAt {
            return isServerBack
                ? context.translator.tr("The shelter server answers again. Reconnect to see the catalog as it is now and to make changes.")
                : context.translator.tr(
                    "The shelter server could not be reached when this desk started. It shows the catalog as it last saw it (%1$@), to look at but not to change.",
                    formatted(copySeenAt))
        }
        guard let since = unreachableSince else { return nil }
        return context.translator.tr(
            "The shelter server cannot be reached since %1$@. This desk shows the catalog as it last saw it; changes can be made again once the server is back.",
            formatted(since))
    }

    /// `date` as the banner says it: its time, and its date too when it is not today.
    private func formatted(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let isToday = calendar.isDate(date, inSameDayAs: context.now())
        let style = Date.FormatStyle(
            date: isToday ? .omitted : .abbreviated, time: .shortened, locale: context.locale, calendar: calendar,
            timeZone: context.timeZone)
        return date.formatted(style)
    }
}
