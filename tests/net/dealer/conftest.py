"""Shared helpers for the fair dealer tests; makes ``dealerkit`` importable (tests run with
--import-mode=importlib)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from core.hypnose.game import HypnoseGame
from core.hypnose.state import Settings
from resources import load_catalog

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)


@pytest.fixture(scope="session")
def game():
    return HypnoseGame(load_catalog())


def settings(players: int) -> Settings:
    return Settings(players=players)
