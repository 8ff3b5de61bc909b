import Foundation
import Testing
@testable import PetAdoptionApp

@Suite("WindowStateStore")
struct WindowStateStoreTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pet-adoption-\(UUID().uuidString)")

    @Test func load_givesTheDefaults_whenNothingWasSaved() {
        #expect(WindowStateStore(directory: directory.path).load() == WindowState())
    }

    @Test func save_thenLoad_givesTheSavedState() throws {
        let store = WindowStateStore(directory: directory.path + "/nested")
        let state = WindowState(
            width: 720, height: 540, isMaximized: true, sectionName: "recipes",
            filters: ["pets": "houseTrained;sizes=small", "recipes": "time=30"])
        defer { try? FileManager.default.removeItem(at: directory) }

        try store.save(state)

        #expect(store.load() == state)
    }

    @Test func load_keepsTheDefaults_forUnreadableValues() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = WindowStateStore(directory: directory.path)
        try "[window]\nwidth=wide\nheight=-5\nsection=pets\n".write(toFile: store.path, atomically: true, encoding: .utf8)

        let state = store.load()

        #expect(state == WindowState(sectionName: "pets"))
    }
}
