import Foundation
import Testing
@testable import PetCore

/// Each vendor's layout, in a hand-made file written from its documented columns
/// (Animal Shelter Manager's `csvimport.py` and publishers, the column names ASM's
/// migration scripts read from Shelterluv, PetPoint and RescueGroups exports).
@Suite("Shelter CSV: vendors' exports")
struct VendorExportsTests {
    private func read(_ name: String) throws -> ImportResult<Pet> { try VendorExportFiles.read(name) }
    private func pet(_ id: String, _ result: ImportResult<Pet>) throws -> Pet {
        try #require(VendorExportFiles.pet(id, in: result))
    }

    // MARK: Animal Shelter Manager's CSV export

    @Test func asmExport_mapsItsAnimalColumns_intoTheDetails() throws {
        let result = try read("asm_animals.csv")

        let rex = try pet("D2024001", result)
        #expect(rex.species == .dog)
        #expect(rex.breed == "Labrador Retriever/Poodle")
        #expect(rex.birthday == CalendarDate(year: 2020, month: 3, day: 15))
        #expect(rex.about == "Loves walks, hates baths")
        #expect(rex.details.colors == ["Black", "White"])
        #expect(rex.details.size == .extraLarge)
        #expect(rex.details.coatLength == .short)
        #expect(rex.details.weight == PetWeight(Decimal(string: "42.5")!, .pounds))
        #expect(rex.details.spayedOrNeutered == .yes)
        #expect(rex.details.houseTrained == .yes)
        #expect(rex.details.microchip == "985112003456789")
        #expect(rex.details.intakeDate == CalendarDate(year: 2024, month: 1, day: 10))
        #expect(rex.details.kennel == "Dog Kennels, 12")
        #expect(rex.details.specialNeeds == .no)
        #expect([rex.goodWithCats, rex.goodWithDogs, rex.goodWithChildren] == [.no, .yes, .unknown])
    }

