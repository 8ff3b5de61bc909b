"""Runs the real Pet Adoption window for accessibility tests, the way a user meets it.

A session starts its own X server (Xvfb) with a window manager (metacity: without one,
focus and dialog sizes are wrong), inside the D-Bus session the test runs in (the
accessibility bus is activated from it), and the app with a private catalog, state and
settings. It drives the window with real key events through XTest (xdotool: GTK 4 cannot
synthesise key events) and reads the window's accessibility tree over AT-SPI.

Every wait is for the exact state a test then asserts: `wait_for(condition)` polls the
tree until `condition` holds and fails, with what it last saw, after `TIMEOUT` seconds.
"""

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

TIMEOUT = float(os.environ.get("ATSPI_TEST_TIMEOUT", "30"))
POLL = 0.05

#: The roles of a dialog shown inside a window (AdwDialog and its kinds).
DIALOG_ROLES = ("dialog", "alert")

#: The roles of GTK 4.8's popovers (GtkPopover, GtkPopoverMenu) in the tree.
POPOVER_ROLES = ("dialog", "menu", "popup menu")

#: Lines of GLib's log for a critical or a warning, from any log domain.
LOGGED_PROBLEM = re.compile(r"^(\(.*\): )?[\w.-]+-(CRITICAL|WARNING) \*\*.*$", re.MULTILINE)

#: Names GTK gives an accessible it was given no name for: its type name.
TYPE_NAME_PREFIXES = ("Gtk", "Adw", "Gdk")


class StateNotReached(AssertionError):
    """What a session was waiting for did not happen in time."""


