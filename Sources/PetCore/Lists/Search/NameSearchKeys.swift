import Foundation

/// What else finds a Chinese name: its Simplified form, its pinyin without tones, spaced
/// and run together, and its initials. 小白 is found by `小白`, `xiaobai`, `xiao bai` and
/// `xb`; 貓貓 by `猫猫` too.
///
/// ICU's transforms (`Hant-Hans`, then `Han-Latin`, which Foundation's `applyingTransform`
/// runs on every platform) give the keys; a character with several readings gets ICU's
/// most common one. A transform costs tens of microseconds, so keys are made when a pet
/// is written and stored with it; ``init(known:)`` takes the stored ones, and a name
/// without one (a pet just edited) gets its key the first time it is asked for.
public final class NameSearchKeys: @unchecked Sendable {
    /// Guards ``keys``: indexes are built on other threads than the catalog's.
    private let lock = NSLock()
    private var keys: [String: String]

    /// Keys by name, as the store kept them.
    public init(known: [String: String] = [:]) {
        keys = known
    }

    /// The search key of `name`; empty for a name without Chinese characters.
    public func key(for name: String) -> String {
        guard Self.hasHan(name) else { return "" }
        if let known = lock.withLock({ keys[name] }) { return known }
        let key = Self.makeKey(for: name)
        lock.withLock { keys[name] = key }
        return key
    }

    /// Adds `other`'s keys to these.
    public func add(_ other: NameSearchKeys) {
        guard other !== self else { return }
        let known = other.lock.withLock { other.keys }
        lock.withLock { keys.merge(known) { mine, _ in mine } }
    }

    /// `text` with its Traditional characters in their Simplified form, for a search.
    static func simplified(_ text: String) -> String {
        guard hasHan(text) else { return text }
        return text.applyingTransform(StringTransform("Hant-Hans"), reverse: false) ?? text
    }

    /// The key of `name`, made now: `""` for a name without Chinese characters.
    public static func makeKey(for name: String) -> String {
        guard hasHan(name) else { return "" }
        let simplified = name.applyingTransform(StringTransform("Hant-Hans"), reverse: false) ?? name
        let latin = simplified.applyingTransform(.mandarinToLatin, reverse: false) ?? simplified
        let syllables = SearchFolding.fold(latin).split(whereSeparator: \.isWhitespace).map(String.init)
        let initials = String(syllables.compactMap(\.first))
        var parts = [syllables.joined(separator: " "), syllables.joined(), initials]
        if simplified != name { parts.insert(simplified, at: 0) }
        return parts.joined(separator: " ")
    }

    /// Whether `text` has a Han character (CJK ideographs of any block).
    static func hasHan(_ text: String) -> Bool {
        !text.utf8.allSatisfy { $0 < 0x80 } && text.unicodeScalars.contains { $0.properties.isIdeographic }
    }
}
