import Testing
@testable import PetCore

/// Durations found in recipe steps, in every listed language, with their text, where they
/// are and how many seconds they last; and numbers that are not durations.
@Suite("Step durations")
struct StepDurationTests {
    /// The text and seconds of each duration found in `step`.
    private func found(_ step: String) -> [String] {
        StepDuration.find(in: step).map { "\($0.text)=\($0.seconds.lowerBound)...\($0.seconds.upperBound)" }
    }

    @Test(arguments: [
        ("Bake 20 minutes.", "20 minutes=1200...1200"), ("Chill for 1 hour.", "1 hour=3600...3600"),
        ("Bake 20–25 min.", "20–25 min=1200...1500"), ("Bake 20-25 min.", "20-25 min=1200...1500"),
        ("Bake 20 to 25 minutes.", "20 to 25 minutes=1200...1500"), ("Rest 1 h 30 min.", "1 h 30 min=5400...5400"),
        ("Roast 1 hr 15 mins.", "1 hr 15 mins=4500...4500"), ("Simmer 1½ hours.", "1½ hours=5400...5400"),
        ("Simmer 1.5 hours.", "1.5 hours=5400...5400"), ("Simmer 1 1/2 hours.", "1 1/2 hours=5400...5400"),
        ("Leave for half an hour.", "half an hour=1800...1800"), ("Chill for an hour.", "an hour=3600...3600"),
        ("Whisk for 30 seconds.", "30 seconds=30...30"), ("Whisk 30 sec.", "30 sec=30...30"), ("Fry 3 mins.", "3 mins=180...180"),
        ("Roast for 1 hour and 45 minutes.", "1 hour and 45 minutes=6300...6300"),
        ("Rinse 30 seconds to 1 minute.", "30 seconds to 1 minute=30...60"),
        ("Cook them three to four minutes.", "three to four minutes=180...240"), ("Beat about five minutes.", "five minutes=300...300"),
        ("Cook 10 more minutes.", "10 more minutes=600...600"), ("Simmer 2 hours and a half.", "2 hours and a half=9000...9000"),
    ])
    func find_readsDurations_inEnglish(step: String, expected: String) {
        #expect(found(step) == [expected])
    }

