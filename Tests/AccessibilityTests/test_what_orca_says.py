"""What a blind user hears: the real app with Orca, the screen reader, listening.

Each test walks one task with real key events and asserts the words Orca must say for a
user to know where they are and what happened (not Orca's whole utterance: its wording
of roles and states is Orca's own). Each test starts Orca, then the app afresh on the
seed catalog (screen_reader_session.py). Run by tools/run-tests, inside a D-Bus session,
with the app's path in PET_ADOPTION_EXECUTABLE.

They run with Orca 43 on GTK 4.8 (Debian 12) and Orca 48 on GTK 4.18 (Debian 13); where
the two say a thing differently (Orca 48 says a radio button's state after its name, in
one utterance), a test asserts what both say.

What Orca says at launch is asserted with GTK 4.8 only. GTK 4.18 sends no event while it
waits to learn which events assistive technologies listen to (the reply to the registry's
GetRegisteredEvents, asked once the app is registered); when the window becomes active in
that wait, as it can under Xvfb with metacity (2 launches in 6 here), Orca never hears of
the window nor of the focus, and says nothing until the next key. Under load, Orca 48 may
also say only the title of a window that opens later (a form) and not the field that has
the focus (1 form opening in 6 under stress-ng --cpu 2); the form walk asserts the field
with GTK 4.8."""

import json
import os
import re
import shutil
import tempfile
import time
import unittest

from app_session import TIMEOUT
from screen_reader_session import ScreenReaderSession
from test_keyboard_and_screen_reader import EXECUTABLE, is_pet_row, tab_until

# Names GTK gives an accessible that has none of its own: never worth saying.
TYPE_NAME = re.compile(r"\b(Gtk|Adw)[A-Z]\w+")
# How Orca says a radio button that is chosen ("selected", Orca 43 on its own and
# Orca 48 after the name), and never "not selected".
CHOSEN = re.compile(r"(?<!not )\bselected\b")
CHOSEN_RADIO = re.compile(r"(?<!not )\bselected radio button\b")


def says_in_order(said, words):
    """Whether the utterances `said` hold each of `words`, in their order."""
    position = 0
    text = "\n".join(said)
    for word in words:
        position = text.find(word, position)
        if position < 0:
            return False
        position += len(word)
    return True


