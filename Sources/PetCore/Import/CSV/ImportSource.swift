/// The name of the records a shelter export comes from, read from the file's name.
///
/// An animal's id means something only inside its shelter's records (``PetOrigin``),
/// and an export names no shelter, so the file's name stands for it, without what
/// changes from one export of the same records to the next:
/// - the folders and the extension (`exports/outcomes.csv`);
/// - a copy counter a browser or file manager adds to a second download (`outcomes (2)`);
/// - a trailing export date, maybe with a time, as open-data portals stamp downloads
///   (Socrata's `Austin_Outcomes_20250516`, `outcomes-2025-05-16`, `outcomes_2025-05-16T10-30`).
///
/// Case is kept: the name shows in reports. Two files of different names are two
/// sources, so a renamed export's animals are new to the catalog; its preview says so.
enum ImportSource {
    /// A trailing copy counter: `" (2)"`.
    nonisolated(unsafe) private static let copyCounter = /\s*\(\d+\)$/
    /// A trailing date (1900–2199; `yyyymmdd` or `yyyy-mm-dd` with `-` or `_`), maybe a
    /// time after it, and the separators before it.
    nonisolated(unsafe) private static let dateStamp =
        /[\s._-]*(?:19|20|21)\d\d(?:\d{4}|[-_]\d\d[-_]\d\d)(?:[T_ -]?\d\d(?:[-_:.]?\d\d){1,2})?$/

    /// The source name of the file `fileName` (a name or path).
    static func name(ofFile fileName: String) -> String {
        var name = String(fileName.split(separator: "/").last ?? Substring(fileName))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        while true {
            let shorter = name.replacing(copyCounter, with: "").replacing(dateStamp, with: "")
            guard shorter != name, !shorter.isEmpty else { return name }
            name = shorter
        }
    }
}
