import Testing
@testable import PetCore

/// Temperatures found in recipe steps in every listed language, and steps converted to the
/// other scale in place, rounded to the nearest 5 degrees.
@Suite("Step temperatures")
struct StepTemperatureTests {
    /// The text, degrees and scale of each temperature found in `step`.
    private func found(_ step: String) -> [String] {
        StepTemperature.find(in: step).map { "\($0.text)=\(Int($0.degrees.lowerBound))...\(Int($0.degrees.upperBound)) \($0.scale)" }
    }

    @Test(arguments: [
        ("Heat the oven to 180 °C.", "180 °C=180...180 celsius"), ("Heat the oven to 180°C.", "180°C=180...180 celsius"),
        ("Forno a 180 ºC.", "180 ºC=180...180 celsius"), ("Heat the oven to 180C.", "180C=180...180 celsius"),
        ("Heat the oven to 180 C.", "180 C=180...180 celsius"), ("Preheat to 350°F.", "350°F=350...350 fahrenheit"),
        ("Preheat to 350º F.", "350º F=350...350 fahrenheit"), ("Preheat to 350 degrees F.", "350 degrees F=350...350 fahrenheit"),
        ("Preheat to 350 degrees Fahrenheit.", "350 degrees Fahrenheit=350...350 fahrenheit"),
        ("Heat until 180F.", "180F=180...180 fahrenheit"), ("Preheat to 350℉.", "350℉=350...350 fahrenheit"),
        ("Leave in a warm place (75°-78°F).", "75°-78°F=75...78 fahrenheit"),
        ("between 65 and 70°F", "65 and 70°F=65...70 fahrenheit"), ("Freeze at -18 °C.", "-18 °C=-18...-18 celsius"),
    ])
    func find_readsTemperatures_inEnglish(step: String, expected: String) {
        #expect(found(step) == [expected])
    }

    @Test(arguments: [
        ("Backofen auf 180 Grad vorheizen.", "180 Grad=180...180 celsius"), ("Umluft 170–180 °C", "170–180 °C=170...180 celsius"),
        ("Verwarm de oven op 175 graden.", "175 graden=175...175 celsius"), ("Breng de bbq naar 280 á 290 ºC.", "280 á 290 ºC=280...290 celsius"),
        ("Préchauffez le four à 200C°.", "200C°=200...200 celsius"), ("Cuire à 180 °C - 200 °C.", "180 °C - 200 °C=180...200 celsius"),
        ("Hornear a 180 grados.", "180 grados=180...180 celsius"), ("Programa 10 minutos, 100ºC.", "100ºC=100...100 celsius"),
        ("Forno pré-aquecido a 180ºC.", "180ºC=180...180 celsius"), ("Infornate a 180 gradi.", "180 gradi=180...180 celsius"),
        ("Piekarnik nagrzać do 200 stopni C.", "200 stopni C=200...200 celsius"), ("Piec w 180 stopniach.", "180 stopniach=180...180 celsius"),
        ("Toljuk 180 fokosra előmelegített sütőbe.", "180 fokosra=180...180 celsius"), ("Süssük 180 fokon.", "180 fokon=180...180 celsius"),
        ("Tænd ovnen på 200 grader.", "200 grader=200...200 celsius"), ("Rúru na 180 stupňov.", "180 stupňov=180...180 celsius"),
        ("Fırını 200 dereceye ayarlayın.", "200 dereceye=200...200 celsius"), ("200 derece fırında pişirin.", "200 derece=200...200 celsius"),
        ("Προθερμαίνουμε στους 200°C.", "200°C=200...200 celsius"), ("Разогреть духовку до 190 градусов С.", "190 градусов С=190...190 celsius"),
        ("170℃の油で揚げる。", "170℃=170...170 celsius"), ("180度のオーブンで焼く。", "180度=180...180 celsius"),
        ("以190°C/375°F 烘烤", "190°C=190...190 celsius"),
    ])
    func find_readsTemperatures_inOtherLanguages(step: String, expected: String) {
        #expect(found(step).first == expected)
    }

    @Test(arguments: [
        "Add 3 eggs", "1/2 cup", "step 1", "180 g", "Add 2 C flour", "Oven must be 450° so use a thermometer",
        "Preheat oven to 375 degrees.", "2度揚げする", "Bake 20 minutes", "2 fokhagyma", "Vitamin C 100", "8Min./100°/Stufe 1",
    ])
    func find_findsNothing_withoutAWrittenScale(step: String) {
        #expect(StepTemperature.find(in: step).isEmpty)
    }

    @Test(arguments: [
        ("Heat the oven to 180 °C.", TemperatureScale.fahrenheit, "Heat the oven to 355 °F."),
        ("Heat the oven to 200°C, then 220ºC.", .fahrenheit, "Heat the oven to 390 °F, then 430 °F."),
        ("Preheat to 350°F.", .celsius, "Preheat to 175 °C."), ("Preheat to 425 degrees F.", .celsius, "Preheat to 220 °C."),
        ("Bake at 325-350°F.", .celsius, "Bake at 165–175 °C."), ("Umluft 170–180 °C", .fahrenheit, "Umluft 340–355 °F"),
        ("Freeze at -18 °C.", .fahrenheit, "Freeze at 0 °F."), ("Bake 20 minutes.", .fahrenheit, "Bake 20 minutes."),
    ])
    func converting_writesEveryTemperatureInTheScale_roundedToFiveDegrees(step: String, scale: TemperatureScale, expected: String) {
        #expect(StepTemperature.converting(step, to: scale) == expected)
    }

    @Test(arguments: ["Heat the oven to 180 °C.", "Umluft 170–180 ºC, 200C° und 180 Grad", "180度のオーブン"])
    func converting_leavesTemperaturesInTheScale_asWritten(step: String) {
        #expect(StepTemperature.converting(step, to: .celsius) == step)
    }

    @Test(arguments: [
        "Preheat oven to 350℉ (180℃).", "Heat the oven to 175 °C (350 °F) and grease a tin.", "Bake at 180 °C / 350 °F.",
        "Heat to 350°F or 175°C.",
    ])
    func converting_leavesATemperatureWithItsEquivalent_asWritten(step: String) {
        #expect(StepTemperature.converting(step, to: .celsius) == step)
        #expect(StepTemperature.converting(step, to: .fahrenheit) == step)
    }

    @Test func converting_stillConvertsATemperatureNotPairedWithItsEquivalent() {
        #expect(StepTemperature.converting("Heat to 180 °C, then cook the syrup to 240 °F.", to: .celsius)
            == "Heat to 180 °C, then cook the syrup to 115 °C.")
    }

    @Test func find_givesRangeInTheStep_ofEachTemperature() {
        let step = "Heat oil to 360°F (180°C)."
        #expect(StepTemperature.find(in: step).map { String(step[$0.range]) } == ["360°F", "180°C"])
    }
}