class SpokenWalk(unittest.TestCase):
    """A walk with Orca listening: a fresh session per test, and the steps walks share."""
    maxDiff = None
    language = "C.UTF-8"
    # Files the catalog imports through the command line before the app starts.
    imports = ()

    def setUp(self):
        self.session = ScreenReaderSession(EXECUTABLE, language=self.language, imports=self.imports)
        self.session.__enter__()  # Stops what it started when it fails.
        self.addCleanup(self.session.__exit__, None, None, None)

    def assertNoTypeNames(self, said):
        self.assertEqual([line for line in said if TYPE_NAME.search(line)], [], "Orca said a type name")

    def launched(self):
        """Waits until the focus is on a pet row at launch; returns the row's name. (What
        Orca says at launch is not waited for: with GTK 4.18 it may say nothing, module
        notes.)"""
        return self.session.wait_for_focus("a pet row", is_pet_row)[1]

    def search(self, text):
        """Ctrl+F and `text` typed; waits until Orca says what the search found."""
        s = self.session
        s.keys("ctrl+f")
        s.wait_for_focus("the search field", lambda r, n, d: n == "Search pets")
        mark = s.mark()
        s.type(text)
        # The announcement itself, not the list's name, which holds the count too.
        return s.wait_to_hear(lambda said: any(re.fullmatch(r"\d+ of \d+ pets|No pets match .*", line) for line in said),
                              "what the search found", since=mark)

    def arrow_down(self, heard):
        """Down; waits until the focus is on a pet row other than `heard` and Orca said it."""
        s = self.session
        s.keys("Down")
        row = s.wait_for_focus("the next pet", lambda r, n, d: is_pet_row(r, n) and n not in heard)[1]
        s.wait_to_hear_words([row], since=0)
        return row


    def leave_and_return_until_heard(self, words, away, back):
        """Tab to the control named `away`, Shift+Tab back to the one named `back`, until
        Orca says `words` after `back`'s name as it comes back; returns what it said from
        that name on. Orca 48 keeps what it said of an object's description for up to 2 s
        (its speech generator's cache, cleared every 2 s): a field said once and visited
        again sooner is said with the description it had. A user coming back later hears
        the new one, and so does this walk, by coming back until it does (Orca 43 says it
        the first time)."""
        s = self.session
        deadline = time.monotonic() + TIMEOUT

        def said_on_return(said):
            """What Orca said from `back`'s name on, once it said something after it (the
            field's description, as it was or as it is)."""
            start = next((i for i, line in enumerate(said) if line.startswith(back) and words not in line), None)
            return said[start:] if start is not None and len(said) > start + 1 else None

        while True:
            mark = s.mark()
            s.keys("Tab")
            s.wait_for_focus(away, lambda r, n, d: n == away)
            s.wait_to_hear_words([away], since=mark)
            mark = s.mark()
            s.keys("shift+Tab")
            s.wait_for_focus(f"{back} again", lambda r, n, d: n == back)
            said = said_on_return(s.wait_to_hear(said_on_return, f"{back} and its description", since=mark))
            if any(words in line for line in said):
                return said
            self.assertLess(time.monotonic(), deadline, f"Orca never said {words!r} on coming back: {said}")

    def start_cooking(self, recipe):
        """Space on Start Cooking; waits until cooking mode's window is the active one, with
        the keyboard on Next, and Orca said the first step (its window takes the keys
        from then on)."""
        s = self.session
        mark = s.mark()
        s.keys("space")
        s.wait_for_focus("cooking mode's Next", lambda r, n, d: n == "Next")
        s.wait_for(lambda: s.window_name(s.active_window_id()) == recipe, "cooking mode's window to be active")
        said = s.wait_to_hear(lambda said: any(re.match(r"Step 1 of \d+\. \w", line) for line in said),
                              "the first step", since=mark)
        s.wait_until_orca_hears_keys()
        return said


