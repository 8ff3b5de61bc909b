"""Drives Pet Adoption's real window by keyboard and times, for every keystroke, the
way from the key to the painted frame that shows its result.

The probe (Benchmarks/StartupProbe/probe.c, PROBE_FRAMES) appends the time of every frame
the window paints to a file, with animations and the cursor's blinking turned off, so that
the window paints only when something changed. A keystroke's latency is from just before
the key is sent (XTEST, CLOCK_MONOTONIC) to the end of the last frame begun after it that
rendered anything, once no frame has come for QUIET_NS: the frame that shows everything
the key changed,
including work the app finished later on the main loop or on another thread. It is split
into the time before the first of those frames began (the key's way to the app, the app
handling it, the wait for the frame clock) and, summed over those frames, their update
phase (tick callbacks: the app's bindings), layout, and paint (snapshot and render);
what is left is waiting between frames.

    drive.py --probe PROBE --app PET_ADOPTION --catalog CATALOG [--pages N|all]
    drive.py --probe PROBE --calculator

The pointer is parked in a corner of the screen, off the window, first. Each interaction
runs in a fresh app over a copy of CATALOG: typing 24 six-letter queries
letter by letter and deleting them (288 keys), Page Down from the top (N presses, or to
the end of the list with `all`), opening 50 pets (Down to the next row, whose pet the
page then shows) and toggling the
favourite button 50 times (Space, pressed and released at once), then 50 times more as a
finger does (`fav-held`: released once the press has painted, timed from the release).
With --calculator, the same 288 keystrokes of typing
go to GNOME Calculator (24 six-digit numbers typed and deleted), for what any GTK 4 app
can do on this machine. Prints one line per interaction: "<name> <keys> <p50 ms>
<p99 ms> <max ms> <keys with no frame>", then the parts, each as "<p50>/<p99>": "<before
the first frame> <update> <layout> <paint>", and the median number of frames.
"""

import argparse
import math
import os
import shutil
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

from Xlib import X, XK, display
from Xlib.ext import xtest

QUIET_NS = 100_000_000        # no frame for 100 ms: the key's result is on screen
NO_FRAME_NS = 1_000_000_000   # a key that painted nothing within 1 s changed nothing
SETTLED_TICKS = 50            # start-up is over after 0.5 s without CPU time


class App:
    """Pet Adoption over a copy of a catalog, with the probe logging its frames."""

    def __init__(self, command, probe, catalog=None):
        self.folder = tempfile.mkdtemp(prefix="latency-")
        self.frames_path = os.path.join(self.folder, "frames")
        open(self.frames_path, "w").close()
        environment = dict(
            os.environ, PROBE_FRAMES=self.frames_path, LD_PRELOAD=probe,
            XDG_STATE_HOME=os.path.join(self.folder, "state"), XDG_DATA_HOME=os.path.join(self.folder, "data"),
            GSETTINGS_BACKEND="memory")
        if catalog is not None:
            environment["PET_ADOPTION_DATABASE"] = os.path.join(self.folder, "catalog.sqlite")
            shutil.copyfile(catalog, environment["PET_ADOPTION_DATABASE"])
        self.process = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.frames = open(self.frames_path)
        self.unread = ""
        self.wait_until_settled()

    def cpu_ticks(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])

    def wait_until_settled(self):
        """Waits for the first frame, then for 0.5 s without CPU time (every pet indexed)."""
        deadline = time.monotonic() + 60
        while os.path.getsize(self.frames_path) == 0:
            if self.process.poll() is not None or time.monotonic() > deadline:
                sys.exit("latency: the app ended or showed nothing")
            time.sleep(0.01)
        quiet, ticks = 0, self.cpu_ticks()
        while quiet < SETTLED_TICKS:
            time.sleep(0.01)
            now = self.cpu_ticks()
            quiet, ticks = (quiet + 1, ticks) if now == ticks else (0, now)
        self.new_frames()

    def new_frames(self):
        """The frames painted since the last call: when each began and its update, layout
        and paint phases ended, ns (0 for a phase the frame did not run), and whether it
        rendered anything."""
        lines = (self.unread + self.frames.read()).split("\n")
        self.unread = lines.pop()  # a line the probe is still writing
        return [tuple(map(int, line.split())) for line in lines if line]

    def close(self):
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=30)
        self.frames.close()
        shutil.rmtree(self.folder, ignore_errors=True)


