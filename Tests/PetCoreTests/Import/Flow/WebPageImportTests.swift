import Foundation
import Testing
@testable import PetCore

/// Importing from a web address: the page is fetched and previewed like a saved page,
/// its relative addresses resolved against where it came from, and its recipe's photo
/// fetched and kept like any imported photo.
@Suite("Import from a web address")
struct WebPageImportTests {
    /// Answers fetches from a table of addresses; an address not in it is not found.
    struct CannedWeb: WebFetching {
        var answers: [String: Result<WebResource, WebFetchFailure>]

        func fetch(
            _ url: URL, as kind: WebContentKind, limit: Int, progress: @escaping @Sendable (Int, Int?) -> Void
        ) async throws(WebFetchFailure) -> WebResource {
            let answer = answers[url.absoluteString] ?? .failure(.notFound(status: 404))
            if case .success(let resource) = answer { progress(resource.data.count / 2, resource.data.count) }
            return try answer.get()
        }
    }

    /// A page whose recipe names its photo relative to the page, and no address of its own.
    static let page = """
        <html><head><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Pumpkin Pupcakes",
         "image": "../photos/pupcakes.png",
         "recipeIngredient": ["1 cup pumpkin purée", "2 eggs"], "recipeInstructions": "Mix. Bake for 20 minutes."}
        </script></head><body></body></html>
        """
    /// Where the typed address redirects to.
    static let pageAddress = "https://treats.example/recipes/pupcakes"
    static let photoAddress = "https://treats.example/photos/pupcakes.png"

    private let store = InMemoryCatalogStore()
    /// Where the photo library is.
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The photo library fetched photos are copied into.
    private var library: PhotoLibrary {
        PhotoLibrary(directory: folder.url.appendingPathComponent("library"), formats: [.jpeg, .png])
    }

    private func service(_ answers: [String: Result<WebResource, WebFetchFailure>]) -> ImportService {
        ImportService(
            store: store, context: ImportFlowFixtures.context, photos: ImportPhotos(library: library) { _ in false },
            web: CannedWeb(answers: answers))
    }

    private static var pageAnswer: Result<WebResource, WebFetchFailure> {
        .success(WebResource(data: Data(page.utf8), address: URL(string: pageAddress)!, mediaType: "text/html"))
    }

    private static var photoAnswer: Result<WebResource, WebFetchFailure> {
        .success(WebResource(data: Data(SamplePhotos.png), address: URL(string: photoAddress)!, mediaType: "image/png"))
    }

    private static let typed = try! #require(WebAddress(typed: "treats.example/pupcakes"))

    @Test func aPage_isPreviewedLikeASavedOne_itsSourceWhereItCameFrom_itsPhotoCopiedIntoTheLibrary() async throws {
        let service = service(["https://treats.example/pupcakes": Self.pageAnswer, Self.photoAddress: Self.photoAnswer])
        let plan = try await service.plan(of: [ImportFile(webAddress: Self.typed)])

        #expect(plan.summary == "1 recipe ready")
        #expect(plan.fileNames == ["treats.example/pupcakes"])
        _ = try await service.write(plan)
        let recipe = try #require(try store.loadRecipes().first)
        #expect(recipe.name == "Pumpkin Pupcakes")
        #expect(recipe.source == Self.pageAddress)
        let photo = try #require(recipe.photo)
        #expect(photo.hasPrefix(PhotoLibrary.referencePrefix) && photo.hasSuffix(".png"))
        let copied = try #require(PhotoLibrary.fileURL(forReference: photo, in: library.directory))
        #expect(try Data(contentsOf: copied) == Data(SamplePhotos.png))
    }

    @Test func aPhotoThatCannotBeFetched_isAProblemLine_andItsRecipeKeepsTheAddress() async throws {
        let service = service(["https://treats.example/pupcakes": Self.pageAnswer, Self.photoAddress: .failure(.refusedBySite(status: 403))])
        let plan = try await service.plan(of: [ImportFile(webAddress: Self.typed)])

        #expect(plan.summary == "1 recipe ready")
        #expect(plan.lines.map(\.text).contains { $0.hasPrefix("Pumpkin Pupcakes: photo: not fetched, so the recipe keeps its address: The site does not allow the app to fetch https://treats.example/photos/pupcakes.png (HTTP 403).") })
        _ = try await service.write(plan)
        #expect(try store.loadRecipes().first?.photo == Self.photoAddress)
    }

    @Test func aFetchedFileThatIsNoPhoto_isAProblemLine() async throws {
        let notAPhoto = WebResource(data: Data("<html></html>".utf8), address: URL(string: Self.photoAddress)!, mediaType: nil)
        let service = service(["https://treats.example/pupcakes": Self.pageAnswer, Self.photoAddress: .success(notAPhoto)])
        let plan = try await service.plan(of: [ImportFile(webAddress: Self.typed)])

        #expect(plan.lines.map(\.text).contains("Pumpkin Pupcakes: photo: “pupcakes.png” is not an image Pet Adoption can show (JPEG, PNG)."))
    }

    @Test func aPageThatCannotBeFetched_isAFailedFile_saidWithTheAddressAsTyped() async throws {
        let service = service(["https://treats.example/pupcakes": .failure(.refusedBySite(status: 429))])
        let plan = try await service.plan(of: [ImportFile(webAddress: Self.typed)])

        #expect(plan.readyCount == 0)
        #expect(plan.lines.map(\.text).contains(
            "treats.example/pupcakes: not imported: The site does not allow the app to fetch treats.example/pupcakes (HTTP 429). Open the page in your browser, save it (Ctrl+S), and import the saved file instead."))
    }

    @Test func aPageWithNoRecipe_saysSo_namingTheAddress() async throws {
        let empty = WebResource(data: Data("<html><body><p>Hello</p></body></html>".utf8), address: URL(string: Self.pageAddress)!)
        let service = service(["https://treats.example/pupcakes": .success(empty)])
        let plan = try await service.plan(of: [ImportFile(webAddress: Self.typed)])

        #expect(plan.lines.map(\.text).contains { $0.hasPrefix("treats.example/pupcakes: not imported: No recipe found in treats.example/pupcakes") })
    }

    @Test func withoutAFetcher_aWebAddressCannotBeImported_andSaysWhy() async throws {
        let service = ImportService(store: store, context: ImportFlowFixtures.context)
        let plan = try await service.plan(of: [ImportFile(webAddress: Self.typed)])

        #expect(plan.lines.map(\.text).contains("treats.example/pupcakes: not imported: treats.example/pupcakes is a web address, and this build of the app cannot fetch web pages."))
    }

    @Test @MainActor func theWindowsImport_fetchesTheAddressTyped_orSaysItIsNone() async throws {
        let viewModel = ImportViewModel(service: service(["https://treats.example/pupcakes": Self.pageAnswer, Self.photoAddress: Self.photoAnswer]))
        viewModel.askForAddress()
        #expect(viewModel.headingText == "Import from a Web Address")

        await viewModel.read(address: "pupcakes please")
        #expect(viewModel.addressProblem == "“pupcakes please” is not a web address. Give the page's address as the browser shows it, such as https://example.com/recipe.")
        #expect(viewModel.phase == .idle)

        await viewModel.read(address: " treats.example/pupcakes ")
        #expect(viewModel.addressProblem.isEmpty)
        #expect(viewModel.phase == .preview)
        #expect(viewModel.summaryText == "1 recipe ready")
        #expect(viewModel.canConfirm)
    }
}
