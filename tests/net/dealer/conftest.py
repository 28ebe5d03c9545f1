"""Shared helpers for the fair dealer tests; makes ``dealerkit`` importable (tests run with
--import-mode=importlib)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from core.hypnose.game import HypnoseGame
from resources import load_catalog

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)


@pytest.fixture(scope="session")
def game():
    return HypnoseGame(load_catalog())


@pytest.fixture(autouse=True)
def shared_shuffle_verification(request, monkeypatch):
    """Verify each distinct shuffle proof once per test: every peer, every audit and every
    cheating-proof check of a game re-verifies the same proofs, each a deterministic function
    of (input, output, proof, key, context), so the cached verdict is the verdict. A module
    that counts the multiplications of verification sets ``UNCACHED_PROOFS = True``."""
    if getattr(request.module, "UNCACHED_PROOFS", False):
        return
    from net.dealer.phases import shuffles

    real, seen = shuffles.verify_shuffles, {}

    def verify(claims, joint):
        keys = [(tuple(inp), tuple(out), proof, joint, ctx) for inp, out, proof, ctx in claims]
        new = [i for i, key in enumerate(keys) if key not in seen]
        if new:
            verdicts = real([claims[i] for i in new], joint)
            seen.update((keys[i], verdict) for i, verdict in zip(new, verdicts, strict=True))
        return [seen[key] for key in keys]

    monkeypatch.setattr(shuffles, "verify_shuffles", verify)
