import CGtk
import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    @MainActor @Suite("Pet form photos window")
    struct PetFormPhotosWindowTests {
        /// The Pets page with a photo library in a temporary folder, which the shared
        /// loader resolves `library/…` references in; Bella's form open.
        @MainActor private final class Fixture {
            let page: PetEditingFixture
            let folder: URL
            let library: URL
            let form: FormWindow<PetFormViewModel>

            init() async throws {
                page = try await PetEditingFixture()
                folder = FileManager.default.temporaryDirectory.appendingPathComponent("pet-photos-\(UUID().uuidString)")
                library = folder.appendingPathComponent("library", isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                page.page.catalog.photoLibrary = PixbufFormats.library(in: library)
                PhotoLoader.shared.library = page.page.catalog.photoLibrary
                try await page.select("Bella")
                page.click(page.controls.editButton)
                form = try #require(page.controls.openForm)
                await GTKTestLoop.settle()
            }

            var photos: FormPhotos { form.photos! }

            /// A file named `name` holding `bytes`, outside the library.
            func file(_ name: String, _ bytes: [UInt8]) throws -> PhotoFile {
                let url = folder.appendingPathComponent(name)
                try Data(bytes).write(to: url)
                return PhotoFile(url: url)
            }

            func tearDown() async {
                await page.tearDown()
                PhotoLoader.shared.library = nil
                try? FileManager.default.removeItem(at: folder)
            }
        }

        @Test func addingPhotos_showsAThumbnailRowForEach() async throws {
            let fixture = try await Fixture()
            #expect(fixture.photos.thumbnails.isEmpty)

            fixture.photos.add([try fixture.file("one.png", PhotoFixture.png), try fixture.file("two.jpg", PhotoFixture.jpeg)])

            await GTKTestLoop.settle()
            #expect(fixture.photos.rows.map(rowTitle) == ["Main Photo", "Photo 2"])
            #expect(fixture.photos.thumbnails.map(\.state) == [.photo, .photo])
            #expect(shownError(fixture.photos.messageLabel) == nil)
            #expect(isSensitive(fixture.form.saveButton))
            let buttons = Widgets.descendants(of: fixture.photos.rows[1]).filter(isButton)
            #expect(buttons.contains { hasAccessibleLabel($0, "Remove photo 2") })
            #expect(buttons.contains { hasAccessibleLabel($0, "Use photo 2 as main photo") })
            await fixture.tearDown()
        }

        @Test func useAsMainPhoto_movesThePhotoFirst_andKeepsTheFocusOnTheFormerMainPhoto() async throws {
            let fixture = try await Fixture()
            fixture.photos.add([try fixture.file("one.png", PhotoFixture.png), try fixture.file("two.jpg", PhotoFixture.jpeg)])
            await GTKTestLoop.settle()
            let first = fixture.form.form.photos.references[0]
            let useAsMain = try #require(Widgets.descendants(of: fixture.photos.rows[1]).first {
                isButton($0) && hasAccessibleLabel($0, "Use photo 2 as main photo")
            })

            fixture.page.click(useAsMain)

            await GTKTestLoop.settle()
            #expect(fixture.form.form.photos.references[1] == first)
            let focus = try #require(gtk_root_get_focus(gtk_widget_get_root(fixture.form.window.widget)))
            #expect(Widgets.descendants(of: fixture.photos.rows[1]).contains(focus))
            #expect(hasAccessibleLabel(focus, "Use photo 2 as main photo"))
            await fixture.tearDown()
        }

        @Test func theFormWindow_acceptsDroppedFiles() async throws {
            let fixture = try await Fixture()
            #expect(acceptsDroppedFiles(fixture.form.window.widget))
            await fixture.tearDown()
        }

        @Test func aBadFile_showsItsMessage_andAddsNothing() async throws {
            let fixture = try await Fixture()

            fixture.photos.add([try fixture.file("one.png", PhotoFixture.png), try fixture.file("x.png", Array("not a picture".utf8))])

            await GTKTestLoop.settle()
            #expect(shownError(fixture.photos.messageLabel)
                == "“x.png” is not an image Pet Adoption can show (JPEG, PNG). No photos were added.")
            #expect(fixture.photos.thumbnails.isEmpty)
            #expect(!fixture.form.form.hasChanges)
            let copies = (try? FileManager.default.contentsOfDirectory(atPath: fixture.library.path)) ?? []
            #expect(copies.isEmpty)
            await fixture.tearDown()
        }

        @Test func save_storesCopiesInTheLibrary_andThePageShowsTheOtherPhotos() async throws {
            let fixture = try await Fixture()
            let originals = [try fixture.file("one.png", PhotoFixture.png), try fixture.file("two.jpg", PhotoFixture.jpeg)]
            fixture.photos.add(originals)
            await GTKTestLoop.settle()

            fixture.page.click(fixture.form.saveButton)

            await GTKTestLoop.settle()
            let bella = try #require(fixture.page.store.pets["bella"])
            let references = [bella.photo].compactMap { $0 } + bella.morePhotos
            #expect(references.count == 2)
            for reference in references {
                let copy = try #require(PhotoLibrary.fileURL(forReference: reference, in: fixture.library))
                #expect(FileManager.default.fileExists(atPath: copy.path))
                #expect(!originals.contains { $0.url?.path == copy.path })
            }
            let page = fixture.page.page.detail.page
            #expect(page.photo.state == .photo)
            #expect(gtk_widget_get_visible(page.gallery.widget) != 0)
            #expect(page.gallery.photos.map(\.state) == [.photo])
            let shown = try #require(page.gallery.photos.first.flatMap { gtk_widget_get_parent($0.widget) })
            #expect(hasAccessibleLabel(shown, "Photo 2 of 2"))
            await fixture.tearDown()
        }
    }
}

/// The title of a preferences row.
@MainActor
private func rowTitle(_ row: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: adw_preferences_row_get_title(pet_adw_preferences_row(gpointer(row))))
}

/// Whether `widget` is a button.
@MainActor
private func isButton(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_type_check_instance_is_a(gpointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0
}
