"""Shared helpers for the fair dealer tests."""

from __future__ import annotations

import pytest

from core.state import Settings
from resources import load_catalog


@pytest.fixture(scope="session")
def catalog():
    return load_catalog()


def settings(players: int) -> Settings:
    return Settings(players=players)
