extension IngredientLine {
    /// `text` (a part of this line) with each amount in brackets (“(167g)”, “(about 3 tablespoons)”, each of
    /// “(1 2/3 cups; 225g)”) and one after a slash at its start (“/190 grams”) scaled by
    /// `factor` and, given a `system`, in its units, as a line of its own would be; what
    /// else is in brackets (“(optional)”, “(see note 2)”, an amount without a unit) stays.
    func rewritingBracketedAmounts(in text: String, by factor: Rational, in system: MeasurementSystem?) -> String {
        guard factor != 1 || system != nil else { return text }
        var result = ""
        var rest = Substring(text)
        if let slash = rest.firstIndex(where: { !$0.isWhitespace }), rest[slash] == "/" {
            let end = rest[slash...].dropFirst().firstIndex { ",;(".contains($0) } ?? rest.endIndex
            result += rest[...slash] + rewrittenAmount(String(rest[rest.index(after: slash) ..< end]), by: factor, in: system)
            rest = rest[end...]
        }
        // Innermost brackets first met: “((280ml))” holds “280ml”.
        while let close = rest.firstIndex(where: { $0 == ")" || $0 == "）" }),
              let open = rest[..<close].lastIndex(of: rest[close] == ")" ? "(" : "（") {
            result += rest[...open]
            result += rewrittenAmounts(String(rest[rest.index(after: open) ..< close]), by: factor, in: system)
            result += rest[close ... close]
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Signs and words that separate the amounts of one bracket (“1 2/3 cups; 225g”,
    /// “6.3oz | 180g”, “125g or 1/2 cup”, Dutch “of”).
    private static let amountSeparators: [String] = [";", "|", "/", ",", " or ", " oder ", " ou ", " o ", " of "]

    /// Each amount with a unit in `text` rewritten; the separators and the rest as written.
    private func rewrittenAmounts(_ text: String, by factor: Rational, in system: MeasurementSystem?) -> String {
        var result = ""
        var partStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if let separator = Self.amountSeparators.first(where: { text[index...].hasPrefix($0) }),
               !Self.isBetweenDigits(index, in: text) {
                let end = text.index(index, offsetBy: separator.count)
                result += rewrittenAmount(String(text[partStart ..< index]), by: factor, in: system) + separator
                partStart = end
                index = end
            } else {
                index = text.index(after: index)
            }
        }
        return result + rewrittenAmount(String(text[partStart...]), by: factor, in: system)
    }

    /// Whether the sign at `index` stands between two digits, as in “1/2” or “1,5”.
    private static func isBetweenDigits(_ index: String.Index, in text: String) -> Bool {
        let next = text.index(after: index)
        return index > text.startIndex && next < text.endIndex
            && text[text.index(before: index)].isNumber && text[next].isNumber
    }

    /// `text` with its first amount scaled and converted, when it has a unit.
    private func rewrittenAmount(_ text: String, by factor: Rational, in system: MeasurementSystem?) -> String {
        let amount = IngredientLine.parseFirstQuantity(in: text, units: units)
        guard amount.measure?.unit != nil else { return text }
        return system.map { amount.displayed(scaledBy: factor, in: $0) } ?? amount.scaled(by: factor)
    }

    /// The second part of a compound amount (“1 tablespoon plus 1 teaspoon”, “1 lb 4
    /// oz”, “1 cup + 2 tbsp”) at the start of ``trailing``: a smaller unit of the same kind
    /// after the first, optionally joined by a word for “plus”. Both amounts exact.
    var compoundAddend: CompoundAddend? {
        guard let measure, case .exact = measure.quantity, let unit = measure.unit, unit.kind != .count,
              let base = unit.baseFactor else { return nil }
        var rest = Substring(trailing)
        var joint = String(rest.prefix { $0.isWhitespace })
        rest = rest.dropFirst(joint.count)
        if rest.first == "+" {
            let plus = rest.prefix { $0 == "+" || $0.isWhitespace }
            joint += plus
            rest = rest.dropFirst(plus.count)
        } else if let word = Self.plusWords.first(where: { rest.lowercased().hasPrefix($0 + " ") }) {
            joint += rest.prefix(word.count + 1)
            rest = rest.dropFirst(word.count + 1)
        }
        guard !joint.isEmpty else { return nil }
        let addend = IngredientLineParser(String(rest), units: units).line()
        guard addend.leading.isEmpty, let second = addend.measure, case .exact = second.quantity,
              let smaller = second.unit, smaller.kind == unit.kind, let smallerBase = smaller.baseFactor, smallerBase <= base
        else { return nil }
        return CompoundAddend(joint: joint, measure: second, trailing: addend.trailing)
    }

    /// Words joining the parts of a compound amount (“+” needs no space around it).
    private static let plusWords = ["plus", "and", "&", "und", "et", "y", "e", "en"]

    /// The part of a compound amount after the first (see ``compoundAddend``).
    struct CompoundAddend {
        /// What joins it to the first part, as written (“ plus ”, “ ”).
        var joint: String
        /// Its amount and unit.
        var measure: Measure
        /// What follows it: the ingredient.
        var trailing: String
    }

    /// A compound amount scaled by `factor` as one amount, then written as cooks write it:
    /// whole units of the larger unit and the rest in the smaller (“2 tablespoons plus 2
    /// teaspoons”), the larger alone when nothing is left (“4 tablespoons”), the smaller
    /// alone below one of the larger (“2 teaspoons”). Two parts in the same unit stay two
    /// parts, each scaled (“大さじ2+大さじ3” → “大さじ4+大さじ6”): a cook adds them at
    /// different times. `nil` when it cannot be computed.
    func scaledCompound(_ addend: CompoundAddend, by factor: Rational, bracketsIn system: MeasurementSystem?) -> String? {
        guard let measure, let base = measure.unit?.baseFactor, let smallerBase = addend.measure.unit?.baseFactor,
              let total = Self.total(measure, addend.measure)?.multiplied(by: factor) else { return nil }
        if smallerBase == base {
            guard let first = measure.scaled(by: factor), let second = addend.measure.scaled(by: factor) else { return nil }
            return leading + first.text + addend.joint + second.text
                + rewritingBracketedAmounts(in: addend.trailing, by: factor, in: system)
        }
        let wholes = Int((total.doubleValue / base.doubleValue + 1e-9).rounded(.down))
        guard let used = Rational(wholes).multiplied(by: base), let left = used.multiplied(by: -1).flatMap(total.adding),
              let rest = Rational(Int((left.doubleValue / smallerBase.doubleValue * 24).rounded()), 24) else { return nil }
        let format = IngredientAmountFormat(measure: addend.measure)
        let trailing = rewritingBracketedAmounts(in: addend.trailing, by: factor, in: system)
        var small = addend.measure
        small.quantityText = format.text(for: rest)
        small.unitText = Self.unitText(addend.measure, for: format.displayed(rest))
        guard wholes > 0 else { return leading + small.text + trailing }
        var large = measure
        large.quantityText = "\(wholes)"
        large.unitText = Self.unitText(measure, for: Double(wholes))
        guard format.displayed(rest) > 0, rest > 0 else { return leading + large.text + trailing }
        return leading + large.text + addend.joint + small.text + trailing
    }

    /// The line with its compound amount as one amount of the larger unit (“1 lb 4 oz
    /// beef” → 1 ¼ lb beef), for converting it as a whole.
    func mergingCompound(_ addend: CompoundAddend) -> IngredientLine? {
        guard var merged = measure, let base = merged.unit?.baseFactor, let total = Self.total(merged, addend.measure),
              let inLarger = Rational(Int((total.doubleValue / base.doubleValue * 240).rounded()), 240) else { return nil }
        merged.quantity = .exact(inLarger)
        merged.isWrittenAsFraction = true
        return IngredientLine(leading: leading, measure: merged, trailing: addend.trailing, units: units)
    }

    /// The two parts' sum in the base unit (millilitres or grams).
    private static func total(_ first: Measure, _ second: Measure) -> Rational? {
        guard case .exact(let one) = first.quantity, case .exact(let two) = second.quantity,
              let firstBase = first.unit?.baseFactor, let secondBase = second.unit?.baseFactor,
              let a = one.multiplied(by: firstBase), let b = two.multiplied(by: secondBase) else { return nil }
        return a.adding(b)
    }
}
