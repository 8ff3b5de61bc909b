import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Export window flow")
    struct ExportControllerTests {
        /// 2024-06-15 12:00 UTC.
        private static let context = DisplayContext(now: { Date(timeIntervalSince1970: 1_718_452_800) })
        private static let added = Date(timeIntervalSince1970: 1_700_000_000)
        private static let pets = [
            Pet(id: "p-rex", name: "Rex", species: .dog, birthday: CalendarDate(year: 2020, month: 1, day: 2)!, dateAdded: added),
            Pet(id: "p-mo", name: "Mo", species: .cat, birthday: CalendarDate(year: 2021, month: 3, day: 4)!, dateAdded: added),
            Pet(id: "p-bo", name: "Bo", species: .dog, birthday: CalendarDate(year: 2019, month: 5, day: 6)!, dateAdded: added),
        ]

        private let shell: ShellFixture
        private let controller: ExportController
        private let folder: URL

        init() throws {
            shell = try ShellFixture()
            let service = ExportService(store: InMemoryCatalogStore(pets: Self.pets), context: Self.context)
            controller = ExportController(
                window: try shell.window.window, toasts: try shell.window.toasts, writer: GIOExportWriter(paths: PhotoPaths())
            ) {
                ExportViewModel(service: service, shownPetIDs: { ["p-bo", "p-rex"] })
            }
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-export-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        private func tearDown() async {
            controller.closeChooser()
            try? FileManager.default.removeItem(at: folder)
            await shell.tearDown()
        }

        @Test func exportAction_opensTheDialog_withTheFormatsAndScopes_firstFormatFocused() async throws {
            try shell.activateWindowAction("export")
            await GTKTestLoop.settle()

            let dialog = try #require(controller.dialog)
            #expect(dialog.formatChecks.count == 3)
            #expect(dialog.scopeChecks.count == 2)
            #expect(Widgets.isActive(dialog.formatChecks[0]))
            #expect(Widgets.isActive(dialog.scopeChecks[0]))
            let focus = gtk_widget_get_root(dialog.dialog).flatMap { gtk_root_get_focus($0) }
            #expect(focus == dialog.formatRows[0])
            #expect(Widgets.button(labelled: "_Export…", under: dialog.dialog) != nil)
            await tearDown()
        }

        @Test func everyChoice_isAKeyboardStop_andActivatingItsRowTicksIt() async throws {
            try shell.activateWindowAction("export")
            await GTKTestLoop.settle()
            let dialog = try #require(controller.dialog)

            #expect(dialog.formatRows.allSatisfy { gtk_widget_get_focusable($0) != 0 })
            #expect((dialog.formatChecks + dialog.scopeChecks).allSatisfy { gtk_widget_get_can_focus($0.widget) == 0 })
            _ = gtk_widget_activate(dialog.formatRows[2])

            await GTKTestLoop.settle()
            #expect(Widgets.isActive(dialog.formatChecks[2]))
            #expect(try #require(controller.viewModel).suggestedFileName == "catalog.json")
            await tearDown()
        }

        @Test func tabFromTheChosenFormat_goesToTheScopes() async throws {
            try shell.activateWindowAction("export")
            await GTKTestLoop.settle()
            let dialog = try #require(controller.dialog)
            _ = gtk_widget_activate(dialog.formatRows[2])
            await GTKTestLoop.settle()
            gtk_widget_grab_focus(dialog.formatRows[2])

            let moved = gtk_widget_child_focus(dialog.dialog, GTK_DIR_TAB_FORWARD)

            let focus = gtk_widget_get_root(dialog.dialog).flatMap { gtk_root_get_focus($0) }
            #expect(moved != 0)
            let row = try #require(focus)
            #expect(gtk_widget_is_ancestor(dialog.scopeChecks[0].widget, row) != 0, "the first scope row")
            _ = gtk_widget_activate(row)

            await GTKTestLoop.settle()
            #expect(Widgets.isActive(dialog.scopeChecks[0]))
            await tearDown()
        }

        @Test func dialogChoices_thenExport_writeTheShownPetsAsPetfinderCSV_andToastIt() async throws {
            try shell.activateWindowAction("export")
            await GTKTestLoop.settle()
            let dialog = try #require(controller.dialog)
            let viewModel = try #require(controller.viewModel)
            Widgets.setActive(dialog.scopeChecks[1], true)
            await GTKTestLoop.settle()
            #expect(viewModel.isShownPetsOnly)
            #expect(viewModel.suggestedFileName == "petfinder.csv")
            let file = folder.appendingPathComponent("dogs.csv")

            controller.export(viewModel, to: file.absoluteString, fileName: "dogs.csv")
            await GTKTestLoop.settle()

            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.hasPrefix("ID,Internal,AnimalName,"))
            #expect(text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").first } == [#""p-bo""#, #""p-rex""#])
            #expect(try #require(controller.toast).title == "Exported 2 pets to dogs.csv")
            await tearDown()
        }

        @Test func exportToAFolderThatIsNotThere_saysWhy_andWritesNothing() async throws {
            try shell.activateWindowAction("export")
            await GTKTestLoop.settle()
            let viewModel = try #require(controller.viewModel)
            viewModel.chooseFormat(at: 1)
            let file = folder.appendingPathComponent("gone/pets.csv")

            controller.export(viewModel, to: file.path, fileName: "pets.csv")
            await GTKTestLoop.settle()

            let title = try #require(controller.toast).title
            #expect(title.hasPrefix("Could not export to pets.csv: "), "\(title)")
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            await tearDown()
        }

        @Test func failedExport_leavesTheFileThatWasThereAsItWas() async throws {
            try shell.activateWindowAction("export")
            await GTKTestLoop.settle()
            let viewModel = try #require(controller.viewModel)
            // A folder where the file would go: replacing it fails, and it stays a folder.
            let taken = folder.appendingPathComponent("catalog.json")
            try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
            viewModel.chooseFormat(at: 2)

            controller.export(viewModel, to: taken.path, fileName: "catalog.json")
            await GTKTestLoop.settle()

            #expect(try #require(controller.toast).title.hasPrefix("Could not export to catalog.json: "))
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: taken.path, isDirectory: &isFolder) && isFolder.boolValue)
            await tearDown()
        }
    }
}