class Keyboard:
    """Keys sent through the X server's XTEST extension, as a keyboard's would arrive."""

    def __init__(self):
        self.display = display.Display()

    def code(self, name):
        code = self.display.keysym_to_keycode(XK.string_to_keysym(name))
        if code == 0:
            sys.exit(f"latency: no key for {name}")
        return code

    def park_pointer(self):
        """Moves the pointer to the screen's bottom-right corner, off the window. Resting
        over the list, it would hover over whichever row scrolls under it, and GTK's new
        pick of the hovered row paints one more frame 40–80 ms after a key: the hover, not
        the key's result."""
        screen = self.display.screen()
        xtest.fake_input(self.display, X.MotionNotify, x=screen.width_in_pixels - 1, y=screen.height_in_pixels - 1)
        self.display.sync()

    def press(self, name):
        """Presses `name`; returns when it was sent."""
        return self._fake(X.KeyPress, name)

    def release(self, name):
        """Releases `name`; returns when it was sent."""
        return self._fake(X.KeyRelease, name)

    def _fake(self, kind, name):
        code = self.code(name)
        sent = time.monotonic_ns()
        xtest.fake_input(self.display, kind, code)
        self.display.sync()
        return sent

    def send(self, name, modifiers=()):
        """Presses and releases `name` with `modifiers` held; returns when it was sent."""
        codes = [self.code(modifier) for modifier in modifiers]
        key = self.code(name)
        sent = time.monotonic_ns()
        for code in codes:
            xtest.fake_input(self.display, X.KeyPress, code)
        xtest.fake_input(self.display, X.KeyPress, key)
        xtest.fake_input(self.display, X.KeyRelease, key)
        for code in reversed(codes):
            xtest.fake_input(self.display, X.KeyRelease, code)
        self.display.sync()
        return sent


class Latency:
    """A key's way to its result on screen, in ms."""

    def __init__(self, sent, frames):
        frames = frames[:max(index for index, frame in enumerate(frames) if frame[4]) + 1]
        self.total = (frames[-1][3] - sent) / 1e6
        self.before = (frames[0][0] - sent) / 1e6
        self.update = sum(updated - began for began, updated, _, _, _ in frames if updated) / 1e6
        self.layout = sum(laid_out - (updated or began) for began, updated, laid_out, _, _ in frames if laid_out) / 1e6
        self.paint = sum(done - (laid_out or updated or began) for began, updated, laid_out, done, _ in frames) / 1e6
        self.frames = len(frames)


def stroke(app, keyboard, name, modifiers=()):
    """Sends a key and returns its ``Latency``, or None when it painted nothing."""
    app.new_frames()
    return settled(app, keyboard.send(name, modifiers))


def held(app, keyboard, name):
    """Presses `name`, lets the press paint what it shows (a button's pressed look), then
    releases it, as a finger does: the ``Latency`` of the release, on which a GTK button
    acts. Pressed and released at once (``stroke``), the release of a button often misses
    the frame the press started, and its result waits a refresh interval for the next:
    two frames, with a plain GtkButton too."""
    app.new_frames()
    settled(app, keyboard.press(name))
    app.new_frames()
    return settled(app, keyboard.release(name))


def settled(app, sent):
    """The ``Latency`` of what `app` painted after `sent`, once it paints no more; None
    when it painted nothing."""
    painted = []
    while True:
        time.sleep(0.005)
        painted += [frame for frame in app.new_frames() if frame[0] >= sent]
        now = time.monotonic_ns()
        if painted and now - painted[-1][3] > QUIET_NS:
            return Latency(sent, painted) if any(frame[4] for frame in painted) else None
        if not painted and now - sent > NO_FRAME_NS:
            return None


