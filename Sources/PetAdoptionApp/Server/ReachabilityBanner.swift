import CGtk
import PetCore

/// The window's banner while the shelter server cannot be reached: it says so and since
/// when (``ServerReachability/bannerText``), slides in when the change feed finds the
/// server gone and out once it is back, and is announced to screen readers each time it
/// shows. Before libadwaita 1.3, which has no AdwBanner, a revealed label styled alike
/// (`.pet-banner` in `style.css`).
@MainActor
enum ReachabilityBanner {
    /// Shows `reachability` in `banner` (a `pet_banner_new` widget) for as long as the
    /// banner lives. At a desk showing its last-seen copy the banner's button reconnects
    /// through `reconnect` (which opens the catalog on the server and shows it); why that
    /// failed goes to `toasts`.
    static func show(
        _ reachability: ServerReachability, in banner: UnsafeMutablePointer<GtkWidget>, toasts: ToastPresenter,
        reconnect: @escaping @MainActor () async throws -> Void
    ) {
        bind(banner, to: reachability, \.bannerText) { banner, text in
            if let text {
                pet_banner_set_title(banner, text)
                Accessibility.announce(text, from: banner)
            }
            pet_banner_set_revealed(banner, text == nil ? 0 : 1)
        }
        bind(banner, to: reachability, \.bannerButton) { banner, label in pet_banner_set_button_label(banner, label) }
        let clicked: @MainActor () -> Void = {
            PendingWork.start {
                if let failure = await reachability.reconnect(reconnect) { toasts.show(failure) }
            }
        }
        #if ADW_1_3
        connect(banner, \.bannerButtonClicked, clicked)
        #else
        connect(pet_banner_button(banner), \.clicked, clicked)
        #endif
    }
}
