import Foundation

/// What view models need to turn values into text: the locale, the time zone that
/// decides what "today" is, the currency of fees, and a clock.
///
/// Injected, never read from the process inside a view model, so that tests fix the
/// date and the locale and every output is reproducible.
public struct DisplayContext: Sendable {
    /// The locale numbers and currencies are formatted for.
    public var locale: Locale
    /// The time zone in which "today" is decided.
    public var timeZone: TimeZone
    /// ISO 4217 code of the currency fees are shown in, e.g. `"USD"`.
    public var currencyCode: String
    /// The current instant.
    public var now: @Sendable () -> Date

    /// Creates a context; the defaults are US English, UTC, US dollars and the system clock.
    public init(
        locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!,
        currencyCode: String = "USD",
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.locale = locale
        self.timeZone = timeZone
        self.currencyCode = currencyCode
        self.now = now
    }

    /// The user's own locale and time zone, US dollars, and the system clock.
    public static var system: DisplayContext {
        DisplayContext(locale: .current, timeZone: .current)
    }

    /// Today's calendar day in ``timeZone``.
    public var today: CalendarDate { CalendarDate(now(), in: timeZone) }
}