class WhatOrcaSaysTests(SpokenWalk):
    """The main tasks, in English."""

    # MARK: Launch

    def test_launching_saysTheWindow_theList_andThePetWithTheFocus(self):
        s = self.session
        first = self.launched()
        # GTK 4.8 sends every event; the later GTK checked here waits to learn who listens.
        if s.toolkit_version() >= (4, 10):
            self.skipTest(f"GTK {s.app.get_toolkit_version()} may send nothing as the window opens (module notes)")
        said = s.wait_to_hear(lambda said: says_in_order(said, ["Pet Adoption", "List with", first]),
                              "the window, the list and the pet", since=0)
        self.assertNoTypeNames(said)

    # MARK: The pet list

    def test_search_saysHowManyPetsMatch_onceTypingPauses(self):
        self.launched()
        said = self.search("bis")
        counts = [line for line in said if re.fullmatch(r"\d+ of \d+ pets", line)]
        self.assertEqual(len(counts), 1, f"one count for one typed word, not one per key: {said}")
        self.assertEqual(counts[0], "1 of 32 pets")

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
        # The section's switch keeps Orca busy a while: the walk goes on once it hears keys.
        s.wait_until_orca_hears_keys()

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
        radio = [line for line in said if "radio button" in line]
        self.assertEqual(len(radio), 1, f"one radio button said: {said}")
        self.assertRegex(radio[0], CHOSEN_RADIO)
        mark = s.mark()
        s.keys("Down")
        said = s.wait_to_hear_words(["radio button"], since=mark)
        self.assertIn("Metric", " ".join(said))
        radio = [line for line in said if "radio button" in line]
        self.assertEqual(len(radio), 1, f"one radio button said: {said}")
        self.assertIn("not selected radio button", radio[0])
        mark = s.mark()
        s.keys("space")
        s.wait_to_hear(lambda said: any(CHOSEN.search(line) for line in said), "selected", since=mark)


    # MARK: A form

    def test_aFormsBadField_saysItsError_whenReturnedTo_andWhenASaveIsRefused(self):
        s = self.session
        self.launched()
        s.keys("shift+Tab")
        s.wait_for_focus("the toolbar's Add Pet", lambda r, n, d: n == "Add Pet")
        mark = s.mark()
        s.keys("Return")
        s.wait_for_focus("the form's Name field", lambda r, n, d: r == "text" and n == "Name")
        # The window, then the field that has the keyboard, given again once the window is
        # active. Orca 48 (with GTK 4.18) under load may say only the window (module notes).
        opening = ["Add a Pet", "Name"] if s.toolkit_version() < (4, 10) else ["Add a Pet"]
        s.wait_to_hear(lambda said: says_in_order(said, opening), "the form opening", since=mark)
        s.wait_until_orca_hears_keys()
        mark = s.mark()
        s.type("x")
        s.keys("BackSpace")
        s.wait_for_focus("Name, blank again", lambda r, n, d: n == "Name" and d == "Name is required")
        s.wait_to_hear_words(["Name is required"], since=mark)
        self.leave_and_return_until_heard("Name is required", away="Species", back="Name")
        s.type("Pickle")
        s.wait_for_focus("Name, with no error", lambda r, n, d: n == "Name" and d == "Required")
        s.keys("Tab")
        s.wait_for_focus("Species", lambda r, n, d: n == "Species")
        mark = s.mark()
        s.keys("ctrl+s")
        # Nothing is saved: the keyboard goes to the first field with an error, and Orca says why.
        s.wait_for_focus("Birthday", lambda r, n, d: n == "Birthday")
        s.wait_to_hear_words(["Birthday is required"], since=mark)
        self.assertIsNotNone(s.window_titled("Add a Pet"), "the form stays open")

    # MARK: Cooking mode

    def test_cookingMode_saysTheFirstStep_andEachStepChange(self):
        s = self.session
        self.open_a_recipe()
        recipe = s.focused_description()[1].split(",")[0]
        tab_until(s, "Start Cooking", lambda r, n, d: n == "Start Cooking")
        self.start_cooking(recipe)
        mark = s.mark()
        s.keys("Right")
        said = s.wait_to_hear(lambda said: any(re.match(r"Step 2 of \d+\. \w", line) for line in said),
                              "the second step", since=mark)
        self.assertNoTypeNames(said)

    # MARK: Pet Match

    def turn_card(self, number):
        """Space on card `number` (focused, face down); waits until Orca says the pet it
        shows ("Misha, face up", or "Misha, matched" for the second of a pair) and
        returns the pet's name and whether the card was matched."""
        s = self.session
        mark = s.mark()
        s.keys("space")
        turned = re.compile(r"^(.+), (face up|matched)$")
        card = s.wait_for_focus(f"card {number} turned", lambda r, n, d: turned.match(n))[1]
        pet, state = turned.match(card).groups()
        s.wait_to_hear_words([f"{pet}, {state}"], since=mark)
        return pet, state == "matched"

    def move_to_card(self, current, number):
        """The arrow keys from card `current` to card `number`, one card at a time, each
        said before the next key."""
        s = self.session
        while current != number:
            mark = s.mark()
            s.keys("Right" if number > current else "Left")
            current += 1 if number > current else -1
            s.wait_for_focus(f"card {current}", lambda r, n, d: n.startswith(f"Card {current} of "))
            s.wait_to_hear_words([f"Card {current} of "], since=mark)

    def test_petMatch_saysEachTurnedCardsPet_andAMatch(self):
        s = self.session
        self.launched()
        s.keys("alt+3")
        first = s.wait_for_focus("the first card", lambda r, n, d: n.startswith("Card 1 of "))[1]
        count = int(re.match(r"Card 1 of (\d+)", first).group(1))
        # Learn the board as a player does, a pair of cards at a time, until one pet's
        # two cards are known (or turned together).
        cards = {}
        card = 1
        while card < count:
            for number in (card, card + 1):
                self.move_to_card(card, number)
                pet, matched = self.turn_card(number)
                if matched:
                    return  # Orca said "…, matched" for the pair just turned.
                cards.setdefault(pet, []).append(number)
            # A mismatch turns face down again.
            s.wait_for_focus(f"card {card + 1} face down", lambda r, n, d: n.startswith(f"Card {card + 1} of "))
            known = next(((pet, numbers) for pet, numbers in cards.items() if len(numbers) == 2), None)
            if known:
                pet, (one, other) = known
                self.move_to_card(card + 1, one)
                self.turn_card(one)
                self.move_to_card(one, other)
                mark = s.mark()
                self.turn_card(other)
                s.wait_to_hear_words([f"{pet}, matched"], since=mark)
                return
            self.move_to_card(card + 1, card + 2)
            card += 2
        self.fail(f"no pair found on a board of {count} cards: {cards}")


