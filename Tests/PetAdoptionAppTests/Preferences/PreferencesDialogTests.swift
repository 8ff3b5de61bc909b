import CGtk
import Foundation
import PetCore
import PetServerStore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Preferences (Ctrl+,) as a desk sees it: where the catalog lives, the server's
    /// fields, Test Connection saying what it found, and Open Catalog replacing the window.
    @MainActor @Suite("Preferences: where the catalog lives")
    struct PreferencesDialogTests {
        private let shell: ShellFixture
        private let desk = PreferencesDesk()

        init() throws {
            shell = try ShellFixture(preferences: { [desk] window in desk.show(over: window) })
        }

        private func openPreferences() async throws -> PreferencesDialog {
            shell.activateAppAction("preferences")
            await GTKTestLoop.settle()
            return try #require(desk.dialog)
        }

        private func type(_ text: String, into field: UnsafeMutablePointer<GtkWidget>) {
            Widgets.setEntryText(of: field, text)
        }

        @Test func ctrlComma_opensPreferences_onThisComputer_withTheServerFieldsOff() async throws {
            let accelerators = gtk_application_get_accels_for_action(pet_gtk_application(gpointer(shell.app.application)), "app.preferences")
            defer { g_strfreev(accelerators) }
            #expect(accelerators?[0].map { String(cString: $0) } == "<Control>comma")
            let dialog = try await openPreferences()

            #expect(pet_is_preferences(gpointer(dialog.preferences)) != 0)
            #expect(Widgets.isActive(dialog.placeChecks[0]))
            #expect(labelTexts(in: dialog.preferences).contains("Open now: this computer’s catalog."))
            let host = try #require(dialog.fields["Host"])
            #expect(gtk_widget_is_sensitive(host) == 0)
            #expect(gtk_widget_is_sensitive(dialog.testButton) == 0)
            #expect(gtk_widget_is_sensitive(dialog.openButton) == 0)

            Widgets.setActive(dialog.placeChecks[1], true)
            await GTKTestLoop.settle()
            #expect(gtk_widget_is_sensitive(host) != 0)
            #expect(gtk_widget_is_sensitive(dialog.testButton) != 0)
            await shell.tearDown()
        }

        @Test func aFailedTest_saysWhy_underTheButtons_andTheFieldsSayWhatIsMissing() async throws {
            desk.testError = ShelterServerError.loginRefused(user: "frontdesk")
            let dialog = try await openPreferences()
            Widgets.setActive(dialog.placeChecks[1], true)
            await GTKTestLoop.settle()
            await activate(dialog.testButton)
            await GTKTestLoop.wait(for: "the refusal to fill in the fields") { desk.viewModel?.status != .idle }
            await GTKTestLoop.settle()
            #expect(Widgets.text(of: dialog.statusLabel) == "Correct the server’s details first.")
            #expect(Widgets.text(of: try #require(dialog.errorLabels["Host"])) == "Enter the server’s host name or address.")

            type("localhost", into: try #require(dialog.fields["Host"]))
            type("shelter", into: try #require(dialog.fields["Database"]))
            type("frontdesk", into: try #require(dialog.fields["User Name"]))
            type("wrong", into: try #require(dialog.fields["Password"]))
            await GTKTestLoop.settle()
            await activate(dialog.testButton)
            await GTKTestLoop.wait(for: "the test to finish") { desk.viewModel?.status.text.hasPrefix("The shelter server refused") == true }
            await GTKTestLoop.settle()

            #expect(desk.tested == [ShelterServerAddress(host: "localhost", database: "shelter", user: "frontdesk")])
            #expect(desk.testedPasswords == ["wrong"])
            #expect(Widgets.text(of: dialog.statusLabel).hasPrefix("The shelter server refused frontdesk: the password is wrong"))
            #expect(gtk_widget_has_css_class(dialog.statusLabel, "error") != 0)
            #expect(Widgets.text(of: try #require(dialog.errorLabels["Host"])).isEmpty, "the host is filled in now")
            await shell.tearDown()
        }

        @Test func theCAFile_isTypedOrChosen_andAPathWithNoFileIsWrongAtOnce() async throws {
            let dialog = try await openPreferences()
            let field = try #require(dialog.fields["CA File"])
            #expect(gtk_widget_is_sensitive(field) == 0, "only for the server")
            Widgets.setActive(dialog.placeChecks[1], true)
            await GTKTestLoop.settle()
            #expect(gtk_widget_is_sensitive(field) != 0)
            #expect(Widgets.text(of: try #require(dialog.errorLabels["CA File"])).isEmpty, "empty: the system's authorities")

            type("/no/such/ca.pem", into: field)
            await GTKTestLoop.settle()
            #expect(Widgets.text(of: try #require(dialog.errorLabels["CA File"]))
                == "There is no file to read at this path. Choose the CA file whoever runs the server gave you.")

            #expect(String(cString: gtk_widget_get_tooltip_text(dialog.chooseButton)) == "Choose CA File", "and its accessible name")
            await activate(dialog.chooseButton)
            #expect(dialog.isChoosingFile)
            await shell.tearDown()
        }

        @Test func openingACatalog_closesPreferences_andTheWindowShowsIt() async throws {
            let dialog = try await openPreferences()
            Widgets.setActive(dialog.placeChecks[1], true)
            type("localhost", into: try #require(dialog.fields["Host"]))
            type("shelter", into: try #require(dialog.fields["Database"]))
            type("frontdesk", into: try #require(dialog.fields["User Name"]))
            await GTKTestLoop.settle()
            let before = try shell.window.window
            desk.onShow = { [shell] in shell.app.replaceMainWindow() }

            await activate(dialog.openButton)
            await GTKTestLoop.wait(for: "the catalog to open") { desk.viewModel?.isWorking == false && desk.opened.count == 1 }
            await GTKTestLoop.settle()

            #expect(desk.opened == [.shelterServer(ShelterServerAddress(host: "localhost", database: "shelter", user: "frontdesk"))])
            #expect(try shell.window.window != before, "a new window shows the catalog")
            #expect(shell.windows.count == 1, "the old window and Preferences are gone")
            #expect(desk.places.load() == desk.opened.first)
            await shell.tearDown()
        }
    }
}

/// What `main.swift` gives Preferences, with the settings, keyring, server and window
/// replaced by records of what was asked.
@MainActor
private final class PreferencesDesk {
    let places = MemoryPlaces()
    var testError: (any Error)?
    var tested: [ShelterServerAddress] = []
    var testedPasswords: [String?] = []
    var opened: [CatalogPlace] = []
    var onShow: @MainActor () -> Void = {}
    private(set) weak var dialog: PreferencesDialog?
    private(set) var viewModel: CatalogPlaceViewModel?

    func show(over window: UnsafeMutablePointer<GtkWidget>) {
        let viewModel = CatalogPlaceViewModel(
            openPlace: .thisComputer, places: places, keyring: NoKeyring(),
            test: { [weak self] address, password in
                try await MainActor.run {
                    self?.tested.append(address)
                    self?.testedPasswords.append(password)
                    if let error = self?.testError { throw error }
                }
                return .mayChange
            },
            open: { [weak self] place, _ in
                self?.opened.append(place)
                return { self?.onShow() }
            })
        let dialog = PreferencesDialog(viewModel: viewModel, copy: CatalogCopyViewModel(isOffered: false, copy: { _ in
            throw CatalogCopyRefusal.nothingToCopy
        }))
        dialog.present(over: window)
        self.viewModel = viewModel
        self.dialog = dialog
    }
}

/// Settings kept in memory.
private final class MemoryPlaces: CatalogPlaceStoring, @unchecked Sendable {
    private var saved = CatalogPlace.thisComputer
    var lastServerAddress: ShelterServerAddress? { saved.serverAddress }
    func load() -> CatalogPlace { saved }
    func save(_ place: CatalogPlace) throws { saved = place }
}

/// A keyring that keeps nothing.
private struct NoKeyring: ServerPasswordKeeping {
    func password(for address: ShelterServerAddress) throws -> String? { nil }
    func store(_ password: String, for address: ShelterServerAddress) throws {}
}
