import GRDB
import PetCore

/// How a ``Recipe`` maps to a row of `recipe` and its ordered `recipeLine` rows.
enum RecipeRow {
    private static let columns = [
        "id", "name", "difficulty", "photo", "photoDescription", "prepMinutes", "cookMinutes",
        "totalMinutes", "yield", "yieldText", "source", "importBatchId",
    ]

    private static let insertSQL = """
        INSERT INTO recipe (\(columns.joined(separator: ", ")))
        VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
        """

    /// Insert, or update every field but the id and the import batch when the id exists.
    private static let upsertSQL = insertSQL + """

        ON CONFLICT (id) DO UPDATE SET
        \(columns.dropFirst().dropLast().map { "\($0) = excluded.\($0)" }.joined(separator: ",\n"))
        """

    /// Inserts a new recipe and its lines.
    static func insert(_ recipe: Recipe, importBatchID: Int64?, _ db: Database) throws {
        try db.execute(sql: insertSQL, arguments: arguments(recipe, importBatchID: importBatchID))
        try saveLines(of: recipe, db)
    }

    /// Inserts the recipe or updates the stored one in place. Lines are updated by
    /// position, so ticks on lines that still exist stay ticked; ticks on removed lines go.
    static func upsert(_ recipe: Recipe, _ db: Database) throws {
        try db.execute(sql: upsertSQL, arguments: arguments(recipe, importBatchID: nil))
        try saveLines(of: recipe, db)
    }

    private static func arguments(_ recipe: Recipe, importBatchID: Int64?) -> StatementArguments {
        [
            recipe.id, recipe.name, recipe.difficulty.rawValue, recipe.photo, recipe.photoDescription,
            recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes, recipe.yield, recipe.yieldText,
            recipe.source, importBatchID,
        ]
    }

    private static func saveLines(of recipe: Recipe, _ db: Database) throws {
        let lists: [(ChecklistItem.Kind, [String])] = [(.ingredient, recipe.ingredients), (.direction, recipe.directions)]
        let upsert = try db.cachedStatement(sql: """
            INSERT INTO recipeLine (recipeId, kind, position, text) VALUES (?, ?, ?, ?)
            ON CONFLICT (recipeId, kind, position) DO UPDATE SET text = excluded.text
            """)
        for (kind, lines) in lists {
            for (position, text) in lines.enumerated() {
                try upsert.execute(arguments: [recipe.id, kind.rawValue, position, text])
            }
            try db.execute(
                sql: "DELETE FROM recipeLine WHERE recipeId = ? AND kind = ? AND position >= ?",
                arguments: [recipe.id, kind.rawValue, lines.count])
        }
    }

    /// Every recipe with its lines in order, in id order.
    static func fetchAll(_ db: Database) throws -> [Recipe] {
        var ingredients: [String: [String]] = [:]
        var directions: [String: [String]] = [:]
        let lines = try Row.fetchCursor(db, sql: """
            SELECT recipeId, kind, text FROM recipeLine ORDER BY recipeId, kind, position
            """)
        while let line = try lines.next() {
            let recipeID: String = line[0]
            switch ChecklistItem.Kind(rawValue: line[1]) {
            case .ingredient: ingredients[recipeID, default: []].append(line[2])
            case .direction: directions[recipeID, default: []].append(line[2])
            case nil: throw CatalogStoreError.damaged
            }
        }
        return try Row.fetchAll(db, sql: """
            SELECT id, name, difficulty, photo, photoDescription, prepMinutes, cookMinutes, yield, source,
                totalMinutes, yieldText
            FROM recipe ORDER BY id
            """).map { row in
            let id: String = row[0]
            guard let difficulty = RecipeDifficulty(rawValue: row[2]) else { throw CatalogStoreError.damaged }
            return Recipe(
                id: id, name: row[1], difficulty: difficulty, photo: row[3], photoDescription: row[4],
                prepMinutes: row[5], cookMinutes: row[6], totalMinutes: row[9], yield: row[7], yieldText: row[10],
                ingredients: ingredients[id] ?? [], directions: directions[id] ?? [], source: row[8])
        }
    }
}
