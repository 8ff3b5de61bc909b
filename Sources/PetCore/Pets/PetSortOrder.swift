import Foundation

/// How the pet list is ordered. Pets that tie are ordered by name, then by id, so the
/// order is always the same for the same catalog.
public enum PetSortOrder: String, ListSortOrder {
    /// By name, ignoring case and accents ("Zoë" sorts with "Zoe").
    case name
    /// Youngest first.
    case age
    /// Lowest adoption fee first.
    case fee
    /// Most recently added first.
    case newest

    /// The order's name for a sort menu: "Name", "Age", "Fee", "Newest".
    public func title(in context: DisplayContext) -> String {
        switch self {
        case .name: context.translator.tr("Name")
        case .age: context.translator.tr("Age")
        case .fee: context.translator.tr("Fee")
        case .newest: context.translator.tr("Newest")
        }
    }

    /// Birthday (youngest first), fee (lowest first) or date added (newest first); `nil`
    /// for name order.
    public var key: ListSortKey<Pet>? {
        switch self {
        case .name: nil
        case .age: .descending { Double($0.birthday.daysSinceEpoch) }
        case .fee: .ascending { NSDecimalNumber(decimal: PetFormatter.fee(of: $0)).doubleValue }
        case .newest: .descending { $0.dateAdded.timeIntervalSinceReferenceDate }
        }
    }
}
