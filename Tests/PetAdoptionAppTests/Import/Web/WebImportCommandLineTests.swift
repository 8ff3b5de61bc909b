import Foundation
import PetCore
import Testing
@testable import PetAdoptionApp

/// `pet-adoption --import URL`, run as a user runs it, against the tests' site on 127.0.0.1.
@Suite("Command line: importing a web address")
struct WebImportCommandLineTests {
    /// A recipe page naming its photo relative to itself.
    static let page = """
        <html><head><title>Pupcakes</title><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Pumpkin Pupcakes", "image": "pupcakes.png",
         "recipeIngredient": ["1 cup pumpkin purée", "2 eggs"], "recipeInstructions": "Mix. Bake for 20 minutes."}
        </script></head><body><h1>Pupcakes</h1></body></html>
        """

    private let files: ImportTestFiles
    private let site: LoopbackSite

    init() throws {
        files = try ImportTestFiles()
        site = try LoopbackSite(files: [
            "pupcakes.html": Data(Self.page.utf8), "pupcakes.png": Data(PhotoFixture.png),
            "about.html": Data("<html><body><p>We bake.</p></body></html>".utf8),
        ])
    }

    private func run(_ arguments: [String]) throws -> ExecutableRun {
        try ExecutableRun.run(arguments, in: files.folder)
    }

    @Test func aPage_isFetched_previewed_andImported_withItsPhoto() throws {
        let address = site.url("/redirect?to=/files/pupcakes.html").absoluteString

        let dryRun = try run(["--import", "--dry-run", address])
        let imported = try run(["--import", address])

        #expect(dryRun.output == "\(address): 1 recipe ready\nDry run: nothing was imported.\n")
        #expect(dryRun.status == ImportCommand.success)
        #expect(imported.output.hasSuffix("Imported 1 recipe.\n"))
        #expect(imported.errors.isEmpty)
        let library = files.folder.appendingPathComponent("data/\(AppIdentity.id)/photos")
        let photos = try FileManager.default.contentsOfDirectory(atPath: library.path)
        #expect(photos.count == 1 && photos[0].hasSuffix(".png"), "the page's photo is kept in the library")
    }

    @Test func eachFailure_isASentenceNamingTheAddress_onStandardError() throws {
        let refused = site.url("/status/403").absoluteString
        let missing = site.url("/files/gone.html").absoluteString
        let picture = site.url("/files/pupcakes.png").absoluteString
        let noRecipe = site.url("/files/about.html").absoluteString

        let run = try run(["--import", refused, missing, picture, noRecipe, "https://"])

        #expect(run.status == ImportCommand.failure)
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "pet-adoption: The site does not allow the app to fetch \(refused) (HTTP 403). Open the page in your browser, save it (Ctrl+S), and import the saved file instead.")
        #expect(lines[1] == "pet-adoption: The site has no page at \(missing) (HTTP 404). Check the address.")
        #expect(lines[2] == "pet-adoption: \(picture) is not a web page (the site sent image/png).")
        #expect(lines[3].hasPrefix("pet-adoption: No recipe found in \(noRecipe)"))
        #expect(lines[4] == "pet-adoption: “https://” is not a web address. Give the page's address as the browser shows it, such as https://example.com/recipe.")
    }
}
