// Writes to a catalog forever, acknowledging each committed write on standard output, so
// that a test can kill it at any moment and check that the catalog is intact, holds every
// acknowledged write, and holds nothing of a write that was not finished.
//
// Usage: CrashWriter <database path | postgresql:// URI> <first write number>
//
// Output, one line per write(2): `ready` once the catalog is open, then after every
// commit:
// - a SQLite file (created and seeded with 200 generated pets on first use): one of
//   `pet <id>`, `favourite <id>`, `recipe <id>`, `checked <recipe id>` (ingredient 0);
// - the shelter's server (logged in as the URI says, with no password): for a pet saved
//   alone, `saving <id>` before the save starts and `pet <id>` once it is committed; for
//   an import of ten pets (`<id>-0` … `<id>-9`) and a recipe (`<id>-r`) in one
//   transaction, `importing <id>` before it starts and `batch <id>` once it is committed.
import Foundation
import PetCore
import PetServerStore
import PetStore

/// Writes `line` to standard output in one system call, unbuffered: when this returns,
/// the line is in the pipe even if the process is killed the next instant.
func acknowledge(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func pet(_ id: String) -> Pet {
    Pet(id: id, name: "Crash \(id)", species: .cat, birthday: CalendarDate(year: 2020, month: 1, day: 1)!,
        about: String(repeating: "Survives anything. ", count: 20), dateAdded: Date(timeIntervalSince1970: 1_767_225_600))
}

func recipe(_ id: String) -> Recipe {
    Recipe(id: id, name: "Crash \(id)", difficulty: .easy, prepMinutes: 5, cookMinutes: 10, yield: 12,
           ingredients: ["1 cup oats", "1 egg"], directions: ["Mix.", "Bake."])
}

/// Writes to the SQLite catalog at `path` from write number `first` on, until killed.
func writeToFile(at path: String, from first: Int) async throws -> Never {
    let seedPets = PetGenerator(seed: 7).makePets(
        count: 200, today: CalendarDate(year: 2026, month: 1, day: 1)!, now: Date(timeIntervalSince1970: 1_767_225_600))
    let database = try CatalogDatabase.open(
        at: DatabaseLocation(fileURL: URL(fileURLWithPath: path)),
        seed: { CatalogSeed(pets: seedPets, recipes: []) }).database
    acknowledge("ready")
    for number in first... {
        let id = "crash-\(number)"
        switch number % 3 {
        case 0:
            try await database.savePet(pet(id))
            acknowledge("pet \(id)")
        case 1:
            try await database.savePet(pet(id))
            acknowledge("pet \(id)")
            try await database.setFavourite(true, petID: id)
            acknowledge("favourite \(id)")
        default:
            _ = try await database.importCatalog(pets: [pet(id)], recipes: [recipe("\(id)-r")], source: "crash")
            acknowledge("pet \(id)")
            acknowledge("recipe \(id)-r")
            try await database.setChecked(true, item: ChecklistItem(.ingredient, 0), recipeID: "\(id)-r")
            acknowledge("checked \(id)-r")
        }
    }
    fatalError("unreachable: the writes never end")
}

/// Writes to the catalog on the shelter's server at `uri` from write number `first` on,
/// until killed.
func writeToServer(at uri: String, from first: Int) async throws -> Never {
    let server = try await ShelterServer.open(try ShelterServerAddress(uri: uri), password: nil)
    acknowledge("ready")
    for number in first... {
        let id = "crash-\(number)"
        if number.isMultiple(of: 2) {
            acknowledge("saving \(id)")
            try await server.savePet(pet(id))
            acknowledge("pet \(id)")
        } else {
            acknowledge("importing \(id)")
            _ = try await server.importCatalog(
                pets: (0..<10).map { pet("\(id)-\($0)") }, recipes: [recipe("\(id)-r")], source: "crash")
            acknowledge("batch \(id)")
        }
    }
    fatalError("unreachable: the writes never end")
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let first = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: CrashWriter <database path | postgresql:// URI> <first write number>\n".utf8))
    exit(64)
}
do {
    if arguments[1].hasPrefix("postgres") {
        try await writeToServer(at: arguments[1], from: first)
    } else {
        try await writeToFile(at: arguments[1], from: first)
    }
} catch {
    FileHandle.standardError.write(Data("CrashWriter: \(error.localizedDescription)\n".utf8))
    exit(1)
}
