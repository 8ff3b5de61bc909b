import CGtk
import PetCore

/// The add/edit form of a pet, in a ``FormWindow``: name, species, breed, sex, birthday,
/// rarity, fee, the three “good with” answers and the description, each bound to its
/// property of the ``PetFormViewModel``; the name, birthday and fee errors show under
/// their rows. The window owns this controller.
@MainActor
final class PetFormWindow {
    /// The window's frame: header bar, Save and Cancel, toasts.
    let frame: FormWindow<PetFormViewModel>
    /// The name field.
    let nameRow: UnsafeMutablePointer<GtkWidget>
    /// The breed field.
    let breedRow: UnsafeMutablePointer<GtkWidget>
    /// The birthday field (`YYYY-MM-DD`).
    let birthdayRow: UnsafeMutablePointer<GtkWidget>
    /// The fee field.
    let feeRow: UnsafeMutablePointer<GtkWidget>
    /// The description.
    let aboutView: UnsafeMutablePointer<GtkWidget>
    /// Species, sex, rarity, good with children, dogs and cats, in that order.
    let comboRows: [UnsafeMutablePointer<GtkWidget>]
    /// The name's error message.
    let nameError: UnsafeMutablePointer<GtkWidget>
    /// The birthday's error message.
    let birthdayError: UnsafeMutablePointer<GtkWidget>
    /// The fee's error message.
    let feeError: UnsafeMutablePointer<GtkWidget>

    /// The form for `form`, over the window holding `widget`; not shown yet.
    init(form: PetFormViewModel, over widget: UnsafeMutablePointer<GtkWidget>) {
        nameRow = FormFields.entryRow("Name", model: form, \.name)
        breedRow = FormFields.entryRow("Breed", model: form, \.breed)
        birthdayRow = FormFields.entryRow("Birthday", model: form, \.birthdayText, placeholder: "YYYY-MM-DD")
        feeRow = FormFields.entryRow("Adoption Fee (blank: by rarity)", model: form, \.feeText)
        comboRows = [
            FormFields.comboRow("Species", choices: form.speciesChoices, model: form, \.speciesIndex),
            FormFields.comboRow("Sex", choices: form.sexChoices, model: form, \.sexIndex),
            FormFields.comboRow("Rarity", choices: form.rarityChoices, model: form, \.rarityIndex),
            FormFields.comboRow("Good with Children", choices: form.compatibilityChoices, model: form, \.goodWithChildrenIndex),
            FormFields.comboRow("Good with Dogs", choices: form.compatibilityChoices, model: form, \.goodWithDogsIndex),
            FormFields.comboRow("Good with Cats", choices: form.compatibilityChoices, model: form, \.goodWithCatsIndex),
        ]
        let pet = FormFields.group(nil, [nameRow])
        nameError = FormFields.addError(below: nameRow, in: pet, model: form, \.nameError)
        for row in [comboRows[0], breedRow, comboRows[1], birthdayRow] {
            adw_preferences_group_add(pet_adw_preferences_group(gpointer(pet)), row)
        }
        birthdayError = FormFields.addError(below: birthdayRow, in: pet, model: form, \.birthdayError)

        let adoption = FormFields.group("Adoption", [comboRows[2], feeRow])
        feeError = FormFields.addError(below: feeRow, in: adoption, model: form, \.feeError)
        let goodWith = FormFields.group("Compatibility", Array(comboRows[3...]))
        let about = FormFields.textArea(model: form, \.about, accessibleLabel: "About")
        aboutView = about.textView
        let aboutGroup = FormFields.group("About", [about.frame])

        frame = FormWindow(form: form, over: widget, groups: [pet, adoption, goodWith, aboutGroup])
        ObjectOwnership.attach(self, to: frame.window)
    }

    /// Opens the form for `form` over the window holding `widget`.
    @discardableResult
    static func present(_ form: PetFormViewModel, over widget: UnsafeMutablePointer<GtkWidget>) -> PetFormWindow {
        let window = PetFormWindow(form: form, over: widget)
        window.frame.present(focusing: window.nameRow)
        return window
    }
}