class WhatOrcaSaysWhenATimerFinishesTests(SpokenWalk):
    """A kitchen timer of cooking mode: its end is said in the window, not only notified."""

    @classmethod
    def setUpClass(cls):
        folder = tempfile.mkdtemp(prefix="pet-adoption-orca-")
        cls.addClassCleanup(shutil.rmtree, folder)
        # A recipe page whose first step takes three seconds, as a site gives it.
        page = os.path.join(folder, "resting-oats.html")
        recipe = {
            "@context": "https://schema.org", "@type": "Recipe", "name": "Resting Oats",
            "recipeIngredient": ["1 cup oats", "1 cup water"],
            "recipeInstructions": [{"@type": "HowToStep", "text": "Let the oats rest in the water for 3 seconds."},
                                   {"@type": "HowToStep", "text": "Serve."}],
        }
        with open(page, "w", encoding="utf-8") as file:
            file.write('<!DOCTYPE html><html><head><title>Resting Oats</title>'
                       f'<script type="application/ld+json">{json.dumps(recipe)}</script></head>'
                       '<body><h1>Resting Oats</h1></body></html>')
        cls.imports = (page,)

    def test_aFinishedTimer_isSaid(self):
        s = self.session
        self.launched()
        s.keys("alt+2")
        s.wait_for_focus("a recipe row", lambda r, n, d: r == "list item" and not is_pet_row(r, n))
        # Each step waits for Orca to say it: Orca passes over what a next key overtakes.
        mark = s.mark()
        s.type("Resting")
        s.wait_for_focus("the recipe search", lambda r, n, d: n.startswith("Search recipes"))
        s.wait_to_hear_words(["1 of 11 recipes"], since=mark)
        mark = s.mark()
        s.keys("Return")
        s.wait_for_focus("Resting Oats", lambda r, n, d: n.startswith("Resting Oats,"))
        s.wait_to_hear_words(["Resting Oats"], since=mark)
        mark = s.mark()
        tab_until(s, "Start Cooking", lambda r, n, d: n == "Start Cooking")
        s.wait_to_hear_words(["Start Cooking"], since=mark)
        self.start_cooking("Resting Oats")
        # The step's timer button comes before the way back and on.
        for _ in range(4):
            if s.focused_description()[1] == "3 seconds":
                break
            s.keys("shift+Tab")
            s.wait_for_focus("the control before", lambda r, n, d: bool(r))
        s.wait_for_focus("the step's timer", lambda r, n, d: n == "3 seconds")
        mark = s.mark()
        s.keys("space")
        s.wait_to_hear_words(["3 seconds: done"], since=mark)


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
