import Foundation

/// The words that write a duration in the languages of the imported recipes: units of
/// time after a number, English number words, and whole phrases such as “half an hour”.
enum StepDurationVocabulary {
    /// One way of writing a unit of time.
    struct Unit {
        /// The spelling, matched ignoring case.
        var text: String
        /// How many seconds one of it lasts.
        var seconds: Int
        /// The languages that write it so (codes as in ``IngredientUnit/Spelling``).
        var languages: Set<String>

        /// Whether the unit is written in Chinese or Japanese characters, so it needs no
        /// space or word boundary (“5分ほど”).
        var isCJK: Bool { text.contains(where: StepTextScanner.isCJK) }
        /// Whether a bare number of minutes may follow it, as in French “1 h 30” and “1h30”.
        var takesMinutesAfter: Bool { text == "h" }
    }

    /// Every unit spelling, longest first so that “minutes” wins over “min” and “分钟” over “分”.
    ///
    /// Inflected forms are listed one by one (Hungarian “percig”, Turkish “dakikada”)
    /// rather than allowing any ending, so that “fokhagyma” or “percent” never match.
    /// Abbreviations are listed without their dot: “Min.” is read as “Min” and the dot
    /// is left to the sentence.
    static let units: [Unit] = {
        let table: [(seconds: Int, spellings: [String: String])] = [
            (3600, [
                "en": "hour, hours, hr, hrs, h", "de": "Stunde, Stunden, Std, h", "nl": "uur", "fr": "heure, heures, h",
                "es": "hora, horas, h", "pt": "hora, horas, h", "it": "ora, ore, h", "pl": "godzina, godziny, godzin, godzinę, godz, h",
                "hu": "óra, órát, óráig, órán, órára, órás, órányi", "da": "time, timer", "sk": "hodina, hodiny, hodín, hodinu, hod",
                "tr": "saat, saatte, saatlik", "el": "ώρα, ώρες, ώρας, ωρών", "ru": "час, часа, часов",
                "ja": "時間", "zh": "小时, 小時, 个小时, 個小時",
            ]),
            (900, ["nl": "kwartier"]),
            (60, [
                "en": "minute, minutes, min, mins", "de": "Minute, Minuten, Min", "nl": "minuut, minuten, min",
                "fr": "minute, minutes, min, mn", "es": "minuto, minutos, min", "pt": "minuto, minutos, min",
                "it": "minuto, minuti, min", "pl": "minuta, minuty, minut, minutę, min",
                "hu": "perc, percig, percet, percen, percre, perces, percnyi", "da": "minut, minutter, min",
                "sk": "minúta, minúty, minút, minútu, min", "tr": "dakika, dakikada, dakikalık, dk",
                "el": "λεπτά, λεπτό, λεπτών", "ru": "минута, минуты, минут, минуту, мин", "ja": "分, 分間", "zh": "分钟, 分鐘",
            ]),
            (1, [
                "en": "second, seconds, sec, secs", "de": "Sekunde, Sekunden, Sek", "nl": "seconde, seconden, sec",
                "fr": "seconde, secondes, sec", "es": "segundo, segundos, seg", "pt": "segundo, segundos, seg",
                "it": "secondo, secondi, sec", "pl": "sekunda, sekundy, sekund, sekundę, sek",
                "hu": "másodperc, másodpercig, másodpercet, mp", "da": "sekund, sekunder, sek",
                "sk": "sekunda, sekundy, sekúnd, sekundu", "tr": "saniye, saniyede, saniyelik, sn",
                "el": "δευτερόλεπτα, δευτερόλεπτο", "ru": "секунда, секунды, секунд, секунду, сек",
                "ja": "秒, 秒間", "zh": "秒, 秒钟, 秒鐘",
            ]),
        ]
        var units: [String: Unit] = [:]
        for (seconds, spellings) in table {
            for (language, list) in spellings {
                for spelling in list.split(separator: ",") {
                    let text = spelling.trimmingCharacters(in: .whitespaces)
                    units[text.lowercased(), default: Unit(text: text, seconds: seconds, languages: [])].languages.insert(language)
                }
            }
        }
        return units.values.sorted { ($0.text.count, $0.text) > ($1.text.count, $1.text) }
    }()

    /// English number words, which count only before an English unit (“three to four minutes”).
    static let englishNumbers: [(text: String, value: Double)] = [
        ("forty-five", 45), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7),
        ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("fifteen", 15), ("twenty", 20),
        ("thirty", 30), ("forty", 40), ("fifty", 50), ("sixty", 60), ("ninety", 90),
    ]

    /// Phrases that are a duration without a digit, longest first so that “half an hour”
    /// wins over “an hour”.
    static let phrases: [(text: String, seconds: Int)] = [
        // English
        ("half an hour", 1800), ("a half hour", 1800), ("a quarter of an hour", 900),
        ("an hour", 3600), ("a minute", 60),
        // German
        ("eine halbe Stunde", 1800), ("einer halben Stunde", 1800), ("eine Viertelstunde", 900), ("einer Viertelstunde", 900),
        ("eine Dreiviertelstunde", 2700), ("anderthalb Stunden", 5400), ("eineinhalb Stunden", 5400),
        ("eine Stunde", 3600), ("einer Stunde", 3600), ("eine Minute", 60), ("einer Minute", 60),
        // Dutch
        ("een half uur", 1800), ("een halfuur", 1800), ("een kwartier", 900), ("driekwartier", 2700), ("anderhalf uur", 5400),
        ("een uur", 3600), ("een minuut", 60),
        // French
        ("une demi-heure", 1800), ("un quart d'heure", 900), ("trois quarts d'heure", 2700),
        ("une heure", 3600), ("une minute", 60),
        // Spanish, Portuguese, Italian
        ("media hora", 1800), ("un cuarto de hora", 900), ("una hora", 3600), ("un minuto", 60),
        ("meia hora", 1800), ("uma hora", 3600), ("um minuto", 60),
        ("mezz'ora", 1800), ("mezzora", 1800), ("un quarto d'ora", 900), ("un'ora", 3600),
        // Polish, Hungarian, Danish, Slovak, Turkish, Greek, Chinese
        ("pół godziny", 1800), ("fél órát", 1800), ("fél óra", 1800), ("en halv time", 1800), ("et kvarter", 900),
        ("en time", 3600), ("pol hodiny", 1800), ("yarım saat", 1800), ("bir saat", 3600), ("μισή ώρα", 1800),
        ("半小时", 1800), ("半小時", 1800),
    ].sorted { $0.text.count > $1.text.count }
}
