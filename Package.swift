// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The `-I` flags of GTK 4, libadwaita, libsecret, libsoup and libcanberra (its header
/// only: the library is loaded at run time), asked of pkg-config when the manifest is read.
///
/// `.systemLibrary(pkgConfig:)` would forward every flag of the whole pkg-config tree,
/// and SwiftPM warns about the ones it refuses (`-pthread`, `-msse`, ...) on every build.
/// Only the include paths are needed here: `Sources/CGtk/module.modulemap` names the
/// libraries to link. With GTK missing this is empty and the build stops at
/// `gtk/gtk.h` not found; `tools/run-app` and `tools/run-tests` install it.
let gtkIncludeFlags: [SwiftSetting] = {
    let flags = (pkgConfig(["--cflags-only-I", "libadwaita-1", "gtk4", "libcanberra", "libsecret-1", "libsoup-3.0"]) ?? "")
        .split(whereSeparator: \.isWhitespace)
        .flatMap { ["-Xcc", String($0)] }
    return flags.isEmpty ? [] : [.unsafeFlags(flags)]
}()

/// The output of `pkg-config ARGUMENTS`, or `nil` when pkg-config or a package is missing.
func pkgConfig(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// One compilation condition per minor release of `package` from `floor` (exclusive) up to
/// the installed one: `GTK_4_10`, `GTK_4_12`, ... for GTK 4.12 with prefix `GTK_4`, so
/// Swift code guards a newer API with `#if GTK_4_12`, as C does with
/// `GTK_CHECK_VERSION (4, 12, 0)`. Only stable (even) minors count for GTK; libadwaita's
/// minors are all stable.
func versionConditions(_ package: String, prefix: String, floor: Int, step: Int) -> [SwiftSetting] {
    guard let version = pkgConfig(["--modversion", package]) else { return [] }
    let parts = version.split(separator: ".").compactMap { Int($0) }
    guard parts.count >= 2 else { return [] }
    return stride(from: floor + step, through: parts[1], by: step).map { .define("\(prefix)_\($0)") }
}

/// The GTK and libadwaita levels this build has: Debian 12's GTK 4.8 and libadwaita 1.2 are
/// the floor, with no condition set.
let platformConditions = versionConditions("gtk4", prefix: "GTK_4", floor: 8, step: 2)
    + versionConditions("libadwaita-1", prefix: "ADW_1", floor: 2, step: 1)

let package = Package(
    name: "PetAdoption",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "pet-adoption", targets: ["PetAdoptionApp"]),
        .library(name: "PetCore", targets: ["PetCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.3"),
    ],
    targets: [
        // The only C in the project: a module map and typed inline helpers over GTK 4 / libadwaita.
        .systemLibrary(name: "CGtk"),
        // Pure core: models, view models, formatting, importers. Foundation + Observation only.
        .target(name: "PetCore"),
        // Persistence: SQLite through GRDB, conforming to PetCore's repository protocols.
        .target(
            name: "PetStore",
            dependencies: ["PetCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // The shelter's server: PostgreSQL through postgres-nio, conforming to the same protocols.
        .target(
            name: "PetServerStore",
            dependencies: [
                "PetCore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // The pool's own errors (a server gone for good), to word them.
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Recipe pages fetched from the web, through libsoup 3, conforming to PetCore's `WebFetching`.
        .target(name: "PetWeb", dependencies: ["CGtk", "PetCore"], swiftSettings: gtkIncludeFlags),
        // The thin GTK 4 view layer, with the GResource bundle of `Resources/gresource` compiled in.
        .executableTarget(
            name: "PetAdoptionApp",
            dependencies: ["CGtk", "PetCore", "PetStore", "PetServerStore", "PetWeb"],
            swiftSettings: gtkIncludeFlags + platformConditions,
            plugins: ["CompileResources"]
        ),
        // Compiles `Resources/gresource` with GLib's glib-compile-resources; `EmbedResources`
        // writes the bundle's bytes as Swift for the app's target.
        .plugin(name: "CompileResources", capability: .buildTool(), dependencies: ["EmbedResources"]),
        .executableTarget(name: "EmbedResources"),
        // The hand-made vendor files are read by path (`VendorExportFiles`), not bundled.
        .testTarget(name: "PetCoreTests", dependencies: ["PetCore"], exclude: ["Import/CSV/VendorExports"]),
        .testTarget(name: "PetStoreTests", dependencies: ["PetStore", "PetCore"]),
        // What every catalog store must do, run against memory, SQLite and PostgreSQL alike;
        // and what only the server store has (roles, TLS, schema versions, dropped connections).
        .testTarget(
            name: "CatalogStoreContractTests",
            dependencies: [
                "PetCore", "PetStore", "PetServerStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "PetAdoptionAppTests",
            dependencies: ["PetAdoptionApp", "CGtk", "PetCore", "PetStore", "PetServerStore", "PetWeb"],
            swiftSettings: gtkIncludeFlags + platformConditions
        ),

        // Benchmarks and test tools (see README, "Benchmarks").
        // `swift run -c release SearchBenchmark`: search as you type over 100,000 pets.
        .executableTarget(name: "SearchBenchmark", dependencies: ["PetCore"], path: "Benchmarks/SearchBenchmark"),
        // `swift run -c release StoreBenchmark`: opening and loading 100,000 pets, commit latency.
        .executableTarget(
            name: "StoreBenchmark",
            dependencies: ["PetCore", "PetStore", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Benchmarks/StoreBenchmark"
        ),
        // `swift run -c release ImportBenchmark [testdata]`: 10,000 CSV rows and the saved recipe pages.
        .executableTarget(name: "ImportBenchmark", dependencies: ["PetCore"], path: "Benchmarks/ImportBenchmark"),
        // `swift run -c release PropagationBenchmark --server URL`: a change at one desk, seen at another.
        .executableTarget(
            name: "PropagationBenchmark", dependencies: ["PetCore", "PetStore", "PetServerStore"],
            path: "Benchmarks/PropagationBenchmark"
        ),
        // Writes acknowledged records until killed, to a SQLite file or the shelter's server;
        // spawned by the kill tests of PetStoreTests and CatalogStoreContractTests.
        .executableTarget(
            name: "CrashWriter", dependencies: ["PetCore", "PetStore", "PetServerStore"], path: "Benchmarks/CrashWriter"
        ),
    ],
    swiftLanguageModes: [.v6]
)
