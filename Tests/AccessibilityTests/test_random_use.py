"""Random use ("monkey" test): the real window takes random but valid input, keys, clicks
on the controls it shows and resizes, from a seeded generator, and must neither crash nor
log a GTK critical or warning; the catalog it leaves passes SQLite's integrity check.

The app runs with `G_DEBUG=fatal-criticals`: after every input the test checks that its
process is alive and its log holds no critical or warning, and fails naming the inputs
that led there. `MONKEY_SEED` (17 unless set) and `MONKEY_COUNT` (the number of inputs; a
small one unless set, for the default test run) replay a run (the same inputs as long as
the app reacts alike: what a click hits is drawn from what the window shows):

    MONKEY_SEED=17 MONKEY_COUNT=3000 dbus-run-session -- /usr/bin/python3 -m unittest test_random_use
"""

import collections
import contextlib
import glob
import os
import random
import sqlite3
import sys
import time
import unittest

from app_session import AppSession, name, role

EXECUTABLE = os.environ.get("PET_ADOPTION_EXECUTABLE", ".build/debug/pet-adoption")
SEED = int(os.environ.get("MONKEY_SEED", "17"))
COUNT = int(os.environ.get("MONKEY_COUNT", "120"))

#: Keys a user presses to move around and edit. Left out, because they end the run rather
#: than exercise it: Ctrl+Q (quits), Ctrl+W and Alt+F4 (close the window; the main window's
#: closing quits), and Ctrl+P (opens the print dialog, which waits on the print backends
#: and could print on a real printer).
KEYS = (["Tab", "shift+Tab", "Up", "Down", "Left", "Right", "Return", "space", "Escape",
         "BackSpace", "Delete", "Page_Up", "Page_Down", "Home", "End", "ctrl+a", "ctrl+f",
         "ctrl+z", "ctrl+s", "ctrl+o", "ctrl+e", "ctrl+question", "alt+1", "alt+2", "alt+3",
         "alt+Left", "F10"]
        + list("abcdefghijklmnopqrstuvwxyz0123456789") + ["minus", "period", "comma", "slash"])
#: Keys that activate what has the focus.
ACTIVATING_KEYS = ("Return", "space")
#: Keys that move within a menu, safe whatever item has the focus.
MENU_KEYS = ("Up", "Down", "Home", "End", "Escape", "Tab")
#: Controls a click on would end the run: the main window's Close (quits) and Minimize
#: (nothing brings the window back but the window manager).
MAIN_WINDOW_EXCLUDED = ("Close", "Minimize")
#: The print dialog's window title, and the start of the name of what opens it ("Print…").
PRINT = "Print"
#: The accessible name GTK 4.8 gives its file chooser widget (its type name).
FILE_CHOOSER = "GtkFileChooserWidget"
#: Window sizes, shadow excluded: the narrowest the app supports to a wide screen.
WIDTHS = (360, 1400)
HEIGHTS = (360, 960)


