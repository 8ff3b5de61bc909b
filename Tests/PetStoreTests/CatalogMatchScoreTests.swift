import PetCore
import Testing
@testable import PetStore

@Suite("Catalog database: Pet Match best scores")
struct CatalogMatchScoreTests {
    @Test func bestScore_isKeptPerThemeAndSize_acrossAReopen() async throws {
        let folder = try StoreFixtures.temporaryFolder()
        let database = try StoreFixtures.open(in: folder).database
        #expect(try database.bestMatchScore(theme: .dogs, pairs: 8) == nil)

        try await database.saveBestMatchScore(MatchScore(points: 10, seconds: 70), theme: .dogs, pairs: 8)
        try await database.saveBestMatchScore(MatchScore(points: 12, seconds: 50), theme: .dogs, pairs: 8)
        try await database.saveBestMatchScore(MatchScore(points: 4, seconds: 20), theme: .cats, pairs: 8)

        let reopened = try StoreFixtures.open(in: folder).database
        #expect(try reopened.bestMatchScore(theme: .dogs, pairs: 8) == MatchScore(points: 12, seconds: 50))
        #expect(try reopened.bestMatchScore(theme: .cats, pairs: 8) == MatchScore(points: 4, seconds: 20))
        #expect(try reopened.bestMatchScore(theme: .dogs, pairs: 6) == nil)
    }
}
