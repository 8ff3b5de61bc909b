/// Reads a species column: words in any case (`Dog`, `cat`, `Bird`, `Rabbit`,
/// `Guinea Pig`, `Other`, `Livestock`), the listing sites' types (Petfinder's
/// `Small&Furry`, `Barnyard`, `Scales, Fins & Other`; Adopt-a-Pet's `Small Animal`,
/// `Farm Animal`; Shelterluv's `Small Mammal`, `Equine`, `Exotic/Other`) or
/// PetFinder.my's codes (`1` dog, `2` cat).
enum ShelterSpecies {
    /// The species `text` names, or `nil` when it names none we know.
    static func species(_ text: String) -> Species? {
        let key = ShelterColumn.normalized(text)
        switch key {
        case "dog", "dogs", "puppy", "canine", "1": return .dog
        case "cat", "cats", "kitten", "feline", "2": return .cat
        case "rabbit", "rabbits", "bunny": return .rabbit
        case "bird", "birds", "parrot", "chicken", "duck": return .bird
        case "hamster", "guineapig", "rat", "mouse", "gerbil", "ferret", "chinchilla", "smallanimal", "smallfurry",
             "smallmammal":
            return .smallAnimal
        case "other", "livestock", "reptile", "horse", "pig", "goat", "turtle", "snake", "lizard",
             "barnyard", "farmanimal", "equine", "largemammal", "exoticother", "scalesfinsother":
            return .other
        default:
            return nil
        }
    }
}
