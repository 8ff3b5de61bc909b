/// What one ``CatalogImporting/importCatalog(pets:recipes:petUpdates:source:)`` call did.
public struct CatalogImportReceipt: Hashable, Sendable {
    /// Identifies the batch inside the store that wrote it.
    public let batchID: Int64
    /// The ids of the pets inserted, in batch order.
    public let insertedPetIDs: [Pet.ID]
    /// The ids of the recipes inserted, in batch order.
    public let insertedRecipeIDs: [Recipe.ID]
    /// The pets the batch updated, as they were before it, in batch order.
    public let updatedPets: [Pet]
    /// The ids of the pets skipped because the id was already taken.
    public let skippedPetIDs: [Pet.ID]
    /// The ids of the recipes skipped because the id was already taken.
    public let skippedRecipeIDs: [Recipe.ID]

    /// Creates a receipt; stores call this, view models only read it.
    public init(
        batchID: Int64,
        insertedPetIDs: [Pet.ID],
        insertedRecipeIDs: [Recipe.ID],
        updatedPets: [Pet] = [],
        skippedPetIDs: [Pet.ID],
        skippedRecipeIDs: [Recipe.ID]
    ) {
        self.batchID = batchID
        self.insertedPetIDs = insertedPetIDs
        self.insertedRecipeIDs = insertedRecipeIDs
        self.updatedPets = updatedPets
        self.skippedPetIDs = skippedPetIDs
        self.skippedRecipeIDs = skippedRecipeIDs
    }

    /// Whether the batch wrote nothing.
    public var isEmpty: Bool { insertedPetIDs.isEmpty && insertedRecipeIDs.isEmpty && updatedPets.isEmpty }

    /// The kinds of records the batch inserted or updated (and its undo takes back).
    public var changes: CatalogChanges {
        var changes: CatalogChanges = []
        if !insertedPetIDs.isEmpty || !updatedPets.isEmpty { changes.insert(.pets) }
        if !insertedRecipeIDs.isEmpty { changes.insert(.recipes) }
        return changes
    }
}
