import Foundation

/// Imports pets from a shelter's CSV export (the Austin Animal Center outcomes export,
/// PetFinder.my's adoption data, the exports of Animal Shelter Manager, Shelterluv,
/// PetPoint and RescueGroups, Petfinder and Adopt-a-Pet listing files, or any CSV with
/// similar headers).
///
/// The file is read as ``CSVReader`` describes (UTF-8, else Windows-1252 with a warning);
/// its first row names the columns, matched as ``ShelterColumn`` describes, unless it is
/// a headerless Adopt-a-Pet file (``AdoptAPetLayout``). Columns no field reads are
/// listed in the result (``ImportResult/leftOut``). A row that repeats the header (as
/// Shelterluv's and PetPoint's exports do between pages) is not an animal and is passed over. A species
/// column and a date-of-birth or age column are required; without a name column (some
/// exports have none) every pet imports as “Unnamed”, said once for the file. Each row then maps
/// to a ``Pet`` as ``ShelterRowMapper`` describes; a row that cannot become a pet is
/// skipped with a problem (whose `field` is `nil`), a row read only in part imports with
/// a problem naming the field. When the file has an animal id column, each animal
/// imports once, from the row of its latest event (``ShelterEventRows``), and keeps its
/// id as its ``Pet/origin``. Pure: bytes in, pets and problems out.
public struct ShelterCSVImporter: Sendable {
    /// When the import happens: the date added of rows without a date of their own.
    public var now: Date
    /// The shelter's time zone: the export's local times are read in it, and its
    /// calendar day of ``now`` is the day ages count back from in rows without a date.
    public var timeZone: TimeZone
    /// Words the problems and errors.
    public var translator: Translator

    /// An importer for files read at `now` from a shelter in `timeZone`, with messages in
    /// `translator`'s language.
    public init(now: Date, timeZone: TimeZone, translator: Translator = .english) {
        self.now = now
        self.timeZone = timeZone
        self.translator = translator
    }

    /// The pets in `data`, the bytes of a file called `fileName` (used in messages).
    ///
    /// - Throws: ``ImportError`` when the file is empty or lacks a required column
    ///   (the message names it and the headers it looked for).
    public func pets(in data: Data, fileName: String) throws(ImportError) -> ImportResult<Pet> {
        let decoded = DecodedText(data)
        let rows = CSVReader(sniffing: decoded.text).rows(decoded.text)
        guard let firstRow = rows.first else { throw ImportError(translator.tr("%1$@ is empty.", fileName)) }
        var headers = firstRow.fields
        var petRows = Array(rows.dropFirst())
        var columns = ShelterColumn.indices(in: headers)
        if columns[.species] == nil, let adoptAPet = AdoptAPetLayout.headers(forFirstRow: headers) {
            headers = adoptAPet
            petRows = rows
            columns = ShelterColumn.indices(in: headers)
        }
        if columns[.species] == nil {
            throw ImportError(translator.tr(
                "%1$@ has no “%2$@” column (looked for a header named %3$@).",
                fileName, ShelterColumn.species.displayName, ShelterColumn.species.synonyms.joined(separator: ", ")))
        }
        if columns[.birthday] == nil, columns[.age] == nil {
            throw ImportError(translator.tr(
                "%1$@ has neither a date of birth nor an age column (looked for a header named %2$@).",
                fileName, (ShelterColumn.birthday.synonyms + ShelterColumn.age.synonyms).joined(separator: ", ")))
        }

        var problems: [ImportProblem] = []
        if columns[.name] == nil {
            problems.append(ImportProblem(
                record: fileName, field: ShelterColumn.name.displayName,
                reason: translator.tr(
                    "no name column (looked for a header named %1$@); every pet imports as “%2$@”",
                    ShelterColumn.name.synonyms.joined(separator: ", "), ShelterRowMapper.unnamed(translator))))
        }
        if decoded.isFallback {
            problems.append(ImportProblem(
                record: fileName, field: translator.tr("encoding"),
                reason: translator.tr(
                    "not valid UTF-8; read as %1$@, so accented letters may be wrong", decoded.encoding.rawValue)))
        }
        // Shelterluv's and PetPoint's exports repeat the header inside the file.
        petRows.removeAll { $0.fields == headers }
        var mapper = ShelterRowMapper(
            headers: headers, columns: columns, source: ImportSource.name(ofFile: fileName),
            today: CalendarDate(now, in: timeZone), now: now, timeZone: timeZone, translator: translator)
        var duplicates: [ImportDuplicate] = []
        if let idColumn = columns[.id] {
            let events = ShelterEventRows(
                rows: petRows, idColumn: idColumn, dateColumns: [columns[.date], columns[.intakeDate]].compactMap { $0 })
            petRows = events.latest
            duplicates = events.superseded.map { earlier in
                ImportDuplicate(
                    record: mapper.record(earlier.row), kind: .repeatedInFile,
                    // TRANSLATORS: why a shelter export's row is not imported: "an earlier row of animal A0075579 than row 9".
                    reason: translator.tr(
                        "an earlier row of animal %1$@ than row %2$@", earlier.animalID, String(earlier.latest.number)))
            }
        }
        var pets: [Pet] = []
        pets.reserveCapacity(petRows.count)
        for row in petRows {
            let (pet, rowProblems) = mapper.map(row)
            if let pet { pets.append(pet) }
            problems += rowProblems
        }
        for column in mapper.columnsHoldingCodes {
            problems.append(ImportProblem(
                record: fileName, field: headers[column],
                reason: translator.tr("holds numeric codes, not names (as in PetFinder.my's data); left empty")))
        }
        if mapper.readWeightsAsPounds, let weightColumn = columns[.weight] {
            problems.append(ImportProblem(
                record: fileName, field: headers[weightColumn],
                reason: translator.tr("weights without a unit were read as pounds, the unit of US shelter software; check them")))
        }
        return ImportResult(
            records: pets, problems: problems, duplicates: duplicates,
            leftOut: ShelterColumn.leftOut(headers: headers, columns: columns))
    }
}