def queries(catalog, count=24):
    """`count` six-letter beginnings of the catalog's names, ASCII letters only, spread
    over the alphabet."""
    with sqlite3.connect(catalog) as connection:
        names = sorted({row[0][:6].lower() for row in connection.execute("SELECT name FROM pet WHERE length(name) >= 6")
                        if row[0][:6].isascii() and row[0][:6].isalpha()})
    step = max(1, len(names) // count)
    return names[::step][:count]


def typing(app, keyboard, typed):
    """Types each of `typed` key by key and deletes it with BackSpace."""
    times = []
    for query in typed:
        times += [stroke(app, keyboard, key) for key in query]
        times += [stroke(app, keyboard, "BackSpace") for _ in query]
    return times


def paging(app, keyboard, pages):
    stroke(app, keyboard, "Down")
    times = []
    while pages == "all" or len(times) < int(pages):
        latency = stroke(app, keyboard, "Next")
        if latency is None and pages == "all":
            break
        times.append(latency)
    return times


def opening(app, keyboard):
    """Down from row to row: the selection follows the keyboard, and the page shows the
    pet of the selected row."""
    stroke(app, keyboard, "Down")
    return [stroke(app, keyboard, "Down") for _ in range(50)]


def favourite(app, keyboard):
    stroke(app, keyboard, "Down")
    stroke(app, keyboard, "Return")
    stroke(app, keyboard, "Tab")
    return [stroke(app, keyboard, "space") for _ in range(50)]


def favourite_held(app, keyboard):
    stroke(app, keyboard, "Down")
    stroke(app, keyboard, "Return")
    stroke(app, keyboard, "Tab")
    return [held(app, keyboard, "space") for _ in range(50)]


def percentile(values, fraction):
    """The nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def searching(app, keyboard, catalog):
    stroke(app, keyboard, "f", ["Control_L"])
    return typing(app, keyboard, queries(catalog))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--probe", required=True)
    parser.add_argument("--app")
    parser.add_argument("--catalog")
    parser.add_argument("--pages", default="300")
    parser.add_argument("--calculator", action="store_true")
    arguments = parser.parse_args()
    keyboard = Keyboard()
    keyboard.park_pointer()
    if arguments.calculator:
        numbers = [[str((index * 7 + digit) % 10) for digit in range(6)] for index in range(24)]
        command = ["gnome-calculator"]
        interactions = [("typing", lambda app: typing(app, keyboard, numbers))]
    else:
        catalog = arguments.catalog
        command = [arguments.app]
        interactions = [
            ("typing", lambda app: searching(app, keyboard, catalog)),
            ("paging", lambda app: paging(app, keyboard, arguments.pages)),
            ("opening", lambda app: opening(app, keyboard)),
            ("favourite", lambda app: favourite(app, keyboard)),
            ("fav-held", lambda app: favourite_held(app, keyboard)),
        ]
    for name, run in interactions:
        app = App(command, arguments.probe, None if arguments.calculator else arguments.catalog)
        try:
            times = run(app)
        finally:
            app.close()
        painted = [value for value in times if value is not None]
        if not painted:
            sys.exit(f"latency: {name} painted nothing")
        totals = [value.total for value in painted]
        parts = []
        for part in ("before", "update", "layout", "paint"):
            values = [getattr(value, part) for value in painted]
            parts.append(f"{percentile(values, 0.5):.1f}/{percentile(values, 0.99):.1f}")
        print(f"{name} {len(times)} {percentile(totals, 0.5):.1f} {percentile(totals, 0.99):.1f} {max(totals):.1f} "
              f"{len(times) - len(painted)} " + " ".join(parts)
              + f" {statistics.median(value.frames for value in painted):g}", flush=True)


if __name__ == "__main__":
    main()
