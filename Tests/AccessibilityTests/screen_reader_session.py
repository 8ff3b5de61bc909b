"""The real app with a real screen reader listening: what Orca says, as a transcript.

A `ScreenReaderSession` is an `AppSession` (its own X server, window manager and app on
the test's AT-SPI bus) that starts Orca before the app, so that Orca hears the app start
as a user's screen reader would. Orca runs with settings of its own in the session's home
(no tutorial messages, default verbosity, the desktop keyboard layout, key echo on, as
Orca ships) and speaks into a silent server; every utterance is written to a transcript
as Orca says it (`screen_reader/orca_transcribed.py`).

A test presses keys and waits until Orca says what a user must hear (`wait_to_hear`),
failing with the transcript when Orca does not say it in time; what Orca said between
two points is `said_since(mark)`. Speech is an event like any other here: a wait ends
when the words arrive, never after a fixed delay.
"""

import os
import subprocess
import time

from app_session import POLL, TIMEOUT, AppSession, StateNotReached
from gi.repository import Gio, GLib

HERE = os.path.dirname(os.path.abspath(__file__))
ORCA = os.path.join(HERE, "screen_reader", "orca_transcribed.py")

KEY_ECHO = "[key] "


class ScreenReaderSession(AppSession):
    """An app session with Orca listening; use as a context manager."""

    _a11y_bus = None

    def _before_app(self):
        self.transcript_path = os.path.join(self.home, "orca-transcript.txt")
        open(self.transcript_path, "w").close()
        settings = os.path.join(self.home, "orca-settings")
        os.makedirs(settings, exist_ok=True)
        env = self.environment()
        # Orca is a client of the accessibility bus, not an app on it.
        env["NO_AT_BRIDGE"] = "1"
        env["ORCA_TRANSCRIPT"] = self.transcript_path
        self.orca_log = open(os.path.join(self.home, "orca.log"), "w")
        # The system Python: it has Orca's modules, pyatspi and speechd.
        self.orca = subprocess.Popen(["/usr/bin/python3", ORCA, settings],
                                     env=env, stdout=self.orca_log, stderr=subprocess.STDOUT)
        self.processes.append(self.orca)
        # Orca says it is on before it has told the accessibility registry what it listens
        # to; an app started before then could activate its window unheard.
        self.wait_to_hear(lambda said: len(said) > 0, "Orca to start", since=0)
        self.wait_for(lambda: any(event.startswith("window:activate") for event in self._listened_events()),
                      "Orca to listen to windows")

    def _listened_events(self):
        """The events the accessibility bus's clients listen to, as its registry lists them
        ("window:activate:"; lower case, as libatspi and Orca spell them differently)."""
        session = Gio.bus_get_sync(Gio.BusType.SESSION)
        address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                    GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, -1, None).unpack()[0]
        if self._a11y_bus is None or self._a11y_bus.is_closed():
            self._a11y_bus = Gio.DBusConnection.new_for_address_sync(
                address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION)
        reply = self._a11y_bus.call_sync(
            "org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry", "GetRegisteredEvents",
            None, None, Gio.DBusCallFlags.NONE, -1, None)
        return {event.lower() for _sender, event in reply.unpack()[0]}

    def __exit__(self, exc_type, *exc):
        try:
            return super().__exit__(exc_type, *exc)
        finally:
            if getattr(self, "orca_log", None):
                self.orca_log.close()

    # MARK: What Orca said

    def utterances(self):
        """Everything Orca said so far, one string per utterance, without the keys it echoed."""
        with open(self.transcript_path, encoding="utf-8") as transcript:
            return [line.rstrip("\n") for line in transcript if not line.startswith(KEY_ECHO)]

    def mark(self):
        """A point in the transcript: what Orca says from now on is `said_since(mark)`."""
        return len(self.utterances())

    def said_since(self, mark):
        """What Orca said after `mark`, one string per utterance."""
        return self.utterances()[mark:]

    def wait_to_hear(self, heard, what, since):
        """Waits until `heard(said)` holds for what Orca said after `since`, and returns
        what Orca said by then; fails with the transcript when it does not hold in time."""
        deadline = time.monotonic() + TIMEOUT
        while True:
            self._dispatch_events()
            said = self.said_since(since)
            if heard(said):
                return said
            if self.orca.poll() is not None:
                raise RuntimeError(f"Orca exited ({self.orca.returncode}):\n{self.orca_output()}")
            if time.monotonic() > deadline:
                raise StateNotReached(f"waited {TIMEOUT:.0f} s for Orca to say {what}; it said:\n"
                                      + "\n".join(f"  {line!r}" for line in said)
                                      + f"\nOrca printed:\n{self.orca_output()}")
            time.sleep(POLL)

    def wait_to_hear_words(self, words, since):
        """Waits until one utterance after `since` holds every one of `words`; returns what
        Orca said by then."""
        return self.wait_to_hear(
            lambda said: any(all(word in line for word in words) for line in said),
            " and ".join(repr(word) for word in words), since)

    def echoed_keys(self):
        """How many keys Orca echoed so far."""
        with open(self.transcript_path, encoding="utf-8") as transcript:
            return sum(1 for line in transcript if line.startswith(KEY_ECHO))

    def wait_until_orca_hears_keys(self):
        """Presses Shift, which no control acts on, until Orca echoes it. While Orca is
        busy (a window just opened), the accessibility bus's key listener can drop a key
        before Orca or the app sees it; a walk checks that keys get through before the
        one that matters. Each Shift gets a second to be echoed; fails after TIMEOUT."""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            echoed = self.echoed_keys()
            self.keys("shift")
            probe = time.monotonic() + 1
            while time.monotonic() < probe:
                if self.echoed_keys() > echoed:
                    return
                time.sleep(POLL)
        raise StateNotReached(f"waited {TIMEOUT:.0f} s for Orca to echo a key\nOrca printed:\n{self.orca_output()}")

    def orca_output(self):
        """What Orca printed (its own errors)."""
        self.orca_log.flush()
        with open(self.orca_log.name) as log:
            return log.read()[-3000:]
