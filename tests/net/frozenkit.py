"""A dealer that froze, for the tests of timeouts (V15, fairplay's one rule): mixed in before a
dealer class, it sends no heartbeat and no declaration once ``stalled`` (the test's subclass
decides when, in its ``_act``, and sends nothing more from then on)."""

from __future__ import annotations

from typing import Any


class Frozen:
    """Mixed in before a dealer: silent in every way once ``stalled``."""

    stalled = False

    def heartbeat(self) -> None:
        if not self.stalled:
            super().heartbeat()  # type: ignore[misc]

    def declare(self, debt: Any) -> None:
        if not self.stalled:
            super().declare(debt)  # type: ignore[misc]
