import Logging
import PetCore
import PostgresNIO

/// The catalog's tables on the shelter's server, as a list of numbered migrations.
///
/// One migration per schema change, appended at the end; a migration that has shipped is
/// never edited, because shelters' databases have already run it. Each is applied once,
/// in its own transaction, and recorded in `schema_migration`; a database that records a
/// number this build does not know was set up by a newer version of the app, and every
/// desk of this version refuses it (``ShelterServerError/newerSchema``).
///
/// The SQL is written out in full, never made from the app's enums: a migration must say
/// the same thing in every later version of the app.
enum ServerSchema {
    /// A migration: its number, what it does, and its statements.
    struct Migration: Sendable {
        let version: Int
        let summary: String
        let statements: [PostgresQuery]
    }

    /// Creates the group roles whose members are the desks, `shelter_staff` (who read and
    /// write the catalog) and `shelter_visitor` (who only read it: a lobby desk), unless
    /// the cluster has them: roles belong to the whole cluster, so another shelter
    /// database on it, or another desk setting up at the same moment, may have made them
    /// (two at once: the second sees a unique violation rather than a duplicate object).
    static let createRoles: [PostgresQuery] = [
        "DO $$ BEGIN CREATE ROLE shelter_staff NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$",
        "DO $$ BEGIN CREATE ROLE shelter_visitor NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$",
    ]

