import GRDB
import PetCore

/// The database schema, as a list of GRDB migrations.
///
/// One migration per schema change, appended at the end; a migration that has shipped
/// is never edited, because databases in the field have already run it. A database
/// that lists a migration this build does not know was written by a newer version of
/// the app, and ``CatalogDatabase`` refuses to open it.
enum CatalogSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: catalog, adoptions, favourites, checklists, photos, imports") { db in
            try createVersion1(db)
        }
        migrator.registerMigration("v2: pet name index") { db in
            // The list's first rows (`PetRow.fetchFirstByName`) are the first pets in this
            // order: with the index, reading them walks its first entries; without it,
            // SQLite sorts the whole table.
            try db.execute(sql: "CREATE INDEX pet_on_name ON pet(name COLLATE NOCASE, id)")
        }
        migrator.registerMigration("v3: search keys of Chinese names") { db in
            // Pinyin and Simplified forms, made when a pet is written (a transform is too
            // slow to run for every pet at start-up); pets stored before get theirs now.
            try db.execute(sql: "ALTER TABLE pet ADD COLUMN nameSearchKey TEXT NOT NULL DEFAULT ''")
            let names = try String.fetchAll(db, sql: "SELECT DISTINCT name FROM pet")
            for name in names {
                let key = NameSearchKeys.makeKey(for: name)
                guard !key.isEmpty else { continue }
                try db.execute(sql: "UPDATE pet SET nameSearchKey = ? WHERE name = ?", arguments: [key, name])
            }
        }
        migrator.registerMigration("v4: recipe total time and yield text") { db in
            // A page's own total (which may include chilling, rising, freezing) and its
            // yield as worded ("Serves 2–4"); recipes stored before have neither, so their
            // total stays preparation plus cooking and their yield reads "Serves N".
            try db.execute(sql: """
                ALTER TABLE recipe ADD COLUMN totalMinutes INTEGER CHECK (totalMinutes >= 0);
                ALTER TABLE recipe ADD COLUMN yieldText TEXT;
                """)
        }
        migrator.registerMigration("v5: imported pets' origin") { db in
            // The animal's id in the records it was imported from (`PetOrigin`): both
            // columns or neither. A later import finds the animal by it; unique, so one
            // source's animal is one pet.
            try db.execute(sql: """
                ALTER TABLE pet ADD COLUMN originSource TEXT;
                ALTER TABLE pet ADD COLUMN originAnimalId TEXT
                    CHECK ((originSource IS NULL) = (originAnimalId IS NULL));
                CREATE UNIQUE INDEX pet_on_origin ON pet(originSource, originAnimalId) WHERE originSource IS NOT NULL;
                """)
        }
        migrator.registerMigration("v6: Pet Match best scores") { db in
            // One best score per theme (`MatchTheme` raw value) and size, kept across restarts.
            try db.execute(sql: """
                CREATE TABLE matchBestScore (
                    theme TEXT NOT NULL,
                    pairs INTEGER NOT NULL CHECK (pairs > 0),
                    points INTEGER NOT NULL,
                    seconds INTEGER NOT NULL CHECK (seconds >= 0),
                    PRIMARY KEY (theme, pairs)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v7: recipe scales and units") { db in
            // The scale a recipe is shown at (doubled is 2/1), in lowest terms; none when at
            // its own yield. The units recipes are shown in (`MeasurementSystem` raw value)
            // is the one preference kept so far; a key-value table leaves room for more.
            try db.execute(sql: """
                CREATE TABLE recipeScale (
                    recipeId TEXT PRIMARY KEY NOT NULL REFERENCES recipe(id) ON DELETE CASCADE ON UPDATE CASCADE,
                    numerator INTEGER NOT NULL CHECK (numerator > 0),
                    denominator INTEGER NOT NULL CHECK (denominator > 0)
                ) WITHOUT ROWID;
                CREATE TABLE preference (
                    key TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v8: shelter records") { db in
            // `ShelterDetails` and a pet's further photos. Sizes, coat lengths and yes/no
            // answers are codes (`CatalogCodes`), no size or coat length being NULL;
            // colours and further photos are lines of text (neither holds a line break);
            // the weight is decimal text with its unit's code; the intake date is a day
            // like the birthday. Pets stored before know none of it.
            let codes = CatalogCodes.self
            try db.execute(sql: """
                ALTER TABLE pet ADD COLUMN morePhotos TEXT NOT NULL DEFAULT '';
                ALTER TABLE pet ADD COLUMN size INTEGER \(codes.size.check("size"));
                ALTER TABLE pet ADD COLUMN colors TEXT NOT NULL DEFAULT '';
                ALTER TABLE pet ADD COLUMN coatLength INTEGER \(codes.coatLength.check("coatLength"));
                ALTER TABLE pet ADD COLUMN weight TEXT;
                ALTER TABLE pet ADD COLUMN weightUnit INTEGER \(codes.weightUnit.check("weightUnit"))
                    CHECK ((weight IS NULL) = (weightUnit IS NULL));
                ALTER TABLE pet ADD COLUMN houseTrained INTEGER NOT NULL DEFAULT 0 \(codes.answer.check("houseTrained"));
                ALTER TABLE pet ADD COLUMN spayedOrNeutered INTEGER NOT NULL DEFAULT 0 \(codes.answer.check("spayedOrNeutered"));
                ALTER TABLE pet ADD COLUMN vaccinated INTEGER NOT NULL DEFAULT 0 \(codes.answer.check("vaccinated"));
                ALTER TABLE pet ADD COLUMN microchip TEXT NOT NULL DEFAULT '';
                ALTER TABLE pet ADD COLUMN intakeDate INTEGER;
                ALTER TABLE pet ADD COLUMN specialNeeds INTEGER NOT NULL DEFAULT 0 \(codes.answer.check("specialNeeds"));
                ALTER TABLE pet ADD COLUMN specialNeedsNote TEXT NOT NULL DEFAULT '';
                ALTER TABLE pet ADD COLUMN kennel TEXT NOT NULL DEFAULT '';
                """)
        }
        migrator.registerMigration("v9: pet versions") { db in
            // Raised by every write to a pet, as on the shelter's server: an adoption's
            // undo applies only while the pet is still at the version the adoption gave
            // it, so a pet another window changed since stays as that window left it.
            try db.execute(sql: "ALTER TABLE pet ADD COLUMN version INTEGER NOT NULL DEFAULT 1")
        }
        migrator.registerMigration("v10: recipe versions") { db in
            // Raised by every write to a recipe: an edit is saved only over the version
            // its form opened, so no window writes over another's change unseen.
            try db.execute(sql: "ALTER TABLE recipe ADD COLUMN version INTEGER NOT NULL DEFAULT 1")
        }
        migrator.registerMigration("v11: overwrites") { db in
            // One row per edit saved on purpose over another window's change (Save Mine
            // Anyway): which record, the version saved over, and when (seconds since
            // 2001-01-01 UTC).
            try db.execute(sql: """
                CREATE TABLE overwrite (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL CHECK (kind IN ('pet', 'recipe')),
                    recordId TEXT NOT NULL,
                    overwrittenVersion INTEGER NOT NULL,
                    savedAt REAL NOT NULL
                )
                """)
        }
        migrator.registerMigration("v12: recipe language") { db in
            // The BCP 47 tag of the language a recipe is written in (`en-GB`), as its page
            // declares it; recipes stored before have none.
            try db.execute(sql: "ALTER TABLE recipe ADD COLUMN language TEXT")
        }
        return migrator
    }

    private static func createVersion1(_ db: Database) throws {
        // Whether the sample catalog has been written: seeding happens once per database.
        try db.execute(sql: """
            CREATE TABLE catalogState (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                seededAt REAL NOT NULL
            );
            """)
        // Imported photo files the app keeps; pets and recipes refer to them by reference.
        try db.execute(sql: """
            CREATE TABLE photo (
                reference TEXT PRIMARY KEY NOT NULL
            ) WITHOUT ROWID;
            """)
        // One row per import, so that an Undo removes exactly that batch.
        try db.execute(sql: """
            CREATE TABLE importBatch (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                source TEXT NOT NULL,
                importedAt REAL NOT NULL
            );
            """)
        // Enums are codes (see `CatalogCodes`); birthdays are calendar days counted from
        // 1970-01-01; `dateAdded` is seconds since 2001-01-01 UTC (Foundation's reference
        // date), which round-trips a `Date` exactly; fees are decimal text, so 12.10 stays
        // 12.10. Integers rather than text because the list reads every pet at start-up.
        let codes = CatalogCodes.self
        try db.execute(sql: """
            CREATE TABLE pet (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                species INTEGER NOT NULL \(codes.species.check("species")),
                breed TEXT NOT NULL,
                sex INTEGER NOT NULL \(codes.sex.check("sex")),
                birthday INTEGER NOT NULL,
                rarity INTEGER NOT NULL \(codes.rarity.check("rarity")),
                fee TEXT,
                photo TEXT REFERENCES photo(reference) ON DELETE SET NULL ON UPDATE CASCADE,
                about TEXT NOT NULL,
                status INTEGER NOT NULL \(codes.status.check("status")),
                goodWithChildren INTEGER NOT NULL \(codes.answer.check("goodWithChildren")),
                goodWithDogs INTEGER NOT NULL \(codes.answer.check("goodWithDogs")),
                goodWithCats INTEGER NOT NULL \(codes.answer.check("goodWithCats")),
                dateAdded REAL NOT NULL,
                importBatchId INTEGER REFERENCES importBatch(id) ON DELETE SET NULL
            );
            CREATE INDEX pet_on_importBatchId ON pet(importBatchId) WHERE importBatchId IS NOT NULL;
            CREATE INDEX pet_on_photo ON pet(photo) WHERE photo IS NOT NULL;
            """)
        try db.execute(sql: """
            CREATE TABLE favourite (
                petId TEXT PRIMARY KEY NOT NULL REFERENCES pet(id) ON DELETE CASCADE ON UPDATE CASCADE
            ) WITHOUT ROWID;
            """)
        // Every adoption ever recorded; an undone one is kept, flagged.
        try db.execute(sql: """
            CREATE TABLE adoption (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                petId TEXT NOT NULL REFERENCES pet(id) ON DELETE CASCADE ON UPDATE CASCADE,
                adoptedAt REAL NOT NULL,
                isUndone BOOLEAN NOT NULL DEFAULT 0
            );
            CREATE INDEX adoption_on_petId ON adoption(petId, isUndone);
            """)
        try db.execute(sql: """
            CREATE TABLE recipe (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                difficulty INTEGER NOT NULL CHECK (difficulty BETWEEN 1 AND 5),
                photo TEXT REFERENCES photo(reference) ON DELETE SET NULL ON UPDATE CASCADE,
                photoDescription TEXT NOT NULL,
                prepMinutes INTEGER CHECK (prepMinutes >= 0),
                cookMinutes INTEGER CHECK (cookMinutes >= 0),
                yield INTEGER CHECK (yield >= 0),
                source TEXT,
                importBatchId INTEGER REFERENCES importBatch(id) ON DELETE SET NULL
            );
            CREATE INDEX recipe_on_importBatchId ON recipe(importBatchId) WHERE importBatchId IS NOT NULL;
            CREATE INDEX recipe_on_photo ON recipe(photo) WHERE photo IS NOT NULL;
            """)
        // Ingredients and directions, one row per line, ordered by position. One table for
        // both lists, keyed like `ChecklistItem`, so checklist rows can reference a line.
        try db.execute(sql: """
            CREATE TABLE recipeLine (
                recipeId TEXT NOT NULL REFERENCES recipe(id) ON DELETE CASCADE ON UPDATE CASCADE,
                kind TEXT NOT NULL CHECK (kind IN ('ingredient', 'direction')),
                position INTEGER NOT NULL CHECK (position >= 0),
                text TEXT NOT NULL,
                PRIMARY KEY (recipeId, kind, position)
            ) WITHOUT ROWID;
            """)
        // A ticked line; it goes when its line goes (a recipe edited to fewer lines).
        try db.execute(sql: """
            CREATE TABLE checklistItem (
                recipeId TEXT NOT NULL,
                kind TEXT NOT NULL,
                position INTEGER NOT NULL,
                PRIMARY KEY (recipeId, kind, position),
                FOREIGN KEY (recipeId, kind, position)
                    REFERENCES recipeLine(recipeId, kind, position) ON DELETE CASCADE ON UPDATE CASCADE
            ) WITHOUT ROWID;
            """)
    }
}
