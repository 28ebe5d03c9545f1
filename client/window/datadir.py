"""Where this user's data lives, for the window: the one rule of ``net.store.datafolder``, given
Qt's own app data folder as the platform's default.

``--data-dir``, else ``HYPNOSE_DATA_DIR``, else the folder chosen in the settings, else Qt's
``AppDataLocation`` for the organization and application "Hypnose" (the folder ``hypnose peer``
and the tools compute without Qt; a test checks they agree). At start-up the window brings
``hypnose peer``'s old folder into it once (``net.store.merge``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from net import APP_NAMES, DATA_DIR_ENV, DataFolder, choose_data_dir

ENV = DATA_DIR_ENV
"""The environment variable that overrides the data folder (tests, portable installs)."""


@contextmanager
def _named_hypnose() -> Iterator[None]:
    """Qt's names are the window's for a moment (a test's application has its own)."""
    from PySide6.QtCore import QCoreApplication

    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName(APP_NAMES[0])
    QCoreApplication.setApplicationName(APP_NAMES[1])
    try:
        yield
    finally:
        QCoreApplication.setOrganizationName(names[0])
        QCoreApplication.setApplicationName(names[1])


def qt_data_dir() -> Path:
    """The platform's app data folder as Qt gives it to the window (``AppDataLocation``)."""
    from PySide6.QtCore import QStandardPaths

    with _named_hypnose():
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location)


def overridden(option: str | None = None, environ: Mapping[str, str] | None = None) -> Path | None:
    """The folder forced by ``--data-dir`` or ``HYPNOSE_DATA_DIR`` (in that order), if any."""
    found = choose_data_dir(option, environ=environ)
    return found.path if found.forced else None


def data_folder(
    option: str | None = None,
    environ: Mapping[str, str] | None = None,
    chosen: str | None = None,
) -> DataFolder:
    """The data folder by the one rule, Qt's folder its default; and the old one to bring in."""
    forced = overridden(option, environ) is not None
    default = None if forced or chosen else qt_data_dir()
    return choose_data_dir(option, environ=environ, chosen=chosen, platform_default=default)


def data_dir(
    option: str | None = None,
    environ: Mapping[str, str] | None = None,
    chosen: str | None = None,
) -> Path:
    """The data folder: ``--data-dir``, else ``HYPNOSE_DATA_DIR``, else the folder chosen in
    the settings, else the platform's app data folder (Qt's ``AppDataLocation``)."""
    return data_folder(option, environ, chosen).path


def open_data_dir(option: str | None = None, chosen: str | None = None) -> Path:
    """The data folder at the window's start: when it is the platform's, ``hypnose peer``'s old
    folder is brought in first, once (``net.store.merge``; a few ``stat`` when done)."""
    found = data_folder(option, chosen=chosen)
    if found.old_to_bring:
        from net import bring_old_folder

        bring_old_folder(found)
    return found.path
