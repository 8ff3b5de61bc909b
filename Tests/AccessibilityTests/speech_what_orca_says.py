"""What a blind user hears: the real app with Orca, the screen reader, listening.

Each test walks one task with real key events and asserts the words Orca must say for a
user to know where they are and what happened (not Orca's whole utterance: its wording
of roles and states is Orca's own). Each test starts Orca, then the app afresh on the
seed catalog (screen_reader_session.py). Run them inside a D-Bus session, the app's path
in PET_ADOPTION_EXECUTABLE:

    dbus-run-session -- /usr/bin/python3 -m unittest discover -s Tests/AccessibilityTests -p 'speech_*.py'

Not yet part of tools/run-tests (their names do not match unittest's `test*.py`): about
one session in three, Orca 43 stops speaking for a whole walk (it said only "Screen
reader on.", or nothing after a Tab whose focus event the AT-SPI tests saw), which a
suite in CI must never do."""

import re
import unittest

from screen_reader_session import ScreenReaderSession
from test_keyboard_and_screen_reader import EXECUTABLE, is_pet_row

# Names GTK gives an accessible that has none of its own: never worth saying.
TYPE_NAME = re.compile(r"\b(Gtk|Adw)[A-Z]\w+")


class WhatOrcaSaysTests(unittest.TestCase):
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

    # MARK: The pet list

    def test_search_saysHowManyPetsMatch_onceTypingPauses(self):
        self.launched()
        said = self.search("bis")
        counts = [line for line in said if re.search(r"\d+ of \d+ pets", line)]
        self.assertEqual(counts, ["1 of 32 pets"], f"one count for one typed word, not one per key: {said}")

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


if __name__ == "__main__":
    unittest.main()
