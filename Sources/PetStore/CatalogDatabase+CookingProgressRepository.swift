import GRDB
import PetCore

/// This computer's file keeps the cook's progress beside its recipes: the ticked lines of
/// each checklist (a tick goes with its line), each recipe's scale and the units recipes
/// are shown in (schema v7). A tick or a scale of a recipe or line that is not there is
/// refused.
extension CatalogDatabase: CookingProgressRepository {
    public func checkedItems(recipeID: Recipe.ID) throws -> Set<ChecklistItem> {
        try read { db in try DeskStateTables.checkedItems(recipeID: recipeID, db) }
    }

    public func setChecked(_ isChecked: Bool, item: ChecklistItem, recipeID: Recipe.ID) async throws {
        try await write { db in
            try Self.requireRecipe(recipeID, db)
            if isChecked {
                let lineExists = try Bool.fetchOne(db, sql: """
                    SELECT EXISTS (SELECT 1 FROM recipeLine WHERE recipeId = ? AND kind = ? AND position = ?)
                    """, arguments: [recipeID, item.kind.rawValue, item.index]) ?? false
                guard lineExists else { throw CatalogStoreError.unknownChecklistItem(item, recipeID) }
            }
            try DeskStateTables.setChecked(isChecked, item: item, recipeID: recipeID, db)
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

    public func recipeScale(recipeID: Recipe.ID) throws -> Rational? {
        try read { db in try DeskStateTables.recipeScale(recipeID: recipeID, db) }
    }

    public func setRecipeScale(_ scale: Rational?, recipeID: Recipe.ID) async throws {
        try await write { db in
            try Self.requireRecipe(recipeID, db)
            try DeskStateTables.setRecipeScale(scale, recipeID: recipeID, db)
        }
    }

    public func measurementSystem() throws -> MeasurementSystem {
        try read(DeskStateTables.measurementSystem)
    }

    public func setMeasurementSystem(_ system: MeasurementSystem) async throws {
        try await write { db in try DeskStateTables.setMeasurementSystem(system, db) }
    }
}
