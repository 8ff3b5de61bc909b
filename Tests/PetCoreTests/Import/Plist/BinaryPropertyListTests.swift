import Foundation
import Testing
@testable import PetCore

@Suite("BinaryPropertyList")
struct BinaryPropertyListTests {
    /// A binary property list of `objects` (the first is the top), one-byte offsets and
    /// references, its offset table at `tableStart` when given.
    private static func binaryPlist(_ objects: [[UInt8]], objectCount: UInt8? = nil, tableStart: UInt8? = nil) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let start = tableStart ?? UInt8(bytes.count)
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, objectCount ?? UInt8(objects.count)]
        bytes += [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, start]
        return Data(bytes)
    }

    @Test func recipeListWrittenByFoundation_holdsNoSet() throws {
        let entry: [String: Any] = ["name": "Tea", "difficulty": 1, "ingredients": ["Tea", "Water"], "fee": 2.5, "new": true]
        let data = try PropertyListSerialization.data(fromPropertyList: [entry, Data([1, 2]), Date()], format: .binary, options: 0)
        #expect(!BinaryPropertyList.holdsSet(data))
    }

    @Test func setAnywhere_isFound_emptyOrNot() {
        // A dictionary {"k": set("a")}, a set at the top, an empty set in a list.
        #expect(BinaryPropertyList.holdsSet(Self.binaryPlist([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0xC1, 0x03], [0x51, 0x61]])))
        #expect(BinaryPropertyList.holdsSet(Self.binaryPlist([[0xC1, 0x01], [0x51, 0x61]])))
        #expect(BinaryPropertyList.holdsSet(Self.binaryPlist([[0xA1, 0x01], [0xC0]])))
    }

    @Test func xmlPlist_andText_areNotLookedAt() {
        #expect(!BinaryPropertyList.holdsSet(Data("<plist><array/></plist>".utf8)))
        #expect(!BinaryPropertyList.holdsSet(Data("bplist".utf8)))
    }

    @Test func offsetTableOutsideTheFile_findsNothing() {
        let set: [[UInt8]] = [[0xC1, 0x01], [0x51, 0x61]]
        #expect(!BinaryPropertyList.holdsSet(Self.binaryPlist(set, objectCount: 200)))
        #expect(!BinaryPropertyList.holdsSet(Self.binaryPlist(set, tableStart: 250)))
    }
}
