extension CalendarDate {
    /// Whole days from `self` to `later` (negative when `later` is earlier).
    public func days(until later: CalendarDate) -> Int {
        later.daysSinceEpoch - daysSinceEpoch
    }

    /// Whole calendar months from `self` to `later`; 0 when `later` is not after `self`.
    ///
    /// A month is complete on the same day of the month; when that day does not exist
    /// (born on the 31st, a 30-day month) it completes on the first of the next month.
    public func wholeMonths(until later: CalendarDate) -> Int {
        guard later > self else { return 0 }
        let months = (later.year - year) * 12 + (later.month - month)
        return later.day < day ? months - 1 : months
    }

    /// Whole years from `self` to `later`; 0 when `later` is not after `self`.
    ///
    /// Someone born on 29 February completes a year on 1 March in common years.
    public func wholeYears(until later: CalendarDate) -> Int {
        wholeMonths(until: later) / 12
    }
}

extension CalendarDate {
    /// The day `days` days after 1970-01-01 (before it when negative).
    public init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        // civil_from_days always yields a valid day.
        self.init(year: year, month: month, day: day)!
    }
}
