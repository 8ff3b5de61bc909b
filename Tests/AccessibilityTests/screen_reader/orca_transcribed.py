"""Runs Orca, the screen reader, speaking into a transcript instead of a sound card.

    ORCA_TRANSCRIPT=FILE /usr/bin/python3 orca_transcribed.py SETTINGS-FOLDER

Orca's settings are its defaults (default verbosity, the desktop keyboard layout, key
echo on), kept in SETTINGS-FOLDER, with tutorial messages, sound and braille off and speech
going to `silent_speech`, which writes each utterance to FILE as Orca says it. Orca's own
command line refuses to start beside another Orca of the same user, as parallel test runs
are; this activates Orca's settings and starts its main loop directly, as that command does.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from orca import orca, settings_manager  # noqa: E402 (after the path to the server)

manager = settings_manager.get_manager() if hasattr(settings_manager, "get_manager") else settings_manager.getManager()
manager.activate(sys.argv[1], {
    "speechServerFactory": "silent_speech",
    "speechFactoryModules": ["silent_speech"],
    "enableTutorialMessages": False,
    "enableSound": False,
    "enableBraille": False,
})
sys.exit(orca.main())
