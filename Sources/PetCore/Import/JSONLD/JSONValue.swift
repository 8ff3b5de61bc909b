import Foundation

/// A JSON value: the typed tree the JSON-LD importer walks, built from what
/// `JSONSerialization` reads.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Reads `data` as JSON; `nil` when it is not JSON.
    init?(json data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        self.init(foundation: object)
    }

    /// The value for an object from `JSONSerialization`. Booleans arrive as `NSNumber`s
    /// too; theirs is the only `objCType` that is `char`.
    private init(foundation object: Any) {
        switch object {
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]:
            self = .array(array.map(JSONValue.init(foundation:)))
        case let members as [String: Any]:
            self = .object(members.mapValues(JSONValue.init(foundation:)))
        default:
            self = .null
        }
    }

    /// The member named `key` of an object; `nil` for other values or a missing key.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The string, when this is one.
    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The elements of an array; a single non-null value counts as a one-element array,
    /// the way JSON-LD allows either.
    var elements: [JSONValue] {
        switch self {
        case .array(let values): values
        case .null: []
        default: [self]
        }
    }

    /// The `@type` names of an object (a string or a list of strings), without a
    /// `schema:` or `http(s)://schema.org/` prefix.
    var typeNames: [String] {
        (self["@type"]?.elements ?? []).compactMap(\.string).map { name in
            for prefix in ["http://schema.org/", "https://schema.org/", "schema:"] where name.hasPrefix(prefix) {
                return String(name.dropFirst(prefix.count))
            }
            return name
        }
    }
}
