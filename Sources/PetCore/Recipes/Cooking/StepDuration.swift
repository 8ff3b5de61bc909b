/// A duration written in a recipe step (“bake 20–25 minutes”, “1 h 30 min”, “5分ほど”):
/// where it is, how it is written and how long it lasts.
///
/// ``find(in:)`` reads the languages of the imported recipes: English, German, Dutch,
/// French, Spanish, Portuguese, Italian, Polish, Hungarian, Danish, Slovak, Turkish,
/// Greek, Russian, Japanese and Chinese. Days and weeks are not durations here.
public struct StepDuration: Hashable, Sendable {
    /// Where in the step text the duration is written.
    public let range: Range<String.Index>
    /// The duration exactly as written (“20–25 minutes”, “1 h 30 min”, “1時間”).
    public let text: String
    /// How long it lasts in seconds: `1200...1500` for “20–25 minutes”, `n...n` for an
    /// exact duration.
    public let seconds: ClosedRange<Int>

    /// A duration found at `range` of a step.
    init(range: Range<String.Index>, text: String, seconds: ClosedRange<Int>) {
        self.range = range
        self.text = text
        self.seconds = seconds
    }

    /// Every duration written in `step`, in order of appearance and never overlapping.
    ///
    /// A duration is a number (“20”, “1.5”, “1,5”, “1½”, “1 1/2”, or an English number
    /// word) and a unit of time that ends its word, so “2 minced cloves” has none; a range
    /// joined by a dash, “~”, “〜” or a word of its language (“20 to 25 minutes”, “45 tot
    /// 60 minuten”, “6 à 8 minutes”); units added up from the largest down (“1 hr 15 mins”,
    /// “1h30”, “1時間半”); or a phrase such as “half an hour”, “een kwartier” or “mezz'ora”.
    public static func find(in step: String) -> [StepDuration] {
        StepDurationParser(step).durations()
    }
}
