// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The `-I` flags of GTK 4, libadwaita and libcanberra (its header only: the library is
/// loaded at run time), asked of pkg-config when the manifest is read.
///
/// `.systemLibrary(pkgConfig:)` would forward every flag of the whole pkg-config tree,
/// and SwiftPM warns about the ones it refuses (`-pthread`, `-msse`, ...) on every build.
/// Only the include paths are needed here: `Sources/CGtk/module.modulemap` names the
/// libraries to link. With GTK missing this is empty and the build stops at
/// `gtk/gtk.h` not found; `tools/run-app` and `tools/run-tests` install it.
let gtkIncludeFlags: [SwiftSetting] = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I", "libadwaita-1", "gtk4", "libcanberra"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return [] }
    let flags = String(decoding: output, as: UTF8.self)
        .split(whereSeparator: \.isWhitespace)
        .flatMap { ["-Xcc", String($0)] }
    return flags.isEmpty ? [] : [.unsafeFlags(flags)]
}()

let package = Package(
    name: "PetAdoption",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "pet-adoption", targets: ["PetAdoptionApp"]),
        .library(name: "PetCore", targets: ["PetCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
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
        // The thin GTK 4 view layer.
        .executableTarget(
            name: "PetAdoptionApp",
            dependencies: ["CGtk", "PetCore", "PetStore"],
            swiftSettings: gtkIncludeFlags
        ),
        // The hand-made vendor files are read by path (`VendorExportFiles`), not bundled.
        .testTarget(name: "PetCoreTests", dependencies: ["PetCore"], exclude: ["Import/CSV/VendorExports"]),
        .testTarget(name: "PetStoreTests", dependencies: ["PetStore", "PetCore"]),
        .testTarget(
            name: "PetAdoptionAppTests",
            dependencies: ["PetAdoptionApp", "CGtk", "PetCore", "PetStore"],
            swiftSettings: gtkIncludeFlags
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
        // Writes acknowledged records until killed; spawned by PetStoreTests' kill test.
        .executableTarget(name: "CrashWriter", dependencies: ["PetCore", "PetStore"], path: "Benchmarks/CrashWriter"),
    ],
    swiftLanguageModes: [.v6]
)
