"""Which data folder: one rule for the window, ``hypnose peer`` and every tool.

``--data-dir DIR`` if given, else the ``HYPNOSE_DATA_DIR`` environment variable, else (the
window only) the folder chosen in its settings, else the platform's app data folder: the one
Qt's ``QStandardPaths.AppDataLocation`` gives the window, computed here without Qt (the headless
peer and the tools do not load it) from the same organization and application names:

- Linux and other POSIX: ``$XDG_DATA_HOME/Hypnose/Hypnose`` (when set to an absolute path),
  else ``~/.local/share/Hypnose/Hypnose``;
- macOS: ``~/Library/Application Support/Hypnose/Hypnose``;
- Windows: ``%APPDATA%\\Hypnose\\Hypnose``.

The window passes Qt's own answer in (``client.window.datadir``); a test checks that the two
agree. ``hypnose peer`` and the tools used another folder before (:func:`old_peer_data_dir`):
when the platform's folder is in force, the client brings that one in once
(``net.store.merge``). Nothing here imports more than the standard library, so the window
asks at start-up for next to nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DATA_DIR_ENV = "HYPNOSE_DATA_DIR"
"""The environment variable that overrides the data folder (tests, portable copies)."""
APP_NAMES = ("Hypnose", "Hypnose")
"""The organization and application names the window gives Qt (``QCoreApplication``): its app
data folder ends with them."""

KEY_NAME = "identity.key"
KNOWN_PEERS_NAME = "known_peers.json"
GAMES = "games"
LOG_NAME = "hypnose.log"
MERGED = "merged.txt"
"""What a data folder holds (``net.store.profile``, ``net.store.gamefolder``; ``merged.txt`` in
an old folder brought in, ``net.store.merge``), named here so that a look at a folder's content
loads nothing more."""


def _home(environ: Mapping[str, str]) -> Path:
    return Path(environ.get("HOME") or Path.home())


def app_data_root(platform: str, environ: Mapping[str, str]) -> Path:
    """The platform's per-user folder for applications' data (Qt's GenericDataLocation)."""
    home = _home(environ)
    if platform == "win32":
        appdata = environ.get("APPDATA")
        return Path(appdata) if appdata else home / "AppData" / "Roaming"
    if platform == "darwin":
        return home / "Library" / "Application Support"
    xdg = environ.get("XDG_DATA_HOME", "")
    if xdg and Path(xdg).is_absolute():
        return Path(xdg)
    return home / ".local" / "share"


def platform_data_dir(
    *, platform: str = sys.platform, environ: Mapping[str, str] = os.environ
) -> Path:
    """The platform's app data folder for Hypnose, as Qt's ``AppDataLocation`` gives it to the
    window (the organization's folder, then the application's)."""
    return app_data_root(platform, environ).joinpath(*APP_NAMES)


def old_peer_data_dir(
    *, platform: str = sys.platform, environ: Mapping[str, str] = os.environ
) -> Path:
    """The folder ``hypnose peer`` and the tools used by default before there was one rule:
    ``~/.local/share/hypnose`` (or ``$XDG_DATA_HOME/hypnose``) on Linux, the organization's
    folder on macOS and Windows (the parent of :func:`platform_data_dir` there)."""
    root = app_data_root(platform, environ)
    return root / ("Hypnose" if platform in ("win32", "darwin") else "hypnose")


def _forced(
    option: str | os.PathLike[str] | None = None, environ: Mapping[str, str] | None = None
) -> Path | None:
    """The folder forced by ``--data-dir`` or ``HYPNOSE_DATA_DIR`` (in that order), if any."""
    env = os.environ if environ is None else environ
    forced = option or env.get(DATA_DIR_ENV)
    return Path(forced).expanduser() if forced else None


@dataclass(frozen=True)
class DataFolder:
    """The data folder chosen, and the old folder to bring into it (``net.store.merge``)."""

    path: Path
    forced: bool = False
    """Set by ``--data-dir`` or ``HYPNOSE_DATA_DIR``."""
    old: Path | None = None
    """``hypnose peer``'s old folder, when the platform's folder is in force (no
    ``--data-dir``, no ``HYPNOSE_DATA_DIR``, no folder chosen in the settings); else None."""

    @property
    def old_to_bring(self) -> bool:
        """Whether the old folder holds something to bring in and was not brought in yet
        (``net.store.merge``): a few ``stat``, nothing loaded."""
        old = self.old
        if old is None or old == self.path or not old.is_dir() or (old / MERGED).exists():
            return False
        return any((old / name).exists() for name in (KEY_NAME, KNOWN_PEERS_NAME, GAMES))


def choose_data_dir(
    option: str | os.PathLike[str] | None = None,
    *,
    environ: Mapping[str, str] | None = None,
    chosen: str | None = None,
    platform_default: Path | None = None,
    platform: str = sys.platform,
) -> DataFolder:
    """The data folder by the one rule (see the module). ``chosen``: the window's folder from
    its settings; ``platform_default``: the window's app data folder as Qt gives it (computed
    here when not given)."""
    env = os.environ if environ is None else environ
    forced = _forced(option, env)
    if forced is not None:
        return DataFolder(forced, forced=True)
    if chosen:
        return DataFolder(Path(chosen).expanduser())
    path = platform_default or platform_data_dir(platform=platform, environ=env)
    return DataFolder(Path(path), old=old_peer_data_dir(platform=platform, environ=env))


def resolve_data_dir(
    option: str | os.PathLike[str] | None = None,
    *,
    environ: Mapping[str, str] | None = None,
    chosen: str | None = None,
    platform_default: Path | None = None,
) -> Path:
    """The data folder's path by the one rule (:func:`choose_data_dir`)."""
    found = choose_data_dir(
        option, environ=environ, chosen=chosen, platform_default=platform_default
    )
    return found.path


def add_data_dir_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--data-dir DIR`` to a command line (read it back with :func:`choose_data_dir`)."""
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help=f"data folder (identity, known peers, games, log); default: ${DATA_DIR_ENV} or "
        f"{platform_data_dir()}",
    )
