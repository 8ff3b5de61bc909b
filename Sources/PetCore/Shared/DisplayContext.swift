import Foundation

/// What view models need to turn values into text: the language of their words, the
/// locale, the time zone that decides what "today" is, the currency of fees, and a clock.
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
    /// Puts the app's words into the user's language.
    public var translator: Translator

    /// Creates a context; the defaults are US English, UTC, US dollars and the system clock.
    public init(
        locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!,
        currencyCode: String = "USD",
        translator: Translator = .english,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.locale = locale
        self.timeZone = timeZone
        self.currencyCode = currencyCode
        self.translator = translator
        self.now = now
    }

    /// The user's own locale and time zone, US dollars, the system clock, and `translator`.
    public static func system(translator: Translator) -> DisplayContext {
        system(environment: ProcessInfo.processInfo.environment, translator: translator)
    }

    /// ``system(translator:)``, with the locale taken from `environment`'s POSIX locale variables.
    ///
    /// Foundation on Linux answers `Locale.current` with `en_001` whatever the session's
    /// language (swiftlang/swift-foundation#717), so the locale is read here the POSIX way:
    /// `LC_ALL`, then `LC_MONETARY` (fees are what the app formats most), then `LANG`;
    /// `C`, `POSIX` or nothing falls back to `Locale.current`.
    public static func system(environment: [String: String], translator: Translator = .english) -> DisplayContext {
        DisplayContext(locale: posixLocale(in: environment) ?? .current, timeZone: .current, translator: translator)
    }

    /// The locale the first set POSIX locale variable names (`"de_DE.UTF-8@euro"` →
    /// `de_DE`), or `nil` when none names one.
    static func posixLocale(in environment: [String: String]) -> Locale? {
        guard let value = ["LC_ALL", "LC_MONETARY", "LANG"].lazy
            .compactMap({ environment[$0] })
            .first(where: { !$0.isEmpty })
        else { return nil }
        let identifier = value
            .prefix { $0 != "." && $0 != "@" }
            .replacingOccurrences(of: "-", with: "_")
        guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return nil }
        return Locale(identifier: identifier)
    }

    /// `number` written the locale's way ("12,345", "12.345").
    public func number(_ number: Int) -> String {
        number.formatted(.number.locale(locale))
    }

    /// The unit weights are shown and typed in: pounds where the locale measures the US
    /// way (CLDR's US system: the United States and Liberia, or a locale that asks for
    /// it with `-u-ms-ussystem`), kilograms everywhere else.
    public var weightUnit: WeightUnit {
        locale.measurementSystem == .us ? .pounds : .kilograms
    }

    /// Today's calendar day in ``timeZone``.
    public var today: CalendarDate { CalendarDate(now(), in: timeZone) }
}
