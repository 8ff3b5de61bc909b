import Foundation

/// Where a catalog file's photos go: the name, relative to the `photos/` folder next to
/// the file, of each photo reference its pets and recipes hold, and which references
/// name a file to copy there.
///
/// - A reference already relative to a photo folder (`"pet-zoe.svg"`, `"dogs/zoe.png"`,
///   what the sample catalog and imported catalogs hold) keeps its name, so a catalog
///   read back holds the same references.
/// - An absolute path or `file://` URL becomes its file name, made unique among the
///   catalog's (`"zoe.jpg"`, `"zoe-2.jpg"`).
/// - Any other address (`https://…`) cannot be a file of the folder and is left out.
public struct CatalogPhotos: Sendable {
    /// The catalog name of each reference that has one.
    private let names: [String: String]
    /// Each reference that has a name, with its name, in the records' order.
    public let copies: [(reference: String, name: String)]

    /// The names of the photos of `pets` and `recipes`.
    public init(pets: [Pet], recipes: [Recipe]) {
        let references = pets.flatMap(\.photoReferences) + recipes.compactMap(\.photo)
        var names: [String: String] = [:]
        var copies: [(reference: String, name: String)] = []
        var taken = Set<String>()
        for reference in references where names[reference] == nil && Self.isRelative(reference) {
            names[reference] = reference
            taken.insert(reference)
            copies.append((reference, reference))
        }
        for reference in references where names[reference] == nil {
            guard let fileName = Self.fileName(of: reference) else { continue }
            var name = fileName
            var number = 2
            while taken.contains(name) {
                let dot = fileName.lastIndex(of: ".") ?? fileName.endIndex
                name = String(fileName[..<dot]) + "-\(number)" + String(fileName[dot...])
                number += 1
            }
            names[reference] = name
            taken.insert(name)
            copies.append((reference, name))
        }
        self.names = names
        self.copies = copies
    }

    /// The name `reference` has in the catalog's `photos/` folder, or `nil` when it has
    /// none (an address that is not a file).
    public func name(for reference: String) -> String? {
        names[reference]
    }

    /// Whether `reference` is a path inside a photo folder: not absolute, no `:` or `\`,
    /// no empty, `.` or `..` segment (what ``CatalogImporter`` accepts).
    static func isRelative(_ reference: String) -> Bool {
        !reference.hasPrefix("/") && !reference.contains("\\") && !reference.contains(":")
            && reference.split(separator: "/", omittingEmptySubsequences: false)
                .allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// The file name of an absolute path or `file://` URL; `nil` for anything else.
    private static func fileName(of reference: String) -> String? {
        let path: Substring
        if reference.hasPrefix("/") {
            path = Substring(reference)
        } else if reference.lowercased().hasPrefix("file://") {
            path = reference.dropFirst("file://".count)
        } else {
            return nil
        }
        let name = path.split(separator: "/").last.map { String($0).removingPercentEncoding ?? String($0) }
        guard let name, isRelative(name) else { return nil }
        return name
    }
}
