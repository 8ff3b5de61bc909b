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
/// - A web address (`https://…`, a photo an imported recipe page names) is kept as it
///   is and copied nowhere: the catalog read back shows the same photo.
/// - Any other address cannot be a file of the folder and is left out.
public struct CatalogPhotos: Sendable {
    /// The catalog name of each reference that has one.
    private let names: [String: String]
    /// Each reference that names a file, with its name in the folder, in the records' order.
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
        for reference in references where Self.isWebAddress(reference) {
            names[reference] = reference
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

    /// What the catalog file holds for `reference`: its name in the `photos/` folder, or
    /// the web address itself; `nil` for any other address.
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

    /// Whether `reference` is an `http` or `https` address with a host.
    static func isWebAddress(_ reference: String) -> Bool {
        guard let url = URL(string: reference), let scheme = url.scheme?.lowercased() else { return false }
        return (scheme == "http" || scheme == "https") && url.host?.isEmpty == false
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
