import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// A server desk while the shelter server cannot be reached: the banner says so and
    /// since when, and nothing that writes is offered; both come back with the server.
    @MainActor @Suite("Server desk: the server gone")
    struct ServerOutageTests {
        private static let lastAnswer = Date(timeIntervalSince1970: 1_717_243_200)  // 2024-06-01 12:00 UTC

        @Test func theBanner_showsWhileTheServerCannotBeReached_sayingSinceWhen() async throws {
            let reachability = ServerReachability(context: PetsPageFixture.context)
            let banner = pet_banner_new()!
            let window = TestWindow(child: banner, width: 600)
            ReachabilityBanner.show(reachability, in: banner)
            await GTKTestLoop.settle()
            #expect(pet_banner_get_revealed(banner) == 0)

            reachability.update(.unreachable(since: Self.lastAnswer))
            await GTKTestLoop.settle()
            #expect(pet_banner_get_revealed(banner) != 0)
            #expect(String(cString: pet_banner_get_title(banner)) == reachability.bannerText)

            reachability.update(.reachable)
            await GTKTestLoop.settle()
            #expect(pet_banner_get_revealed(banner) == 0)
            window.destroy()
        }

        @Test func addEditDeleteAndAdopt_areOffered_onlyWhileTheServerCanBeReached() async throws {
            let reachability = ServerReachability(context: PetsPageFixture.context)
            let page = try await PetEditingFixture(reachability: reachability)
            try await page.select("Bella")
            let buttons = [page.controls.addButton, page.controls.editButton, page.controls.deleteButton, page.page.detail.page.adoptButton]
            #expect(buttons.allSatisfy(isSensitive))

            reachability.update(.unreachable(since: Self.lastAnswer))
            await GTKTestLoop.settle()
            #expect(!buttons.contains(where: isSensitive))

            reachability.update(.reachable)
            await GTKTestLoop.settle()
            #expect(buttons.allSatisfy(isSensitive))
            await page.tearDown()
        }
    }
}
