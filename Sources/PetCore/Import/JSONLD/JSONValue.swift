/// A JSON value, as read by `JSONDecoder`: the typed tree the JSON-LD importer walks.
enum JSONValue: Decodable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
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
