/// A scale of temperature that recipes write oven and frying temperatures in.
public enum TemperatureScale: Hashable, Sendable {
    /// Degrees Celsius (“180 °C”), also meant by a degree word without a scale in the
    /// languages other than English (“180 Grad”, “180 graden”, “180度”).
    case celsius
    /// Degrees Fahrenheit (“350 °F”).
    case fahrenheit
}
