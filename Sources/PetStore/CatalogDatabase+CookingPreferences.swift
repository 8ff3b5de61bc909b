import GRDB
import PetCore

/// The cooking preferences of ``RecipeRepository``: each recipe's scale and the units
/// recipes are shown in (schema v7).
extension CatalogDatabase {
    /// The `preference` key of the units recipes are shown in.
    private static let measurementSystemKey = "measurementSystem"

    public func recipeScale(recipeID: Recipe.ID) throws -> Rational? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT numerator, denominator FROM recipeScale WHERE recipeId = ?", arguments: [recipeID])
                .flatMap { row in Rational(row[0], row[1]) }
        }
    }

    public func setRecipeScale(_ scale: Rational?, recipeID: Recipe.ID) async throws {
        try await write { db in
            try Self.requireRecipe(recipeID, db)
            if let scale, scale != 1 {
                try db.execute(sql: """
                    INSERT INTO recipeScale (recipeId, numerator, denominator) VALUES (?, ?, ?)
                    ON CONFLICT (recipeId) DO UPDATE SET numerator = excluded.numerator, denominator = excluded.denominator
                    """, arguments: [recipeID, scale.numerator, scale.denominator])
            } else {
                try db.execute(sql: "DELETE FROM recipeScale WHERE recipeId = ?", arguments: [recipeID])
            }
        }
    }

    public func measurementSystem() throws -> MeasurementSystem {
        try read { db in
            try String.fetchOne(db, sql: "SELECT value FROM preference WHERE key = ?", arguments: [Self.measurementSystemKey])
                .flatMap(MeasurementSystem.init(rawValue:)) ?? .asWritten
        }
    }

    public func setMeasurementSystem(_ system: MeasurementSystem) async throws {
        try await write { db in
            try db.execute(sql: """
                INSERT INTO preference (key, value) VALUES (?, ?)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """, arguments: [Self.measurementSystemKey, system.rawValue])
        }
    }
}