class AppSession:
    """One running app under a private X server; use as a context manager."""

    def __init__(self, executable, language="C.UTF-8", extra_env=None, width=1000, height=700, imports=()):
        """A session of `executable`; `imports`: files the catalog imports through the
        command line (`pet-adoption --import FILE...`) before the window starts."""
        self.executable = executable
        self.language = language
        self.extra_env = extra_env or {}
        self.imports = list(imports)
        self.width = width
        self.height = height
        self.processes = []
        self.home = None
        self.display = None
        self.app = None

    # MARK: Lifetime

    def __enter__(self):
        try:
            return self._start()
        except BaseException:
            self.__exit__(None, None, None)
            raise

    def _start(self):
        # Until the app runs, a wait that fails has no app to describe.
        self.app_process = None
        self._focus = None
        self.home = tempfile.mkdtemp(prefix="pet-adoption-a11y-")
        self.display = self._start_x_server()
        self._start_window_manager()
        if self.imports:
            subprocess.run([self.executable, "--import", *self.imports], env=self.environment(),
                           check=True, capture_output=True, timeout=TIMEOUT)
        self._before_app()
        env = self.environment()
        env.update({
            "GTK_A11Y": "atspi",
            "NO_AT_BRIDGE": "0",
            "GDK_BACKEND": "x11",
            "GTK_USE_PORTAL": "0",
        })
        env.pop("WAYLAND_DISPLAY", None)
        env.update(self.extra_env)
        state = os.path.join(self.home, "state", "pet-adoption")
        os.makedirs(state, exist_ok=True)
        self.log_path = os.path.join(self.home, "app.log")
        self.log = open(self.log_path, "w")
        self.app_process = subprocess.Popen([self.executable], env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.processes.append(self.app_process)
        # A screen reader follows the focus by its events; so does the session (GTK 4.8
        # can leave a recycled list row's `focused` state set after the focus moved on).
        self._focus = None
        self._focus_listener = Atspi.EventListener.new(self._on_focus_event)
        self._focus_listener.register("object:state-changed:focused")
        # What the app last announced (GTK 4.14 and later; see `told`).
        self._announcement = ""
        self._announcement_listener = Atspi.EventListener.new(self._on_announcement)
        self._announcement_listener.register("object:announcement")
        self.app = self.wait_for(self._find_app, "the app on the accessibility bus")
        self._next_activation = time.monotonic() + 1
        self._activations = 0
        self.window = self.wait_for(self._activated_frame, "the main window to be active")
        return self

    def environment(self):
        """The environment of a program of the session: its display, language, a home of the
        session's own and settings kept in memory."""
        env = dict(os.environ)
        env.update({
            "DISPLAY": self.display,
            "LANG": self.language, "LC_ALL": self.language, "LANGUAGE": "",
            "HOME": self.home,
            "XDG_DATA_HOME": self.data_home(),
            "XDG_STATE_HOME": os.path.join(self.home, "state"),
            "XDG_CONFIG_HOME": os.path.join(self.home, "config"),
            "XDG_CACHE_HOME": os.path.join(self.home, "cache"),
            "GSETTINGS_BACKEND": "memory",
        })
        return env

    def _before_app(self):
        """What the session starts once the window manager runs and before the app: nothing
        here; a session with a screen reader starts it (it must hear the app start)."""

    def _activated_frame(self):
        """The app's active frame; until there is one, asks the window manager to activate
        the app's window (a window manager may deny focus to a window started without a
        user's action)."""
        frame = self._showing_frame()
        if frame is None and time.monotonic() > self._next_activation:
            self._next_activation = time.monotonic() + 1
            self._activations += 1
            for window_id in self._xdotool("search", "--onlyvisible", "--pid", str(self.app_process.pid)).split():
                self._xdotool("windowactivate", window_id)
                self._xdotool("windowfocus", window_id)
                if self._activations > 2:
                    # As a user would: a click on the header bar's empty start.
                    self._xdotool("mousemove", "--window", window_id, "24", "24", "click", "1")
        return frame

    def __exit__(self, exc_type, *exc):
        # A critical fails the test that caused it: with G_DEBUG=fatal-criticals GLib raises
        # SIGTRAP, but the Swift runtime's crash handler catches it and the app may go on,
        # so the log is what tells.
        criticals = [] if exc_type or not getattr(self, "log", None) else [
            line for line in self.logged_problems() if "-CRITICAL **" in line]
        if getattr(self, "_focus_listener", None):
            self._focus_listener.deregister("object:state-changed:focused")
            self._focus_listener = None
        if getattr(self, "_announcement_listener", None):
            self._announcement_listener.deregister("object:announcement")
            self._announcement_listener = None
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
        if getattr(self, "log", None):
            self.log.close()
        shutil.rmtree(self.home, ignore_errors=True)
        if criticals:
            raise AssertionError("the app logged criticals:\n" + "\n".join(criticals))
        return False

    def is_running(self):
        """Whether the app's process is still alive."""
        return self.app_process.poll() is None

    def answers(self):
        """Whether the app answers a question over AT-SPI now (its window's extents, which
        libatspi never caches): the app's main loop ran since this was called."""
        try:
            Atspi.Component.get_extents(self.window, Atspi.CoordType.WINDOW)
            return True
        except GLib.Error:
            return False

    def terminate_app(self, timeout=TIMEOUT):
        """Sends the app SIGTERM, as a session logout does, and returns its exit code."""
        self.app_process.send_signal(signal.SIGTERM)
        return self.app_process.wait(timeout)

    def data_home(self):
        """The app's private `XDG_DATA_HOME`."""
        return os.path.join(self.home, "data")

    def app_output(self):
        """What the app wrote to stdout and stderr so far."""
        self.log.flush()
        with open(self.log_path) as log:
            return log.read()

    def logged_problems(self):
        """The criticals and warnings the app logged so far, one line each."""
        return [match.group(0) for match in LOGGED_PROBLEM.finditer(self.app_output())]

    def _start_x_server(self):
        read, write = os.pipe()
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{self.width}x{self.height}x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        self.processes.append(server)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        return f":{number}"

    def _start_window_manager(self):
        """Starts metacity on the session's display and waits until it manages the screen.

        The window manager stays off the accessibility bus (`NO_AT_BRIDGE`): it has no part
        in what the tests read, and GTK 3's bridge, registering while the tests' own AT-SPI
        client listens, can wait on D-Bus calls long enough to miss the start-up time limit.
        """
        env = dict(os.environ, DISPLAY=self.display, NO_AT_BRIDGE="1")
        log_path = os.path.join(self.home, "window-manager.log")
        with open(log_path, "w") as log:
            process = subprocess.Popen(["metacity", "--sm-disable", "--replace"], env=env,
                                       stdout=subprocess.DEVNULL, stderr=log)
        self.processes.append(process)

        def managing():
            if process.poll() is not None:
                with open(log_path) as log:
                    raise RuntimeError(f"metacity exited ({process.returncode}):\n{log.read()}")
            # The window manager names its check window on the root once it manages the screen.
            return subprocess.run(
                ["xprop", "-display", self.display, "-root", "_NET_SUPPORTING_WM_CHECK"],
                capture_output=True, text=True).stdout.count("window id") > 0

        self.wait_for(managing, "the window manager")

    def _find_app(self):
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            child = desktop.get_child_at_index(index)
            if child is not None and child.get_process_id() == self.app_process.pid:
                return child
        if self.app_process.poll() is not None:
            raise RuntimeError("the app exited:\n" + self.app_output())
        return None

    def toolkit_version(self):
        """The app's GTK version as numbers, `(4, 18, 6)`, as it tells assistive technologies."""
        return tuple(int(part) for part in self.app.get_toolkit_version().split("."))

    def _showing_frame(self):
        for window in self.windows():
            if window.get_role() == Atspi.Role.FRAME and has_state(window, Atspi.StateType.ACTIVE):
                return window
        return None

    # MARK: Waiting

    def wait_for(self, condition, what, timeout=TIMEOUT):
        """Polls `condition` until it returns a true value, and returns that value."""
        deadline = time.monotonic() + timeout
        last = None
        while True:
            self._dispatch_events()
            try:
                last = condition()
            except GLib.Error as error:  # an object went away while read
                last = error
            if last and not isinstance(last, Exception):
                return last
            if time.monotonic() > deadline:
                waited = f"waited {timeout:.0f} s for {what}; last saw {last!r}"
                if self.app_process is None:
                    raise StateNotReached(waited)
                raise StateNotReached(f"{waited}\nfocus: {describe(self.focused())}\n{self.diagnosis()}")
            time.sleep(POLL)

    def diagnosis(self):
        """The windows as AT-SPI and the X server see them, for a failure message."""
        windows = [f"{describe(w)} {[s.value_nick for s in w.get_state_set().get_states()]}" for w in self.windows()]
        return (f"AT-SPI windows: {windows}\n"
                f"X windows of the app: {self._xdotool('search', '--pid', str(self.app_process.pid)).split()}, "
                f"active: {self._xdotool('getactivewindow').strip()}, focus: {self._xdotool('getwindowfocus').strip()}\n"
                f"{self._xprop()}\n"
                f"app output:\n{self.app_output()[-2000:]}")

    def _xprop(self):
        window_id = self._xdotool("getactivewindow").strip()
        return subprocess.run(["xprop", "-id", window_id, "_NET_WM_STATE", "WM_HINTS", "_NET_WM_USER_TIME"],
                              env=dict(os.environ, DISPLAY=self.display), capture_output=True, text=True).stdout

    # MARK: Input (XTest)

    def _xdotool(self, *arguments):
        return subprocess.run(["xdotool", *arguments], env=dict(os.environ, DISPLAY=self.display),
                              capture_output=True, text=True).stdout

    def keys(self, *keys):
        """Presses each key chord in turn ("ctrl+f", "Down", "Return")."""
        subprocess.run(["xdotool", "key", "--delay", "40", *keys], env=dict(os.environ, DISPLAY=self.display), check=True)

    def type(self, text):
        """Types `text` as key presses."""
        subprocess.run(["xdotool", "type", "--delay", "40", text], env=dict(os.environ, DISPLAY=self.display), check=True)

    def _frame_extents(self, window_id):
        """The shadow GTK draws around a window, inside its X window: (left, right, top, bottom)."""
        extents = subprocess.run(["xprop", "-id", window_id, "_GTK_FRAME_EXTENTS"],
                                 env=dict(os.environ, DISPLAY=self.display), capture_output=True, text=True).stdout
        if "=" not in extents:
            return (0, 0, 0, 0)
        return tuple(int(v) for v in extents.split("=")[1].split(","))

    def window_width(self):
        """The width of the app's active window, without the shadow GTK draws around it."""
        window_id = self._xdotool("getactivewindow").strip()
        if not window_id:
            return None
        info = subprocess.run(["xwininfo", "-id", window_id], env=dict(os.environ, DISPLAY=self.display),
                              capture_output=True, text=True).stdout
        width = int(next(line.split(":")[1] for line in info.splitlines() if line.strip().startswith("Width:")))
        left, right, _, _ = self._frame_extents(window_id)
        return width - left - right

    def resize(self, width, height, window_id=None):
        """Asks the window manager to make a window (the active one unless `window_id` is
        given) `width` × `height`, shadow excluded."""
        window_id = window_id or self.active_window_id()
        left, right, top, bottom = self._frame_extents(window_id)
        self._xdotool("windowsize", window_id, str(width + left + right), str(height + top + bottom))

    def active_window_id(self):
        """The X window the window manager made active ("" when there is none)."""
        return self._xdotool("getactivewindow").strip()

    def window_name(self, window_id):
        """The title of an X window."""
        return self._xdotool("getwindowname", window_id).strip()

    def app_window_ids(self):
        """The app's mapped X windows."""
        return self._xdotool("search", "--onlyvisible", "--pid", str(self.app_process.pid)).split()

    def content_origin(self, window_id):
        """Where the content of an X window, without its shadow, starts on the screen: GTK
        4.8 gives the AT-SPI extents of a widget relative to that point, for either
        coordinate type; None when the window went away."""
        # xwininfo, not `xdotool getwindowgeometry`, which misplaces a window the window
        # manager framed (a dialog with a title bar of its own).
        info = subprocess.run(["xwininfo", "-id", window_id], env=dict(os.environ, DISPLAY=self.display),
                              capture_output=True, text=True).stdout
        geometry = dict(line.strip().split(":", 1) for line in info.splitlines() if line.strip().startswith("Absolute"))
        if len(geometry) != 2:
            return None  # The window went away.
        left, _, top, _ = self._frame_extents(window_id)
        return int(geometry["Absolute upper-left X"]) + left, int(geometry["Absolute upper-left Y"]) + top

    def click(self, x, y):
        """Moves the pointer to the screen point (x, y) and clicks the first button there."""
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"],
                       env=dict(os.environ, DISPLAY=self.display), check=True)

    # MARK: Reading the tree

    def windows(self):
        """The app's top-level windows (without one that closed while they were read)."""
        if self.app is None:
            return []
        windows = []
        for index in range(self.app.get_child_count()):
            try:
                window = self.app.get_child_at_index(index)
            except GLib.Error:
                continue
            if window is not None:
                windows.append(window)
        return windows

    def active_window(self):
        """The app's window that has the keyboard: the one AT-SPI says is active, else the
        one named like the X server's active window (GTK 4.8 sends no activation event for
        a dialog presented while its parent was inactive)."""
        windows = self.windows()
        for window in windows:
            if has_state(window, Atspi.StateType.ACTIVE):
                return window
        title = self._xdotool("getactivewindow", "getwindowname").strip()
        return next((w for w in windows if title and name(w) == title), None)

    def _on_focus_event(self, event):
        # No call to the app from here: an event handler that waits on the app can
        # deadlock with an app that is sending events.
        if event.detail1 == 1:
            self._focus = event.source

    def _on_announcement(self, event):
        if isinstance(event.any_data, str):
            self._announcement = event.any_data

    @staticmethod
    def _dispatch_events():
        """Handles the AT-SPI events that arrived: libatspi keeps what it caches of the tree
        (names, states) up to date from them, and the session follows the focus by them.
        (Turning the cache off instead deadlocks libatspi 2.46 inside its event dispatch.)"""
        context = GLib.MainContext.default()
        for _ in range(500):  # A busy source may stay ready; events are few between polls.
            if not context.pending():
                break
            context.iteration(False)

    def last_focused(self):
        """The accessible the last focus event was for, as a screen reader tracks it; unlike
        `focused`, never reads a window's tree."""
        self._dispatch_events()
        return self._focus

    def focused(self):
        """The accessible that last received the keyboard focus, as its focus events say;
        read from the active window's tree when the last event was for another window (the
        first focus in a new window can come before the window is active, unannounced)."""
        self._dispatch_events()
        if self._focus is not None and self._focus.get_process_id() != self.app_process.pid:
            self._focus = None  # Another program's focus.
        window = self.active_window()
        if window is not None and (self._focus is None or not self.is_in(self._focus, window)):
            return next((n for n in walk(window) if has_state(n, Atspi.StateType.FOCUSED)), None)
        return self._focus

    @staticmethod
    def is_in(node, window):
        """Whether `node` is `window` or inside it."""
        for _ in range(100):
            if node is None:
                return False
            if node == window:
                return True
            try:
                node = node.get_parent()
            except GLib.Error:
                return False
        return False

    def focused_description(self):
        """What the focused accessible says: its role, its name and its description."""
        node = self.focused()
        if node is None:
            return ("", "", "")
        try:
            description = node.get_description() or ""
        except GLib.Error:
            description = ""
        return (role(node), name(node), description)

    def told(self, description):
        """What a screen reader tells along with a control whose description is
        `description`: that, and the app's last announcement (GTK 4.14 and later announce;
        before, the app shows what it announces as the focused control's description)."""
        self._dispatch_events()
        return " ".join(part for part in (description, self._announcement) if part)

    def wait_for_focus(self, what, predicate):
        """Waits until the focused accessible's (role, name, description) satisfies `predicate`."""
        return self.wait_for(lambda: predicate(*self.focused_description()) and self.focused_description(),
                             f"the focus on {what}")

    def window_titled(self, title):
        """The app's window whose name is `title`, or its dialog shown inside a window
        (libadwaita 1.5 and later), if it is open."""
        window = next((w for w in self.windows() if name(w) == title), None)
        return window or self.find(lambda n: role(n) in DIALOG_ROLES and name(n) == title)

    def naming_problems(self):
        """Every visible focusable accessible of every window whose name fails a screen
        reader user, with what is wrong."""
        problems = {}
        for window in self.windows():
            for node in walk(window):
                if not (has_state(node, Atspi.StateType.FOCUSABLE) and has_state(node, Atspi.StateType.VISIBLE)):
                    continue
                problem = naming_problem(node)
                if problem:
                    problems[f"{describe(node)} in {describe(window)}"] = problem
        return problems

    def settled_naming_problems(self):
        """The naming problems that remain once the windows settle: a read can land while
        a list rebinds its rows, between a row's old record and its new one; a control
        left without a name stays so, and is reported after the wait's timeout."""
        try:
            self.wait_for(lambda: not self.naming_problems(), "every control to have a real name")
            return {}
        except StateNotReached:
            return self.naming_problems()

    def find(self, predicate, root=None):
        """The first visible accessible under `root` (every window) matching `predicate`."""
        roots = [root] if root is not None else self.windows()
        for top in roots:
            for node in walk(top):
                if predicate(node):
                    return node
        return None

    def controls_on_screen(self, window, window_id):
        """The controls of `window` (shown by the X window `window_id`) a user could click:
        visible, sensitive, focusable or a list item, with a size, their centre inside the
        window; each as (accessible, x, y), the centre on the screen. Popovers' contents are
        left out: GTK 4.8 gives them extents relative to the button they drop from, not to
        the window. (A page of a stack that is not shown keeps the extents of its last
        showing: a click there lands on what covers it.) Empty when the window went away."""
        origin = self.content_origin(window_id)
        try:
            frame = Atspi.Component.get_extents(window, Atspi.CoordType.WINDOW)
        except GLib.Error:
            return []
        if origin is None:
            return []
        controls = []
        for node in walk(window, skip=lambda n: n is not window and role(n) in POPOVER_ROLES):
            if not has_state(node, Atspi.StateType.SENSITIVE):
                continue
            if not (is_focusable(node) or role(node) == "list item"):
                continue
            try:
                extents = Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)
            except GLib.Error:  # No component, or gone.
                continue
            x, y = extents.x + extents.width // 2, extents.y + extents.height // 2
            if extents.width > 0 and extents.height > 0 and 0 <= x < frame.width and 0 <= y < frame.height:
                controls.append((node, origin[0] + x, origin[1] + y))
        return controls

    def find_all(self, predicate, root=None):
        roots = [root] if root is not None else self.windows()
        return [node for top in roots for node in walk(top) if predicate(node)]