    @Test func asmExport_keepsAnOddMicrochipAsWritten_sayingSo_andReadsTheHealthProblemsAsTheNote() throws {
        let result = try read("asm_animals.csv")

        let mittens = try pet("C2024002", result)
        #expect(mittens.details.microchip == "AVID*123*456*789")
        #expect(result.problems.contains {
            $0.record == "row 3 (“Mittens”)" && $0.field == "ANIMALMICROCHIP" && $0.reason.hasPrefix("“AVID*123*456*789” is not a microchip number")
        })
        #expect(mittens.details.specialNeeds == .yes)
        #expect(mittens.details.specialNeedsNote == "Needs daily insulin")
        #expect(mittens.details.colors == ["Brown Tabby"])
        #expect(mittens.breed == "Domestic Short Hair")
        #expect(mittens.details.weight == nil)
        #expect(mittens.details.spayedOrNeutered == .no)
        #expect(mittens.details.kennel == "Cattery")
    }

    @Test func asmExport_readsIsoDates_anUnknownCoatWithAProblem_andWeightsAsPoundsSaidOnce() throws {
        let result = try read("asm_animals.csv")

        let thumper = try pet("R2024003", result)
        #expect(thumper.details.intakeDate == CalendarDate(year: 2024, month: 3, day: 1))
        #expect(thumper.details.coatLength == nil)
        #expect(thumper.about == "Quiet \"shy\" rabbit")
        #expect([thumper.goodWithCats, thumper.goodWithDogs, thumper.goodWithChildren] == [.yes, .no, .unknown])
        #expect(thumper.details.houseTrained == .no)
        #expect(result.problems.contains { $0.field == "ANIMALCOATTYPE" && $0.reason == "“Rough” is not a coat length we know; left empty" })
        #expect(result.problems.filter { $0.field == "ANIMALWEIGHT" }.map(\.record) == ["asm_animals.csv"])
    }

    @Test func asmExport_listsTheColumnsItLeavesBehind_andItsImageLinkAsAPhotoNotImported() throws {
        let result = try read("asm_animals.csv")

        #expect(result.leftOut == ImportLeftOutColumns(columns: ["ANIMALTYPE", "ANIMALMARKINGS"], photoColumns: ["ANIMALIMAGE"]))
    }

    // MARK: Shelterluv's animals export

    @Test func shelterluvExport_readsItsAgeInParts_weightInPounds_andBothAlteredColumns() throws {
        let result = try read("shelterluv_animals.csv")

        #expect(result.records.map(\.name) == ["Biscuit", "Luna", "Pepper"])
        let biscuit = try pet("SHLT-A-1001", result)
        // 2Y/ 4M/ 26D before the import day, 2024-06-15.
        #expect(biscuit.birthday == CalendarDate(year: 2022, month: 1, day: 20))
        #expect(biscuit.breed == "Beagle/Mix")
        #expect(biscuit.details.colors == ["Tricolor"])
        #expect(biscuit.details.weight == PetWeight(Decimal(string: "24.6")!, .pounds))
        #expect(biscuit.details.spayedOrNeutered == .yes)
        #expect(biscuit.about == "Sweet boy, loves people")
        let luna = try pet("SHLT-A-1002", result)
        #expect(luna.details.spayedOrNeutered == .yes)
        let pepper = try pet("SHLT-A-1003", result)
        #expect(pepper.details.spayedOrNeutered == .no)
        #expect(pepper.details.weight == PetWeight(61, .pounds))
    }

    @Test func shelterluvExport_skipsItsRepeatedHeader_andListsAttributesAsNotImported() throws {
        let result = try read("shelterluv_animals.csv")

        #expect(result.records.count == 3)
        #expect(result.problems.isEmpty)
        #expect(result.leftOut.columns == ["Created Date", "Attributes", "Behavioral", "In Custody"])
    }

    // MARK: PetPoint's intake report

    @Test func petPointReport_readsAnimalNumber_location_alteredAndMicrochips() throws {
        let result = try read("petpoint_intake.csv")

        let duke = try pet("A51234567", result)
        #expect(duke.details.kennel == "Dog Adoption, Kennel 4")
        #expect(duke.details.spayedOrNeutered == .yes)
        #expect(duke.details.microchip == "985141000123456")
        #expect(duke.details.intakeDate == CalendarDate(year: 2024, month: 3, day: 15))
        #expect(duke.status == .available)
        let cleo = try pet("A51234568", result)
        #expect(cleo.details.microchip == "0A1B2C3D4E")
        #expect(cleo.details.spayedOrNeutered == .no)
        #expect(cleo.status == .adopted)
        let bandit = try pet("A51234569", result)
        #expect(bandit.details.microchip == "12345")
        #expect(bandit.details.spayedOrNeutered == .unknown)
        #expect(bandit.breed == "Chihuahua/Terrier")
        #expect(result.problems.map(\.field) == ["Microchip Number"])
        #expect(result.records.count == 3)
    }

    @Test func petPointReport_listsIntakeAndOutcomeDetailsAsNotImported() throws {
        let result = try read("petpoint_intake.csv")

        #expect(result.leftOut.columns == [
            "ARN", "Age Group", "Intake Type", "Intake Subtype", "Intake Condition", "Reason", "Microchip Issue Date",
            "Distinguishing Markings", "Outcome Subtype",
        ])
    }

    // MARK: RescueGroups' custom report

    @Test func rescueGroupsReport_readsYesNoFlags_sizePotential_andPicturesAsNotImportedPhotos() throws {
        let result = try read("rescuegroups_report.csv")

        let sunny = try pet("18001234", result)
        #expect(sunny.details.size == .extraLarge)
        #expect(sunny.details.colors == ["Yellow"])
        #expect(sunny.details.specialNeeds == .no)
        #expect(sunny.details.spayedOrNeutered == .yes)
        #expect(sunny.details.houseTrained == .yes)
        #expect([sunny.goodWithDogs, sunny.goodWithChildren, sunny.goodWithCats] == [.yes, .yes, .no])
        #expect(sunny.details.microchip == "985141000654321")
        #expect(sunny.details.intakeDate == CalendarDate(year: 2024, month: 1, day: 2))
        #expect(sunny.details.kennel == "Foster home")
        #expect(sunny.photo == nil)
        let socks = try pet("18001235", result)
        #expect(socks.details.specialNeeds == .yes)
        #expect(socks.details.colors == ["Black and White"])
        #expect([socks.goodWithDogs, socks.goodWithChildren, socks.goodWithCats] == [.unknown, .no, .unknown])
        #expect(result.leftOut.photoColumns == ["Picture 1", "Picture 2"])
        #expect(result.leftOut.columns == ["Rescue ID", "Internal ID", "Mixed", "General Age", "Declawed"])
        #expect([sunny.status, socks.status] == [.available, .adopted])
    }

    @Test func rescueGroupsReport_anAnswerThatIsNotYesOrNo_isUnknownWithAProblem() throws {
        let result = try read("rescuegroups_report.csv")

        let hopper = try pet("18001236", result)
        #expect(hopper.details.spayedOrNeutered == .unknown)
        #expect(result.problems == [
            ImportProblem(record: "row 4 (“Hopper”)", field: "Altered", reason: "“Maybe” is not yes or no; left unknown"),
        ])
    }

    @Test func rescueGroupsListingFile_asAnimalShelterManagerWritesIt_withCommaSpaceHeader() throws {
        let header = "orgID, animalID, status, lastUpdated, rescueID, name, summary, species, breed, primaryBreed, "
            + "secondaryBreed, sex, mixed, dogs, cats, kids, declawed, housetrained, age, specialNeeds, altered, size, "
            + "uptodate, color, coatLength, pattern, courtesy, description, pic1, pic2, pic3, pic4\n"
        let row = #""1234","567","Available","1700000000.0","D2024030","Rosie","","Dog","Beagle Mix","Beagle","","Female","Yes","#
            + #""Yes","No","","No","Yes","Adult","1","Yes","M","Yes","Tricolour","","","","Nose first<br>Tail wags","D2024030-1.jpg","","","""#

        let result = try VendorExportFiles.importer.pets(in: Data((header + row).utf8), fileName: "pets.csv")

        // The file has no birth date, only an age band: a pet needs a birthday, so the row is skipped.
        #expect(result.problems.map(\.reason) == ["“Adult” is not an age; ignored", "no usable date of birth or age; skipped"])
        #expect(result.leftOut.photoColumns == ["pic1", "pic2", "pic3", "pic4"])
        let withBirthday = try VendorExportFiles.importer.pets(
            in: Data((header.replacingOccurrences(of: " age,", with: " birthdate,") + row.replacingOccurrences(of: #""Adult""#, with: #""2020-02-02""#)).utf8),
            fileName: "pets.csv")
        let rosie = try #require(withBirthday.records.first)
        #expect(rosie.origin?.animalID == "567")
        #expect([rosie.goodWithDogs, rosie.goodWithCats, rosie.goodWithChildren] == [.yes, .no, .unknown])
        #expect([rosie.details.houseTrained, rosie.details.specialNeeds, rosie.details.spayedOrNeutered, rosie.details.vaccinated]
            == [.yes, .yes, .yes, .yes])
        #expect(rosie.details.size == .medium)
        #expect(rosie.details.colors == ["Tricolour"])
        #expect(rosie.about == "Nose first\nTail wags")
    }

    // MARK: Petfinder's listing file, as Animal Shelter Manager writes it

    @Test func petfinderFile_readsItsFlags_negatedGoodWith_coloursAndNotes() throws {
        let result = try read("PetfinderTX123")

        let ranger = try pet("D2024010", result)
        #expect(ranger.breed == "Terrier/Schnauzer")
        #expect(ranger.about == "Scruffy and friendly.\nKnows sit, down and stay.")
        #expect(ranger.details.size == .extraLarge)
        #expect(ranger.details.coatLength == .wire)
        #expect(ranger.details.colors == ["Gray", "White"])
        #expect(ranger.details.vaccinated == .yes)
        #expect(ranger.details.spayedOrNeutered == .yes)
        #expect(ranger.details.houseTrained == .yes)
        #expect(ranger.details.intakeDate == CalendarDate(year: 2024, month: 1, day: 5))
        #expect(ranger.fee == 150)
        // NoDogs 1, NoCats 0, NoKids empty.
        #expect([ranger.goodWithDogs, ranger.goodWithCats, ranger.goodWithChildren] == [.no, .yes, .unknown])

        #expect(ranger.status == .available)

        // Status X: adopted (Animal Shelter Manager sends its adopted animals so).
        let pearl = try pet("C2024011", result)
        #expect(pearl.status == .adopted)
        #expect([pearl.goodWithDogs, pearl.goodWithCats, pearl.goodWithChildren] == [.yes, .unknown, .no])
        #expect([pearl.details.vaccinated, pearl.details.spayedOrNeutered] == [.unknown, .unknown])
        #expect(pearl.details.specialNeeds == .yes)
        #expect(pearl.details.specialNeedsNote == "Deaf in one ear")

        let nibbles = try pet("S2024012", result)
        #expect(nibbles.species == .smallAnimal)
        #expect(nibbles.details.colors == ["Brown", "White", "Black"])
        #expect(nibbles.details.coatLength == .long)
        #expect(result.problems.isEmpty)
    }

    @Test func petfinderFile_listsPhotosAndUnreadColumns() throws {
        let result = try read("PetfinderTX123")

        #expect(result.leftOut.photoColumns == ["photo1", "photo2", "photo3", "photo4", "photo5", "photo6"])
        // Age (Baby … Senior) counts as read: it is where an age is looked for when a birth date is missing.
        #expect(result.leftOut.columns == [
            "Declawed", "Mix", "display_adoption_fee", "adoption_fee_waived", "no_other", "no_other_note", "tags",
        ])
    }

    @Test func petfinderFile_withoutAnExtension_isRecognisedAsAShelterExport() throws {
        let importer = FileImporter(now: VendorExportFiles.now, timeZone: TimeZone(identifier: "America/Chicago")!)

        let records = try importer.records(in: VendorExportFiles.data("PetfinderTX123"), fileName: "TX123")

        guard case .pets(let result) = records else { Issue.record("not read as pets"); return }
        #expect(result.records.count == 3)
    }

    // MARK: Adopt-a-Pet's pets.csv (no header line)

    @Test func adoptAPetFile_withoutAHeader_isReadInItsDeclaredColumns() throws {
        let result = try read("pets.csv")

        #expect(result.records.map(\.name) == ["Buddy", "Whiskers", "Clover"])
        let buddy = try pet("A2024020", result)
        #expect(buddy.species == .dog)
        #expect(buddy.sex == .male)
        #expect(buddy.birthday == CalendarDate(year: 2020, month: 3, day: 15))
        #expect(buddy.about == "Calm, house-trained\nGood in the car")
        #expect(buddy.details.size == .large)
        #expect(buddy.details.colors == ["Yellow"])
        #expect(buddy.details.weight == PetWeight(68, .pounds))
        #expect([buddy.goodWithChildren, buddy.goodWithCats, buddy.goodWithDogs] == [.yes, .no, .yes])
        #expect([buddy.details.spayedOrNeutered, buddy.details.vaccinated, buddy.details.houseTrained] == [.yes, .yes, .yes])
        #expect(buddy.details.specialNeeds == .no)
        #expect(buddy.fee == 150)

        let whiskers = try pet("A2024021", result)
        #expect([whiskers.goodWithChildren, whiskers.goodWithCats, whiskers.goodWithDogs] == [.unknown, .yes, .no])
        #expect(whiskers.details.coatLength == .medium)
        #expect(whiskers.details.houseTrained == .unknown)
        #expect(whiskers.details.specialNeeds == .yes)
        let clover = try pet("A2024022", result)
        #expect(clover.details.size == nil)
        #expect(clover.details.weight == PetWeight(3, .pounds))
        #expect(result.problems.isEmpty)
        #expect(result.leftOut.columns == ["Purebred", "Declawed", "YouTubeVideoURL"])
        #expect(result.records.allSatisfy { $0.status == .available })
    }

    @Test func adoptAPetRow_withAFlagThatIsNotOneOrZero_isNotTakenForAHeaderlessFile() throws {
        var fields = ["A1", "Dog", "Lab", "", "0", "Adult", "Buddy", "L", "M", "Calm", "Available"]
        fields += ["1", "0", "yes", "1", "1", "1", "0", "0", "", "", "03/15/2020", "68", "lbs", "150"]

        #expect(AdoptAPetLayout.headers(forFirstRow: fields) == nil)
        fields[13] = "1"
        #expect(AdoptAPetLayout.headers(forFirstRow: fields)?.count == 25)
    }
}

