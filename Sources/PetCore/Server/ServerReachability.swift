import Foundation
import Observation

/// Whether this desk can reach the shelter's server now, as its change feed finds
/// (``ServerReach``): the window's banner says so while it cannot, and every action that
/// writes is refused before the person starts it (``RecordStore/isServerReachable``),
/// while the desk keeps showing the catalog as it last saw it.
@MainActor @Observable
public final class ServerReachability {
    /// When the server last answered, while it cannot be reached; `nil` while it can.
    public private(set) var unreachableSince: Date?

    @ObservationIgnored private let context: DisplayContext

    /// Reachability that starts reachable (the desk has just opened the catalog there),
    /// worded in `context`'s language, time zone and locale.
    public init(context: DisplayContext) {
        self.context = context
    }

    /// Whether the server can be reached.
    public var isReachable: Bool { unreachableSince == nil }

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
        guard let since = unreachableSince else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let isToday = calendar.isDate(since, inSameDayAs: context.now())
        let style = Date.FormatStyle(
            date: isToday ? .omitted : .abbreviated, time: .shortened, locale: context.locale, calendar: calendar,
            timeZone: context.timeZone)
        return context.translator.tr(
            "The shelter server cannot be reached since %1$@. This desk shows the catalog as it last saw it; changes can be made again once the server is back.",
            since.formatted(style))
    }
}
