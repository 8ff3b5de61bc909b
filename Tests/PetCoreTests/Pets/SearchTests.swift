import PetCore
import Testing

/// Folding, queries, the index and the prefix cache behind search as you type.
@Suite("Search")
struct SearchTests {
    @Test(arguments: [
        ("Zoë", "zoe"), ("CHIEN", "chien"), ("Bjørn", "bjorn"), ("Ægir", "aegir"), ("Łukasz", "lukasz"),
        ("Straße", "strasse"), ("Ｂｅｌｌａ", "bella"), ("日本", "日本"), ("Café Crème", "cafe creme"),
    ])
    func fold_lowercasesAndDropsAccents(text: String, expected: String) {
        #expect(SearchFolding.fold(text) == expected)
        #expect(SearchFolding.foldedBytes(text) == Array(expected.utf8))
    }

    @Test func query_splitsAtWhitespace_andNormalizes() {
        let query = SearchQuery("  Zoë \t DOG\u{3000}cat ")
        #expect(query.normalized == "zoe dog cat")
        #expect(query.words == [Array("zoe".utf8), Array("dog".utf8), Array("cat".utf8)])
        #expect(query == SearchQuery("zoe dog cat"))
    }

    @Test func query_ofBlankText_isEmpty() {
        #expect(SearchQuery(" \n ").isEmpty)
        #expect(SearchQuery("").normalized == "")
    }

    @Test func query_refinesTheQueriesItExtends() {
        #expect(SearchQuery("bell").refines(SearchQuery("be")))
        #expect(SearchQuery("be l").refines(SearchQuery("be")))
        #expect(SearchQuery("be").refines(SearchQuery("be")))
        #expect(SearchQuery("be").refines(SearchQuery("")))
        #expect(!SearchQuery("be").refines(SearchQuery("bell")))
        #expect(!SearchQuery("abe").refines(SearchQuery("be")))
        #expect(!SearchQuery("be l").refines(SearchQuery("bel")))
    }

    private static let documents = [
        ["Bella", "Beagle", "Dog"], ["Zoë", "Siamese", "Cat"], ["Bjørn", "Border Collie", "Dog"],
        ["Abe", "Beagle", "Dog"], [],
    ]
    private let index = SearchIndex(count: documents.count) { documents[$0] }

    @Test func index_keepsCandidateOrder_andNeedsEveryWord() {
        #expect(index.count == 5)
        #expect(index.filter([3, 2, 1, 0], by: SearchQuery("b")) == [3, 2, 0])
        #expect(index.filter([0, 1, 2, 3], by: SearchQuery("beagle dog")) == [0, 3])
        #expect(index.filter([0, 1, 2, 3], by: SearchQuery("dog collie")) == [2])
        #expect(index.filter([0, 1, 2, 3], by: SearchQuery("ZOE")) == [1])
        #expect(index.filter([0, 2], by: SearchQuery("")) == [0, 2])
    }

    @Test func index_matchesWithinOneField_only() {
        #expect(index.filter([0, 1, 2, 3], by: SearchQuery("beagledog")).isEmpty)
        #expect(index.filter([0, 1, 2, 3], by: SearchQuery("lladog")).isEmpty)
    }

    @Test func index_documentWithoutFields_matchesNoWord() {
        #expect(index.filter([4], by: SearchQuery("a")).isEmpty)
    }

    @Test func index_matchesSecondaryFields_whenNoPrimaryFieldHasText() {
        let unnamed = SearchIndex(count: 3) { [["", "Dog"], ["", "Cat"], ["", "Hot dog"]][$0] }
        #expect(unnamed.filter([2, 1, 0], by: SearchQuery("dog")) == [2, 0])
        #expect(unnamed.filter([0], by: SearchQuery("dog")) == [0])
        #expect(unnamed.filter([0, 1, 2], by: SearchQuery("x")).isEmpty)
    }

    @Test func index_givesTheSameAnswer_forFewAndManyCandidates() {
        let names = (0..<200).map { "pet\($0) " + ["Bella", "Zoë", "Max", "Chø"][$0 % 4] }
        let large = SearchIndex(count: names.count) { [names[$0], $0.isMultiple(of: 3) ? "Beagle" : "Siamese"] }
        for text in ["b", "be", "bea", "ma", "zo", "17", "pet1 cho", "x", "7 beagle"] {
            let query = SearchQuery(text)
            let all = large.filter(Array(0..<200), by: query)
            let oneByOne = (0..<Int32(200)).filter { !large.filter([$0], by: query).isEmpty }
            #expect(all == oneByOne, "“\(text)”")
        }
    }

    @Test func index_sortsByThePrimaryField_thenByTheTieBreak() {
        let sorted = index.sortedByPrimary([0, 1, 2, 3]) { $0 < $1 }
        #expect(sorted == [3, 0, 2, 1])
        let ties = SearchIndex(count: 3) { [["Max", "Max", "max"][$0]] }
        #expect(ties.sortedByPrimary([0, 1, 2]) { $0 > $1 } == [2, 1, 0])
    }

    @Test func cache_narrowsFromPrefixes_andKeepsOnlyTheChain() {
        var cache = SearchResultCache()
        let all: [Int32] = [0, 1, 2, 3]
        #expect(cache.results(for: SearchQuery("b"), in: all, index: index) == [0, 2, 3])
        #expect(cache.results(for: SearchQuery("be"), in: all, index: index) == [0, 3])
        #expect(cache.results(for: SearchQuery("bel"), in: all, index: index) == [0])
        #expect(cache.count == 3)
        #expect(cache.results(for: SearchQuery("be"), in: all, index: index) == [0, 3])
        #expect(cache.results(for: SearchQuery("bea"), in: all, index: index) == [0, 3])
        #expect(cache.count == 3)
        #expect(cache.results(for: SearchQuery("zo"), in: all, index: index) == [1])
        #expect(cache.count == 1)
        #expect(cache.results(for: SearchQuery(""), in: all, index: index) == all)
        cache.removeAll()
        #expect(cache.count == 0)
    }
}
