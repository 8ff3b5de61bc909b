import Testing
@testable import PetCore

@Suite("PetfinderExport")
struct PetfinderExportTests {
    private let export = PetfinderExport(today: ExportFixtures.today)

    @Test func text_isTheUnquotedHeaderThenEveryFieldQuoted_asAnimalShelterManagerWritesIt() {
        let text = export.text(of: [ExportFixtures.rex, ExportFixtures.mo, ExportFixtures.hops])

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "ID,Internal,AnimalName,PrimaryBreed,SecondaryBreed,Sex,Size,Age,Desc,Type,Status,Shots,Altered,NoDogs,NoCats,NoKids,Housetrained,Declawed,specialNeeds,Mix,photo1,photo2,photo3,photo4,photo5,photo6,arrival_date,birth_date,primaryColor,secondaryColor,tertiaryColor,coat_length,adoption_fee,display_adoption_fee,adoption_fee_waived,special_needs_notes,no_other,no_other_note,tags")
        #expect(lines[1] == #""A123","pet-rex","Rex","Pit Bull","Boxer","M","L","Young","Loves ""fetch"", naps.&#10;House-trained - mostly.","Dog","A","1","1","1","","0","1","","","1","rex.jpg","rex-2.jpg","","","","","2026-10-01","2025-11-22","Black","White","","Short","50.00","1","","","","","""#)
        #expect(lines[2] == #""pet-mo","pet-mo","Mo","","","","","Baby","","Cat","X","","","","","","","","1","","","","","","","","","2026-08-01","","","","","","","1","Needs daily insulin, twice","","","""#)
        #expect(lines[3] == #""pet-old","pet-old","Hops","Holland Lop","","F","S","Senior","","Rabbit","P","","","","","","","","","1","","","","","","","","2016-01-01","","","","Long","12.50","1","","","","","""#)
        #expect(lines[4] == "")
    }

    @Test func everyLine_hasTheThirtyNineColumns() {
        #expect(PetfinderExport.columns.count == 39)
        for pet in [ExportFixtures.rex, ExportFixtures.mo, ExportFixtures.hops] {
            #expect(export.fields(of: pet).count == 39)
        }
    }

    @Test(arguments: [(181, "Baby"), (182, "Young"), (729, "Young"), (730, "Adult"), (3284, "Adult"), (3285, "Senior")])
    func age_followsTheDayBands(days: Int, group: String) {
        let born = CalendarDate(daysSinceEpoch: ExportFixtures.today.daysSinceEpoch - days)

        #expect(export.age(born: born) == group)
    }

    @Test func noPets_isTheHeaderAlone() {
        #expect(export.text(of: []) == PetfinderExport.columns.joined(separator: ",") + "\n")
    }

    @Test(arguments: Species.allCases)
    func type_isPetfindersSpecies(species: Species) {
        var pet = ExportFixtures.mo
        pet.species = species

        #expect(["Dog", "Cat", "Rabbit", "Bird", "Small&Furry", "Scales, Fins & Other"].contains(export.fields(of: pet)[9]))
    }
}