/// What the preview says of the columns a file leaves behind.
@Suite("Shelter CSV: columns not imported")
struct NotImportedColumnsTests {
    @Test func preview_saysWhichColumnsAndWhichPhotoColumnsAreNotImported_beforeTheProblems() throws {
        let result = try VendorExportFiles.read("PetfinderTX123")

        let preview = ImportPreview(pets: result, existing: [])

        #expect(Array(preview.lines.prefix(2)) == [
            "Not imported: Declawed, Mix, display_adoption_fee, adoption_fee_waived, no_other, no_other_note, tags",
            "Photos not imported (file names or links this import cannot fetch): photo1, photo2, photo3, photo4, photo5, photo6",
        ])
    }

    @Test func fileWhoseEveryColumnIsRead_hasNoNotImportedLine() throws {
        let result = try VendorExportFiles.importer.pets(
            in: Data("ID,Name,Species,Age,Size,NoDogs\nA1,Rex,Dog,2 years,L,1\n".utf8), fileName: "pets.csv")

        #expect(result.leftOut == ImportLeftOutColumns())
        #expect(ImportPreview(pets: result, existing: []).lines.isEmpty)
    }

    @Test func portalColumns_blankHeaders_andASecondCopyOfTheID_areNotListed() throws {
        let result = try VendorExportFiles.importer.pets(
            in: Data("_id,ID,Internal,Name,Species,Age,,Intake Condition\n1,A1,A1,Rex,Dog,2 years,,Healthy\n".utf8),
            fileName: "pets.csv")

        #expect(result.leftOut == ImportLeftOutColumns(columns: ["Intake Condition"]))
    }

    @Test func commandLineReport_printsTheNotImportedLine_underTheFile() throws {
        let result = try VendorExportFiles.read("shelterluv_animals.csv")
        let preview = ImportFilePreview.pets(ImportPreview(pets: result, existing: []))

        let report = ImportReport(entries: [.init(fileName: "animals.csv", outcome: .success(preview))], isDryRun: true)

        #expect(report.text == """
            animals.csv: 3 pets ready
              Not imported: Created Date, Attributes, Behavioral, In Custody
            Dry run: nothing was imported.

            """)
    }
}

/// A later export of the same animals updates their details and good-with answers.
@Suite("Shelter CSV: later exports update the details")
struct VendorExportUpdateTests {
    @Test func laterPetfinderFile_updatesWhatItKnows_andKeepsWhatItLeavesUnknown() throws {
        let first = try VendorExportFiles.read("PetfinderTX123")
        let text = try #require(String(data: VendorExportFiles.data("PetfinderTX123"), encoding: .utf8))
        // Ranger: size XL → L; NoDogs 1 → empty (unknown), NoCats 0 → 1.
        let later = text.replacingOccurrences(
            of: #""M","XL","Adult""#, with: #""M","L","Adult""#
        ).replacingOccurrences(of: #""1","1","1","0","","1""#, with: #""1","1","","1","","1""#)
        #expect(later != text)

        let preview = ImportPreview(
            pets: try VendorExportFiles.importer.pets(in: Data(later.utf8), fileName: "PetfinderTX123"), existing: first.records)

        let update = try #require(preview.updates.first { $0.after.origin?.animalID == "D2024010" })
        #expect(update.changes == ["Good with cats → Not good with cats", "new shelter details"])
        #expect(update.after.details.size == .large)
        #expect(update.after.goodWithDogs == .no)
        #expect(update.after.goodWithCats == .no)
        #expect(update.after.details.coatLength == .wire)
        #expect(preview.updates.count == 1)
    }
}