    /// Every migration, oldest first.
    static let migrations: [Migration] = [
        Migration(version: 1, summary: "catalog: pets, adoptions, recipes, import batches", statements: [
            // One row per import, so that an Undo removes exactly that batch.
            """
            CREATE TABLE import_batch (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                source text NOT NULL,
                imported_at timestamptz NOT NULL DEFAULT now()
            )
            """,
            // Enums are their names; birthdays and intake dates are days; `date_added` is
            // seconds since 2001-01-01 UTC (Foundation's reference date), which round-trips a
            // `Date` exactly; fees and weights are numeric, so 12.10 stays 12.10. `version`
            // only grows: every write of the row raises it (conflicts between desks).
            """
            CREATE TABLE pet (
                id text PRIMARY KEY,
                version bigint NOT NULL DEFAULT 1,
                name text NOT NULL,
                name_search_key text NOT NULL DEFAULT '',
                species text NOT NULL CHECK (species IN ('dog', 'cat', 'rabbit', 'bird', 'small-animal', 'other')),
                breed text NOT NULL,
                sex text NOT NULL CHECK (sex IN ('unknown', 'female', 'male')),
                birthday date NOT NULL,
                rarity text NOT NULL CHECK (rarity IN ('common', 'uncommon', 'rare', 'very-rare')),
                fee numeric CHECK (fee >= 0),
                photo text,
                more_photos text[] NOT NULL DEFAULT '{}',
                about text NOT NULL,
                status text NOT NULL CHECK (status IN ('available', 'pending', 'adopted')),
                good_with_children text NOT NULL CHECK (good_with_children IN ('unknown', 'yes', 'no')),
                good_with_dogs text NOT NULL CHECK (good_with_dogs IN ('unknown', 'yes', 'no')),
                good_with_cats text NOT NULL CHECK (good_with_cats IN ('unknown', 'yes', 'no')),
                date_added double precision NOT NULL,
                origin_source text,
                origin_animal_id text CHECK ((origin_source IS NULL) = (origin_animal_id IS NULL)),
                size text CHECK (size IN ('small', 'medium', 'large', 'extra-large')),
                colors text[] NOT NULL DEFAULT '{}',
                coat_length text CHECK (coat_length IN ('hairless', 'short', 'medium', 'long', 'wire', 'curly')),
                weight numeric CHECK (weight > 0),
                weight_unit text CHECK (weight_unit IN ('kg', 'lb')) CHECK ((weight IS NULL) = (weight_unit IS NULL)),
                house_trained text NOT NULL DEFAULT 'unknown' CHECK (house_trained IN ('unknown', 'yes', 'no')),
                spayed_or_neutered text NOT NULL DEFAULT 'unknown' CHECK (spayed_or_neutered IN ('unknown', 'yes', 'no')),
                vaccinated text NOT NULL DEFAULT 'unknown' CHECK (vaccinated IN ('unknown', 'yes', 'no')),
                microchip text NOT NULL DEFAULT '',
                intake_date date,
                special_needs text NOT NULL DEFAULT 'unknown' CHECK (special_needs IN ('unknown', 'yes', 'no')),
                special_needs_note text NOT NULL DEFAULT '',
                kennel text NOT NULL DEFAULT '',
                import_batch_id bigint REFERENCES import_batch (id) ON DELETE SET NULL
            )
            """,
            // The list's first rows (a preview of a large catalog) walk this index.
            "CREATE INDEX pet_on_name ON pet (lower(name), id)",
            // One source's animal is one pet: a later import finds it by its origin.
            "CREATE UNIQUE INDEX pet_on_origin ON pet (origin_source, origin_animal_id) WHERE origin_source IS NOT NULL",
            "CREATE INDEX pet_on_import_batch_id ON pet (import_batch_id) WHERE import_batch_id IS NOT NULL",
            // Every adoption ever recorded; an undone one is kept, flagged.
            """
            CREATE TABLE adoption (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                pet_id text NOT NULL REFERENCES pet (id) ON DELETE CASCADE ON UPDATE CASCADE,
                adopted_at timestamptz NOT NULL,
                is_undone boolean NOT NULL DEFAULT false
            )
            """,
            "CREATE INDEX adoption_on_pet_id ON adoption (pet_id, is_undone)",
            // Ingredients and directions are arrays in order; a desk's ticks name a line by
            // its list and position, in the desk's own file.
            """
            CREATE TABLE recipe (
                id text PRIMARY KEY,
                version bigint NOT NULL DEFAULT 1,
                name text NOT NULL,
                difficulty smallint NOT NULL CHECK (difficulty BETWEEN 1 AND 5),
                photo text,
                photo_description text NOT NULL,
                prep_minutes integer CHECK (prep_minutes >= 0),
                cook_minutes integer CHECK (cook_minutes >= 0),
                total_minutes integer CHECK (total_minutes >= 0),
                yield integer CHECK (yield >= 0),
                yield_text text,
                ingredients text[] NOT NULL,
                directions text[] NOT NULL,
                source text,
                import_batch_id bigint REFERENCES import_batch (id) ON DELETE SET NULL
            )
            """,
            "CREATE INDEX recipe_on_import_batch_id ON recipe (import_batch_id) WHERE import_batch_id IS NOT NULL",
            // Staff change the catalog; visitors read it. Neither may change the schema.
            "GRANT SELECT ON import_batch, pet, adoption, recipe, schema_migration TO shelter_staff, shelter_visitor",
            "GRANT INSERT, UPDATE, DELETE ON import_batch, pet, adoption, recipe TO shelter_staff",
        ]),
        Migration(version: 2, summary: "photos kept in the database, for every desk", statements: [
            // A photo is named as the app names its copies (a new UUID and the format's
            // extension), so a name never means two photos; pets and recipes refer to it as
            // `library/<name>`. The size limit is the app's own (25 MB, PhotoLimits.standard).
            """
            CREATE TABLE photo (
                name text PRIMARY KEY
                    CHECK (name ~ '^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}[.](jpg|png|webp)$'),
                bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 25000000),
                added_at timestamptz NOT NULL DEFAULT now()
            )
            """,
            "GRANT SELECT ON photo TO shelter_staff, shelter_visitor",
            "GRANT INSERT ON photo TO shelter_staff",
        ]),
        Migration(version: 3, summary: "a log of changes, so every desk shows what the others change", statements: [
            // One row per pet or recipe written, by the writing transaction (`txid`): a
            // desk reads the rows of every transaction that was not finished when it last
            // read (`ShelterServer.followChanges`), so a change that commits late is never
            // missed. A notification on `catalog_change` says there is something to read.
            """
            CREATE TABLE change_log (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
                kind text NOT NULL CHECK (kind IN ('pet', 'recipe')),
                record_id text NOT NULL
            )
            """,
            "CREATE INDEX change_log_on_txid ON change_log (txid)",
            """
            CREATE FUNCTION log_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO change_log (kind, record_id)
                VALUES (TG_ARGV[0], CASE TG_OP WHEN 'DELETE' THEN OLD.id ELSE NEW.id END);
                RETURN NULL;
            END
            $$
            """,
            """
            CREATE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM pg_notify('catalog_change', '');
                RETURN NULL;
            END
            $$
            """,
            "CREATE TRIGGER pet_logged AFTER INSERT OR UPDATE OR DELETE ON pet FOR EACH ROW EXECUTE FUNCTION log_catalog_change('pet')",
            "CREATE TRIGGER pet_notified AFTER INSERT OR UPDATE OR DELETE ON pet FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()",
            "CREATE TRIGGER recipe_logged AFTER INSERT OR UPDATE OR DELETE ON recipe FOR EACH ROW EXECUTE FUNCTION log_catalog_change('recipe')",
            """
            CREATE TRIGGER recipe_notified AFTER INSERT OR UPDATE OR DELETE ON recipe
                FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()
            """,
            "GRANT SELECT ON change_log TO shelter_staff, shelter_visitor",
            "GRANT INSERT ON change_log TO shelter_staff",
        ]),
        Migration(version: 4, summary: "a record of edits saved over another desk's change on purpose", statements: [
            // One row per Save Mine Anyway: which record, the version its desk saved over,
            // who saved it and when, for whoever runs the shelter to look back on.
            """
            CREATE TABLE overwrite (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                kind text NOT NULL CHECK (kind IN ('pet', 'recipe')),
                record_id text NOT NULL,
                overwritten_version bigint NOT NULL,
                saved_by text NOT NULL DEFAULT current_user,
                saved_at timestamptz NOT NULL DEFAULT now()
            )
            """,
            "GRANT SELECT, INSERT ON overwrite TO shelter_staff",
        ]),
        Migration(version: 5, summary: "the language a recipe is written in", statements: [
            // A BCP 47 tag (`en-GB`), as the recipe's page declares it; none for recipes before.
            "ALTER TABLE recipe ADD COLUMN language text",
        ]),
    ]

    /// The newest schema this build knows.
    static var currentVersion: Int { migrations.last?.version ?? 0 }
}
