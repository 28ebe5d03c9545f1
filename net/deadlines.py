"""The clock of a LAN game: when this peer asks for, then declares, a message owed to it.

The fair dealer knows what each seat owes (``FairDealer.owed``) but never reads a clock; the
session calls ``Watch.tick`` with a monotonic time from its event loop, and the watch moves each
debt through its stages as its deadlines pass (fairplay.md, "Timeouts"): owed, then asked of
every peer, then declared unpaid, then given up on (the game ends here without a result).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from net.dealer.timeouts import Debt
from net.dealer.waiting import DECIDING


@dataclass(frozen=True)
class Deadlines:
    """How long this peer waits (seconds) before it asks for, then declares, a message owed to
    it: table settings, shown while they run."""

    decision: float = 300.0
    """A player's choice (they may be thinking)."""
    message: float = 20.0
    """Anything else: shares, shuffles, openings, reveals, audit secrets."""
    grace: float = 5.0
    """After asking every peer, before declaring."""
    declaration: float = 30.0
    """After declaring, before giving up on the others' declarations."""
    beat: float = 1.5
    """Between heartbeats while waiting."""


class Chaser(Protocol):
    """What the watch needs of this peer's dealer."""

    def owed(self) -> tuple[Debt, ...]: ...
    def heartbeat(self) -> None: ...
    def chase(self, debt: Debt) -> None: ...
    def declare(self, debt: Debt) -> None: ...
    def abandon(self) -> None: ...


class Watch:
    """Each debt owed to this peer: since when, and how far it went."""

    def __init__(self, deadlines: Deadlines | None = None) -> None:
        self.deadlines = deadlines or Deadlines()
        self._since: dict[Debt, tuple[float, str]] = {}
        self._beat = float("-inf")

    def tick(self, now: float, peer: Chaser) -> list[tuple[Debt, str]]:
        """Act on every deadline passed at ``now``; the stages reached (``asked``,
        ``declared``, ``gave-up``). While others owe: a heartbeat every ``beat``; a debt
        unpaid past its deadline is asked of every peer, ``grace`` later declared unpaid, and
        ``declaration`` after that given up on. A debt that is paid, or changes, starts afresh.
        """
        limits, reached = self.deadlines, []
        owed = peer.owed()
        self._since = {d: self._since.get(d, (now, "owed")) for d in owed}
        if owed and now - self._beat >= limits.beat:
            self._beat = now
            peer.heartbeat()
        for debt, (since, stage) in list(self._since.items()):
            if stage == "owed" and now - since >= self._wait(debt, stage):
                peer.chase(debt)
                reached.append((debt, "asked"))
            elif stage == "asked" and now - since >= self._wait(debt, stage):
                peer.declare(debt)
                reached.append((debt, "declared"))
            elif stage == "declared" and now - since >= self._wait(debt, stage):
                peer.abandon()
                reached.append((debt, "gave-up"))
            else:
                continue
            self._since[debt] = (now, reached[-1][1])
        return reached

    def _wait(self, debt: Debt, stage: str) -> float:
        """How long a debt stays at ``stage`` before the next one."""
        limits = self.deadlines
        if stage == "owed":
            return limits.decision if debt.kind in DECIDING else limits.message
        return limits.grace if stage == "asked" else limits.declaration

    def due(self) -> float | None:
        """When the next debt moves on (asked, declared, given up on) if nothing is paid: the
        time a driver with a virtual clock steps to. None if nothing is owed."""
        times = [since + self._wait(d, stage) for d, (since, stage) in self._since.items()
                 if stage != "gave-up"]  # fmt: skip
        return min(times, default=None)