    @Test(arguments: [
        // German
        ("Weitere 10 - 15 Minuten garen.", "10 - 15 Minuten=600...900"), ("8Min./100°/Stufe 1 aufkochen", "8Min=480...480"),
        ("1,5 Stunden ruhen lassen.", "1,5 Stunden=5400...5400"), ("2 Std. gehen lassen.", "2 Std=7200...7200"),
        ("15Sek./Stufe 3-4 verrühren", "15Sek=15...15"), ("Eine halbe Stunde ziehen lassen.", "Eine halbe Stunde=1800...1800"),
        // Dutch
        ("Laat circa 2 uur rijzen.", "2 uur=7200...7200"), ("Zet 45 tot 60 minuten in de oven.", "45 tot 60 minuten=2700...3600"),
        ("Laat een kwartier staan.", "een kwartier=900...900"), ("Laat nog 30 seconden meegaren.", "30 seconden=30...30"),
        // French
        ("Enfournez pour 6 à 8 minutes.", "6 à 8 minutes=360...480"), ("Laissez cuire 1h à feu doux.", "1h=3600...3600"),
        ("Cuire 1h30 à feu doux.", "1h30=5400...5400"), ("Cuire 1 h 30 à 180 °C.", "1 h 30=5400...5400"),
        ("Laissez reposer 2 heures.", "2 heures=7200...7200"), ("Faites gratiner 6 min sous le grill.", "6 min=360...360"),
        // Spanish
        ("Programa 5 minutos, Varoma.", "5 minutos=300...300"), ("Tritura 15 segundos.", "15 segundos=15...15"),
        ("Cocer 1 hora y media.", "1 hora y media=5400...5400"), ("Hornear 2 horas.", "2 horas=7200...7200"),
        // Portuguese
        ("Asse por cerca de 40-50 minutos.", "40-50 minutos=2400...3000"), ("Pique 5 seg/vel 5.", "5 seg=5...5"),
        ("Deixe descansar meia hora.", "meia hora=1800...1800"), ("Cozinhe por 2 horas.", "2 horas=7200...7200"),
        // Italian
        ("Infornate per circa 15 minuti.", "15 minuti=900...900"), ("Lasciate riposare 1 ora.", "1 ora=3600...3600"),
        ("Cuocete per 2 ore.", "2 ore=7200...7200"), ("Lasciate riposare mezz'ora.", "mezz'ora=1800...1800"),
        // Polish
        ("Piec przez 30 minut.", "30 minut=1800...1800"), ("Gotować 2 godziny.", "2 godziny=7200...7200"),
        ("Smażyć 1 minutę.", "1 minutę=60...60"), ("Piec 1 godzinę.", "1 godzinę=3600...3600"),
        // Hungarian
        ("10-15 perc alatt süssük készre.", "10-15 perc=600...900"), ("Főzzük 20 percig.", "20 percig=1200...1200"),
        ("Pihentessük 1 órát.", "1 órát=3600...3600"), ("Keverjük 30 másodpercig.", "30 másodpercig=30...30"),
        // Danish
        ("Bag i ca. 25 minutter.", "25 minutter=1500...1500"), ("Steg 5-7 minutter på hver side.", "5-7 minutter=300...420"),
        ("Lad hæve 2 timer.", "2 timer=7200...7200"), ("Kog 10 min. under låg.", "10 min=600...600"),
        // Slovak
        ("Necháme 15-20 minút odpočívať.", "15-20 minút=900...1200"), ("Pečieme 1 hodinu.", "1 hodinu=3600...3600"),
        ("Varíme 2 hodiny.", "2 hodiny=7200...7200"),
        // Turkish
        ("2-3 dakika soteleyin.", "2-3 dakika=120...180"), ("1 saat dinlendirin.", "1 saat=3600...3600"),
        ("30 saniye karıştırın.", "30 saniye=30...30"),
        // Greek
        ("Ψήνουμε για 2-3 λεπτά.", "2-3 λεπτά=120...180"), ("Ψήνουμε για 1 ώρα.", "1 ώρα=3600...3600"), ("Αφήνουμε 2 ώρες.", "2 ώρες=7200...7200"),
        // Japanese
        ("水にさらして5分ほどおく。", "5分=300...300"), ("弱火で1時間半煮る。", "1時間半=5400...5400"),
        ("30分〜1時間漬ける。", "30分〜1時間=1800...3600"), ("10秒混ぜる。", "10秒=10...10"),
        // Chinese
        ("打至浓稠 (约5分钟)。", "5分钟=300...300"), ("烘烤20-22分钟。", "20-22分钟=1200...1320"),
        ("蒸1小時。", "1小時=3600...3600"), ("煮30秒。", "30秒=30...30"),
    ])
    func find_readsDurations_inOtherLanguages(step: String, expected: String) {
        #expect(found(step) == [expected])
    }

    @Test func find_givesRangeInTheStep_ofEachDuration() {
        let step = "Bake 20–25 minutes, then rest 5 min."
        let durations = StepDuration.find(in: step)
        #expect(durations.map { String(step[$0.range]) } == ["20–25 minutes", "5 min"])
        #expect(durations.map(\.seconds) == [1200 ... 1500, 300 ... 300])
    }

    @Test(arguments: [
        "2 minced cloves", "Add 3 eggs", "1/2 cup", "step 1", "180 g", "Step 2: mix", "Fold one time", "100 percent", "4 fokhagyma",
        "Preheat to 180 °C", "24x18 centiméter", "Snijd in 9-12 blokjes", "3分の1量", "2分割にする", "1cm角に切る",
        "a few minutes", "several hours", "the last minute of cooking", "2 hot pans", "2 minuscule pieces",
    ])
    func find_findsNothing_inNumbersThatAreNotDurations(step: String) {
        #expect(StepDuration.find(in: step).isEmpty)
    }
}
