import Foundation
import Testing
@testable import PetCore

/// What `tools/fuzz` found, each input minimised and imported the way the fuzzer does:
/// through the app's ``ImportService`` reader, named as the fuzz target names it, down to
/// the dry run's report. Each once crashed or hung the app; each now imports or is refused.
@Suite("Fuzz findings")
struct FuzzFindingTests {
    /// The dry run's report of importing `bytes` as the file `fileName`.
    private static func report(of bytes: [UInt8], as fileName: String) throws -> String {
        let service = ImportService(store: InMemoryCatalogStore(), context: DisplayContext(now: { Date(timeIntervalSince1970: 1_718_452_800) }))
        let entries = service.fileReader.entries(of: Data(bytes), fileName: fileName, folder: nil, existingPets: [], existingRecipes: [])
        return ImportReport(entries: entries, isDryRun: true).text
    }

    /// A binary property list of `objects` (the first is the top), one-byte offsets and references.
    private static func binaryPlist(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let tableStart = UInt8(bytes.count)
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
        bytes += [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, tableStart]
        return bytes
    }

    /// Found as `plist` crash-4dcc83b5 (a mutated binary recipe list whose first entry
    /// became a set of five strings): Foundation crashed bridging the set.
    static let fuzzedPlistWithASet = Data(base64Encoded: """
        YnBsaXN0MDCjARMUxQIDBAUGBwgJCgsMDg8REgtYY29va1RpbWVaZGlmZmljdWx0eVpkaXJlY3Rpb25zW2luZ3JlZGllbnRzVG5hbWVf\
        EBBwaG90b0Rlc2NyaXB0aW9uWHByZXBUaW1lVXliZWxkEAAQAaENVlN0ZWVwLqIPEFNUZWFVV2F0ZXJWQSBjdXAuEAIjQAwAAAAAAADS\
        AwYVFhAGUXgIDB0mMjxITWBpb3FzdXx/g4mQkpugogAAAAAAAAEBAAAAAAAAABcAAAAAAAAAAAAAAAAAAACk
        """)!

    @Test func binaryPlistHoldingASet_isRefusedAsDamaged_insteadOfCrashing() throws {
        // A list holding a set holding "a": the minimised form of the finding.
        let minimised = Self.binaryPlist([[0xA1, 0x01], [0xC1, 0x02], [0x51, 0x61]])
        for bytes in [minimised, [UInt8](Self.fuzzedPlistWithASet)] {
            #expect(try Self.report(of: bytes, as: "fuzz.plist") == """
                fuzz.plist: not imported: fuzz.plist is not a property list, or it is damaged.
                Dry run: nothing was imported.

                """)
        }
    }

    @Test func binaryPlistWhoseTopIsAnEmptySet_isRefusedAsDamaged() throws {
        let report = try Self.report(of: Self.binaryPlist([[0xC0]]), as: "fuzz.plist")
        #expect(report.hasPrefix("fuzz.plist: not imported: fuzz.plist is not a property list, or it is damaged."))
    }

    /// Found as `page` timeout-a0d935da (a mutated saved page whose items, nested by
    /// unclosed elements, were each named by dozens of properties: a long attribute
    /// value split into words): every item was copied once per name on every level.
    /// Here a recipe holds items nested 8 deep, each named by 3 properties: 3^8 copies of
    /// the deepest before the fix.
    static let pageOfSharedNestedItems = "<html><body><div itemscope itemtype=\"https://schema.org/Recipe\"><h1 itemprop=\"name\">Stew</h1>"
        + String(repeating: "<div itemprop=\"a b c\" itemscope itemtype=\"https://schema.org/Thing\">x", count: 8)
        + "</body></html>"

    /// How many nodes of type `type` `value` holds, itself included.
    private static func count(_ type: String, in value: JSONValue) -> Int {
        switch value {
        case .array(let values): values.map { count(type, in: $0) }.reduce(0, +)
        case .object(let members): (value.typeNames.contains(type) ? 1 : 0) + members.values.map { count(type, in: $0) }.reduce(0, +)
        case .null, .bool, .number, .string: 0
        }
    }

    @Test func itemNamedByManyProperties_onNestedLevels_isCopiedAtMostMaxCopiesTimes() {
        let items = HTMLItems(bytes: Array(Self.pageOfSharedNestedItems.utf8), syntax: .microdata)
        let things = Self.count("Thing", in: .array(items.topLevelItems))
        // One copy of each of the 8 items at least (each is named), at most maxCopies of each.
        #expect(things >= 8)
        #expect(things <= 8 * HTMLItems.maxCopies)
    }

    @Test func pageOfSharedNestedItems_stillImportsItsRecipe() throws {
        let report = try Self.report(of: Array(Self.pageOfSharedNestedItems.utf8), as: "fuzz.html")
        #expect(report.hasPrefix("fuzz.html: 1 recipe ready"), "\(report)")
    }
}
