/// The folded text of a fixed list of documents, laid out for scanning many of them
/// per keystroke.
///
/// Each document has a primary field (a pet's name) and secondary fields (its breed and
/// species), folded once with ``SearchFolding``. Primary fields are stored back to back
/// in one byte buffer. Secondary fields repeat across documents (a few dozen breeds
/// for thousands of pets), so each distinct combination is stored once and a query word
/// is looked for in it once, not once per document. A word matches a document when it
/// occurs within one of its fields; documents are numbered by their position in the
/// list the index was built from, and candidate lists are arrays of those positions.
public struct SearchIndex: Sendable {
    private static let fieldSeparator: UInt8 = 0x0A
    /// Above a `1 / sequentialScanDivisor` share of all documents, candidates are
    /// checked by one sequential scan of every document.
    private static let sequentialScanDivisor = 4

    /// Every document's folded primary field, back to back.
    private let primaryBytes: [UInt8]
    /// Where each document's primary field starts in ``primaryBytes``, plus the end.
    private let primaryStarts: [Int32]
    /// Each distinct folded combination of secondary fields, back to back, fields
    /// separated by a newline.
    private let secondaryBytes: [UInt8]
    /// Where each distinct combination starts in ``secondaryBytes``, plus the end.
    private let secondaryStarts: [Int32]
    /// The number of each document's combination of secondary fields.
    private let secondaryOfDocument: [Int32]

    /// Folds the fields of `count` documents; `fields(i)` gives document `i`'s fields,
    /// the first being its primary field. A document without fields matches no word.
    public init(count: Int, fields: (Int) -> [String]) {
        var primaryBytes: [UInt8] = []
        var primaryStarts: [Int32] = [0]
        var secondaryBytes: [UInt8] = []
        var secondaryStarts: [Int32] = [0]
        var secondaryOfDocument: [Int32] = []
        primaryStarts.reserveCapacity(count + 1)
        secondaryOfDocument.reserveCapacity(count)
        var foldedPrimaries: [String: [UInt8]] = [:]
        var secondaryNumbers: [[String]: Int32] = [:]
        for document in 0..<count {
            let texts = fields(document)
            if let primary = texts.first {
                if let known = foldedPrimaries[primary] {
                    primaryBytes.append(contentsOf: known)
                } else {
                    let folded = SearchFolding.foldedBytes(primary)
                    foldedPrimaries[primary] = folded
                    primaryBytes.append(contentsOf: folded)
                }
            }
            primaryStarts.append(Int32(primaryBytes.count))
            let secondaries = Array(texts.dropFirst())
            if let number = secondaryNumbers[secondaries] {
                secondaryOfDocument.append(number)
            } else {
                let number = Int32(secondaryNumbers.count)
                secondaryNumbers[secondaries] = number
                secondaryOfDocument.append(number)
                for (index, text) in secondaries.enumerated() {
                    if index > 0 { secondaryBytes.append(Self.fieldSeparator) }
                    secondaryBytes.append(contentsOf: SearchFolding.foldedBytes(text))
                }
                secondaryStarts.append(Int32(secondaryBytes.count))
            }
        }
        self.primaryBytes = primaryBytes
        self.primaryStarts = primaryStarts
        self.secondaryBytes = secondaryBytes
        self.secondaryStarts = secondaryStarts
        self.secondaryOfDocument = secondaryOfDocument
    }

    /// The number of documents.
    public var count: Int { secondaryOfDocument.count }

    /// The candidates (document positions) that contain every word of `query`, in
    /// their given order. An empty query keeps them all.
    public func filter(_ candidates: [Int32], by query: SearchQuery) -> [Int32] {
        guard !query.isEmpty else { return candidates }
        let words = query.words
        let secondaryCount = secondaryStarts.count - 1
        // For each word, whether each distinct secondary combination contains it.
        var secondaryMatches = [Bool](repeating: false, count: words.count * secondaryCount)
        secondaryBytes.withUnsafeBufferPointer { text in
            for (number, word) in words.enumerated() {
                word.withUnsafeBufferPointer { word in
                    for secondary in 0..<secondaryCount {
                        secondaryMatches[number * secondaryCount + secondary] = Self.find(
                            word, in: text,
                            from: Int(secondaryStarts[secondary]), to: Int(secondaryStarts[secondary + 1]))
                    }
                }
            }
        }
        let letters = words.flatMap { $0 }
        var wordEnds: [Int] = []
        for word in words { wordEnds.append((wordEnds.last ?? 0) + word.count) }
        return primaryBytes.withUnsafeBufferPointer { text in
            letters.withUnsafeBufferPointer { letters in
                let matches = { (document: Int) -> Bool in
                    let secondary = Int(self.secondaryOfDocument[document])
                    let start = Int(self.primaryStarts[document])
                    let end = Int(self.primaryStarts[document + 1])
                    var wordStart = 0
                    for (number, wordEnd) in wordEnds.enumerated() {
                        let word = UnsafeBufferPointer(rebasing: letters[wordStart..<wordEnd])
                        wordStart = wordEnd
                        if secondaryMatches[number * secondaryCount + secondary] { continue }
                        if !Self.find(word, in: text, from: start, to: end) { return false }
                    }
                    return true
                }
                guard candidates.count >= count / Self.sequentialScanDivisor else {
                    return candidates.filter { matches(Int($0)) }
                }
                // Many candidates: scanning every document in storage order and then
                // picking the candidates beats jumping around memory in candidate order.
                let matching = (0..<count).map(matches)
                return candidates.filter { matching[Int($0)] }
            }
        }
    }

    /// `positions` ordered by their documents' folded primary field, byte by byte;
    /// `tieBreak` orders documents whose primary fields fold to the same bytes.
    public func sortedByPrimary(
        _ positions: [Int32], tieBreak: (Int32, Int32) -> Bool
    ) -> [Int32] {
        primaryBytes.withUnsafeBufferPointer { text in
            primaryStarts.withUnsafeBufferPointer { starts in
                positions.sorted { a, b in
                    var i = Int(starts[Int(a)])
                    var j = Int(starts[Int(b)])
                    let endA = Int(starts[Int(a) + 1])
                    let endB = Int(starts[Int(b) + 1])
                    while i < endA, j < endB {
                        if text[i] != text[j] { return text[i] < text[j] }
                        i += 1
                        j += 1
                    }
                    let (restA, restB) = (endA - i, endB - j)
                    return restA != restB ? restA < restB : tieBreak(a, b)
                }
            }
        }
    }

    /// Whether `word` occurs in `text[start..<end]`.
    @inline(__always)
    private static func find(
        _ word: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Bool {
        let length = word.count
        let first = word[0]
        var i = start
        let last = end - length
        while i <= last {
            if text[i] == first {
                var k = 1
                while k < length, text[i + k] == word[k] { k += 1 }
                if k == length { return true }
            }
            i += 1
        }
        return false
    }
}
