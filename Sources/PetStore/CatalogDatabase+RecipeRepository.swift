import GRDB
import PetCore

extension CatalogDatabase: RecipeRepository {
    public func loadRecipes() throws -> [Recipe] {
        try read(RecipeRow.fetchAll)
    }

    public func checkedItems(recipeID: Recipe.ID) throws -> Set<ChecklistItem> {
        try read { db in
            Set(try Row.fetchAll(
                db, sql: "SELECT kind, position FROM checklistItem WHERE recipeId = ?", arguments: [recipeID]
            ).compactMap { row in
                ChecklistItem.Kind(rawValue: row[0]).map { ChecklistItem($0, row[1]) }
            })
        }
    }

    public func setChecked(_ isChecked: Bool, item: ChecklistItem, recipeID: Recipe.ID) async throws {
        try await write { db in
            try Self.requireRecipe(recipeID, db)
            let arguments: StatementArguments = [recipeID, item.kind.rawValue, item.index]
            if isChecked {
                let lineExists = try Bool.fetchOne(db, sql: """
                    SELECT EXISTS (SELECT 1 FROM recipeLine WHERE recipeId = ? AND kind = ? AND position = ?)
                    """, arguments: arguments) ?? false
                guard lineExists else { throw CatalogStoreError.unknownChecklistItem(item, recipeID) }
                try db.execute(
                    sql: "INSERT OR IGNORE INTO checklistItem (recipeId, kind, position) VALUES (?, ?, ?)",
                    arguments: arguments)
            } else {
                try db.execute(
                    sql: "DELETE FROM checklistItem WHERE recipeId = ? AND kind = ? AND position = ?",
                    arguments: arguments)
            }
        }
    }

    public func replaceChecklist(recipeID: Recipe.ID, checked: Set<ChecklistItem>) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM checklistItem WHERE recipeId = ?", arguments: [recipeID])
            for item in checked {
                try db.execute(sql: """
                    INSERT INTO checklistItem (recipeId, kind, position)
                    SELECT recipeId, kind, position FROM recipeLine WHERE recipeId = ? AND kind = ? AND position = ?
                    """, arguments: [recipeID, item.kind.rawValue, item.index])
            }
        }
    }

    public func saveRecipe(_ recipe: Recipe) async throws {
        try await write { db in
            try Self.registerPhoto(recipe.photo, db)
            try RecipeRow.upsert(recipe, db)
        }
    }

    public func deleteRecipe(id: Recipe.ID) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [id])
        }
    }

    /// Throws ``CatalogStoreError/unknownRecipe(_:)`` when there is no recipe with `id`.
    static func requireRecipe(_ id: Recipe.ID, _ db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM recipe WHERE id = ?)", arguments: [id]) == true else {
            throw CatalogStoreError.unknownRecipe(id)
        }
    }
}
