/// Reads a schema.org `recipeInstructions` as the recipe's list of directions.
///
/// Shapes read:
/// - A list of `HowToStep`s: one direction per step, from its `text` (else, when that is
///   missing or blank, its `name`). A step's `name` that titles it (not `"Step 1"`, not
///   the text's own beginning) is a heading line before it, however many paragraphs
///   the step has.
/// - `HowToSection`s: the section's name becomes a heading line (``Recipe/headingPrefix``
///   and the name) before its steps, which the checklist shows as a heading, not a step.
///   When the whole of `recipeInstructions` is one section, its name groups nothing and
///   is dropped.
/// - A `HowToStep` whose text holds several paragraphs (HTML `<p>`, `<li>`, `<br>`, or
///   blank lines; a lone line break is only white space) is split into steps as one
///   block of text is (below). So is a string in a list that is an HTML list of
///   several `<li>` items (a microdata page's several `<ol itemprop="recipeInstructions">`
///   groups); any other string in a list is one step, whatever its paragraphs.
/// - A list of strings, nested lists, an `ItemList` (a `ListItem` stands for its
///   `item`): flattened in order. A short string ending in a colon (`"Piskóta:"`) is a
///   heading, as a section name is.
/// - One string: split into paragraphs at blank lines (or at line breaks when it has no
///   blank line). Step labels on a line of their own (`"Stap 1:"`, `"Step 2"`) are
///   dropped; a paragraph ending in a colon, or (in blank-line paragraphs) of at most
///   three words and 40 characters with no sentence-ending punctuation in any script
///   (`"Bavette grillen"`, but not `"将鸡蛋打散。"`), is a heading.
/// - HTML inside strings: tags dropped, references decoded, whitespace tidied; a
///   leading `"1. "` numbering or a plain-text bullet (`"- "`, `"* "`, `"• "`) is
///   dropped, since the app numbers directions itself.
/// - A step that is a numbered list in one line (`"1.Beat the eggs. 2.Add the milk."`,
///   `"1、将鸡蛋打散。2、加入牛奶。"`, `"①…②…"`), numbered from 1 on without a gap: one
///   step per number, the numbers dropped.
enum RecipeDirections {
    /// Headers longer than this are taken for ordinary steps.
    static let maximumHeaderLength = 80

    /// The directions in `value`; empty when there are none.
    static func directions(_ value: JSONValue?) -> [String] {
        var entries: [Entry] = []
        if let value { collect(value, into: &entries, depth: 0, splitsParagraphs: true) }
        if let value, value.elements.count == 1, value.elements[0].typeNames.contains("HowToSection"),
           value.elements[0]["name"] != nil, case .header? = entries.first {
            entries.removeFirst()
        }
        return entries.map { entry in
            switch entry {
            case .header(let header): Recipe.headingPrefix + header
            case .step(let step): step
            }
        }
    }

    private enum Entry: Equatable {
        case header(String)
        case step(String)
    }

    /// Appends the entries of `value`. A string splits into paragraphs when it is the
    /// whole of `recipeInstructions` (or its only element); in a list it is one step,
    /// however many paragraphs it has, unless it is an HTML list of steps itself.
    private static func collect(_ value: JSONValue, into entries: inout [Entry], depth: Int, splitsParagraphs: Bool) {
        guard depth < 32 else { return }
        switch value {
        case .string(let text):
            if splitsParagraphs {
                entries += paragraphs(of: text)
            } else if isHTMLList(text), let paragraphText = severalParagraphs(text) {
                entries += paragraphs(of: paragraphText)
            } else if let steps = numberedSteps(HTMLText.line(text)) {
                entries += steps.map(Entry.step)
            } else {
                let line = strippingListMarker(HTMLText.line(text))
                if !line.isEmpty, !isStepLabel(line) { entries.append(isColonHeader(line) ? .header(line) : .step(line)) }
            }
        case .array(let values):
            for element in values {
                collect(element, into: &entries, depth: depth + 1, splitsParagraphs: splitsParagraphs && values.count == 1)
            }
        case .object:
            let types = value.typeNames
            if let items = value["itemListElement"] {
                if types.contains("HowToSection"), let name = value["name"]?.string {
                    let header = HTMLText.line(name)
                    if !header.isEmpty { entries.append(.header(header)) }
                }
                collect(.array(items.elements), into: &entries, depth: depth + 1, splitsParagraphs: false)
            } else if types.contains("ListItem"), let item = value["item"] {
                collect(item, into: &entries, depth: depth + 1, splitsParagraphs: false)
            } else if let text = stepText(of: value) {
                let isSection = types.contains("HowToSection")
                let line = strippingListMarker(HTMLText.line(text))
                if !isSection, let title = stepTitle(value["name"]?.string, text: line) {
                    entries.append(.header(title))
                }
                if !isSection, let paragraphText = severalParagraphs(text) {
                    entries += paragraphs(of: paragraphText)
                } else if !isSection, let steps = numberedSteps(HTMLText.line(text)) {
                    entries += steps.map(Entry.step)
                } else if !line.isEmpty {
                    entries.append(isSection ? .header(line) : .step(line))
                }
            }
        case .null, .bool, .number:
            break
        }
    }

