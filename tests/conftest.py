"""Test-wide settings: Qt renders offscreen at scale 1 (testing.md), never on a real display;
Qt tests fail when stuck instead of hanging the run (``qtguard``, registered here).

The test games (``tests/games``: ``kuhn``, ``sealed``) and the golden-playthrough kit every
game's golden test uses (``goldenkit``) are importable from every test folder: tests run with
--import-mode=importlib, so their folder goes on ``sys.path`` here.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")

_GAMES = str(Path(__file__).resolve().parent / "games")
if _GAMES not in sys.path:
    sys.path.insert(0, _GAMES)


def _sibling(name: str) -> ModuleType:
    """A module of this folder, loaded by its file: this folder itself stays off ``sys.path``,
    where its test folders (``core``, ``net``, ``client``) would shadow the packages."""
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(_sibling("qtguard"), "qtguard")
