import Foundation
import Testing
@testable import PetCore

/// The system context follows the session's POSIX locale, which Foundation's
/// `Locale.current` does not do on Linux.
@Suite("Display context")
struct DisplayContextTests {
    @Test func posixLocale_isLANG_withoutItsEncoding() {
        #expect(DisplayContext.posixLocale(in: ["LANG": "de_DE.UTF-8"])?.identifier == "de_DE")
    }

    @Test func posixLocale_dropsAModifier_andAcceptsHyphens() {
        #expect(DisplayContext.posixLocale(in: ["LANG": "fr_FR@euro"])?.identifier == "fr_FR")
        #expect(DisplayContext.posixLocale(in: ["LANG": "pt-BR.UTF-8"])?.identifier == "pt_BR")
    }

    @Test func posixLocale_prefersLC_ALL_thenLC_MONETARY_overLANG() {
        let all = ["LC_ALL": "ja_JP.UTF-8", "LC_MONETARY": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]
        #expect(DisplayContext.posixLocale(in: all)?.identifier == "ja_JP")
        let monetary = ["LC_MONETARY": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]
        #expect(DisplayContext.posixLocale(in: monetary)?.identifier == "de_DE")
    }

    @Test func posixLocale_isNil_forTheCLocale_orNothingSet() {
        #expect(DisplayContext.posixLocale(in: ["LANG": "C.UTF-8"]) == nil)
        #expect(DisplayContext.posixLocale(in: ["LC_ALL": "POSIX"]) == nil)
        #expect(DisplayContext.posixLocale(in: ["LC_ALL": "", "LANG": ""]) == nil)
        #expect(DisplayContext.posixLocale(in: [:]) == nil)
    }

    @MainActor @Test func system_formatsFees_inTheSessionsLocale() {
        let context = DisplayContext.system(environment: ["LANG": "en_US.UTF-8"])
        #expect(PetFormatter(context: context).feeText(50) == "$50.00")
    }
}
