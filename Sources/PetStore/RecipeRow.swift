import GRDB
import PetCore

/// How a ``Recipe`` maps to a row of `recipe` and its ordered `recipeLine` rows.
enum RecipeRow {
    private static let columns = [
        "id", "name", "difficulty", "photo", "photoDescription", "prepMinutes", "cookMinutes",
        "totalMinutes", "yield", "yieldText", "source", "language", "version", "importBatchId",
    ]

    /// The columns an update writes from the recipe, with their argument numbers: all
    /// but the id, the version (which the statement raises) and the import batch.
    private static let updatedColumns = columns.enumerated().dropFirst().dropLast().filter { $0.element != "version" }

    /// The argument number of the recipe's version.
    private static let versionArgument = columns.firstIndex(of: "version")! + 1

    private static let insertSQL = """
        INSERT INTO recipe (\(columns.joined(separator: ", ")))
        VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
        """

    /// Insert (with the recipe's version), or update every field but the id and the
    /// import batch when the id exists, leaving the version above both the stored one and
    /// the recipe's. Selects the version stored.
    private static let upsertSQL = insertSQL + """

        ON CONFLICT (id) DO UPDATE SET
        \(updatedColumns.map { "\($1) = excluded.\($1)" }.joined(separator: ",\n")),
        version = max(recipe.version, excluded.version) + 1
        RETURNING version
        """

    /// An edit: every field (the import batch only when one is given), only while the
    /// stored version is still the recipe's, raising it by one. Selects the new version;
    /// selects nothing when the recipe changed or is gone.
    private static let editSQL = """
        UPDATE recipe SET
        \(updatedColumns.map { "\($1) = ?\($0 + 1)" }.joined(separator: ",\n")),
        importBatchId = COALESCE(?\(columns.count), importBatchId),
        version = version + 1
        WHERE id = ?1 AND version = ?\(versionArgument)
        RETURNING version
        """

    /// Inserts a new recipe and its lines.
    static func insert(_ recipe: Recipe, importBatchID: Int64?, _ db: Database) throws {
        try db.execute(sql: insertSQL, arguments: arguments(recipe, importBatchID: importBatchID))
        try saveLines(of: recipe, db)
    }

    /// Inserts the recipe or updates the stored one in place. Lines are updated by
    /// position, so ticks on lines that still exist stay ticked; ticks on removed lines go.
    /// Returns the version stored.
    static func upsert(_ recipe: Recipe, _ db: Database) throws -> Int64 {
        guard let version = try Int64.fetchOne(db, sql: upsertSQL, arguments: arguments(recipe, importBatchID: nil))
        else { throw CatalogStoreError.damaged }
        try saveLines(of: recipe, db)
        return version
    }

    /// Saves an edit of the stored recipe, lines as ``upsert(_:_:)`` does, only while its
    /// stored version is still the recipe's. Returns the new version; throws
    /// ``EditConflict`` when another window changed or deleted the recipe since.
    static func update(_ recipe: Recipe, _ db: Database) throws -> Int64 {
        guard let version = try Int64.fetchOne(db, sql: editSQL, arguments: arguments(recipe, importBatchID: nil)) else {
            throw try fetch(db, id: recipe.id).first.map(EditConflict.changedElsewhere) ?? EditConflict<Recipe>.deletedElsewhere
        }
        try saveLines(of: recipe, db)
        return version
    }

    private static func arguments(_ recipe: Recipe, importBatchID: Int64?) -> StatementArguments {
        [
            recipe.id, recipe.name, recipe.difficulty.rawValue, recipe.photo, recipe.photoDescription,
            recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes, recipe.yield, recipe.yieldText,
            recipe.source, recipe.language?.description, recipe.version, importBatchID,
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
        try fetch(db, id: nil)
    }

    /// The recipes with their lines in order, in id order: every one, or only the one
    /// with `id` when given.
    private static func fetch(_ db: Database, id: Recipe.ID?) throws -> [Recipe] {
        let only = id == nil ? "" : " WHERE recipeId = ?"
        var ingredients: [String: [String]] = [:]
        var directions: [String: [String]] = [:]
        let lines = try Row.fetchCursor(db, sql: """
            SELECT recipeId, kind, text FROM recipeLine\(only) ORDER BY recipeId, kind, position
            """, arguments: StatementArguments([id].compactMap { $0 }))
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
                totalMinutes, yieldText, version, language
            FROM recipe\(id == nil ? "" : " WHERE id = ?") ORDER BY id
            """, arguments: StatementArguments([id].compactMap { $0 })).map { row in
            let id: String = row[0]
            let language: String? = row[12]
            guard let difficulty = RecipeDifficulty(rawValue: row[2]), language.map(LanguageTag.init) != .some(nil)
            else { throw CatalogStoreError.damaged }
            return Recipe(
                id: id, name: row[1], difficulty: difficulty, photo: row[3], photoDescription: row[4],
                prepMinutes: row[5], cookMinutes: row[6], totalMinutes: row[9], yield: row[7], yieldText: row[10],
                ingredients: ingredients[id] ?? [], directions: directions[id] ?? [], source: row[8],
                language: language.flatMap(LanguageTag.init), version: row[11])
        }
    }
}
