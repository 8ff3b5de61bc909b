import CGtk
import PetCore
import Testing
@testable import PetAdoptionApp

extension GTKSuite {
    /// What a pet's form tells people who cannot see it, or who have not tried to save yet.
    @MainActor @Suite("Pet form accessibility")
    struct PetFormAccessibilityTests {
        @Test func window_isTitledWithTheFormsTitle() async throws {
            let page = try await PetEditingFixture()
            let addForm = try page.openAddForm()
            await GTKTestLoop.settle()
            #expect(String(cString: gtk_window_get_title(addForm.window.window)) == "Add a Pet")
            gtk_window_destroy(addForm.window.window)
            try await page.select("Bella")

            page.click(page.controls.editButton)

            let editForm = try #require(page.controls.openForm)
            await GTKTestLoop.settle()
            #expect(String(cString: gtk_window_get_title(editForm.window.window)) == "Edit Bella")
            await page.tearDown()
        }

        @Test func requiredFields_sayRequired_fromTheMomentTheFormOpens() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()

            await GTKTestLoop.settle()
            for title in ["Name", "Birthday"] {
                let label = try form.required(named: title)
                #expect(labelText(label) == "Required")
                #expect(gtk_widget_is_visible(label) != 0)
                let row = try #require(gtk_widget_get_ancestor(try form.field(named: title), gtk_list_box_row_get_type()))
                #expect(gtk_widget_is_ancestor(label, row) != 0, "in the field's row")
                #expect(isMarkedRequired(try form.spoken(named: title)))
                #expect(hasAccessibleDescription(try form.spoken(named: title), "Required"))
                #expect(shownError(try form.error(named: title)) == nil)
            }
            for title in ["Breed", "Adoption Fee (blank: by rarity)", "Species"] {
                #expect(form.requiredLabel(title) == nil)
                #expect(!isMarkedRequired(try form.spoken(named: title)))
            }
            await page.tearDown()
        }

        @Test func anError_isTheFieldsAccessibleDescription_andTheFieldIsMarkedInvalid_whereGTKSaysSoRight() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            let birthday = try form.field(named: "Birthday")
            let fee = try form.field(named: "Adoption Fee (blank: by rarity)")

            type("2030-01-01", into: birthday)
            type("-3", into: fee)

            await GTKTestLoop.settle()
            let (birthdaySaid, feeSaid) = (try form.spoken(named: "Birthday"), try form.spoken(named: "Adoption Fee (blank: by rarity)"))
            #expect(hasAccessibleDescription(birthdaySaid, "Birthday cannot be in the future"))
            #expect(isMarkedInvalid(birthdaySaid) == gtkReportsInvalidEntries)
            #expect(hasAccessibleDescription(feeSaid, "Fee must be 0 or more"))
            #expect(shownError(try form.error(named: "Birthday")) == "Birthday cannot be in the future")

            type("2020-01-01", into: birthday)
            type("", into: fee)

            await GTKTestLoop.settle()
            #expect(hasAccessibleDescription(birthdaySaid, "Required"))
            #expect(!isMarkedInvalid(birthdaySaid))
            #expect(!isMarkedInvalid(feeSaid))
            #expect(!hasAccessibleDescription(feeSaid, "Fee must be 0 or more"))
            await page.tearDown()
        }

        @Test func errorLabels_areNoKeyboardStops() async throws {
            let page = try await PetEditingFixture()
            let form = try page.openAddForm()
            type("Rex", into: try form.field(named: "Name"))
            type("", into: try form.field(named: "Name"))
            type("someday", into: try form.field(named: "Birthday"))
            type("-3", into: try form.field(named: "Adoption Fee (blank: by rarity)"))

            await GTKTestLoop.settle()
            for title in ["Name", "Birthday", "Adoption Fee (blank: by rarity)"] {
                let label = try form.error(named: title)
                let row = try #require(gtk_widget_get_parent(label))
                #expect(!isFocusable(label) && !isFocusable(row), "\(title)")
                #expect(gtk_label_get_selectable(pet_gtk_label(gpointer(label))) == 0, "\(title)")
            }
            #expect(shownError(try form.error(named: "Name")) == "Name is required")
            await page.tearDown()
        }
    }
}
