"""A speech server for Orca that writes what Orca says to a transcript instead of a sound
card: one utterance per line, written as Orca hands it over. Orca picks its speech server
by module name (the `speechServerFactory` setting); `orca_transcribed.py` names this one.

Orca 43 (Debian 12) and Orca 48 (Debian 13) call their server's methods by different
names (`speakCharacter`, `speak_character`); this server answers to both. A key Orca echoes
is written as "[key] NAME", so a test can tell key echo from what the app made Orca say.
"""

import os

from orca import speechserver

TRANSCRIPT = os.environ["ORCA_TRANSCRIPT"]


def _write(text):
    with open(TRANSCRIPT, "a", encoding="utf-8") as transcript:
        transcript.write(" ".join(str(text).split()) + "\n")


class SpeechServer(speechserver.SpeechServer):
    """Writes every utterance to the transcript; speaks nothing."""

    _server = None

    @staticmethod
    def getFactoryName():
        return "Transcript (tests)"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._server is None:
            SpeechServer._server = SpeechServer()
        return SpeechServer._server

    get_speech_server = getSpeechServer

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._server = None

    def getInfo(self):
        return [self.getFactoryName(), "transcript"]

    get_info = getInfo

    def getVoiceFamilies(self):
        return []

    def list_output_modules(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        if text:
            _write(text)

    def speakCharacter(self, character, acss=None):
        _write(character)

    speak_character = speakCharacter

    def speakKeyEvent(self, event, acss=None):
        name = getattr(event, "getKeyName", None) or getattr(event, "get_key_name", None)
        _write("[key] " + (name() if name else str(event)))

    speak_key_event = speakKeyEvent

    def sayAll(self, utteranceIterator, progressCallback):
        for context, _voice in utteranceIterator:
            _write(context.utterance)

    say_all = sayAll
