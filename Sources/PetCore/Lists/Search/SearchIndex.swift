/// The folded text of a fixed list of documents, laid out for scanning many of them
/// per keystroke.
///
/// Each document has a primary field (a pet's name) and secondary fields (its breed and
/// species), folded once with ``SearchFolding``. A word matches a document when it
/// occurs within one of its fields. Documents are numbered by their position in the
/// list the index was built from; candidate lists are arrays of those positions.
///
/// Three things keep a scan of 100,000 documents to a few milliseconds:
/// - Primary fields are stored back to back in one byte buffer.
/// - Secondary fields repeat (a few dozen breeds for thousands of pets), so each
///   distinct combination is stored once and a word is looked for in it once.
/// - For every byte value, a bit set says which primary fields contain it. A document
///   whose primary field lacks one of a word's bytes is rejected without reading its
///   text, and a one-byte word is answered by the bit alone.
public struct SearchIndex: Sendable {
    private static let fieldSeparator: UInt8 = 0x0A
    /// From a `1 / bitSetScanDivisor` share of all documents on, candidates are checked
    /// with bit sets over every document rather than one by one.
    private static let bitSetScanDivisor = 8

    /// Every document's folded primary field, back to back.
    private let primaryBytes: [UInt8]
    /// Where each document's primary field starts in ``primaryBytes``, plus the end.
    private let primaryStarts: [Int32]
    /// One bit per document for each byte value that occurs in a primary field:
    /// whether the document's primary field contains it.
    private let byteSets: [UInt64]
    /// Where each byte value's bit set starts in ``byteSets``; `nil` for byte values
    /// that no primary field contains.
    private let byteSetStarts: [Int?]
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
        let setWords = (count + 63) / 64
        var occurs = [Bool](repeating: false, count: 256)
        for byte in primaryBytes { occurs[Int(byte)] = true }
        var byteSetStarts = [Int?](repeating: nil, count: 256)
        var setCount = 0
        for byte in 0..<256 where occurs[byte] {
            byteSetStarts[byte] = setCount * setWords
            setCount += 1
        }
        var byteSets = [UInt64](repeating: 0, count: setCount * setWords)
        for document in 0..<count {
            for offset in Int(primaryStarts[document])..<Int(primaryStarts[document + 1]) {
                // Every byte of a primary field has a set.
                byteSets[byteSetStarts[Int(primaryBytes[offset])]! + document >> 6] |= 1 << UInt64(document & 63)
            }
        }
        self.primaryBytes = primaryBytes
        self.primaryStarts = primaryStarts
        self.byteSets = byteSets
        self.byteSetStarts = byteSetStarts
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
        let words = query.words.map(plan)
        guard candidates.count >= count / Self.bitSetScanDivisor else {
            return candidates.filter { matches(Int($0), words) }
        }
        // Many candidates: find every matching document a word of bits at a time,
        // then keep the candidates whose bit is set.
        var matching = documents(containing: words[0])
        for word in words.dropFirst() {
            let next = documents(containing: word)
            for index in matching.indices { matching[index] &= next[index] }
        }
        return candidates.filter { matching[Int($0) >> 6] & (1 << UInt64($0 & 63)) != 0 }
    }

    /// Whether document `document` contains every word.
    private func matches(_ document: Int, _ words: [WordPlan]) -> Bool {
        let secondary = Int(secondaryOfDocument[document])
        let setWord = document >> 6
        let bit = UInt64(1) << UInt64(document & 63)
        for word in words where !word.inSecondary[secondary] {
            guard let sets = word.byteSets else { return false }
            for start in sets where byteSets[start + setWord] & bit == 0 { return false }
            if word.letters.count > 1, !primary(of: document, contains: word.letters) { return false }
        }
        return true
    }

    /// One bit per document: whether it contains `word`.
    private func documents(containing word: WordPlan) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (count + 63) / 64)
        bits.withUnsafeMutableBufferPointer { bits in
            if word.inSecondary.contains(true) {
                word.inSecondary.withUnsafeBufferPointer { inSecondary in
                    secondaryOfDocument.withUnsafeBufferPointer { secondaryOfDocument in
                        for (document, secondary) in secondaryOfDocument.enumerated() where inSecondary[Int(secondary)] {
                            bits[document >> 6] |= 1 << UInt64(document & 63)
                        }
                    }
                }
            }
            guard let sets = word.byteSets else { return }
            byteSets.withUnsafeBufferPointer { byteSets in
                for index in bits.indices {
                    // Documents whose primary field has every byte of the word...
                    var candidates = ~bits[index]
                    for start in sets { candidates &= byteSets[start + index] }
                    guard word.letters.count > 1 else {
                        bits[index] |= candidates
                        continue
                    }
                    // ...and, for longer words, has them in the right order.
                    while candidates != 0 {
                        let offset = candidates.trailingZeroBitCount
                        if primary(of: index << 6 + offset, contains: word.letters) { bits[index] |= 1 << UInt64(offset) }
                        candidates &= candidates - 1
                    }
                }
            }
        }
        return bits
    }

    /// Whether document `document`'s primary field contains `letters`.
    private func primary(of document: Int, contains letters: [UInt8]) -> Bool {
        primaryBytes.withUnsafeBufferPointer { text in
            letters.withUnsafeBufferPointer { letters in
                Self.find(letters, in: text, from: Int(primaryStarts[document]), to: Int(primaryStarts[document + 1]))
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

    /// What a scan needs to know about one query word.
    private struct WordPlan {
        /// The word's bytes.
        var letters: [UInt8]
        /// Whether each distinct secondary combination contains the word.
        var inSecondary: [Bool]
        /// Where the bit sets of the word's distinct bytes start; `nil` when one of its
        /// bytes occurs in no primary field, so no primary field can contain the word.
        var byteSets: [Int]?
    }

    private func plan(_ word: [UInt8]) -> WordPlan {
        let secondaryCount = secondaryStarts.count - 1
        let inSecondary = secondaryBytes.withUnsafeBufferPointer { text in
            word.withUnsafeBufferPointer { letters in
                (0..<secondaryCount).map { secondary in
                    Self.find(letters, in: text,
                              from: Int(secondaryStarts[secondary]), to: Int(secondaryStarts[secondary + 1]))
                }
            }
        }
        var sets: [Int]? = []
        for byte in Set(word) {
            guard let start = byteSetStarts[Int(byte)] else {
                sets = nil
                break
            }
            sets?.append(start)
        }
        return WordPlan(letters: word, inSecondary: inSecondary, byteSets: sets)
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
