/// One photo of a pet as a list shows it: the photo and the words that name it.
public struct PetPhotoItem: Equatable, Sendable {
    /// The photo reference, for the view's photo loader.
    public let reference: String
    /// Whether it is the pet's picture (the first photo).
    public let isMain: Bool
    /// What it is, for assistive technologies: "Photo 2 of 4".
    public let description: String
    /// "Main Photo" for the first, "Photo 2" for the others.
    public let title: String
    /// The accessible name of its remove button: "Remove photo 2".
    public let removeLabel: String
    /// The accessible name of its "Use as Main Photo" button: "Use photo 2 as main photo".
    public let useAsMainLabel: String

    /// The items of the photos `references`, the first being the main one.
    public static func items(_ references: [String], translator: Translator) -> [PetPhotoItem] {
        references.enumerated().map { index, reference in
            let number = String(index + 1)
            return PetPhotoItem(
                reference: reference,
                isMain: index == 0,
                description: translator.tr("Photo %1$@ of %2$@", number, String(references.count)),
                title: index == 0 ? translator.tr("Main Photo") : translator.tr("Photo %1$@", number),
                removeLabel: translator.tr("Remove photo %1$@", number),
                useAsMainLabel: translator.tr("Use photo %1$@ as main photo", number))
        }
    }
}
