"""Every task without a mouse or without sight: the real window, real key events, and
the accessibility tree a screen reader reads over AT-SPI.

Run by tools/run-tests (inside a D-Bus session, with the app's path in
PET_ADOPTION_EXECUTABLE); each test starts the app afresh on the seed catalog.
"""

import csv
import os
import re
import shutil
import tempfile
import unittest

from app_session import AppSession, Atspi, GLib, has_state, name, role

EXECUTABLE = os.environ.get("PET_ADOPTION_EXECUTABLE", ".build/debug/pet-adoption")


PET_ROW = re.compile(r"^.+, .+ · .+, .+, (Available|Adoption pending|Adopted)(, favourite)?$")


def is_pet_row(role_name, label, _description=""):
    """Whether an accessible is a row of the pet list, named with what it shows."""
    return role_name == "list item" and PET_ROW.match(label) is not None


def text_of(node):
    """The text an editable accessible holds (GTK 4.8 reads no text up to -1, “the end”);
    empty when it went away while being read."""
    try:
        return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))
    except GLib.Error:
        return ""


def open_a_recipe(s):
    """From launch: Recipes (Alt+2), the second recipe, and Tab into its page."""
    s.wait_for_focus("a pet row", is_pet_row)
    s.keys("alt+2")
    s.wait_for_focus("a recipe row", lambda r, n, d: r == "list item")
    s.keys("Down", "Tab")
    s.wait_for_focus("the recipe's first control", lambda r, n, d: r in ("push button", "check box"))


def tab_until(s, what, predicate, tries=12):
    """Presses Tab until the focused accessible's (role, name, description) match
    `predicate`; returns them."""
    for _ in range(tries):
        if predicate(*s.focused_description()):
            break
        s.keys("Tab")
        s.wait_for_focus("the next control", lambda r, n, d: bool(r))
    return s.wait_for_focus(what, predicate)