class RandomUseTests(unittest.TestCase):
    maxDiff = None

    def setUp(self):
        self.session = AppSession(EXECUTABLE, extra_env={"G_DEBUG": "fatal-criticals"}, width=1600, height=1100)
        self.session.__enter__()  # Stops what it started when it fails.
        self.addCleanup(self.session.__exit__, None, None, None)
        self.random = random.Random(SEED)
        self.recent = collections.deque(maxlen=40)
        self.tally = collections.Counter()
        self.gtk_dialogs = {}  # X window id: whether it is one of GTK's own dialogs.

    def test_randomInput_neverCrashesOrLogsACritical_andLeavesAWholeCatalog(self):
        s = self.session
        sys.stderr.write(f"\nrandom use: MONKEY_SEED={SEED} MONKEY_COUNT={COUNT}\n")
        s.wait_for(lambda: s.focused() is not None, "the focus in the window")
        self.main_window_id = s.active_window_id()
        started = time.monotonic()
        for index in range(COUNT):
            self.act(index)
            s.answers()  # Paces the input: the app has run its loop since.
            self.assertTrue(s.is_running(), self.failure(f"the app ended after input {index + 1}"))
            self.assertEqual(self.session.logged_problems(), [], self.failure(f"the app's log after input {index + 1}"))
        sys.stderr.write(f"random use: {COUNT} inputs in {time.monotonic() - started:.0f} s: {dict(self.tally)}\n")

        s.wait_for(s.answers, "the app to answer after the random input")
        self.recent.append(f"then SIGTERM, with the windows {[name(w) for w in s.windows()]} open")
        code = s.terminate_app()
        self.assertEqual(code, 0, self.failure("the exit code on SIGTERM"))
        self.assertEqual(self.session.logged_problems(), [], self.failure("the app's log after SIGTERM"))
        catalogs = glob.glob(os.path.join(s.data_home(), "*", "catalog.sqlite"))
        self.assertEqual(len(catalogs), 1, f"one catalog in {s.data_home()}")
        with contextlib.closing(sqlite3.connect(catalogs[0])) as catalog:
            self.assertEqual(catalog.execute("PRAGMA integrity_check").fetchall(), [("ok",)])

    # MARK: Inputs

    def act(self, index):
        """Sends one random input: a key (55 %), a click (40 %) or a resize (5 %)."""
        draw = self.random.random()
        if self.in_gtk_dialog():
            self.send(index, "key", "Escape")
        elif draw < 0.55:
            self.send(index, "key", self.safe_key(self.random.choice(KEYS)))
        elif draw < 0.95:
            self.click(index)
        else:
            width = self.random.randint(*WIDTHS)
            height = self.random.randint(*HEIGHTS)
            self.send(index, "resize", f"{width}×{height}")
            self.session.resize(width, height, self.main_window_id)

    def safe_key(self, key):
        """`key`, or a key that moves instead when `key` would print: in a menu, a letter
        may be the mnemonic of “Print…”, and Return or Space would activate it."""
        if key not in ACTIVATING_KEYS and len(key) > 1:
            return key
        focus = self.session.last_focused()
        if focus is None or "menu" not in role(focus):
            return key
        if key in ACTIVATING_KEYS:
            return "Escape" if name(focus).startswith(PRINT) else key
        return self.random.choice(MENU_KEYS)

    def click(self, index):
        """Clicks the centre of a random control the active window shows; presses Escape
        when no window of the app is active, or the active one shows none."""
        s = self.session
        window_id = s.active_window_id()
        window = s.active_window()
        controls = []
        if window is not None and window_id in s.app_window_ids():
            is_main = window_id == self.main_window_id
            controls = [(node, x, y) for node, x, y in s.controls_on_screen(window, window_id)
                        if not name(node).startswith(PRINT + "…")
                        and not (is_main and role(node) == "push button" and name(node) in MAIN_WINDOW_EXCLUDED)]
        if not controls:
            self.send(index, "key", "Escape")
            return
        node, x, y = self.random.choice(controls)
        self.record(index, "click", f"{role(node)} {name(node)!r} at {x},{y} in {name(window)!r}")
        s.click(x, y)

    def send(self, index, kind, what):
        self.record(index, kind, what)
        if kind == "key":
            self.session.keys(what)

    def record(self, index, kind, what):
        self.tally[kind] += 1
        self.recent.append(f"{index + 1}: {kind} {what}")

    def in_gtk_dialog(self):
        """Whether the active window is one of GTK's own dialogs, which the monkey only ever
        closes: the print dialog (its Print button would print) and the file chooser (on a
        desktop, the portal's runs out of the app's process; GTK 4.8's own, which the
        session runs in-process, lists files in a GtkTreeView that logs a critical of its
        own, gtk_css_node_insert_after, after a while of random use: GNOME/gtk#3561, #3585)."""
        window_id = self.session.active_window_id()
        if window_id not in self.gtk_dialogs:
            window = self.session.active_window()
            if window is None or name(window) != self.session.window_name(window_id):
                return False  # AT-SPI has yet to say which window it is.
            self.gtk_dialogs[window_id] = (
                name(window) == PRINT or self.session.find(lambda n: name(n) == FILE_CHOOSER, window) is not None)
        return self.gtk_dialogs[window_id]

    def failure(self, what):
        """A failure message that says how to replay the run and what came last."""
        return (f"{what} (MONKEY_SEED={SEED} MONKEY_COUNT={COUNT}); the last inputs:\n"
                + "\n".join(self.recent) + f"\napp output:\n{self.session.app_output()[-3000:]}")


if __name__ == "__main__":
    unittest.main()
