/// A JSON value whose objects keep their keys in the order given, written pretty-printed
/// (two spaces per level), so that a file written twice from the same records is the same,
/// byte for byte, and reads in the order of its documentation.
indirect enum OrderedJSON: Sendable {
    case string(String)
    /// A number, as its JSON text (`"12.5"`), so that a `Decimal` keeps every digit.
    case number(String)
    case array([OrderedJSON])
    case object([(key: String, value: OrderedJSON)])

    /// The value as pretty-printed JSON text, ending in a line break.
    var text: String {
        var output = ""
        write(into: &output, indent: "")
        return output + "\n"
    }

    private func write(into output: inout String, indent: String) {
        switch self {
        case .string(let text): Self.writeString(text, into: &output)
        case .number(let text): output += text
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            let inner = indent + "  "
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.write(into: &output, indent: inner)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indent + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner
                Self.writeString(member.key, into: &output)
                output += ": "
                member.value.write(into: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// `text` as a JSON string (RFC 8259): quotes, backslashes and control characters
    /// escaped, everything else as is (UTF-8).
    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
