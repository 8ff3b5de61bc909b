extension ShelterColumn {
    /// The headers of `headers` that no column of `columns` reads: a data portal's own
    /// columns (`_id`) and blank headers are not the animal's and are not listed; a
    /// second copy of the animal's id (Petfinder's `Internal` beside its `ID`) counts as
    /// read. Photo columns (Petfinder's `photo1`…`photo6`, RescueGroups' `pic1`…`pic4` and
    /// `Picture 1`…`4`, Animal Shelter Manager's `ANIMALIMAGE`) are listed apart: they
    /// name images elsewhere (file names, links), which the import does not fetch.
    static func leftOut(headers: [String], columns: [ShelterColumn: Int]) -> ImportLeftOutColumns {
        let normalized = normalizedHeaders(headers)
        let read = Set(columns.values)
        var leftOut = ImportLeftOutColumns()
        for (index, header) in headers.enumerated() where !read.contains(index) && !normalized[index].isEmpty {
            let key = normalized[index]
            if ShelterColumn.id.synonyms.contains(key) { continue }
            if isPhotoColumn(key) {
                leftOut.photoColumns.append(header.trimmingWhitespace)
            } else {
                leftOut.columns.append(header.trimmingWhitespace)
            }
        }
        return leftOut
    }

    /// Whether the normalized header `key` is a photo column.
    private static func isPhotoColumn(_ key: String) -> Bool {
        if key == "animalimage" { return true }
        let stem = key.prefix { !$0.isNumber }
        let number = key.dropFirst(stem.count)
        return ["photo", "pic", "picture", "image"].contains(stem) && !number.isEmpty && number.allSatisfy(\.isNumber)
    }
}
