import Testing
@testable import PetCore

@Suite("Import source names")
struct ImportSourceTests {
    @Test(arguments: [
        ("outcomes.csv", "outcomes"),
        ("exports/outcomes.CSV", "outcomes"),
        ("outcomes (2).csv", "outcomes"),
        ("Austin_Animal_Center_Outcomes_20250516.csv", "Austin_Animal_Center_Outcomes"),
        ("outcomes-2025-05-16.csv", "outcomes"),
        ("outcomes_2025-05-16T10-30-00 (1).csv", "outcomes"),
        ("Dallas_Animal_Shelter_Data_Fiscal_Year_2023_-_2025_20250516.csv", "Dallas_Animal_Shelter_Data_Fiscal_Year_2023_-_2025"),
    ])
    func name_dropsWhatChangesBetweenExportsOfTheSameRecords(_ fileName: String, _ source: String) {
        #expect(ImportSource.name(ofFile: fileName) == source)
    }

    @Test(arguments: [
        ("petfinder_2019.csv", "petfinder_2019"),
        ("shelter-17.csv", "shelter-17"),
        ("20250516.csv", "20250516"),
        (".hidden", ".hidden"),
    ])
    func name_keepsNumbersThatAreNotAnExportDate_andNeverBecomesEmpty(_ fileName: String, _ source: String) {
        #expect(ImportSource.name(ofFile: fileName) == source)
    }
}