    /// `text` with each lone line break made a space, as HTML does, when its tags
    /// (`<p>`, `<li>`, `<br>`) or blank lines still make more than one paragraph of it;
    /// `nil` when it is one paragraph.
    private static func severalParagraphs(_ text: String) -> String? {
        let paragraphText = text.replacing("\r\n", with: "\n").replacing("\n\n", with: "<p>")
        let flattened = String(paragraphText.map { $0.isNewline ? " " : $0 })
        return HTMLText.lines(flattened).count(where: { !$0.isEmpty }) > 1 ? flattened : nil
    }

    /// Whether `text` holds an HTML list of several items (`<li>`).
    private static func isHTMLList(_ text: String) -> Bool {
        text.lowercased().components(separatedBy: "<li").count > 2
    }

    /// What a step says: its `text`, else (when that is missing or blank) its `name`.
    private static func stepText(of step: JSONValue) -> String? {
        [step["text"], step["name"]].lazy.compactMap { $0?.string }.first { !HTMLText.line($0).isEmpty }
    }

    /// A `HowToStep`'s `name` when it titles the step (`"Make the glaze"`): not when it
    /// only numbers it (`"Step 1"`, `"2"`) or repeats the step's own words, as many pages'
    /// names are the text or its beginning.
    private static func stepTitle(_ name: String?, text: String) -> String? {
        guard let name else { return nil }
        let title = strippingListMarker(HTMLText.line(name))
        guard !title.isEmpty, title.count <= maximumHeaderLength, !isStepLabel(title),
              !title.allSatisfy({ $0.isNumber || $0.isPunctuation || $0.isWhitespace }) else { return nil }
        let comparable = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let titleKey = comparable(title)
        return titleKey.isEmpty || comparable(text).hasPrefix(titleKey) ? nil : title
    }

    /// Entries from one block of text, split as described on the type.
    private static func paragraphs(of text: String) -> [Entry] {
        let lines = HTMLText.lines(text)
        let nonEmpty = lines.filter { !$0.isEmpty }
        let hasBlankSeparators = lines.drop(while: \.isEmpty).reversed().drop(while: \.isEmpty).contains("")
        let groups: [[String]] = hasBlankSeparators
            ? lines.split(separator: "", omittingEmptySubsequences: true).map(Array.init)
            : nonEmpty.map { [$0] }
        var entries: [Entry] = []
        for group in groups {
            var kept = group.filter { !isStepLabel($0) }
            guard !kept.isEmpty else { continue }
            if kept.count > 1, isColonHeader(kept[0]) {
                entries.append(.header(kept.removeFirst()))
            }
            if let steps = numberedSteps(kept.joined(separator: " ")) {
                entries += steps.map(Entry.step)
                continue
            }
            let paragraph = strippingListMarker(kept.joined(separator: " "))
            if isColonHeader(paragraph) || (hasBlankSeparators && isShortTitle(paragraph)) {
                entries.append(.header(paragraph))
            } else {
                entries.append(.step(paragraph))
            }
        }
        return entries
    }

    /// Whether `line` introduces what follows: it ends in a colon and is short enough to
    /// be a title (`"For the cake:"`, `"Piskóta:"`).
    static func isColonHeader(_ line: String) -> Bool {
        line.hasSuffix(":") && line.count <= maximumHeaderLength
    }

    /// At most three words and 40 characters (scripts without spaces count by
    /// characters), not ending a sentence in any script (`.`, `!`, `。`, `！`…).
    private static func isShortTitle(_ line: String) -> Bool {
        guard let last = line.unicodeScalars.last, !last.properties.isTerminalPunctuation, last != "…", last != ")"
        else { return false }
        return line.split(separator: " ").count <= 3 && line.count <= 40
    }

    /// The words pages put before a step's number, in the languages of real pages.
    private static let stepWords: Set<String> = [
        "", "step", "stap", "passo", "paso", "étape", "etape", "schritt", "lépés", "krok", "trin", "steg",
    ]

