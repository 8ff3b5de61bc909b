/// A list's filter written as text, to keep between runs: named choices with their
/// values and bare flags, `species=cat,dog;houseTrained`.
///
/// Reading ignores names and values it does not know, so a filter saved by another
/// version of the app restores as much of it as this version understands. Names and
/// values are sorted when written, so the same filter is always the same text.
struct StoredFilterText {
    private var values: [String: Set<String>] = [:]

    /// An empty text: every filter's default.
    init() {}

    /// The choices written in `text`.
    init(_ text: String) {
        for entry in text.split(separator: ";") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            let name = String(parts[0])
            values[name, default: []].formUnion(parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : [])
        }
    }

    /// The text of the choices.
    var text: String {
        values.keys.sorted().map { name in
            let listed = values[name, default: []].sorted()
            return listed.isEmpty ? name : name + "=" + listed.joined(separator: ",")
        }.joined(separator: ";")
    }

    /// Whether the flag `name` is set.
    func flag(_ name: String) -> Bool {
        values[name] != nil
    }

    /// Sets or clears the flag `name`.
    mutating func setFlag(_ name: String, _ isSet: Bool) {
        values[name] = isSet ? [] : nil
    }

    /// The values written under `name` that are cases of `Value`.
    func choices<Value: RawRepresentable & Hashable>(_ name: String) -> Set<Value> where Value.RawValue == String {
        Set(values[name, default: []].compactMap(Value.init(rawValue:)))
    }

    /// Writes `choices` under `name`; none leaves the name out.
    mutating func setChoices<Value: RawRepresentable>(_ name: String, _ choices: some Sequence<Value>)
    where Value.RawValue == String {
        let written = Set(choices.map(\.rawValue))
        values[name] = written.isEmpty ? nil : written
    }

    /// The one value written under `name`, if exactly one is.
    func single(_ name: String) -> String? {
        guard let written = values[name], written.count == 1 else { return nil }
        return written.first
    }

    /// Writes `value` under `name`, or leaves the name out for `nil`.
    mutating func setSingle(_ name: String, _ value: String?) {
        values[name] = value.map { [$0] }
    }
}
