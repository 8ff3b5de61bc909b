import Foundation
import Testing
@testable import PetCore

@MainActor @Suite("Import view model")
struct ImportViewModelTests {
    private typealias F = ImportFlowFixtures

    // MARK: Preview

    @Test func preview_ofAShelterCSV_countsReadyAndSkippedPets() async {
        let viewModel = F.viewModel(store: InMemoryCatalogStore())

        await viewModel.read([F.file("pets.csv", F.shelterCSV)])

        #expect(viewModel.phase == .preview)
        #expect(viewModel.headingText == "Import 1 File")
        #expect(viewModel.summaryText == "3 pets ready · 1 skipped")
        #expect(viewModel.detailLines.map(\.text) == [
            "pets.csv: 3 pets ready · 1 skipped",
            "row 4 (“Lucy”): outcome “Euthanasia”: not an adoptable pet; skipped",
        ])
        #expect(viewModel.detailLines.map(\.isFileHeading) == [true, false])
        #expect(viewModel.detailLineIDs == [0, 1])
        #expect(viewModel.canConfirm)
        #expect(!viewModel.expandsDetailsInitially)
        #expect(viewModel.progressFraction == 1)
    }

    @Test func preview_ofSeveralFiles_combinesThem_andListsUnreadableFilesAsProblems() async {
        let viewModel = F.viewModel(store: InMemoryCatalogStore())

        await viewModel.read([F.file("pets.csv", F.shelterCSV), F.file("bites.html", F.recipePage()), F.missingFile("gone.csv")])

        #expect(viewModel.headingText == "Import 3 Files")
        #expect(viewModel.summaryText == "1 recipe and 3 pets ready · 1 skipped · 1 file not imported")
        #expect(viewModel.detailLines.filter(\.isFileHeading).map(\.text) == [
            "pets.csv: 3 pets ready · 1 skipped",
            "bites.html: 1 recipe ready",
            "gone.csv: not imported: gone.csv could not be found.",
        ])
        #expect(viewModel.canConfirm)
    }

    @Test func preview_saysWhichColumnsAreNotImported_besideTheSummary_notAmongTheDetails() async {
        let viewModel = F.viewModel(store: InMemoryCatalogStore())
        let csv = "ID,Name,Species,Age,Intake Condition,photo1\nA1,Rex,Dog,2 years,Healthy,rex.jpg\n"

        await viewModel.read([F.file("pets.csv", csv)])

        #expect(viewModel.leftOutText == """
            Not imported: Intake Condition
            Photos not imported (file names or links this import cannot fetch): photo1
            """)
        #expect(viewModel.detailLines.map(\.text) == ["pets.csv: 1 pet ready"])
        viewModel.cancel()
        #expect(viewModel.leftOutText.isEmpty)
    }

    @Test func preview_ofSeveralFiles_namesTheFileOfEachNotImportedLine() async {
        let viewModel = F.viewModel(store: InMemoryCatalogStore())

        await viewModel.read([
            F.file("a.csv", "ID,Name,Species,Age,Colour Pattern\nA1,Rex,Dog,2 years,Merle\n"),
            F.file("b.csv", "ID,Name,Species,Age\nB1,Tom,Cat,1 year\n"),
            F.file("c.csv", "ID,Name,Species,Age,Tattoo\nC1,Ann,Dog,3 years,X1\n"),
        ])

        #expect(viewModel.leftOutText == "a.csv: Not imported: Colour Pattern\nc.csv: Not imported: Tattoo")
    }

    @Test func fileWithoutReadPermission_isAProblemLine_notACrash() async {
        let locked = ImportFile(name: "locked.csv") { throw CocoaError(.fileReadNoPermission) }
        let viewModel = F.viewModel(store: InMemoryCatalogStore())

        await viewModel.read([locked])

        #expect(viewModel.phase == .preview)
        #expect(viewModel.summaryText == "Nothing to import · 1 file not imported")
        #expect(viewModel.detailLines.map(\.text) == ["locked.csv: not imported: locked.csv could not be opened: permission denied."])
        #expect(!viewModel.canConfirm)
        #expect(viewModel.expandsDetailsInitially)
    }

    @Test func recipesAlreadyInTheBook_areLeftOut_andNothingCanBeConfirmed() async {
        let store = InMemoryCatalogStore()
        let first = F.viewModel(store: store)
        await first.read([F.file("bites.html", F.recipePage())])
        await first.confirm()

        let again = F.viewModel(store: store)
        await again.read([F.file("bites-again.html", F.recipePage())])

        #expect(again.summaryText == "0 recipes ready · 1 already in your book")
        #expect(!again.canConfirm)
    }

    @Test func theSameRecipeInTwoFiles_isReadyOnce() async {
        let store = InMemoryCatalogStore()
        let viewModel = F.viewModel(store: store)

        await viewModel.read([F.file("a.html", F.recipePage()), F.file("b.html", F.recipePage())])
        await viewModel.confirm()

        #expect(viewModel.summaryText == "1 recipe ready · 1 already in your book")
        #expect(store.recipes.count == 1)
    }

    @Test func readingWhenTheCatalogCannotBeRead_fails_withoutReadingFiles() async {
        let store = InMemoryCatalogStore()
        store.readFailure = DiskFullError()
        let viewModel = F.viewModel(store: store)

        await viewModel.read([F.file("pets.csv", F.shelterCSV)])

        #expect(viewModel.phase == .failed)
        #expect(viewModel.failure?.text == "Couldn't read the catalog to compare the files with it. The disk is full.")
        #expect(viewModel.summaryText.isEmpty)
    }

    // MARK: Progress and cancel

    @Test func progress_countsFiles_whileReadingOffTheMainActor() async throws {
        let gate = Gate()
        let gated = ImportFile(name: "slow.csv") {
            gate.wait()
            return Data(F.shelterCSV.utf8)
        }
        let viewModel = F.viewModel(store: InMemoryCatalogStore())

        let reading = Task { await viewModel.read([F.file("a.html", F.recipePage()), gated, F.file("c.html", F.recipePage(name: "Oat Drops"))]) }
        try await waitUntil { gate.hasWaiter }

        #expect(viewModel.phase == .reading)
        #expect(viewModel.isReading)
        #expect(viewModel.headingText == "Reading Files")
        #expect(viewModel.progressText == "Reading 2 of 3 files…")
        #expect(viewModel.progressFraction == 1.0 / 3.0)
        #expect(!viewModel.canConfirm)
        gate.open()
        await reading.value
        #expect(viewModel.phase == .preview)
        #expect(viewModel.summaryText == "2 recipes and 3 pets ready · 1 skipped")
    }

    @Test func progressText_namesASingleFile() async throws {
        let gate = Gate()
        let viewModel = F.viewModel(store: InMemoryCatalogStore())

        let reading = Task { await viewModel.read([ImportFile(name: "outcomes.csv") { gate.wait(); return Data() }]) }
        try await waitUntil { gate.hasWaiter }

        #expect(viewModel.progressText == "Reading outcomes.csv…")
        gate.open()
        await reading.value
    }

    @Test func cancel_duringReading_returnsToIdle_andWritesNothing() async throws {
        let gate = Gate()
        let gated = ImportFile(name: "slow.csv") {
            gate.wait()
            return Data(F.shelterCSV.utf8)
        }
        let store = InMemoryCatalogStore()
        let viewModel = F.viewModel(store: store)

        let reading = Task { await viewModel.read([gated, F.file("bites.html", F.recipePage())]) }
        try await waitUntil { gate.hasWaiter }
        viewModel.cancel()

        #expect(viewModel.phase == .idle)
        gate.open()
        await reading.value
        #expect(viewModel.phase == .idle)
        #expect(viewModel.summaryText.isEmpty)
        #expect(viewModel.detailLines.isEmpty)
        #expect(!viewModel.canConfirm)
        await viewModel.confirm()
        #expect(store.pets.isEmpty && store.recipes.isEmpty)
    }

    @Test func cancel_ofThePreview_writesNothing() async {
        let store = InMemoryCatalogStore()
        let viewModel = F.viewModel(store: store)
        await viewModel.read([F.file("pets.csv", F.shelterCSV)])

        viewModel.cancel()
        await viewModel.confirm()

        #expect(viewModel.phase == .idle)
        #expect(store.pets.isEmpty)
    }

    // MARK: Confirm, failure, undo

    @Test func confirm_writesEveryReadyRecord_andSaysSo() async {
        let store = InMemoryCatalogStore()
        let viewModel = F.viewModel(store: store)
        await viewModel.read([F.file("pets.csv", F.shelterCSV), F.file("bites.html", F.recipePage())])

        await viewModel.confirm()

        #expect(viewModel.phase == .done)
        #expect(Set(store.pets.values.compactMap(\.origin?.animalID)) == ["A1", "A2", "A4"])
        #expect(store.recipes.values.map(\.name) == ["Peanut Butter Biscuits"])
        #expect(viewModel.toastText == "Imported 1 recipe and 3 pets")
        #expect(viewModel.canUndo)
        #expect(viewModel.failure == nil)
    }

    @Test func confirm_withAFailingStore_writesNothing_andReportsWhy() async {
        let store = InMemoryCatalogStore()
        let viewModel = F.viewModel(store: store)
        await viewModel.read([F.file("pets.csv", F.shelterCSV), F.file("bites.html", F.recipePage())])
        store.failure = DiskFullError()

        await viewModel.confirm()

        #expect(viewModel.phase == .failed)
        #expect(viewModel.failure?.text == "Nothing was imported. The disk is full.")
        #expect(viewModel.toastText == nil)
        #expect(!viewModel.canUndo)
        #expect(store.pets.isEmpty && store.recipes.isEmpty)
        viewModel.dismissFailure()
        #expect(viewModel.failure == nil)
    }

    @Test func undo_removesExactlyTheImportedBatch() async throws {
        let kept = Pet(id: "pet-kept", name: "Kept", species: .cat, birthday: try #require(CalendarDate(year: 2020, month: 1, day: 1)), dateAdded: F.now)
        let store = InMemoryCatalogStore(pets: [kept])
        let viewModel = F.viewModel(store: store)
        await viewModel.read([F.file("pets.csv", F.shelterCSV)])
        await viewModel.confirm()
        let frank = try #require(store.pets.values.first { $0.origin?.animalID == "A1" })
        try store.setFavourite(true, petID: frank.id)

        await viewModel.undo()

        #expect(Array(store.pets.keys) == ["pet-kept"])
        #expect(store.favouriteIDs.isEmpty)
        #expect(viewModel.phase == .idle)
        #expect(viewModel.toastText == nil)
        #expect(!viewModel.canUndo)
    }

    @Test func undo_withAFailingStore_keepsTheBatch_andReportsWhy() async {
        let store = InMemoryCatalogStore()
        let viewModel = F.viewModel(store: store)
        await viewModel.read([F.file("pets.csv", F.shelterCSV)])
        await viewModel.confirm()
        store.failure = DiskFullError()

        await viewModel.undo()

        #expect(store.pets.count == 3)
        #expect(viewModel.failure?.text == "Couldn't undo the import. The disk is full.")
        #expect(viewModel.canUndo)
    }

    @Test func nothingNew_cannotBeUndone() async {
        let store = InMemoryCatalogStore()
        let viewModel = F.viewModel(store: store)
        await viewModel.read([F.file("pets.csv", F.shelterCSV)])
        // Another window imports the same pets between the preview and the confirm.
        _ = try? await store.importCatalog(
            pets: ImportFlowFixtures.pets(of: F.shelterCSV), recipes: [], source: "elsewhere")

        await viewModel.confirm()

        #expect(viewModel.toastText == "Nothing new was imported")
        #expect(!viewModel.canUndo)
    }

    // MARK: Real files (../shared/testdata)

    @Test(.enabled(if: ImportTestData.isAvailable)) func austinCSV_preview_countsReadyRepeatedAndSkipped() async throws {
        let store = InMemoryCatalogStore()
        let viewModel = F.viewModel(store: store)

        await viewModel.read([ImportFile(url: ImportTestData.folder.appendingPathComponent(ImportTestData.austinCSV))])

        #expect(viewModel.summaryText == "1807 pets ready · 5 repeated in this file · 188 skipped")
        #expect(viewModel.detailLines.first?.text == "austin_animal_center_outcomes_2000.csv: " + viewModel.summaryText)
        #expect(viewModel.detailLines.count > 190)
        await viewModel.confirm()
        #expect(store.pets.count == 1807)
        #expect(viewModel.toastText == "Imported 1807 pets")
    }

    @Test(.enabled(if: ImportTestData.isAvailable)) func recipePages_preview_countsEveryRecipe_includingTheMicrodataPage() async throws {
        let viewModel = F.viewModel(store: InMemoryCatalogStore())

        await viewModel.read(ImportTestData.firstBatchRecipePages().map(ImportFile.init(url:)))

        #expect(viewModel.headingText == "Import 14 Files")
        #expect(viewModel.summaryText == "14 recipes ready")
    }

    @Test(.enabled(if: ImportTestData.isAvailable)) func seedPlist_isReadByThePlistImporter() async throws {
        let viewModel = F.viewModel(store: InMemoryCatalogStore())

        await viewModel.read([ImportFile(url: ImportTestData.folder.appendingPathComponent("recipes-plist/RecipeList.plist"))])

        #expect(viewModel.summaryText == "5 recipes ready")
    }

    /// Lets the detached reading run until `condition` holds (60 s at most: a ceiling
    /// for a machine busy with the rest of the suite, not a speed expectation).
    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition() {
            try #require(ContinuousClock.now < deadline, "timed out")
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}
