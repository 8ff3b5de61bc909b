import PetCore
import PostgresNIO

/// How a ``Recipe`` maps to a row of the server's `recipe` table (its lines are arrays).
enum ServerRecipeRow {
    /// The columns a recipe is written to, in the order of ``bindings(_:)``.
    static let columns = [
        "id", "name", "difficulty", "photo", "photo_description", "prep_minutes", "cook_minutes",
        "total_minutes", "yield", "yield_text", "ingredients", "directions", "source", "language", "version",
    ]

    /// The columns an update writes from the recipe, with their parameter numbers: all
    /// but the id and the version (which the statement raises).
    private static let updatedColumns = columns.enumerated().dropFirst().filter { $0.element != "version" }

    /// `SELECT` of the columns ``recipe(from:)`` decodes.
    static let selectSQL = "SELECT \(columns.joined(separator: ", ")) FROM recipe"

    /// `INSERT` of a new recipe; `$\(columns.count + 1)` is its import batch (or NULL).
    static let insertSQL = """
        INSERT INTO recipe (\(columns.joined(separator: ", ")), import_batch_id)
        VALUES (\((1...columns.count + 1).map { "$\($0)" }.joined(separator: ", ")))
        """

    /// Insert (with the recipe's version), or update every field but the id and the
    /// import batch when the id exists, leaving the version above both the stored one and
    /// the recipe's. Selects the version stored.
    static let upsertSQL = """
        INSERT INTO recipe (\(columns.joined(separator: ", ")))
        VALUES (\((1...columns.count).map { "$\($0)" }.joined(separator: ", ")))
        ON CONFLICT (id) DO UPDATE SET
        \(updatedColumns.map { "\($1) = excluded.\($1)" }.joined(separator: ",\n")),
        version = GREATEST(recipe.version, excluded.version) + 1
        RETURNING version
        """

    /// An edit: every field but the id and the import batch, only while the stored
    /// version is still the recipe's, raising it by one. Selects the new version;
    /// selects nothing when the recipe changed or is gone.
    static let editSQL = """
        UPDATE recipe SET
        \(updatedColumns.map { "\($1) = $\($0 + 1)" }.joined(separator: ",\n")),
        version = version + 1
        WHERE id = $1 AND version = $\(columns.count)
        RETURNING version
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
        bindings.append(recipe.language?.description)
        bindings.append(recipe.version)
        return bindings
    }

    /// Decodes a row selected by ``selectSQL``.
    static func recipe(from row: PostgresRow) throws -> Recipe {
        let cells = row.makeRandomAccess()
        func value<T: PostgresDecodable>(_ index: Int, _ type: T.Type = T.self) throws -> T {
            try cells[index].decode(T.self)
        }
        let language = try value(13, String?.self)
        guard let difficulty = RecipeDifficulty(rawValue: try value(2, Int.self)), language.map(LanguageTag.init) != .some(nil)
        else { throw ShelterServerError.invalidValue }
        return Recipe(
            id: try value(0), name: try value(1), difficulty: difficulty, photo: try value(3),
            photoDescription: try value(4), prepMinutes: try value(5), cookMinutes: try value(6),
            totalMinutes: try value(7), yield: try value(8), yieldText: try value(9),
            ingredients: try value(10), directions: try value(11), source: try value(12),
            language: language.flatMap(LanguageTag.init), version: try value(14))
    }
}
