"""The player's settings, kept with QSettings: name, colour, language, data folder, animation
speed (with "reduce motion"), how fast bots play, and sounds (off by default).

When the data folder is forced (``--data-dir``, ``HYPNOSE_DATA_DIR``) the settings live in that
folder too, so a test or a portable copy never touches the player's own settings.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings

from client.kit.palette import PLAYER_COLOURS
from client.window.datadir import data_dir, overridden

ANIMATIONS = {"slow": 250, "normal": 200, "fast": 150, "off": 0}
"""Animation speed -> duration of a move in ms (ui.md: 150-250 ms); ``off`` is reduce motion."""
BOT_PACES = {"slow": 1200, "normal": 700, "fast": 300, "instant": 0}
"""How fast bots play -> the least time between two bot decisions, so a person can follow."""


@dataclass
class Settings:
    """The values the window reads; ``store`` writes them back."""

    name: str = ""
    colour: str = PLAYER_COLOURS[0]
    language: str = "system"
    data_folder: str = ""
    """Chosen in the settings dialog; empty for the platform's app data folder."""
    animation: str = "normal"
    bot_pace: str = "normal"
    sounds: bool = False

    @property
    def animation_ms(self) -> int:
        return ANIMATIONS.get(self.animation, ANIMATIONS["normal"])

    @property
    def reduce_motion(self) -> bool:
        return self.animation_ms == 0

    @property
    def bot_pace_ms(self) -> int:
        return BOT_PACES.get(self.bot_pace, BOT_PACES["normal"])


class SettingsStore:
    """Reads and writes ``Settings`` through QSettings; knows the data folder it implies."""

    def __init__(self, data_option: str | None = None) -> None:
        self.data_option = data_option
        forced = overridden(data_option)
        if forced is not None:
            forced.mkdir(parents=True, exist_ok=True)
            self.qsettings = QSettings(str(forced / "settings.ini"), QSettings.Format.IniFormat)
        else:
            self.qsettings = QSettings("Hypnose", "Hypnose")

    def load(self) -> Settings:
        q, default = self.qsettings, Settings()
        values = Settings(
            name=str(q.value("player/name", default.name)),
            colour=str(q.value("player/colour", default.colour)),
            language=str(q.value("display/language", default.language)),
            data_folder=str(q.value("data/folder", default.data_folder)),
            animation=str(q.value("display/animation", default.animation)),
            bot_pace=str(q.value("play/bot_pace", default.bot_pace)),
            sounds=str(q.value("play/sounds", default.sounds)).lower() == "true",
        )
        if values.animation not in ANIMATIONS:
            values.animation = default.animation
        if values.bot_pace not in BOT_PACES:
            values.bot_pace = default.bot_pace
        return values

    def store(self, values: Settings) -> None:
        q = self.qsettings
        q.setValue("player/name", values.name)
        q.setValue("player/colour", values.colour)
        q.setValue("display/language", values.language)
        q.setValue("data/folder", values.data_folder)
        q.setValue("display/animation", values.animation)
        q.setValue("play/bot_pace", values.bot_pace)
        q.setValue("play/sounds", "true" if values.sounds else "false")
        q.sync()

    def data_dir(self, values: Settings) -> Path:
        """The data folder these settings imply (``client.window.datadir.data_dir``)."""
        return data_dir(self.data_option, chosen=values.data_folder or None)