class KeyboardAndScreenReaderTests(unittest.TestCase):
    maxDiff = None

    def setUp(self):
        self.session = AppSession(EXECUTABLE)
        self.session.__enter__()  # Stops what it started when it fails.
        self.addCleanup(self.session.__exit__, None, None, None)

    # MARK: Names and roles

    def test_everyFocusableControl_hasARealName_inEveryState(self):
        s = self.session
        states = {}
        s.wait_for_focus("a pet row", is_pet_row)
        states["launch"] = s.settled_naming_problems()
        s.keys("Down")
        s.wait_for(lambda: s.find(lambda n: role(n) == "push button" and name(n) == "Adopt"), "the pet's page")
        states["a pet's page"] = s.settled_naming_problems()
        s.keys("ctrl+f")
        s.wait_for_focus("the search field", lambda r, n, d: n == "Search pets")
        states["searching"] = s.settled_naming_problems()
        s.keys("Escape", "alt+2")
        s.wait_for_focus("a recipe row", lambda r, n, d: r == "list item")
        s.keys("Down")
        s.wait_for(lambda: s.find(lambda n: role(n) == "check box"), "a recipe's checklist")
        states["a recipe's page"] = s.settled_naming_problems()
        s.keys("Tab")
        s.wait_for_focus("Start Cooking", lambda r, n, d: n == "Start Cooking")
        s.keys("space")
        s.wait_for_focus("cooking mode's Next button", lambda r, n, d: n == "Next")
        states["cooking mode"] = s.settled_naming_problems()
        s.keys("Escape")
        s.wait_for_focus("Start Cooking again", lambda r, n, d: n == "Start Cooking")
        s.keys("alt+3")
        s.wait_for_focus("the first card", lambda r, n, d: n.startswith("Card 1 of "))
        states["Pet Match"] = s.settled_naming_problems()
        s.keys("ctrl+question")
        shortcuts = s.wait_for(lambda: s.window_titled("Keyboard Shortcuts"), "the shortcuts window")
        s.wait_for_focus("the shortcuts window", lambda r, n, d: s.is_in(s.focused(), shortcuts))
        states["shortcuts"] = s.settled_naming_problems()
        s.keys("Escape")
        s.wait_for(lambda: s.window_titled("Keyboard Shortcuts") is None, "the shortcuts window to close")
        s.keys("F10")
        s.wait_for_focus("the main menu", lambda r, n, d: r == "menu item")
        s.keys("a")  # The mnemonic of “_About Pet Adoption”.
        s.wait_for(lambda: s.window_titled("About"), "the About window")
        states["about"] = s.settled_naming_problems()
        for state, problems in states.items():
            with self.subTest(state=state):
                self.assertEqual(problems, {})

    def test_petRows_areListItems_namedWithWhatTheyShow(self):
        s = self.session
        s.wait_for_focus("a pet row", is_pet_row)
        pets = s.find(lambda n: role(n) == "list" and name(n) == "Pets")
        self.assertIsNotNone(pets)
        rows = [pets.get_child_at_index(i) for i in range(pets.get_child_count())]
        self.assertGreater(len(rows), 3)
        for row in rows:
            self.assertEqual(role(row), "list item")
            self.assertRegex(name(row), PET_ROW)

    # MARK: Focus

    def test_typingAtLaunch_searchesPets(self):
        s = self.session
        s.wait_for_focus("a pet row", is_pet_row)
        s.type("bis")
        s.wait_for_focus("the search field holding what was typed",
                         lambda r, n, d: n == "Search pets" and text_of(s.focused()) == "bis")

    def test_typingAfterSwitchingSection_searchesThatSection(self):
        s = self.session
        s.wait_for_focus("a pet row", is_pet_row)
        s.keys("alt+2")
        s.wait_for_focus("a recipe row", lambda r, n, d: r == "list item" and not is_pet_row(r, n))
        s.type("pum")
        s.wait_for_focus("the recipe search field",
                         lambda r, n, d: n.startswith("Search recipes") and text_of(s.focused()) == "pum")

    def test_selectingWithArrows_keepsTheFocusInTheList(self):
        s = self.session
        first = s.wait_for_focus("a pet row", is_pet_row)[1]
        rows = [name(node) for node in s.find_all(lambda node: is_pet_row(role(node), name(node)))]
        self.assertEqual(rows[0], first, "the focus starts on the first pet")
        # Each arrow key moves one row, the first one at launch too.
        s.keys("Down", "Down")
        third = s.wait_for_focus("the third pet", lambda r, n, d: n == rows[2])[1]
        s.keys("End")
        last = s.wait_for_focus("the last pet", lambda r, n, d: is_pet_row(r, n) and n not in (first, third))[1]
        s.keys("Home")
        s.wait_for_focus("the first pet again", lambda r, n, d: n == first)
        s.keys("Page_Down")
        s.wait_for_focus("a pet a page down", lambda r, n, d: is_pet_row(r, n) and n != first)
        pet_name = last.split(",")[0]
        self.assertTrue(pet_name)

    def test_searchField_returnOpensFirstResult_andDownMovesIntoTheList(self):
        s = self.session
        s.wait_for_focus("a pet row", is_pet_row)
        s.keys("ctrl+f")
        s.wait_for_focus("the search field", lambda r, n, d: n == "Search pets")
        s.keys("Down")
        s.wait_for_focus("the first pet row", is_pet_row)
        s.keys("ctrl+f")
        s.wait_for_focus("the search field", lambda r, n, d: n == "Search pets")
        s.type("Zo")
        s.keys("Return")
        s.wait_for_focus("Zoë's row, selected", lambda r, n, d: n.startswith("Zoë,")
                         and has_state(s.focused(), Atspi.StateType.SELECTED))
        s.wait_for(lambda: s.find(lambda n: role(n) == "label" and name(n) == "Zoë"), "Zoë's page")

    def test_tab_leavesTheListForThePetsActions(self):
        s = self.session
        s.wait_for_focus("a pet row", is_pet_row)
        s.keys("Down")
        s.wait_for(lambda: s.find(lambda n: role(n) == "push button" and name(n) == "Adopt"), "the pet's page")
        s.keys("Tab")
        s.wait_for_focus("the favourite button", lambda r, n, d: r == "push button" and "Favourites" in n)
        s.keys("Tab")
        s.wait_for_focus("Adopt", lambda r, n, d: n == "Adopt")
        s.keys("shift+Tab", "shift+Tab")
        s.wait_for_focus("the pet row", is_pet_row)
        s.keys("shift+Tab")
        s.wait_for_focus("the toolbar's Add Pet", lambda r, n, d: n == "Add Pet")

    # MARK: Walkthroughs

    def test_findAndAdoptAPet_withTheKeyboardAlone_thenUndoWithCtrlZ(self):
        s = self.session
        s.wait_for_focus("a pet row", is_pet_row)
        s.type("Zo")
        s.keys("Return")
        s.wait_for_focus("Zoë's row", lambda r, n, d: n.startswith("Zoë,") and "Available" in n)
        s.keys("Tab", "Tab")
        s.wait_for_focus("Adopt", lambda r, n, d: n == "Adopt")
        s.keys("Return")
        s.wait_for(lambda: s.window_titled("Adopt Zoë?"), "the adoption dialog")
        s.wait_for_focus("the dialog's default, Adopt", lambda r, n, d: n == "Adopt" and s.window_titled("Adopt Zoë?"))
        s.keys("Return")
        s.wait_for(lambda: s.find(lambda n: role(n) == "list item" and n.get_name().startswith("Zoë,")
                                  and "Adopted" in n.get_name()), "Zoë's row to say Adopted")
        # Adopt turned insensitive: the focus moved to Edit, which says what happened.
        s.wait_for_focus("Edit, announcing the adoption",
                         lambda r, n, d: n == "Edit" and "adopted" in s.told(d).lower())
        s.keys("ctrl+z")
        s.wait_for(lambda: s.find(lambda n: role(n) == "list item" and n.get_name().startswith("Zoë,")
                                  and "Available" in n.get_name()), "Zoë's row to say Available again")

    def test_tickARecipeLine_withTheKeyboardAlone(self):
        s = self.session
        open_a_recipe(s)
        # The units' radio buttons are check boxes too; the checklist's lines come after.
        line = tab_until(s, "a checklist line", lambda r, n, d: r == "check box"
                         and n not in ("As Written", "Metric", "US Customary"))[1]
        s.keys("space")
        s.wait_for(lambda: has_state(s.focused(), Atspi.StateType.CHECKED) and name(s.focused()) == line,
                   f"“{line}” ticked")

    def test_addAPet_withTheKeyboardAlone_badInputFirst(self):
        s = self.session
        s.wait_for_focus("a pet row", is_pet_row)
        s.keys("shift+Tab")
        s.wait_for_focus("the toolbar's Add Pet", lambda r, n, d: n == "Add Pet")
        s.keys("Return")
        form = s.wait_for(lambda: s.window_titled("Add a Pet"), "the form window")
        self.assertEqual(s.settled_naming_problems(), {}, "every control of the form has a real name")

        def field(label):
            return s.find(lambda n: role(n) == "text" and name(n) == label, form)

        s.wait_for_focus("the form's Name field", lambda r, n, d: r == "text" and n == "Name")
        s.type("Pickle")
        s.wait_for(lambda: text_of(field("Name")) == "Pickle", "“Pickle” in the Name field")
        s.keys("Tab")
        s.wait_for_focus("Species", lambda r, n, d: n == "Species")
        s.keys("Tab", "Tab")
        s.wait_for_focus("Sex", lambda r, n, d: n == "Sex")
        s.keys("Tab")
        s.type("2024-13-45")
        s.wait_for(lambda: text_of(field("Birthday")) == "2024-13-45", "the bad date in the Birthday field")
        s.keys("ctrl+s")
        s.wait_for(lambda: s.find(lambda n: "must be a date" in name(n), form), "the birthday's error")
        self.assertIsNotNone(s.window_titled("Add a Pet"), "an invalid form saves nothing and stays open")
        s.keys("ctrl+a")
        s.type("2024-02-29")
        s.wait_for(lambda: text_of(field("Birthday")) == "2024-02-29", "the corrected date")
        s.keys("ctrl+s")
        s.wait_for(lambda: s.window_titled("Add a Pet") is None, "the form to close")
        # The focus is back where the form was opened from, which says what was saved;
        # the new pet is selected in the list and shown.
        s.wait_for_focus("Add Pet, announcing the save", lambda r, n, d: n == "Add Pet" and "Pickle" in s.told(d))
        s.wait_for(lambda: s.find(lambda n: role(n) == "list item" and name(n).startswith("Pickle,")
                                  and has_state(n, Atspi.StateType.SELECTED)), "Pickle's row, selected")
        s.wait_for(lambda: s.find(lambda n: role(n) == "label" and name(n) == "Pickle"), "Pickle's page")

    def test_importAFile_withTheKeyboardAlone_thenUndoWithCtrlZ(self):
        s = self.session
        folder = tempfile.mkdtemp(prefix="pet-import-")
        self.addCleanup(shutil.rmtree, folder)
        path = os.path.join(folder, "shelter.csv")
        with open(path, "w", encoding="utf-8") as export:
            export.write("AnimalID,Name,Type,Age,Outcome\r\nK1,Quokka,Cat,2 years,\r\n")
        # The path is pasted into the chooser's location field, as a user hands it a path
        # from elsewhere (here the search field: typed, selected, copied): GTK 4.18's field
        # proposes the rest of a name it finds in a folder (selected), even while the name is
        # being typed, and a letter typed over a proposal leaves the rest of it in the text
        # ("shelter.csvhelter.csv"). A path pasted whole is one change, with nothing left to
        # propose.
        s.wait_for_focus("a pet row", is_pet_row)
        s.keys("ctrl+f")
        s.wait_for_focus("the search field", lambda r, n, d: n == "Search pets")
        s.type(path)
        s.wait_for_focus("the search field holding the path", lambda r, n, d: text_of(s.focused()) == path)
        s.keys("ctrl+a", "ctrl+c", "Escape")
        s.wait_for_focus("the window, out of the search field", lambda r, n, d: r not in ("", "text"))
        s.keys("ctrl+o")
        chooser = s.wait_for(lambda: s.window_titled("Import Recipes and Pets"), "the file chooser")
        # A window is in the tree before it has the focus: a key sent then goes elsewhere.
        s.wait_for_focus("the file chooser", lambda r, n, d: s.is_in(s.focused(), chooser))
        s.keys("ctrl+l")  # The chooser's location field.
        s.wait_for_focus("the location field", lambda r, n, d: r == "text" and s.is_in(s.focused(), chooser))
        s.keys("ctrl+v")
        s.wait_for(lambda: s.find(lambda n: role(n) == "text" and text_of(n) == path, chooser), "the pasted path")
        s.keys("Return")
        s.wait_for(lambda: s.window_titled("Import 1 File"), "the import preview")
        s.wait_for(lambda: s.find(lambda n: "1 pet ready" in name(n)), "the preview's summary")
        s.wait_for_focus("the preview's default, Import", lambda r, n, d: n == "Import")
        s.keys("Return")
        # GTK 4.18 builds the rows of a list in view only (GTK 4.8 builds them all): the new
        # pet is looked for as a user does, by searching for it, then back in the list,
        # where Ctrl+Z undoes the import, not the typing.
        s.keys("ctrl+f")
        s.wait_for_focus("the search field", lambda r, n, d: n == "Search pets")
        s.type("Quokka")
        s.wait_for(lambda: s.find(lambda n: role(n) == "list item" and name(n).startswith("Quokka,")), "Quokka in the list")
        s.keys("Down")
        s.wait_for_focus("Quokka's row", lambda r, n, d: is_pet_row(r, n) and n.startswith("Quokka,"))
        s.keys("ctrl+z")
        s.wait_for(lambda: s.find(lambda n: role(n) == "list item" and name(n).startswith("Quokka,")) is None,
                   "Quokka gone again")

    def test_exportTheShownPets_asPetfinderCSV_withTheKeyboardAlone(self):
        s = self.session
        folder = tempfile.mkdtemp(prefix="pet-export-")
        self.addCleanup(shutil.rmtree, folder)
        path = os.path.join(folder, "dogs.csv")
        s.wait_for_focus("a pet row", is_pet_row)
        s.type("dog")
        s.wait_for(lambda: s.find(lambda n: re.fullmatch(r"\d+ of \d+ pets", name(n))), "the searched list's count")
        s.keys("ctrl+e")
        dialog = s.wait_for(lambda: s.window_titled("Export"), "the export dialog")
        s.wait_for_focus("the chosen format", lambda r, n, d: n == "Petfinder CSV")
        self.assertEqual(s.settled_naming_problems(), {}, "every choice of the dialog has a real name")
        # The pets shown are the choice when the list is searched; Tab reaches it, then the buttons.
        shown = tab_until(s, "the pets shown", lambda r, n, d: n.startswith("The ") and n.endswith(" shown in the list"))[1]
        count = int(shown.split(" ")[1])
        tab_until(s, "Export…", lambda r, n, d: r == "push button" and n == "Export…")
        s.keys("Return")
        saving = s.wait_for(lambda: s.window_titled("Export") != dialog and s.window_titled("Export"), "the save dialog")
        s.wait_for_focus("the save dialog", lambda r, n, d: s.is_in(s.focused(), saving))
        s.keys("ctrl+a")
        s.type(path)
        s.keys("Return")
        s.wait_for(lambda: s.find(lambda n: name(n) == f"Exported {count} pets to dogs.csv"), "the toast")
        with open(path, encoding="utf-8") as exported:
            rows = list(csv.DictReader(exported))
        self.assertEqual(len(rows), count)
        self.assertTrue(all(row["Type"] == "Dog" for row in rows), "only the dogs shown")

    def test_playPetMatch_withTheKeyboardAlone_thenMeetAMatchedPet(self):
        s = self.session
        s.wait_for_focus("a pet row", is_pet_row)
        s.keys("alt+3")
        first = s.wait_for_focus("the first card", lambda r, n, d: r == "push button" and n.startswith("Card 1 of "))[1]
        count = int(first.split(" of ")[1].split(",")[0])
        position = 0

        def turn(index):
            """Moves to card `index` with the arrow keys, turns it, and returns its pet's name."""
            nonlocal position
            s.keys("Home", *(["Right"] * index))
            s.wait_for_focus(f"card {index + 1}", lambda r, n, d: n.startswith(f"Card {index + 1} of ")
                             or (r == "push button" and n.endswith(", face up") and position == index))
            position = index
            s.keys("space")
            # The last card wins, and the win takes the focus to the summary.
            label = s.wait_for_focus(f"card {index + 1} turned", lambda r, n, d: n.endswith((", face up", ", matched"))
                                     or "You matched " in s.told(d))[1]
            return label.rsplit(", ", 1)[0]

        # Played from memory: every card turned once, two by two, then each pair by its places.
        places = {}
        for index in range(0, count, 2):
            pair = [turn(index), turn(index + 1)]
            if pair[0] != pair[1]:
                for offset, shown in enumerate(pair):
                    places.setdefault(shown, []).append(index + offset)
        for first, second in places.values():
            turn(first)
            turn(second)
        # The win moves the focus to the first pet of the summary, which says it.
        pet = s.wait_for_focus("the first matched pet, announcing the win",
                               lambda r, n, d: "You matched " in s.told(d) and n in s.told(d))[1]
        s.keys("Return")
        s.wait_for(lambda: s.find(lambda n: role(n) == "list item" and name(n).startswith(pet + ",")
                                  and has_state(n, Atspi.StateType.SELECTED)), f"{pet} selected in Pets")

    def test_cookARecipe_withTheKeyboardAlone_startATimer_andLeave(self):
        s = self.session
        open_a_recipe(s)
        s.wait_for_focus("Start Cooking", lambda r, n, d: r == "push button" and n == "Start Cooking")
        s.keys("space")
        s.wait_for_focus("cooking mode's Next button", lambda r, n, d: n == "Next")
        cooking = s.active_window()
        s.wait_for(lambda: s.find(lambda n: name(n) == "Step 1 of 6", cooking), "step 1 of 6")
        s.keys("Right", "space", "Page_Down", "Right", "BackSpace", "Right")
        s.wait_for(lambda: s.find(lambda n: name(n) == "Step 5 of 6", cooking), "step 5 of 6")
        # A timer button is named by the duration it shows, and says what it does.
        duration = tab_until(s, "a timer button", lambda r, n, d: r == "push button" and d == f"Starts a timer for {n}")[1]
        s.keys("space")
        s.wait_for(lambda: s.find(lambda n: role(n) == "push button" and name(n).startswith("Cancel timer ")
                                  and name(n).endswith(duration), cooking), "the running timer's row")
        # Escape asks while a timer runs; Keep Cooking is the default.
        s.keys("Escape")
        s.wait_for(lambda: s.find(lambda n: name(n) == "Leave Cooking Mode?"), "the question")
        s.keys("Return")
        s.wait_for(lambda: s.find(lambda n: name(n) == "Leave Cooking Mode?") is None, "the question to close")
        self.assertIsNotNone(s.find(lambda n: name(n) == "Step 5 of 6"), "cooking mode stays")
        s.keys("Escape")
        s.wait_for(lambda: s.find(lambda n: name(n) == "Leave Cooking Mode?"), "the question again")
        s.wait_for_focus("the question's default, Keep Cooking", lambda r, n, d: n == "Keep Cooking")
        # libadwaita 1.5 and later put the question's text, which scrolls, between its buttons for Tab.
        tab_until(s, "Leave", lambda r, n, d: r == "push button" and n == "Leave")
        s.keys("space")
        s.wait_for(lambda: s.find(lambda n: name(n) == "Step 5 of 6") is None, "cooking mode to close")
        s.wait_for(lambda: s.find(lambda n: role(n) == "push button" and name(n).startswith("Cancel timer ")
                                  and name(n).endswith(duration)), "the timer on the recipe's page")

    # MARK: Narrow

    def test_window_narrowsTo360Pixels_withoutWarnings(self):
        s = self.session
        s.wait_for_focus("a pet row", is_pet_row)
        s.resize(360, 600)
        s.wait_for(lambda: s.window_width() == 360, "the window to be 360 px wide")
        # Folding moves the panes into other widgets (libadwaita 1.4 and later); a key
        # pressed while they move has nowhere to go. The switcher moves to the bottom with it.
        s.wait_for(lambda: s.find(lambda n: role(n) == "page tab" and name(n) == "Pets"
                                  and Atspi.Component.get_extents(n, Atspi.CoordType.WINDOW).y > 300),
                   "the window to fold, with the view switcher at the bottom")
        row = s.wait_for_focus("a pet row", is_pet_row)[1]
        s.keys("Return")
        s.wait_for(lambda: s.find(lambda n: role(n) == "push button" and name(n) == "Back"), "the folded pet page")
        s.keys("alt+Left")
        s.wait_for_focus("the row whose page it was", lambda r, n, d: n == row)
        s.resize(900, 600)
        s.wait_for(lambda: s.window_width() == 900, "the window to be 900 px wide")
        s.resize(360, 600)
        s.wait_for(lambda: s.window_width() == 360, "the window to be 360 px wide again")
        self.assertNotIn("Gtk-WARNING", s.app_output())
        self.assertNotIn("Gtk-CRITICAL", s.app_output())


if __name__ == "__main__":
    unittest.main()
