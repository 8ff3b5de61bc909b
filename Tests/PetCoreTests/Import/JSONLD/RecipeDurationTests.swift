import Testing
@testable import PetCore

@Suite("Recipe durations")
struct RecipeDurationTests {
    static let readable: [(String, Int)] = [
        ("\"PT1H15M\"", 75),
        ("\"P0DT0H30M\"", 30),
        ("\"P0DT2H0M\"", 120),
        ("\"PTH10MS\"", 10),
        ("\"PT1HMS\"", 60),
        ("\"P30M\"", 30),
        ("\"P1H\"", 60),
        ("\"PT90S\"", 2),
        ("\"PT1.5H\"", 90),
        ("\"PT0.75H\"", 45),
        ("\"PT0D4H45M\"", 285),
        ("\"PT1D2H\"", 1560),
        ("\"P0DT1H\"", 60),
        ("\"PT1H30\"", 90),
        ("\"PT5M30\"", 6),
        ("\"PT2,5H\"", 150),
        ("\"P1D\"", 1440),
        ("\"PT00H00M00S\"", 0),
        ("\"pt20m\"", 20),
        ("{\"@type\": \"Duration\", \"@value\": \"P0DT0H35M0S\"}", 35),
        ("[\"PT5M\"]", 5),
        ("45", 45),
        ("\"45\"", 45),
        ("\"20 minutes\"", 20),
        ("\"1 hour 15 mins\"", 75),
        ("\"1h30\"", 90),
        ("\"10-15 min\"", 15),
        ("\"2 hours\"", 120),
        ("\"Prep: 20 min\"", 20),
    ]

    @Test(arguments: readable)
    func duration_isReadAsMinutes(_ json: String, _ minutes: Int) throws {
        let value = try jsonValue(json)

        #expect(RecipeDuration.minutes(value) == .value(minutes))
    }

    static let unreadable: [(String, String)] = [
        ("\"PTundefinedM\"", "PTundefinedM"),
        ("\"P\"", "P"),
        ("\"PT\"", "PT"),
        ("\"P1Y\"", "P1Y"),
        ("\"P1MT5M\"", "P1MT5M"),
        ("\"PT30\"", "PT30"),
        ("\"PTHM\"", "PTHM"),
        ("\"PTHMS\"", "PTHMS"),
        ("\"PT1S30\"", "PT1S30"),
        ("\"P1T30M\"", "P1T30M"),
        ("\"about an hour\"", "about an hour"),
        ("\"PT99999999H\"", "PT99999999H"),
        ("true", "true"),
    ]

    @Test(arguments: unreadable)
    func duration_thatMeansNothing_isUnreadable_quotingWhatWasFound(_ json: String, _ found: String) throws {
        let value = try jsonValue(json)

        #expect(RecipeDuration.minutes(value) == .unreadable(found: found))
    }

    @Test(arguments: ["null", "\"\"", "\"  \""])
    func emptyDuration_isAbsent(_ json: String) throws {
        #expect(RecipeDuration.minutes(try jsonValue(json)) == .absent)
    }

    @Test func missingDuration_isAbsent() {
        #expect(RecipeDuration.minutes(nil) == .absent)
    }
}
