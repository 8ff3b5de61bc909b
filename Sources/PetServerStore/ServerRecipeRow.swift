import PetCore
import PostgresNIO

/// How a ``Recipe`` maps to a row of the server's `recipe` table (its lines are arrays).
enum ServerRecipeRow {
    /// The columns a recipe is written to, in the order of ``bindings(_:)``.
    static let columns = [
        "id", "name", "difficulty", "photo", "photo_description", "prep_minutes", "cook_minutes",
        "total_minutes", "yield", "yield_text", "ingredients", "directions", "source",
    ]

    /// `SELECT` of the columns ``recipe(from:)`` decodes.
    static let selectSQL = "SELECT \(columns.joined(separator: ", ")) FROM recipe"

    /// `INSERT` of a new recipe; `$\(columns.count + 1)` is its import batch (or NULL).
    static let insertSQL = """
        INSERT INTO recipe (\(columns.joined(separator: ", ")), import_batch_id)
        VALUES (\((1...columns.count + 1).map { "$\($0)" }.joined(separator: ", ")))
        """

    /// Insert, or update every field but the id and the import batch (raising the
    /// version) when the id exists.
    static let upsertSQL = """
        INSERT INTO recipe (\(columns.joined(separator: ", ")))
        VALUES (\((1...columns.count).map { "$\($0)" }.joined(separator: ", ")))
        ON CONFLICT (id) DO UPDATE SET
        \(columns.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ",\n")),
        version = recipe.version + 1
        """

    /// The values of ``columns`` for `recipe`.
    static func bindings(_ recipe: Recipe) -> PostgresBindings {
        var bindings = PostgresBindings(capacity: columns.count + 1)
        bindings.append(recipe.id)
        bindings.append(recipe.name)
        bindings.append(recipe.difficulty.rawValue)
        bindings.append(recipe.photo)
        bindings.append(recipe.photoDescription)
        bindings.append(recipe.prepMinutes)
        bindings.append(recipe.cookMinutes)
        bindings.append(recipe.totalMinutes)
        bindings.append(recipe.yield)
        bindings.append(recipe.yieldText)
        bindings.append(recipe.ingredients)
        bindings.append(recipe.directions)
        bindings.append(recipe.source)
        return bindings
    }

    /// Decodes a row selected by ``selectSQL``.
    static func recipe(from row: PostgresRow) throws -> Recipe {
        let cells = row.makeRandomAccess()
        func value<T: PostgresDecodable>(_ index: Int, _ type: T.Type = T.self) throws -> T {
            try cells[index].decode(T.self)
        }
        guard let difficulty = RecipeDifficulty(rawValue: try value(2, Int.self)) else { throw ShelterServerError.invalidValue }
        return Recipe(
            id: try value(0), name: try value(1), difficulty: difficulty, photo: try value(3),
            photoDescription: try value(4), prepMinutes: try value(5), cookMinutes: try value(6),
            totalMinutes: try value(7), yield: try value(8), yieldText: try value(9),
            ingredients: try value(10), directions: try value(11), source: try value(12))
    }
}
