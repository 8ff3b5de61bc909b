/// Which kinds of records a change outside the app's stores touched.
public struct CatalogChanges: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Pets, their favourite marks or adoptions.
    public static let pets = CatalogChanges(rawValue: 1 << 0)
    /// Recipes or their checklist progress.
    public static let recipes = CatalogChanges(rawValue: 1 << 1)
    /// Everything: what a commit by another process may have touched.
    public static let all: CatalogChanges = [.pets, .recipes]
}
