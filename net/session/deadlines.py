"""The clock of a LAN game: when this peer asks for, then declares, a message owed to it.

The fair dealer knows what each seat owes (``FairDealer.owed``) but never reads a clock; the
session calls ``Watch.tick`` with a monotonic time from its event loop, and the watch moves each
debt through its stages as its deadlines pass (fairplay.md, "Timeouts"): owed, then asked of
every peer, then declared unpaid, then given up on (the game ends here without a result).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from net.protocol.terms import DEFAULT_EXTENSIONS
from net.protocol.verdicts import DECIDING, SLOT_KINDS, Debt


@dataclass(frozen=True)
class Deadlines:
    """How long this peer waits (seconds) before it asks for, then declares, a message owed to
    it: table settings, shown while they run."""

    decision: float = 300.0
    """A player's choice (they may be thinking)."""
    message: float = 20.0
    """Anything else: shares, shuffles, openings, reveals, audit secrets."""
    slot: float = 3.0
    """A time slot's commitment or opening (V15): a real-time table cannot wait longer; long
    enough for TCP to recover a lost packet twice."""
    grace: float = 5.0
    """After asking every peer, before declaring."""
    declaration: float = 30.0
    """After declaring, before giving up on the others' declarations."""
    beat: float = 1.5
    """Between heartbeats while waiting."""
    extensions: int = DEFAULT_EXTENSIONS
    """How many deadline extensions each player may give in one game, at a table this client
    opens: a game's budget is the one its terms name (``Terms.extensions``), agreed in the
    lobby, whatever each client's own setting."""
    extension: float = 60.0
    """Seconds one extension adds."""


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
        self._extra: dict[Debt, float] = {}
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
        self._extra = {d: t for d, t in self._extra.items() if d in self._since}
        if owed and now - self._beat >= limits.beat:
            self._beat = now
            peer.heartbeat()
        for debt, (since, stage) in list(self._since.items()):
            if stage == "owed" and now - since >= self._limit(debt, stage):
                peer.chase(debt)
                reached.append((debt, "asked"))
            elif stage == "asked" and now - since >= self._limit(debt, stage):
                peer.declare(debt)
                reached.append((debt, "declared"))
            elif stage == "declared" and now - since >= self._limit(debt, stage):
                peer.abandon()
                reached.append((debt, "gave-up"))
            else:
                continue
            self._since[debt] = (now, reached[-1][1])
        return reached

    def _limit(self, debt: Debt, stage: str) -> float:
        """Seconds a debt stays at ``stage`` before the next one."""
        limits = self.deadlines
        if stage == "owed":
            if debt.kind in SLOT_KINDS:
                base = limits.slot
            else:
                base = limits.decision if debt.kind in DECIDING else limits.message
            return base + self._extra.get(debt, 0.0)
        return limits.grace if stage == "asked" else limits.declaration

    def waits(self) -> list[tuple[Debt, float, str, float]]:
        """Every debt watched, for the user to see: ``(debt, since, stage, next)``: when its
        current stage began, the stage (``owed``, ``asked``, ``declared``), and when the next
        one comes (all in the clock's seconds)."""
        return [
            (debt, since, stage, since + self._limit(debt, stage))
            for debt, (since, stage) in sorted(self._since.items(), key=lambda i: repr(i[0]))
        ]

    def extend(self, debt: Debt, seconds: float) -> bool:
        """Give ``debt`` more time before this peer asks for it; False once it was asked for
        (an extension only moves a deadline that has not passed)."""
        entry = self._since.get(debt)
        if entry is None or entry[1] != "owed":
            return False
        self._extra[debt] = self._extra.get(debt, 0.0) + seconds
        return True

    def due(self) -> float | None:
        """When the next debt moves on (asked, declared, given up on) if nothing is paid: the
        time a driver with a virtual clock steps to. None if nothing is owed."""
        times = [since + self._limit(d, stage) for d, (since, stage) in self._since.items()
                 if stage != "gave-up"]  # fmt: skip
        return min(times, default=None)
