import PetCore

/// The Pets section: the searchable, filterable pet list beside the selected pet's page.
typealias PetsSection = RecordSection<PetListing, PetRow, PetDetailView, PetFilterMenu>
