import CGtk
import Foundation
import PetCore
import PetServerStore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// A server desk while the shelter server cannot be reached: the banner says so and
    /// since when, and nothing that writes is offered; both come back with the server.
    @MainActor @Suite("Server desk: the server gone")
    struct ServerOutageTests {
        private static let lastAnswer = Date(timeIntervalSince1970: 1_717_243_200)  // 2024-06-01 12:00 UTC

        @Test func theBanner_showsWhileTheServerCannotBeReached_sayingSinceWhen() async throws {
            try GTKTestLoop.initialize()
            let reachability = ServerReachability(context: PetsPageFixture.context)
            let banner = pet_banner_new()!
            let window = TestWindow(child: banner, width: 600)
            ReachabilityBanner.show(reachability, in: banner, toasts: ToastPresenter(overlay: adw_toast_overlay_new())) {}
            await GTKTestLoop.settle()
            #expect(Widgets.button(labelled: "_Reconnect", under: banner).map(gtk_widget_get_visible) ?? 0 == 0)
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

        @Test func aDeskShowingItsCopy_saysSo_andItsButtonReconnects_sayingWhyItCouldNot() async throws {
            try GTKTestLoop.initialize()
            let reachability = ServerReachability(context: PetsPageFixture.context, copySeenAt: Self.lastAnswer)
            let banner = pet_banner_new()!
            let toasts = ToastPresenter(over: banner)
            let window = TestWindow(child: toasts.overlay.widget, width: 600)
            let refusal = ShelterServerError.cannotConnect(host: "db.shelter.example", port: 5432)
            var attempts = 0
            ReachabilityBanner.show(reachability, in: banner, toasts: toasts) {
                attempts += 1
                throw refusal
            }
            await GTKTestLoop.settle()
            #expect(pet_banner_get_revealed(banner) != 0)
            #expect(String(cString: pet_banner_get_title(banner)) == reachability.bannerText)

            let button = try #require(Widgets.button(labelled: "_Reconnect", under: banner))
            #expect(gtk_widget_get_visible(button) != 0)
            await activate(button)
            await GTKTestLoop.settle()
            #expect(attempts == 1)
            #expect(toasts.titles == [refusal.message(.english)])

            reachability.serverAnswers(true)
            await GTKTestLoop.settle()
            #expect(String(cString: pet_banner_get_title(banner)).hasPrefix("The shelter server answers again."))
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
