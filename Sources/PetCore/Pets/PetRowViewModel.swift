import Observation

/// One row of the pet list (the seed's `ListCellViewModel`): display-ready texts for a
/// single pet, read live from the catalog, so a row shows an adoption or a new favourite
/// as soon as it is committed, and is told of that pet's changes only.
///
/// Rows are made on demand by ``RecordList/row(withID:)`` for what is on screen. A view
/// binds one while its row widget shows that pet and drops it on unbind. When the pet
/// leaves the catalog the row keeps showing its last known values.
@MainActor
@Observable
public final class PetRowViewModel: Identifiable, AccessibleRow {
    @ObservationIgnored private nonisolated let reference: RecordReference<Pet>
    @ObservationIgnored private let catalog: PetCatalog

    init(reference: RecordReference<Pet>, catalog: PetCatalog) {
        self.reference = reference
        self.catalog = catalog
    }

    /// The pet's id.
    public nonisolated var id: Pet.ID { reference.id }

    private var pet: Pet { reference.record }

    /// The pet's name.
    public var name: String { pet.name }

    /// Species, breed and age: "Dog · Beagle · 2 years old".
    public var subtitle: String {
        catalog.formatter.summary(of: pet)
    }

    /// The adoption fee: "$150.00" or "Free".
    public var adoptionFeeText: String { catalog.formatter.feeText(of: pet) }

    /// "Available", "Adoption pending" or "Adopted".
    public var statusText: String { catalog.formatter.labels.status(pet.status) }

    /// Whether the pet is adopted, for styling the row (e.g. dimmed).
    public var isAdopted: Bool { pet.status == .adopted }

    /// The photo to show as a thumbnail (file name, path or URL); `nil` for none.
    public var thumbnailReference: String? { pet.photo }

    /// Whether the pet is a favourite (e.g. to show a star).
    public var isFavourite: Bool { catalog.isFavourite(reference) }

    /// All of the above at once, for a row widget to show in one pass.
    public var content: PetRowContent {
        PetRowContent(
            name: name, subtitle: subtitle, adoptionFeeText: adoptionFeeText, statusText: statusText,
            isAdopted: isAdopted, thumbnailReference: thumbnailReference, isFavourite: isFavourite)
    }

    /// "Bella, Dog · Beagle · 2 years old, $150.00, Available", then ", favourite" for a
    /// favourite: the row as a screen reader says it.
    public var accessibleLabel: String {
        let translator = catalog.formatter.context.translator
        // TRANSLATORS: a pet in the list, as a screen reader says it: name, species, breed and age, fee, status.
        let label = translator.tr("%1$@, %2$@, %3$@, %4$@", name, subtitle, adoptionFeeText, statusText)
        // TRANSLATORS: a favourite pet in the list, as a screen reader says it; %1$@ is the row.
        return isFavourite ? translator.tr("%1$@, favourite", label) : label
    }
}
