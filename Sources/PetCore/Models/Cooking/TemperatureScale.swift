/// A scale of temperature, as recipes write oven and frying temperatures.
public enum TemperatureScale: Hashable, Sendable {
    /// Degrees Celsius (“180 °C”).
    case celsius
    /// Degrees Fahrenheit (“350 °F”).
    case fahrenheit
}
