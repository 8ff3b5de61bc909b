import Foundation
import Testing
@testable import PetAdoptionApp

@Suite("ResourceLocator")
struct ResourceLocatorTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A temporary folder holding `Catalog/catalog.json` at `catalogParent`, removed by the caller.
    private static func makeTree(catalogParent: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent(catalogParent).appendingPathComponent("Catalog")
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: catalog.appendingPathComponent("catalog.json"))
        return root
    }

    @Test func environmentVariable_wins_overEveryLayout() {
        let locator = ResourceLocator.locate(
            environment: [ResourceLocator.dataDirectoryVariable: "/opt/data"],
            executablePath: Self.packageRoot.appendingPathComponent(".build/debug/pet-adoption").path)

        #expect(locator?.catalogFile.path == "/opt/data/Catalog/catalog.json")
        #expect(locator?.photosDirectory.path == "/opt/data/Catalog/photos")
    }

    @Test func installedLayout_isShareBesideBin() throws {
        let root = try Self.makeTree(catalogParent: "share/pet-adoption")
        defer { try? FileManager.default.removeItem(at: root) }

        let locator = ResourceLocator.locate(environment: [:], executablePath: root.appendingPathComponent("bin/pet-adoption").path)

        #expect(locator?.dataDirectory.path == root.appendingPathComponent("share/pet-adoption").standardizedFileURL.path)
    }

    @Test func buildTree_isFoundByWalkingUpToResources() throws {
        let root = try Self.makeTree(catalogParent: "Resources")
        defer { try? FileManager.default.removeItem(at: root) }

        let locator = ResourceLocator.locate(
            environment: [:], executablePath: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/pet-adoption").path)

        #expect(locator?.catalogFile.path == root.appendingPathComponent("Resources/Catalog/catalog.json").standardizedFileURL.path)
    }

    @Test func noLayout_findsNothing() throws {
        let root = try Self.makeTree(catalogParent: "elsewhere")
        defer { try? FileManager.default.removeItem(at: root) }

        #expect(ResourceLocator.locate(environment: [:], executablePath: root.appendingPathComponent("bin/app").path) == nil)
    }

    @Test func testRunner_findsThisPackagesSampleCatalog() throws {
        let locator = try #require(ResourceLocator.locate(environment: [:]))

        #expect(FileManager.default.fileExists(atPath: locator.catalogFile.path))
        #expect(locator.dataDirectory.path == Self.packageRoot.appendingPathComponent("Resources").standardizedFileURL.path)
    }

    @Test func photoReference_relative_resolvesInThePhotoFolder() {
        let locator = ResourceLocator(dataDirectory: URL(fileURLWithPath: "/data"))

        #expect(locator.photoPath(for: "pet-zoe.svg") == "/data/Catalog/photos/pet-zoe.svg")
        #expect(locator.photoPath(for: "dogs/zoe.png") == "/data/Catalog/photos/dogs/zoe.png")
    }

    @Test func photoReference_absolutePathOrFileURL_isUsedAsIs() {
        let locator = ResourceLocator(dataDirectory: URL(fileURLWithPath: "/data"))

        #expect(locator.photoPath(for: "/home/me/Pictures/rex.jpg") == "/home/me/Pictures/rex.jpg")
        #expect(locator.photoPath(for: "file:///home/me/My%20Pictures/rex.jpg") == "/home/me/My Pictures/rex.jpg")
    }

    @Test func photoReference_webAddressOrEscapeOrNothing_namesNoFile() {
        let locator = ResourceLocator(dataDirectory: URL(fileURLWithPath: "/data"))

        #expect(locator.photoPath(for: "https://example.com/rex.jpg") == nil)
        #expect(locator.photoPath(for: "http://example.com/rex.jpg") == nil)
        #expect(locator.photoPath(for: "../secrets.png") == nil)
        #expect(locator.photoPath(for: "dogs//zoe.png") == nil)
        #expect(locator.photoPath(for: "") == nil)
        #expect(locator.photoPath(for: nil) == nil)
    }

    @Test func withoutAPhotoFolder_onlyAbsoluteReferencesNameAFile() {
        #expect(ResourceLocator.photoPath(for: "pet-zoe.svg", relativeTo: nil) == nil)
        #expect(ResourceLocator.photoPath(for: "/tmp/zoe.png", relativeTo: nil) == "/tmp/zoe.png")
    }

    @Test func translations_areBesideTheDataFolder_installedOrInTheBuildTree() {
        #expect(ResourceLocator(dataDirectory: URL(fileURLWithPath: "/app/share/pet-adoption")).localeDirectory.path
            == "/app/share/locale")
        #expect(ResourceLocator(dataDirectory: URL(fileURLWithPath: "/src/app/Resources")).localeDirectory.path
            == "/src/app/.build/locale")
    }
}
