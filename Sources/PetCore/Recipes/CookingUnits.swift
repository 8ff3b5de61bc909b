import Observation

/// The units every recipe is shown in (``MeasurementSystem``): one choice for the whole
/// book, kept by its ``CookingProgressRepository`` across restarts.
///
/// Read from the store when first asked for (the first recipe page shown), not at
/// start-up. A choice is saved before it is shown; one that cannot be saved leaves the
/// units as they were and sets ``failure``.
@MainActor @Observable
public final class CookingUnits {
    /// The units recipes are shown in.
    public private(set) var system: MeasurementSystem
    /// The last choice that could not be saved, worded for the user; `nil` once dismissed.
    public private(set) var failure: FailureMessage?

    @ObservationIgnored private let repository: any CookingProgressRepository
    @ObservationIgnored private let translator: Translator
    @ObservationIgnored private let work = SerialWork()

    /// The units `repository` keeps; as written, with ``failure`` saying why, when they
    /// cannot be read.
    init(repository: any CookingProgressRepository, translator: Translator) {
        self.repository = repository
        self.translator = translator
        do {
            system = try repository.measurementSystem()
        } catch {
            system = .asWritten
            failure = FailureMessage(translator.tr("Couldn't load your choice of units."), error: error, translator: translator)
        }
    }

    /// `"As Written"`, `"Metric"` or `"US Customary"`.
    public func name(of system: MeasurementSystem) -> String {
        switch system {
        case .asWritten: translator.tr("As Written")
        case .metric: translator.tr("Metric")
        case .usCustomary: translator.tr("US Customary")
        }
    }

    /// Shows every recipe in `system`'s units, saving the choice first.
    ///
    /// - Returns: `false`, changing nothing, when the choice could not be saved (then
    ///   ``failure`` says why).
    @discardableResult
    public func choose(_ system: MeasurementSystem) async -> Bool {
        await work.run { [self] in
            guard system != self.system else { return true }
            do {
                try await repository.setMeasurementSystem(system)
            } catch {
                failure = FailureMessage(translator.tr("Couldn't switch to %1$@ units.", name(of: system)), error: error, translator: translator)
                return false
            }
            self.system = system
            return true
        }
    }

    /// Clears ``failure`` once the view has shown it.
    public func dismissFailure() {
        failure = nil
    }
}
