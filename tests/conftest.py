"""Test-wide settings: Qt renders offscreen at scale 1 (testing.md), never on a real display.

The test games (``tests/games``: ``kuhn``, ``sealed``) and the golden-playthrough kit every
game's golden test uses (``goldenkit``) are importable from every test folder: tests run with
--import-mode=importlib, so their folder goes on ``sys.path`` here.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")

_GAMES = str(Path(__file__).resolve().parent / "games")
if _GAMES not in sys.path:
    sys.path.insert(0, _GAMES)
