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

    @Test func aDeskStartedFromItsCopy_saysSo_andWhenTheCopyWasSeen_andOffersToReconnect() {
        let reachability = ServerReachability(context: Self.context, copySeenAt: Self.now.addingTimeInterval(-26 * 60 * 60))
        #expect(!reachability.isReachable)
        #expect(reachability.bannerText?.replacingOccurrences(of: "\u{202F}", with: " ") == """
            The shelter server could not be reached when this desk started. It shows the catalog as it last saw it \
            (Mar 14, 2026 at 6:00 AM), to look at but not to change.
            """)
        #expect(reachability.bannerButton == "_Reconnect")
    }

    @Test func whenTheServerAnswersAgain_theBannerSaysSo_andSaysWhenItStopsAnsweringAgain() {
        let reachability = ServerReachability(context: Self.context, copySeenAt: Self.now)
        reachability.serverAnswers(true)
        #expect(reachability.bannerText
            == "The shelter server answers again. Reconnect to see the catalog as it is now and to make changes.")
        #expect(!reachability.isReachable)
        reachability.serverAnswers(false)
        #expect(reachability.bannerText?.hasPrefix("The shelter server could not be reached when this desk started.") == true)
    }

    @Test func aReconnectionThatFails_saysWhyInWordsForTheUser_andAnotherCanBeTried() async {
        let reachability = ServerReachability(context: Self.context, copySeenAt: Self.now)
        let failure = await reachability.reconnect { throw CatalogCopyRefusal.nothingToCopy }
        #expect(failure == CatalogCopyRefusal.nothingToCopy.message(.english))
        #expect(!reachability.isReconnecting)
        var opened = false
        #expect(await reachability.reconnect { opened = true } == nil)
        #expect(opened)
    }

    @Test func aServerDesk_hasNoBannerButton() {
        #expect(ServerReachability(context: Self.context).bannerButton == nil)
    }
}
