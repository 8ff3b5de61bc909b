import GRDB
import PetCore

/// The statements over what belongs to the person at a desk (favourite marks, ticked
/// lines, recipe scales, the units, Pet Match's best scores), shared by the two files
/// that keep it: this computer's catalog (``CatalogDatabase``, where the marks sit beside
/// the records they belong to) and a desk's own file when the catalog is on the shelter's
/// server (``DeskDatabase``). The tables have the same names and columns in both.
enum DeskStateTables {
    /// The `preference` key of the units recipes are shown in.
    private static let measurementSystemKey = "measurementSystem"

    static func favouriteIDs(_ db: Database) throws -> Set<Pet.ID> {
        try String.fetchSet(db, sql: "SELECT petId FROM favourite")
    }

    static func setFavourite(_ isFavourite: Bool, petID: Pet.ID, _ db: Database) throws {
        if isFavourite {
            try db.execute(sql: "INSERT OR IGNORE INTO favourite (petId) VALUES (?)", arguments: [petID])
        } else {
            try db.execute(sql: "DELETE FROM favourite WHERE petId = ?", arguments: [petID])
        }
    }

    static func checkedItems(recipeID: Recipe.ID, _ db: Database) throws -> Set<ChecklistItem> {
        Set(try Row.fetchAll(
            db, sql: "SELECT kind, position FROM checklistItem WHERE recipeId = ?", arguments: [recipeID]
        ).compactMap { row in
            ChecklistItem.Kind(rawValue: row[0]).map { ChecklistItem($0, row[1]) }
        })
    }

    static func setChecked(_ isChecked: Bool, item: ChecklistItem, recipeID: Recipe.ID, _ db: Database) throws {
        let arguments: StatementArguments = [recipeID, item.kind.rawValue, item.index]
        if isChecked {
            try db.execute(sql: "INSERT OR IGNORE INTO checklistItem (recipeId, kind, position) VALUES (?, ?, ?)", arguments: arguments)
        } else {
            try db.execute(sql: "DELETE FROM checklistItem WHERE recipeId = ? AND kind = ? AND position = ?", arguments: arguments)
        }
    }

    static func recipeScale(recipeID: Recipe.ID, _ db: Database) throws -> Rational? {
        try Row.fetchOne(db, sql: "SELECT numerator, denominator FROM recipeScale WHERE recipeId = ?", arguments: [recipeID])
            .flatMap { row in Rational(row[0], row[1]) }
    }

    static func setRecipeScale(_ scale: Rational?, recipeID: Recipe.ID, _ db: Database) throws {
        if let scale, scale != 1 {
            try db.execute(sql: """
                INSERT INTO recipeScale (recipeId, numerator, denominator) VALUES (?, ?, ?)
                ON CONFLICT (recipeId) DO UPDATE SET numerator = excluded.numerator, denominator = excluded.denominator
                """, arguments: [recipeID, scale.numerator, scale.denominator])
        } else {
            try db.execute(sql: "DELETE FROM recipeScale WHERE recipeId = ?", arguments: [recipeID])
        }
    }

    static func measurementSystem(_ db: Database) throws -> MeasurementSystem {
        try String.fetchOne(db, sql: "SELECT value FROM preference WHERE key = ?", arguments: [measurementSystemKey])
            .flatMap(MeasurementSystem.init(rawValue:)) ?? .asWritten
    }

    static func setMeasurementSystem(_ system: MeasurementSystem, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO preference (key, value) VALUES (?, ?)
            ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """, arguments: [measurementSystemKey, system.rawValue])
    }

    static func bestMatchScore(theme: MatchTheme, pairs: Int, _ db: Database) throws -> MatchScore? {
        try Row.fetchOne(
            db, sql: "SELECT points, seconds FROM matchBestScore WHERE theme = ? AND pairs = ?",
            arguments: [theme.rawValue, pairs]
        ).map { MatchScore(points: $0[0], seconds: $0[1]) }
    }

    static func saveBestMatchScore(_ score: MatchScore, theme: MatchTheme, pairs: Int, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO matchBestScore (theme, pairs, points, seconds) VALUES (?, ?, ?, ?)
            ON CONFLICT (theme, pairs) DO UPDATE SET points = excluded.points, seconds = excluded.seconds
            """, arguments: [theme.rawValue, pairs, score.points, score.seconds])
    }
}
