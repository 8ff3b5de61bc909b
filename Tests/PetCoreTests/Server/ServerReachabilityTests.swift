import Foundation
import PetCore
import Testing

/// What a server desk says and offers while the shelter server cannot be reached.
@Suite("Server reachability")
@MainActor
struct ServerReachabilityTests {
    /// 2026-03-15 12:00 UTC, shown in New York (08:00).
    private nonisolated static let now = Date(timeIntervalSince1970: 1_773_576_000)
    private static let context = DisplayContext(
        locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "America/New_York")!, currencyCode: "USD",
        now: { now })

    @Test func aReachableServer_hasNoBanner() {
        let reachability = ServerReachability(context: Self.context)
        #expect(reachability.isReachable)
        #expect(reachability.bannerText == nil)
    }

    @Test func theBanner_saysSinceWhenInTheDesksTimeZone_andWhatTheDeskDoesMeanwhile() {
        let reachability = ServerReachability(context: Self.context)
        reachability.update(.unreachable(since: Self.now.addingTimeInterval(-18 * 60)))
        #expect(!reachability.isReachable)
        #expect(reachability.bannerText?.replacingOccurrences(of: "\u{202F}", with: " ") == """
            The shelter server cannot be reached since 7:42 AM. This desk shows the catalog as it last saw it; \
            changes can be made again once the server is back.
            """)
    }

    @Test func anOutageSinceAnotherDay_saysTheDate() {
        let reachability = ServerReachability(context: Self.context)
        reachability.update(.unreachable(since: Self.now.addingTimeInterval(-26 * 60 * 60)))
        let text = reachability.bannerText?.replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(text?.hasPrefix("The shelter server cannot be reached since Mar 14, 2026") == true, "\(text ?? "")")
    }

    @Test func theServerBack_takesTheBannerAway() {
        let reachability = ServerReachability(context: Self.context)
        reachability.update(.unreachable(since: Self.now))
        reachability.update(.reachable)
        #expect(reachability.isReachable)
        #expect(reachability.bannerText == nil)
    }

    @Test func whileTheServerCannotBeReached_noAdoptionIsOffered_andOneConfirmedMeanwhileIsRefused() async throws {
        let (detail, catalog, store) = try await PetFixtures.detail()
        let reachability = ServerReachability(context: Self.context)
        catalog.reachability = reachability
        #expect(detail.canAdopt)
        reachability.update(.unreachable(since: Self.now))

        #expect(!detail.canAdopt)
        #expect(!catalog.isServerReachable)
        await detail.adopt()
        #expect(detail.failure?.text
            == "Couldn't adopt Bella. The shelter server cannot be reached; try again once it is back.")
        #expect(store.adoptions["bella"] == nil)

        reachability.update(.reachable)
        #expect(detail.canAdopt)
    }
}
