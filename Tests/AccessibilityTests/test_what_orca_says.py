"""What a blind user hears: the real app with Orca, the screen reader, listening.

Each test walks one task with real key events and asserts the words Orca must say for a
user to know where they are and what happened (not Orca's whole utterance: its wording
of roles and states is Orca's own). Each test starts Orca, then the app afresh on the
seed catalog (screen_reader_session.py). Run by tools/run-tests, inside a D-Bus session,
with the app's path in PET_ADOPTION_EXECUTABLE.

They run with Orca 43 (Debian 12). With Orca 48 on GTK 4.18 (Debian 13) they are skipped
for now, for what Orca 48 says there that the app must fix first: a search that keeps the
selected pet among its results moves GTK's list focus item, and Orca reads that row while
the keyboard stays in the search field; and the first Down at launch leaves the focus
where it is."""

import re
import unittest

from orca.orca_platform import version as ORCA_VERSION
from screen_reader_session import ScreenReaderSession
from test_keyboard_and_screen_reader import EXECUTABLE, is_pet_row, tab_until

# Names GTK gives an accessible that has none of its own: never worth saying.
TYPE_NAME = re.compile(r"\b(Gtk|Adw)[A-Z]\w+")


@unittest.skipIf(int(ORCA_VERSION.split(".")[0]) >= 44,
                 f"Orca {ORCA_VERSION} with GTK 4.18: a search moves the list's focus item under Orca (see the module's notes)")
class SpokenWalk(unittest.TestCase):
    """A walk with Orca listening: a fresh session per test, and the steps walks share."""
    maxDiff = None
    language = "C.UTF-8"

    def setUp(self):
        self.session = ScreenReaderSession(EXECUTABLE, language=self.language)
        self.session.__enter__()  # Stops what it started when it fails.
        self.addCleanup(self.session.__exit__, None, None, None)

    def assertNoTypeNames(self, said):
        self.assertEqual([line for line in said if TYPE_NAME.search(line)], [], "Orca said a type name")

    def launched(self):
        """Waits until the focus is on a pet row at launch; returns the row's name."""
        return self.session.wait_for_focus("a pet row", is_pet_row)[1]

    def search(self, text):
        """Ctrl+F and `text` typed; waits until Orca says what the search found."""
        s = self.session
        s.keys("ctrl+f")
        s.wait_for_focus("the search field", lambda r, n, d: n == "Search pets")
        mark = s.mark()
        s.type(text)
        return s.wait_to_hear(lambda said: any(re.search(r"\d+ of \d+ pets|No pets match", line) for line in said),
                              "what the search found", since=mark)

    def arrow_down(self, heard):
        """Down; waits until the focus is on a pet row other than `heard` and Orca said it."""
        s = self.session
        s.keys("Down")
        row = s.wait_for_focus("the next pet", lambda r, n, d: is_pet_row(r, n) and n not in heard)[1]
        s.wait_to_hear_words([row], since=0)
        return row


