import Foundation

/// The objects of a binary property list, looked at before Foundation reads the file:
/// the importer refuses one that holds a set.
///
/// A set is not a property list type (those are arrays, dictionaries, strings, data,
/// dates, numbers and booleans), but the binary format reserves a marker for it
/// (`1100 nnnn`), and swift-corelibs-foundation's `PropertyListSerialization` reads
/// one, then crashes (a null pointer in the Swift runtime) bridging a non-empty set to
/// `Set<AnyHashable>` (Swift 6.3.1 on Linux; found by `tools/fuzz`). A binary property
/// list ends with a 32-byte trailer giving the size of the offsets, the number of
/// objects and where the table of their offsets starts; every object Foundation reads is
/// found through that table, so looking at the marker of each object it lists finds every set.
enum BinaryPropertyList {
    private static let trailerLength = 32
    private static let setMarker: UInt8 = 0xC

    /// Whether `data` is a binary property list (`bplist` first) holding a set, empty
    /// or not. A file whose trailer or offset table does not fit in it holds none: it is
    /// damaged, and Foundation refuses it without reading its objects.
    static func holdsSet(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Array("bplist".utf8)), bytes.count >= 8 + trailerLength else { return false }
        let trailer = bytes.count - trailerLength
        let offsetSize = Int(bytes[trailer + 6])
        guard (1...8).contains(offsetSize),
              let objectCount = integer(bytes, at: trailer + 8, size: 8),
              let tableStart = integer(bytes, at: trailer + 24, size: 8),
              tableStart <= trailer, objectCount <= (trailer - tableStart) / offsetSize
        else { return false }
        for index in 0..<objectCount {
            guard let offset = integer(bytes, at: tableStart + index * offsetSize, size: offsetSize),
                  offset < trailer
            else { continue }
            if bytes[offset] >> 4 == setMarker { return true }
        }
        return false
    }

    /// The big-endian unsigned number of `size` bytes at `start`, when it fits in an `Int`.
    private static func integer(_ bytes: [UInt8], at start: Int, size: Int) -> Int? {
        var value: UInt64 = 0
        for byte in bytes[start..<start + size] {
            guard value >> 56 == 0 else { return nil }
            value = value << 8 | UInt64(byte)
        }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
