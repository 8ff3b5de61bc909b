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
    /// What the sandbox opens, and no more: the display, GPU rendering, the sound server
    /// for a finished kitchen timer's sound (libcanberra plays through it), and the
    /// network for the shelter's PostgreSQL server.
    private static let leastPrivilege = [
        "--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri", "--socket=pulseaudio", "--share=network",
    ]

    /// What the tests read of a Flatpak manifest: JSON with comments, as flatpak-builder
    /// reads it (json-glib takes `/* */`), so a permission can say why next to it.
    private struct Manifest: Decodable {
        struct Module: Decodable {
            let sources: [Source]?
            let buildCommands: [String]?

            enum CodingKeys: String, CodingKey {
                case sources
                case buildCommands = "build-commands"
            }
        }

        struct Source: Decodable {
            let type: String
            let url: String?
            let sha256: String?
        }

        let id: String
        let command: String
        let finishArgs: [String]
        let modules: [Module]

        enum CodingKeys: String, CodingKey {
            case id, command, modules
            case finishArgs = "finish-args"
        }

        init(_ url: URL) throws {
            let decoder = JSONDecoder()
            decoder.allowsJSON5 = true
            self = try decoder.decode(Manifest.self, from: Data(contentsOf: url))
        }
    }

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
        let manifest = try Manifest(url)
        #expect(manifest.id == AppIdentity.id)
        #expect(manifest.command == "pet-adoption")
        #expect(manifest.finishArgs == Self.leastPrivilege)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("/* The shelter's catalog on its PostgreSQL server"), "the network permission says why")
    }

    @Test func publicManifest_mirrorsEveryPackageThePackageManifestNames() throws {
        let commands = try Manifest(Self.manifest).modules.flatMap { $0.buildCommands ?? [] }
        let packageManifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let urls = packageManifest.components(separatedBy: ".package(url: \"").dropFirst().compactMap { $0.split(separator: "\"").first }
        #expect(urls.count >= 3)
        for url in urls {
            #expect(commands.contains { $0.contains("set-mirror --original \(url) ") }, "\(url) has no mirror")
        }
    }

    @Test func publicManifest_buildsWithTheSwiftSDKAndAStaticStdlib_fromPinnedSources() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        #expect(text.contains("org.freedesktop.Sdk.Extension.swift6"))
        #expect(text.contains("--static-swift-stdlib"))
        #expect(text.contains("\"tag\": \"v7.10.0\""))
        #expect(text.contains("set-mirror"))
    }

    @Test func publicManifest_pinsEveryDownloadedArchive_byItsSHA256() throws {
        let sources = try Manifest(Self.manifest).modules.flatMap { $0.sources ?? [] }
        let archives = sources.filter { $0.type == "archive" }

        #expect(!archives.isEmpty, "libcanberra and its sound theme are downloaded archives")
        for archive in archives {
            let sha256 = archive.sha256 ?? ""
            #expect(sha256.count == 64 && sha256.allSatisfy(\.isHexDigit), "\(archive.url ?? "an archive") has no SHA-256")
        }
    }
}
