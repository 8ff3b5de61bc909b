import Testing
@testable import PetCore

@Suite("AdoptAPetExport")
struct AdoptAPetExportTests {
    private let export = AdoptAPetExport(today: ExportFixtures.today)

    @Test func text_hasNoHeader_andEveryFieldQuoted_inTheTwentyFiveColumns() {
        let text = export.text(of: [ExportFixtures.rex, ExportFixtures.mo, ExportFixtures.hops])

        #expect(text == """
            "A123","Dog","Pit Bull","Boxer","0","Young","Rex","L","M","Loves ""fetch"", naps.<br>House-trained \u{2013} mostly.","Available","1","","0","1","1","1","","0","","","11/22/2025","66","lbs","50"
            "pet-mo","Cat","","","","Baby","Mo","","","","Adopted","","","","","","","","1","","","08/01/2026","","lbs",""
            "pet-old","Rabbit","Holland Lop","","0","Senior","Hops","","F","","Available","","","","","","","","","Long","","01/01/2016","4","lbs","12"

            """)
    }

    @Test func purebred_isOneForAPureBreed_notAnimalShelterManagersInvertedValue() {
        var pet = ExportFixtures.rex
        pet.breed = "Border Collie"

        #expect(export.fields(of: pet)[4] == "1")
        #expect(AdoptAPetExport.columns[4] == "Purebred")
    }

    @Test func goodWith_isPositive_unlikePetfindersNegatedColumns() {
        var pet = ExportFixtures.mo
        pet.goodWithChildren = .no
        pet.goodWithCats = .yes

        let fields = export.fields(of: pet)
        #expect(fields[11] == "0")
        #expect(fields[12] == "1")
        #expect(fields[13] == "")
    }

    @Test(arguments: [(182, "Baby"), (183, "Young"), (729, "Young"), (730, "Adult"), (3285, "Senior")])
    func age_followsTheYearBands(days: Int, group: String) {
        let born = CalendarDate(daysSinceEpoch: ExportFixtures.today.daysSinceEpoch - days)

        #expect(export.age(born: born) == group)
    }

    @Test func everyLine_hasTheTwentyFiveColumns() {
        #expect(AdoptAPetExport.columns.count == 25)
        #expect(export.fields(of: ExportFixtures.rex).count == 25)
    }
}