class WhatOrcaSaysTests(SpokenWalk):
    """The main tasks, in English."""

    # MARK: The pet list

    def test_search_saysHowManyPetsMatch_onceTypingPauses(self):
        self.launched()
        said = self.search("bis")
        counts = [line for line in said if re.search(r"\d+ of \d+ pets", line)]
        self.assertEqual(len(counts), 1, f"one count for one typed word, not one per key: {said}")
        self.assertIn("1 of 32 pets", counts[0])

    def test_search_saysWhenNoPetMatches(self):
        self.launched()
        said = self.search("qqq")
        self.assertIn("No pets match “qqq”.", said)

    def test_arrowingThroughPets_saysEachPetOnce_asOnePhrase_andNoTypeName(self):
        s = self.session
        first = self.launched()
        mark = s.mark()
        second = self.arrow_down([first])
        third = self.arrow_down([first, second])
        said = s.said_since(mark)
        for pet in (second, third):
            self.assertEqual(sum(pet in line for line in said), 1, f"{pet} said once: {said}")
        self.assertNoTypeNames(said)

    # MARK: A pet's page

    def test_tabbingIntoAPetsPage_saysWhosePageItIs_andEachButtonByItsName(self):
        s = self.session
        first = self.launched()
        pet = self.arrow_down([first]).split(",")[0]
        mark = s.mark()
        s.keys("Tab")
        s.wait_for_focus("the favourite button", lambda r, n, d: "Favourites" in n)
        s.wait_to_hear_words([pet], since=mark)
        s.keys("Tab")
        s.wait_for_focus("Adopt", lambda r, n, d: n == "Adopt")
        said = s.wait_to_hear_words(["Adopt"], since=mark)
        self.assertTrue(any("Favourites" in line for line in said), said)
        self.assertNoTypeNames(said)

    def test_adopting_saysTheQuestion_theOutcome_andHowToUndo_thenTheUndo(self):
        s = self.session
        self.launched()
        self.search("Zo")
        s.keys("Return")  # Opens the first result.
        s.wait_for_focus("Zoë's row", lambda r, n, d: n.startswith("Zoë,") and "Available" in n)
        s.keys("Tab", "Tab")
        s.wait_for_focus("Adopt", lambda r, n, d: n == "Adopt")
        mark = s.mark()
        s.keys("Return")
        s.wait_to_hear_words(["Adopt Zoë?"], since=mark)
        s.wait_to_hear_words(["will be marked as adopted", "fee"], since=mark)
        mark = s.mark()
        s.keys("Return")
        s.wait_to_hear_words(["Zoë was adopted", "Ctrl+Z"], since=mark)
        mark = s.mark()
        s.keys("ctrl+z")
        s.wait_to_hear_words(["Undone", "Zoë was adopted"], since=mark)

    # MARK: A recipe's page

    def open_a_recipe(self):
        """Recipes (Alt+2) and the second recipe's page, the focus still on its row."""
        s = self.session
        self.launched()
        s.keys("alt+2")
        first = s.wait_for_focus("a recipe row", lambda r, n, d: r == "list item" and not is_pet_row(r, n))[1]
        s.keys("Down")
        s.wait_for_focus("the second recipe", lambda r, n, d: r == "list item" and n != first)

    def test_aChecklistLine_saysItsState_whenTickedAndUnticked(self):
        s = self.session
        self.open_a_recipe()
        line = tab_until(s, "a checklist line", lambda r, n, d: r == "check box")[1]
        s.wait_to_hear_words([line], since=0)
        mark = s.mark()
        s.keys("space")
        s.wait_to_hear(lambda said: "checked" in said, "checked", since=mark)
        mark = s.mark()
        s.keys("space")
        s.wait_to_hear(lambda said: "not checked" in said, "not checked", since=mark)

    def test_theUnits_areRadioButtons_sayingWhichIsChosen(self):
        s = self.session
        self.open_a_recipe()
        mark = s.mark()
        tab_until(s, "the units", lambda r, n, d: n == "As Written")
        # Orca 43 says a radio button's state as selected or not selected.
        said = s.wait_to_hear_words(["radio button"], since=mark)
        self.assertIn("As Written", " ".join(said))
        self.assertEqual([line for line in said if "radio button" in line], ["selected radio button"])
        mark = s.mark()
        s.keys("Down")
        said = s.wait_to_hear_words(["radio button"], since=mark)
        self.assertIn("Metric", " ".join(said))
        self.assertEqual([line for line in said if "radio button" in line], ["not selected radio button"])
        mark = s.mark()
        s.keys("space")
        s.wait_to_hear(lambda said: "selected" in said, "selected", since=mark)


class WhatOrcaSaysInChineseTests(SpokenWalk):
    """The same app in Simplified Chinese: Orca says the app's Chinese strings."""
    language = "zh_CN.UTF-8"

    def test_search_saysHowManyPetsMatch_inChinese(self):
        s = self.session
        s.wait_for_focus("a pet row", lambda r, n, d: r == "list item")
        s.keys("ctrl+f")
        s.wait_for_focus("the search field", lambda r, n, d: n == "搜索宠物")
        mark = s.mark()
        s.type("bis")
        s.wait_to_hear_words(["1 只宠物（共 32 只）"], since=mark)


if __name__ == "__main__":
    unittest.main()
