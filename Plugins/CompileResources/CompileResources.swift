import Foundation
import PackagePlugin

/// Compiles the app's GResource bundle (`Resources/gresource`: its `.gresource.xml` and the
/// files it names, in subfolders too) into the target, as GNOME apps built with Meson do with
/// `gnome.compile_resources`.
///
/// `EmbedResources` has GLib's `glib-compile-resources` write the bundle and turns it into a
/// Swift source file holding its bytes (SwiftPM compiles generated Swift, not generated C),
/// which `AppResources.register()` hands to GLib at start-up. It runs again whenever a file
/// of the folder changes.
@main
struct CompileResources: BuildToolPlugin {
    /// The folder of the bundle's sources, from the package's root.
    static let folder = "Resources/gresource"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let sources = context.package.directoryURL.appending(path: Self.folder)
        let files = (FileManager.default.enumerator(
            at: sources, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])?.allObjects ?? [])
            .compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        guard let manifest = files.first(where: { $0.lastPathComponent.hasSuffix(".gresource.xml") }) else {
            throw PluginError("no .gresource.xml in \(Self.folder)")
        }
        let swiftFile = context.pluginWorkDirectoryURL.appending(path: "CompiledResources.swift")
        return [
            .buildCommand(
                displayName: "Compiling the GResource bundle of \(Self.folder) into \(target.name)",
                executable: try context.tool(named: "EmbedResources").url,
                arguments: [try Self.find("glib-compile-resources").path, sources.path, manifest.path, swiftFile.path],
                inputFiles: files, outputFiles: [swiftFile]),
        ]
    }

    /// The program `name` on the `PATH` (GLib's tools come with `libglib2.0-dev-bin`, which
    /// GTK's `-dev` package brings, and with every GNOME SDK).
    static func find(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PluginError("\(name) not found on the PATH: install libglib2.0-dev-bin (tools/ensure-dependencies does)")
    }
}

/// Why the plugin could not plan the build, as SwiftPM shows it.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