# MARK: Accessible helpers

def walk(node, visible_only=True, skip=None):
    """`node` and its descendants, depth first; with `visible_only`, only those GTK
    shows (GTK 4.8 reports no `showing` state below a window, but does report `visible`);
    without those for which `skip` is true, and theirs."""
    stack = [node]
    while stack:
        current = stack.pop()
        if current is None:
            continue
        if visible_only and current is not node and not has_state(current, Atspi.StateType.VISIBLE):
            continue
        if skip is not None and skip(current):
            continue
        yield current
        try:
            count = current.get_child_count()
        except GLib.Error:
            continue
        stack.extend(current.get_child_at_index(i) for i in reversed(range(count)))


def has_state(node, state):
    try:
        return node.get_state_set().contains(state)
    except GLib.Error:
        return False


def name(node):
    try:
        return node.get_name() or ""
    except GLib.Error:
        return ""


# Roles at-spi2-core renamed, by their value (the same in every release), with the names
# the tests use: 2.56 calls a push button "button".
RENAMED_ROLES = {int(Atspi.Role.PUSH_BUTTON): "push button"}


def role(node):
    """The name of `node`'s role, as at-spi2-core named it before 2.56."""
    try:
        return RENAMED_ROLES.get(int(node.get_role())) or node.get_role_name()
    except GLib.Error:
        return "?"


def describe(node):
    if node is None:
        return "nothing"
    return f"{role(node)} {name(node)!r}"


def is_focusable(node):
    return has_state(node, Atspi.StateType.FOCUSABLE)


def naming_problem(node):
    """Why `node`'s name fails a screen reader user, or None when it is fine."""
    text = name(node).strip()
    if not text:
        return "no name"
    if text.startswith(TYPE_NAME_PREFIXES) and " " not in text:
        return "a type name"
    if "_" in text:
        return "a mnemonic underscore"
    return None
