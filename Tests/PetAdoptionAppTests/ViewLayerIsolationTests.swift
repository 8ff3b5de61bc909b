import Foundation
import Testing

/// The view layer talks to view models only: it never names a model, a repository or
/// another PetCore type that holds or makes model values (seed 001: the View does not
/// access the Model).
@Suite("View layer isolation")
struct ViewLayerIsolationTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The composition root's folder (AppServices and what prepares the catalog for it),
    /// which makes the stores the view models read: it may name store types (the Stores
    /// folder), never a model.
    private static let compositionRoot = "App"

    /// The type names declared in PetCore's model, store, generation and import folders
    /// (and the cooking models' folder), from their file names
    /// (`CalendarDate+Intervals.swift` names `CalendarDate`).
    private static func forbiddenTypeNames(
        folders: [String] = [
            "Pets/Models", "Recipes/Models", "Shared/Models", "Recipes/Cooking", "Stores", "Pets/Generation", "Import",
        ]
    ) throws -> Set<String> {
        let core = packageRoot.appendingPathComponent("Sources/PetCore")
        var names: Set<String> = []
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(atPath: core.appendingPathComponent(folder).path)
            for file in files where file.hasSuffix(".swift") {
                names.insert(String(file.dropLast(".swift".count).split(separator: "+")[0]))
            }
        }
        return names
    }

    /// `source` without comments and string literals, so prose may say "pet".
    private static func code(of source: String) -> String {
        source
            .replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"//[^\n]*"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #""""[\s\S]*?""""#, with: "\"\"", options: .regularExpression)
            .replacingOccurrences(of: #""(\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
    }

    @Test func viewLayer_neverNamesAModelType() throws {
        let forbidden = try Self.forbiddenTypeNames()
        let allowedInCompositionRoot = try Self.forbiddenTypeNames(folders: ["Stores"]).subtracting(["PetRepository", "RecipeRepository"])
        #expect(forbidden.isSuperset(of: ["Pet", "Recipe", "Species", "Rarity", "AdoptionStatus", "CalendarDate",
                                          "ChecklistItem", "PetRepository", "RecipeRepository",
                                          "CookingTimer", "CookingClock"]))
        let sources = Self.packageRoot.appendingPathComponent("Sources/PetAdoptionApp")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 10, "expected the view layer's sources under \(sources.path)")
        for file in files {
            let code = Self.code(of: try String(contentsOf: file, encoding: .utf8))
            let identifiers = Set(code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
            let folder = file.deletingLastPathComponent().lastPathComponent
            let allowed = folder == Self.compositionRoot ? allowedInCompositionRoot : []
            let named = identifiers.intersection(forbidden.subtracting(allowed)).sorted()
            #expect(named.isEmpty, "\(file.lastPathComponent) names \(named.joined(separator: ", "))")
        }
    }

    /// The typed toolkit (`Mechanism/`: `Widget`, `Object`, their class declarations) is
    /// the one place a pointer is cast; everywhere else a widget or object is a typed value.
    @Test func viewLayer_castsPointersOnlyInTheTypedToolkit() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources/PetAdoptionApp")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && $0.deletingLastPathComponent().lastPathComponent != "Mechanism" }
        #expect(files.count > 10, "expected the view layer's sources under \(sources.path)")
        let cast = #/\b(gpointer|OpaquePointer)\(/#
        for file in files {
            let casts = Self.code(of: try String(contentsOf: file, encoding: .utf8)).matches(of: cast).count
            #expect(casts == 0, "\(file.lastPathComponent) casts a pointer \(casts) times")
        }
        #expect(Self.code(of: "let box = pet_gtk_box(gpointer(widget))").matches(of: cast).count == 1)
    }

    @Test func codeScan_seesIdentifiers_butNotProse() {
        let code = Self.code(of: """
            // a Pet in a comment
            let title = "Pet"
            let pet: Pet
            """)
        #expect(!code.contains("a Pet in a comment"))
        #expect(!code.contains("\"Pet\""))
        #expect(code.contains("let pet: Pet"))
    }
}
