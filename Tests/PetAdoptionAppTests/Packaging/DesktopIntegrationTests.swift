import Foundation
import PetCore
import Testing

/// The desktop file, metainfo and Flatpak manifests agree with the app and with each
/// other, pass their validators, and ask for no more than the app needs.
@Suite("Desktop integration")
struct DesktopIntegrationTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let desktopFile = root.appendingPathComponent("Resources/desktop/\(AppIdentity.id).desktop.in")
    private static let metainfo = root.appendingPathComponent("Resources/desktop/\(AppIdentity.id).metainfo.xml.in")
    private static let manifest = root.appendingPathComponent("build-aux/flatpak/\(AppIdentity.id).json")
    private static let localManifest = root.appendingPathComponent("build-aux/flatpak/local-manifest.json.in")
    /// What the sandbox opens, and no more: the display, GPU rendering, and the sound
    /// server for a finished kitchen timer's sound (libcanberra plays through it).
    private static let leastPrivilege = ["--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri", "--socket=pulseaudio"]

    @Test func desktopFile_namesTheAppsIconAndBinary() throws {
        let text = try String(contentsOf: Self.desktopFile, encoding: .utf8)
        #expect(text.contains("\nIcon=\(AppIdentity.id)\n"))
        #expect(text.contains("\nExec=pet-adoption\n"))
        #expect(text.contains("\nName=\(AppIdentity.name)\n"))
    }

    @Test func metainfo_matchesTheAppsIdAndVersion() throws {
        let text = try String(contentsOf: Self.metainfo, encoding: .utf8)
        #expect(text.contains("<id>\(AppIdentity.id)</id>"))
        #expect(text.contains("<launchable type=\"desktop-id\">\(AppIdentity.id).desktop</launchable>"))
        #expect(text.contains("<release version=\"\(AppIdentity.version)\""))
        #expect(text.components(separatedBy: "<screenshot").count - 1 >= 2)
    }

    @Test func icons_existForTheAppID() {
        for path in ["scalable/apps/\(AppIdentity.id).svg", "symbolic/apps/\(AppIdentity.id)-symbolic.svg"] {
            let url = Self.root.appendingPathComponent("Resources/icons/hicolor/\(path)")
            #expect(FileManager.default.fileExists(atPath: url.path), "missing \(path)")
        }
    }

    @Test(arguments: [manifest, localManifest])
    func manifest_usesTheAppID_andOnlyLeastPrivilege(_ url: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let manifest = try #require(object)
        #expect(manifest["id"] as? String == AppIdentity.id)
        #expect(manifest["command"] as? String == "pet-adoption")
        #expect(manifest["finish-args"] as? [String] == Self.leastPrivilege)
    }

    @Test func publicManifest_buildsWithTheSwiftSDKAndAStaticStdlib_fromPinnedSources() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        #expect(text.contains("org.freedesktop.Sdk.Extension.swift6"))
        #expect(text.contains("--static-swift-stdlib"))
        #expect(text.contains("\"tag\": \"v7.10.0\""))
        #expect(text.contains("set-mirror"))
    }

    @Test func publicManifest_pinsEveryDownloadedArchive_byItsSHA256() throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.manifest)) as? [String: Any]
        let modules = try #require(object?["modules"] as? [[String: Any]])
        let sources = modules.flatMap { $0["sources"] as? [[String: Any]] ?? [] }
        let archives = sources.filter { $0["type"] as? String == "archive" }

        #expect(!archives.isEmpty, "libcanberra and its sound theme are downloaded archives")
        for archive in archives {
            let sha256 = archive["sha256"] as? String ?? ""
            #expect(sha256.count == 64 && sha256.allSatisfy(\.isHexDigit), "\(archive["url"] ?? "an archive") has no SHA-256")
        }
    }
}
