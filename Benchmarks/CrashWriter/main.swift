// Writes to a catalog database forever, acknowledging each committed write on standard
// output, so that a test can kill it at any moment and check that the database is
// intact and holds every acknowledged write.
//
// Usage: CrashWriter <database path> <first write number>
//
// Output, one line per write(2): `ready` once the database is open (created and seeded
// with 200 generated pets on first use), then after every commit one of
// `pet <id>`, `favourite <id>`, `recipe <id>`, `checked <recipe id>` (ingredient 0).
import Foundation
import PetCore
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

let arguments = CommandLine.arguments
guard arguments.count == 3, let first = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: CrashWriter <database path> <first write number>\n".utf8))
    exit(64)
}
let seedPets = PetGenerator(seed: 7).makePets(
    count: 200, today: CalendarDate(year: 2026, month: 1, day: 1)!, now: Date(timeIntervalSince1970: 1_767_225_600))
do {
    let database = try CatalogDatabase.open(
        at: DatabaseLocation(fileURL: URL(fileURLWithPath: arguments[1])),
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
} catch {
    FileHandle.standardError.write(Data("CrashWriter: \(error.localizedDescription)\n".utf8))
    exit(1)
}
