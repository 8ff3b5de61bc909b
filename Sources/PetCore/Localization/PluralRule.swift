/// Which plural form a count takes in one language: the `plural=` expression of a
/// gettext catalog's `Plural-Forms` header, e.g. `nplurals=2; plural=(n != 1);` for
/// English or `nplurals=1; plural=0;` for Chinese.
///
/// The expression is the C subset gettext allows: `n`, decimal numbers, parentheses,
/// `!`, `* / %`, `+ -`, `< <= > >=`, `== !=`, `&&`, `||` and `?:`.
public struct PluralRule: Sendable, Hashable {
    /// How many plural forms the language has.
    public let count: Int
    private let expression: Expression

    /// English's rule, gettext's default: the first form for 1, the second otherwise.
    public static let english = PluralRule(count: 2, expression: .binary(.notEqual, .n, .number(1)))

    private init(count: Int, expression: Expression) {
        self.count = count
        self.expression = expression
    }

    /// The rule in a `Plural-Forms` header value, or `nil` when it is not one.
    public init?(header: String) {
        var count: Int?
        var expression: Expression?
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let value = String(pair[1])
            switch pair[0].trimmingCharacters(in: .whitespaces) {
            case "nplurals": count = Int(value.trimmingCharacters(in: .whitespaces))
            case "plural":
                var parser = Parser(value)
                expression = parser.parseWhole()
            default: continue
            }
        }
        guard let count, count > 0, let expression else { return nil }
        self.init(count: count, expression: expression)
    }

    /// The number of the form `n` takes, from 0 to ``count`` − 1.
    public func form(for n: Int) -> Int {
        let form = expression.value(for: UInt64(clamping: n.magnitude))
        return form < UInt64(count) ? Int(form) : 0
    }
}

extension PluralRule {
    private enum Operator: Hashable, Sendable {
        case multiply, divide, remainder, add, subtract
        case less, lessOrEqual, greater, greaterOrEqual, equal, notEqual, and, or

        /// Binding strength: higher binds tighter, as in C.
        var precedence: Int {
            switch self {
            case .multiply, .divide, .remainder: 6
            case .add, .subtract: 5
            case .less, .lessOrEqual, .greater, .greaterOrEqual: 4
            case .equal, .notEqual: 3
            case .and: 2
            case .or: 1
            }
        }

        func apply(_ left: UInt64, _ right: UInt64) -> UInt64 {
            switch self {
            case .multiply: left &* right
            case .divide: right == 0 ? 0 : left / right
            case .remainder: right == 0 ? 0 : left % right
            case .add: left &+ right
            case .subtract: left &- right
            case .less: left < right ? 1 : 0
            case .lessOrEqual: left <= right ? 1 : 0
            case .greater: left > right ? 1 : 0
            case .greaterOrEqual: left >= right ? 1 : 0
            case .equal: left == right ? 1 : 0
            case .notEqual: left != right ? 1 : 0
            case .and: left != 0 && right != 0 ? 1 : 0
            case .or: left != 0 || right != 0 ? 1 : 0
            }
        }
    }

    private indirect enum Expression: Hashable, Sendable {
        case n
        case number(UInt64)
        case not(Expression)
        case binary(Operator, Expression, Expression)
        case conditional(Expression, Expression, Expression)

        func value(for n: UInt64) -> UInt64 {
            switch self {
            case .n: n
            case .number(let value): value
            case .not(let operand): operand.value(for: n) == 0 ? 1 : 0
            case .binary(let op, let left, let right): op.apply(left.value(for: n), right.value(for: n))
            case .conditional(let test, let then, let otherwise):
                test.value(for: n) != 0 ? then.value(for: n) : otherwise.value(for: n)
            }
        }
    }

    /// A precedence-climbing parser over the expression's ASCII bytes.
    private struct Parser {
        private static let operators: [(String, Operator)] = [
            ("<=", .lessOrEqual), (">=", .greaterOrEqual), ("==", .equal), ("!=", .notEqual),
            ("&&", .and), ("||", .or), ("*", .multiply), ("/", .divide), ("%", .remainder),
            ("+", .add), ("-", .subtract), ("<", .less), (">", .greater),
        ]
        private let bytes: [UInt8]
        private var position = 0

        init(_ text: String) {
            bytes = Array(text.utf8)
        }

        /// The expression, when the text is one expression and nothing else.
        mutating func parseWhole() -> Expression? {
            guard let expression = parseConditional() else { return nil }
            skipSpaces()
            return position == bytes.count ? expression : nil
        }

        private mutating func parseConditional() -> Expression? {
            guard let test = parseBinary(minimumPrecedence: 1) else { return nil }
            guard consume("?") else { return test }
            guard let then = parseConditional(), consume(":"), let otherwise = parseConditional() else { return nil }
            return .conditional(test, then, otherwise)
        }

        private mutating func parseBinary(minimumPrecedence: Int) -> Expression? {
            guard var left = parseUnary() else { return nil }
            while let op = peekOperator(), op.precedence >= minimumPrecedence {
                consumeOperator()
                guard let right = parseBinary(minimumPrecedence: op.precedence + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        private mutating func parseUnary() -> Expression? {
            if peek("!") && !peek("!=") {
                position += 1
                return parseUnary().map(Expression.not)
            }
            return parsePrimary()
        }

        private mutating func parsePrimary() -> Expression? {
            skipSpaces()
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            if byte == UInt8(ascii: "n") {
                position += 1
                return .n
            }
            if byte == UInt8(ascii: "(") {
                position += 1
                guard let inner = parseConditional(), consume(")") else { return nil }
                return inner
            }
            var value: UInt64 = 0
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                value = value &* 10 &+ UInt64(bytes[position] - UInt8(ascii: "0"))
                position += 1
            }
            return position > start ? .number(value) : nil
        }

        private mutating func peekOperator() -> Operator? {
            skipSpaces()
            return Self.operators.first { peek($0.0) }?.1
        }

        private mutating func consumeOperator() {
            if let (symbol, _) = Self.operators.first(where: { peek($0.0) }) { position += symbol.utf8.count }
        }

        private mutating func consume(_ symbol: String) -> Bool {
            guard peek(symbol) else { return false }
            position += symbol.utf8.count
            return true
        }

        private mutating func peek(_ symbol: String) -> Bool {
            skipSpaces()
            let symbolBytes = Array(symbol.utf8)
            return bytes.count - position >= symbolBytes.count
                && bytes[position..<position + symbolBytes.count].elementsEqual(symbolBytes)
        }

        private mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A {
                position += 1
            }
        }
    }
}
