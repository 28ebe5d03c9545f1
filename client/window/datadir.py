"""Where this user's data lives (saved games, replays, settings when the folder is overridden).

One small function, so that every part of the program (and the LAN code's profile and
identity files) agrees on the folder.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

ENV = "HYPNOSE_DATA_DIR"
"""The environment variable that overrides the data folder (tests, portable installs)."""


def overridden(option: str | None = None, environ: Mapping[str, str] | None = None) -> Path | None:
    """The folder forced by ``--data-dir`` or ``HYPNOSE_DATA_DIR`` (in that order), if any."""
    env = os.environ if environ is None else environ
    chosen = option or env.get(ENV)
    return Path(chosen).expanduser() if chosen else None


def data_dir(
    option: str | None = None,
    environ: Mapping[str, str] | None = None,
    chosen: str | None = None,
) -> Path:
    """The data folder: ``--data-dir``, else ``HYPNOSE_DATA_DIR``, else the folder chosen in
    the settings, else the platform's app data folder (Qt's ``AppDataLocation``)."""
    forced = overridden(option, environ)
    if forced is not None:
        return forced
    if chosen:
        return Path(chosen).expanduser()
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    if not QCoreApplication.applicationName() or QCoreApplication.applicationName() == "python":
        QCoreApplication.setOrganizationName("Hypnose")
        QCoreApplication.setApplicationName("Hypnose")
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location)
