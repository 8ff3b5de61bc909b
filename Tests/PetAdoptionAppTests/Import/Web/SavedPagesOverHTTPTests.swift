import Foundation
import PetCore
import PetWeb
import Testing

/// The shared saved recipe pages (`../shared/testdata`, never in the repository), each
/// served by the tests' site on 127.0.0.1 and imported from its address: what the page
/// gives is what the same page gives imported as a saved file.
@Suite("Saved recipe pages, fetched from a web address")
struct SavedPagesOverHTTPTests {
    /// The saved pages, by the name the site serves each under.
    static let pages: [String: Data] = {
        let folder = ImportTestFiles.testData.appendingPathComponent("recipes-jsonld")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Dictionary(uniqueKeysWithValues: names.filter { $0.hasSuffix(".testhtml") }.compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name.replacingOccurrences(of: ".testhtml", with: ".html"), $0) }
        })
    }()

    /// The recipes a plan holds, without what depends on where the page came from.
    private static func parts(_ plan: ImportPlan) -> [[String]] {
        plan.recipes.map { [$0.name, $0.yieldText ?? ""] + $0.ingredients + ["—"] + $0.directions + ["\($0.totalMinutes ?? -1)"] }
    }

    @Test func eachSavedPage_givesFromItsAddress_theRecipesItGivesAsAFile() async throws {
        guard ImportTestFiles.isTestDataAvailable else { return }
        try #require(Self.pages.count >= 40)
        let site = try LoopbackSite(files: Self.pages)
        let service = ImportService(store: InMemoryCatalogStore(), context: ImportTestFiles.context, web: SoupWebFetcher(timeout: 10))

        for (name, data) in Self.pages.sorted(by: { $0.key < $1.key }) {
            let address = try #require(WebAddress(argument: site.url("/files/\(name)").absoluteString))
            let fetched = try await service.plan(of: [ImportFile(webAddress: address)])
            let saved = try await service.plan(of: [ImportFile(name: name) { data }])

            #expect(Self.parts(fetched) == Self.parts(saved), "\(name)")
            #expect(fetched.summary == saved.summary, "\(name)")
        }
    }
}
