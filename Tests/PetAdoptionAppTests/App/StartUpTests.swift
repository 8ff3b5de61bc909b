import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// Start-up as `main.swift` composes it, over a catalog large enough to be previewed.
    @MainActor @Suite("Start-up")
    struct StartUpTests {
        @Test func aPreviewedCatalog_isReadWhole_onceTheWindowHasPaintedItsFirstFrame() async throws {
            let session = try await AppSessionFixture(previewAbove: 2)

            await GTKTestLoop.settle()

            #expect(session.services.petCatalog.records.isComplete)
            #expect(!session.services.petList.isLoading)
            #expect(session.services.petList.countText == "32 pets")
            await session.tearDown()
        }
    }
}
