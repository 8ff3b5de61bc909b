import Foundation
@testable import PetCore

/// Small handwritten files, a fixed clock and stores for the import flow tests.
enum ImportFlowFixtures {
    /// 2024-06-15 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_718_452_800)
    static let context = DisplayContext(now: { now })

    static let csvHeader = "animal_id,animal_type,breed,color,date_of_birth,datetime,name,outcome_type,sex_upon_outcome,age_upon_outcome\r\n"

    /// Three adoptable pets and one that is skipped (euthanasia).
    static let shelterCSV = csvHeader
        + "A1,Dog,Chihuahua Shorthair Mix,Brown,2013-11-18,2015-12-28 18:43:00,Frank,Adoption,Neutered Male,2 years\r\n"
        + "A2,Cat,Domestic Shorthair,Black,2015-05-02,2016-05-06 10:49:00,Tiger,Transfer,Spayed Female,1 year\r\n"
        + "A3,Dog,Beagle,Tricolor,2012-03-01,2015-01-28 10:39:00,Lucy,Euthanasia,Spayed Female,2 years\r\n"
        + "A4,Dog,Pit Bull/Boxer,White,2014-07-07,2016-02-01 09:00:00,Bo,Return to Owner,Neutered Male,1 year\r\n"

    /// A recipe page with one schema.org recipe.
    static func recipePage(name: String = "Peanut Butter Biscuits") -> String {
        """
        <html><head><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "\(name)",
         "recipeIngredient": ["2 cups oat flour", "1 egg"], "recipeInstructions": "Mix and bake.",
         "prepTime": "PT15M", "cookTime": "PT25M", "recipeYield": "24"}
        </script></head><body></body></html>
        """
    }

    /// The app's own catalog format: one pet, one recipe, one bad pet.
    static let catalogJSON = """
        {"formatVersion": 1,
         "pets": [
           {"id": "pet-zoe", "name": "Zoë", "species": "cat", "birthday": "2020-02-29", "dateAdded": "2024-01-01"},
           {"id": "pet-bad", "name": "Nobody", "species": "dragon", "birthday": "2020-01-01", "dateAdded": "2024-01-01"}
         ],
         "recipes": [
           {"id": "recipe-bites", "name": "Pumpkin Bites", "difficulty": 2, "ingredients": ["pumpkin"], "directions": ["Bake."]}
         ]}
        """

    /// A file named `name` holding `text`.
    static func file(_ name: String, _ text: String) -> ImportFile {
        let data = Data(text.utf8)
        return ImportFile(name: name) { data }
    }

    /// A file whose reading fails as a missing file does.
    static func missingFile(_ name: String) -> ImportFile {
        ImportFile(url: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/\(name)"))
    }

    /// A view model importing into `store`.
    @MainActor
    static func viewModel(store: InMemoryCatalogStore) -> ImportViewModel {
        ImportViewModel(service: ImportService(store: store, context: context))
    }
}

/// The error an injected store failure throws.
struct DiskFullError: LocalizedError {
    var errorDescription: String? { "The disk is full." }
}

/// A file reading that waits until it is let go, to cancel while it is under way.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    private var isWaiting = false

    /// Blocks the caller until ``open()``.
    func wait() {
        condition.lock()
        isWaiting = true
        condition.broadcast()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    /// Whether a reader is blocked in ``wait()`` (or was).
    var hasWaiter: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isWaiting
    }

    /// Lets every waiting reader go.
    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }
}

extension ImportFlowFixtures {
    /// The pets the shelter importer reads from `csv`.
    static func pets(of csv: String) -> [Pet] {
        (try? ShelterCSVImporter(now: now, timeZone: context.timeZone).pets(in: Data(csv.utf8), fileName: "pets.csv").records) ?? []
    }
}
