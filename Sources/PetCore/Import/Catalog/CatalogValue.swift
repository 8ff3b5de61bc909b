import Foundation

/// A JSON value with its exact type kept, so the catalog importer can say "expected a
/// whole number, found text" instead of trusting Foundation's number bridging.
enum CatalogValue: Decodable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Decimal)
    case string(String)
    case array([CatalogValue])
    case object([String: CatalogValue])

    init(from decoder: any Decoder) throws {
        // Most common first: every failed attempt costs a thrown DecodingError. Int is
        // tried before Decimal, which would also accept whole numbers.
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let fields = try? container.decode([String: CatalogValue].self) {
            self = .object(fields)
        } else if let items = try? container.decode([CatalogValue].self) {
            self = .array(items)
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else {
            self = .number(try container.decode(Decimal.self))
        }
    }

    /// Whether the value is JSON `null`.
    var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// What the value is, for a person: `text (“ten”)`, `a whole number (7)`, `a list`.
    func summary(_ translator: Translator) -> String {
        switch self {
        case .null: "null"
        case .bool(let flag): translator.tr("a true/false value (%1$@)", String(flag))
        case .integer(let integer): translator.tr("a whole number (%1$@)", String(integer))
        case .number(let number): translator.tr("a decimal number (%1$@)", "\(number)")
        case .string(let text):
            translator.tr("text (“%1$@”)", text.count > 24 ? text.prefix(23) + "…" : text)
        case .array: translator.tr("a list")
        case .object: translator.tr("an object")
        }
    }
}
