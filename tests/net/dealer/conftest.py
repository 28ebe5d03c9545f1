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


@pytest.fixture(autouse=True)
def shared_shuffle_verification(request, monkeypatch):
    """Verify each distinct shuffle proof once per test: every peer, every audit and every
    cheating-proof check of a game re-verifies the same proofs, each a deterministic function
    of (input, output, proof, key, context), so the cached verdict is the verdict. A module
    that counts the multiplications of verification sets ``UNCACHED_PROOFS = True``."""
    if getattr(request.module, "UNCACHED_PROOFS", False):
        return
    from net.dealer.phases import shuffles
    from net.fair.errors import BadShuffle

    real, seen = shuffles.verify_shuffle, {}

    def verify(inp, out, proof, joint, ctx):
        key = (tuple(inp), tuple(out), proof, joint, ctx)
        if key not in seen:
            try:
                seen[key] = real(inp, out, proof, joint, ctx)
            except BadShuffle as exc:
                seen[key] = exc
        if isinstance(seen[key], BadShuffle):
            raise seen[key]
        return seen[key]

    monkeypatch.setattr(shuffles, "verify_shuffle", verify)
