import Foundation
import Testing
@testable import PetCore

/// The view models speak the reader's language through their context: the same pet and
/// the same import in English, Simplified Chinese and Traditional Chinese, side by side
/// (tests run in parallel, each with its own language).
@MainActor
@Suite("Texts in the reader's language")
struct LocalizedTextsTests {
    /// `language`'s translations and locale, on `PetFixtures.today`.
    private static func context(_ language: String) throws -> DisplayContext {
        let now = PetFixtures.noon(on: PetFixtures.today)
        return DisplayContext(
            locale: Locale(identifier: language), timeZone: TimeZone(identifier: "UTC")!, currencyCode: "USD",
            translator: Translator(catalog: try CompiledCatalog.catalog(language)), now: { now })
    }

    private static func page(in context: DisplayContext) async throws -> PetViewModel {
        let pet = PetFixtures.pet(name: "小白", born: "2022-05-01", rarity: .rare, children: .yes)
        return try await PetFixtures.detail(of: pet.id, in: [pet], context: context).0
    }

    @Test func petPage_inEnglish_SimplifiedAndTraditionalChinese() async throws {
        let english = try await Self.page(in: PetFixtures.context())
        let simplified = try await Self.page(in: try Self.context("zh_CN"))
        let traditional = try await Self.page(in: try Self.context("zh_TW"))

        #expect([english.ageText, simplified.ageText, traditional.ageText] == ["2 years old", "2 岁", "2 歲"])
        #expect([english.speciesBreedText, simplified.speciesBreedText] == ["Dog · Beagle", "狗 · Beagle"])
        #expect(english.compatibilityBadges[0].text == "Good with children")
        #expect(simplified.compatibilityBadges[0].text == "与儿童相处融洽")
        #expect(traditional.compatibilityBadges[0].text == "能與兒童相處")
        #expect([english.adoptionConfirmationTitle, simplified.adoptionConfirmationTitle, traditional.adoptionConfirmationTitle]
            == ["Adopt 小白?", "要领养 小白 吗？", "要領養 小白 嗎？"])
        #expect(traditional.aboutText == "還沒有關於 小白 的介紹。")
    }

    @Test func fees_keepTheShelterCurrency_inTheReadersLocale() async throws {
        let simplified = try await Self.page(in: try Self.context("zh_CN"))
        let traditional = try await Self.page(in: try Self.context("zh_TW"))
        #expect(simplified.adoptionFeeText == "US$150.00")
        #expect(traditional.adoptionFeeText == "US$150.00")
        #expect(PetFormatter(context: try Self.context("zh_CN")).feeText(0) == "免费")
    }

    @Test func countLine_usesTheLanguagesOnePluralForm() async throws {
        let pets = (1...3).map { PetFixtures.pet("p\($0)", name: "Pet \($0)") }
        let (catalog, _) = try await PetFixtures.catalog(pets, context: try Self.context("zh_CN"))
        let list = PetListViewModel(catalog: catalog)
        #expect(list.countText == "3 只宠物")
        list.search("Pet 1")
        #expect(list.countText == "1 只宠物（共 3 只）")
        list.search("zzz")
        #expect(list.emptyState?.description == "没有与“zzz”匹配的宠物。")
    }

    @Test func formErrors_areTranslated() async throws {
        let (catalog, _) = try await PetFixtures.catalog([], context: try Self.context("zh_TW"))
        let form = PetFormViewModel(catalog: catalog, newID: { "new" })
        form.name = "x"
        form.name = ""
        form.birthdayText = "2999-01-01"
        #expect(form.nameError == "名稱為必填")
        #expect(form.birthdayError == "生日不能是未來的日期")
        #expect(form.title == "新增寵物")
    }

    @Test func importReport_isTranslated_rowByRow() throws {
        let csv = "Name,Animal Type,Date of Birth\nTom,Cat,not a date\n小白,Dog,2020-01-01\n"
        let importer = FileImporter(
            now: PetFixtures.noon(on: PetFixtures.today), timeZone: TimeZone(identifier: "UTC")!,
            translator: Translator(catalog: try CompiledCatalog.catalog("zh_CN")))
        let preview = try importer.preview(of: Data(csv.utf8), fileName: "pets.csv", existingPets: [], existingRecipes: [])
        #expect(preview.summary == "1 只宠物可导入 · 已跳过 1 项")
        #expect(preview.lines.first == "第 2 行（“Tom”）：Date of Birth：“not a date”不是日期；已忽略")
    }

    @Test func recipeTimes_followTheLocale() throws {
        let recipe = RecipeFixtures.recipe(prep: 20, cook: 45)
        let book = RecipeBook(repository: InMemoryCatalogStore(recipes: [recipe]), context: try Self.context("zh_CN"))
        book.replace(with: RecordContents([recipe]))
        let row = try #require(RecipeListViewModel(book: book).row(withID: recipe.id))
        #expect(row.totalTimeText == "1小时5分钟")
    }
}
