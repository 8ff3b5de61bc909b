import Foundation
@testable import PetCore

/// Thrown by ``jsonValue(_:)`` for text that is not JSON.
struct NotJSON: Error {}

/// `text` read as the JSON-LD importer reads a script block.
func jsonValue(_ text: String) throws -> JSONValue {
    guard let value = RecipeJSONLDImporter.parse(text) else { throw NotJSON() }
    return value
}

/// A saved web page whose head holds `scripts` as JSON-LD blocks.
func page(_ scripts: String..., head: String = "") -> Data {
    let blocks = scripts.map { "<script type=\"application/ld+json\">\($0)</script>" }.joined(separator: "\n")
    return Data("<!DOCTYPE html><html><head>\(head)\(blocks)</head><body><p>Hello</p></body></html>".utf8)
}
