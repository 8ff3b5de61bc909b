/// A temperature written in a recipe step (“Preheat the oven to 180 °C”, “350°F”,
/// “170–180 °C”, “180 Grad”, “180℃”): where it is, how it is written, its degrees and scale.
public struct StepTemperature: Hashable, Sendable {
    /// Where in the step text the temperature is written.
    public let range: Range<String.Index>
    /// The temperature exactly as written (“180 °C”, “350 degrees F”, “75°-78°F”).
    public let text: String
    /// The degrees: `170...180` for “170–180 °C”, `n...n` for one temperature.
    public let degrees: ClosedRange<Double>
    /// The scale the degrees are in.
    public let scale: TemperatureScale

    /// A temperature found at `range` of a step.
    init(range: Range<String.Index>, text: String, degrees: ClosedRange<Double>, scale: TemperatureScale) {
        self.range = range
        self.text = text
        self.degrees = degrees
        self.scale = scale
    }

    /// Every temperature written in `step`, in order of appearance and never overlapping.
    ///
    /// A number counts only when its scale is written: “180 °C”, “180°C”, “180 ºC” (with
    /// the ordinal sign), “200C°”, “180℃”, “350°F”, “350 degrees F”, “350 degrees
    /// Fahrenheit”, a bare “C” or “F” after at least 100 (“oven to 180C”), a degree word
    /// that means Celsius in its language (“180 Grad”, “180 graden”, “180 grados”, “180
    /// gradi”, “200 stopni C”, “180 fokosra”, “180 stupňov”, “200 dereceye”, “190
    /// градусов”) or “度” after at least 40 (below, “2度” is “twice”). A degree sign alone
    /// (“350°”) or English “degrees” alone name no scale and are not found.
    public static func find(in step: String) -> [StepTemperature] {
        StepTemperatureParser(step).temperatures()
    }

    /// `step` with every temperature written in `scale`, in place: “Heat the oven to
    /// 180 °C” becomes “Heat the oven to 355 °F”.
    ///
    /// Converted degrees are rounded as cooks and oven dials do, to the nearest 5 degrees
    /// (halves away from zero): 180 °C is 356 °F, written “355 °F”; 350 °F is 176.7 °C,
    /// written “175 °C”. They are written “355 °F” or “180 °C”, a range “325–350 °F” (one
    /// number when both ends round alike). Temperatures already in `scale` and all other
    /// text are left exactly as written, and so is a temperature given with its equivalent
    /// in the other scale (“175 °C (350 °F)”, “180 °C / 350 °F”, “350°F or 175°C”): it is
    /// written for both already.
    public static func converting(_ step: String, to scale: TemperatureScale) -> String {
        let temperatures = find(in: step)
        var paired = Set<Int>()
        for index in temperatures.indices.dropLast() {
            let (first, second) = (temperatures[index], temperatures[index + 1])
            let between = step[first.range.upperBound ..< second.range.lowerBound]
            if first.scale != second.scale, between.split(whereSeparator: { " ()/,".contains($0) }).allSatisfy({ $0 == "or" }) {
                paired.formUnion([index, index + 1])
            }
        }
        var result = ""
        var rest = step.startIndex
        for (index, temperature) in temperatures.enumerated() where temperature.scale != scale && !paired.contains(index) {
            result += step[rest ..< temperature.range.lowerBound]
            result += temperature.written(in: scale)
            rest = temperature.range.upperBound
        }
        return result + step[rest...]
    }

    /// The temperature converted to `scale` and rounded to the nearest 5 degrees, as
    /// ``converting(_:to:)`` writes it.
    private func written(in scale: TemperatureScale) -> String {
        let low = Self.roundedToFive(Self.convert(degrees.lowerBound, from: self.scale, to: scale))
        let high = Self.roundedToFive(Self.convert(degrees.upperBound, from: self.scale, to: scale))
        let number = low == high ? "\(low)" : "\(low)–\(high)"
        return number + (scale == .celsius ? " °C" : " °F")
    }

    private static func convert(_ value: Double, from source: TemperatureScale, to target: TemperatureScale) -> Double {
        switch (source, target) {
        case (.celsius, .fahrenheit): value * 9 / 5 + 32
        case (.fahrenheit, .celsius): (value - 32) * 5 / 9
        default: value
        }
    }

    private static func roundedToFive(_ value: Double) -> Int {
        Int((value / 5).rounded()) * 5
    }
}
