import Foundation

/// An export's file, made and ready to write: its bytes, and the photos to copy next to
/// it (a catalog JSON's `photos/` folder).
public struct ExportDocument: Sendable {
    /// The file's bytes (UTF-8 text).
    public let data: Data
    /// How many pets it holds.
    public let petCount: Int
    /// How many recipes it holds (only a catalog JSON holds any).
    public let recipeCount: Int
    /// The photos to copy into the `photos/` folder next to the file: each photo
    /// reference as the pets and recipes hold it, and its name in the folder.
    public let photoCopies: [(reference: String, name: String)]

    /// A document of `data` holding `petCount` pets and `recipeCount` recipes.
    public init(data: Data, petCount: Int, recipeCount: Int = 0, photoCopies: [(reference: String, name: String)] = []) {
        self.data = data
        self.petCount = petCount
        self.recipeCount = recipeCount
        self.photoCopies = photoCopies
    }
}