    /// `"Stap 1:"`, `"Step 2"`, `"Passo 3."`, `"4."`: a label with no content.
    private static func isStepLabel(_ line: String) -> Bool {
        var words = line.split(separator: " ")
        guard let last = words.popLast(), words.count <= 1 else { return false }
        let word = words.first.map(String.init) ?? String(last.prefix { !$0.isNumber })
        let afterWord = words.isEmpty ? last.drop { !$0.isNumber } : last
        let number = afterWord.prefix { $0.isNumber }
        let rest = afterWord.dropFirst(number.count)
        return !number.isEmpty && rest.allSatisfy { ":.)".contains($0) } && stepWords.contains(word.lowercased())
    }

    /// What may follow a step's number: a full stop, an ideographic comma, a bracket or a colon.
    private static let numberMarks: Set<Character> = [".", "．", "、", ")", "）", ":", "："]

    /// The steps of `line` when it is a numbered list written as one line, numbered
    /// 1, 2, 3… without a gap (see the type); `nil` unless it starts with 1 and has a 2.
    /// Each later number stands after a space or a sentence's end (`"。2."`), is followed
    /// by the same mark as the first (a full stop then a digit is a decimal, `"2.5"`), or
    /// is a circled number (`"①"`), which needs no mark.
    static func numberedSteps(_ line: String) -> [String]? {
        let characters = Array(line)
        var starts: [(number: Int, end: Int)] = []
        guard let first = numbering(in: characters, at: 0, number: 1, mark: nil) else { return nil }
        starts.append((0, first.end))
        var index = first.end
        while index < characters.count {
            let previous = characters[index - 1]
            if previous.isWhitespace || previous.unicodeScalars.first?.properties.isTerminalPunctuation == true
                || isCircledNumber(characters[index]),
               let next = numbering(in: characters, at: index, number: starts.count + 1, mark: first.mark) {
                starts.append((index, next.end))
                index = next.end
            } else {
                index += 1
            }
        }
        guard starts.count > 1 else { return nil }
        return starts.indices.compactMap { position in
            let end = position + 1 < starts.count ? starts[position + 1].number : characters.count
            let step = String(characters[starts[position].end ..< end]).trimmingCharacters(in: .whitespaces)
            return step.isEmpty ? nil : step
        }
    }

    /// The number `number` at `start` with its mark (`mark`, or any of ``numberMarks`` when
    /// `nil`), or as a circled number; returns where it ends and the mark it had.
    private static func numbering(in characters: [Character], at start: Int, number: Int, mark: Character?) -> (end: Int, mark: Character?)? {
        guard start < characters.count else { return nil }
        if isCircledNumber(characters[start]) {
            return characters[start].wholeNumberValue == number && mark == nil ? (start + 1, nil) : nil
        }
        var end = start
        var value = 0
        while end < characters.count, end - start < 3, let digit = characters[end].wholeNumberValue,
              characters[end].isASCII || ("０" ... "９").contains(characters[end]) {
            value = value * 10 + digit
            end += 1
        }
        guard end > start, value == number, end < characters.count, characters[end].wholeNumberValue == nil else { return nil }
        let found = characters[end]
        guard mark.map({ $0 == found }) ?? numberMarks.contains(found) else { return nil }
        if found == ".", end + 1 < characters.count, characters[end + 1].isNumber { return nil }
        return (end + 1, found)
    }

    /// Whether `character` is a circled number, ① to ⑳.
    private static func isCircledNumber(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x2460 ... 0x2473).contains($0.value) } ?? false
    }

    /// The marks that begin an item of a plain-text or Markdown list (`"- "`, `"* "`, `"• "`).
    private static let bullets: Set<Character> = ["-", "–", "—", "*", "•"]

    /// `line` without a leading bullet and the space after it (`"- 300 g cheese"` →
    /// `"300 g cheese"`, `"* Whisk."` → `"Whisk."`): list punctuation, not content, as a
    /// list item's marker is in HTML. A bullet with nothing after it stays.
    static func strippingBullet(_ line: String) -> String {
        guard let mark = line.first, bullets.contains(mark), line.dropFirst().first?.isWhitespace == true else { return line }
        let rest = line.dropFirst().drop(while: \.isWhitespace)
        return rest.isEmpty ? line : String(rest)
    }

    /// `"1. Preheat"` or `"- Preheat"` → `"Preheat"`; `"2 eggs"` stays.
    private static func strippingListMarker(_ bulleted: String) -> String {
        let line = strippingBullet(bulleted)
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return line }
        let rest = line.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else { return line }
        return String(rest.dropFirst(2))
    }
}
