"""What a LAN client can tell from outside about its progress: the points a test may kill it
at, and when each action was applied and sent (``bench/lan.py``).

Points (told to a ``Marks`` callback once the batch that reached them is on disk and sent):
``shuffle`` (this seat sent its shuffle), ``commit`` (a duel's first commitment was applied:
the second is not in yet), ``commit-second``, ``reveal`` (this seat sent decryption shares or a
duel opening) and ``turn`` (a new turn began). Timing lines, appended to a file:
``applied DIGEST TIME SEAT`` when a seat's replica applied an action message (stamped at that
moment), ``sent DIGEST TIME SEAT`` when its own action left and ``begin - TIME SEAT`` when the
game began to run here, on the system-wide monotonic clock, so the lines of every process of
one machine compare.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.game import Game
from net.dealer.durable import DurableDealer

Marks = Callable[[str, str], None]
"""Told ``(point, detail)`` when this client reaches a point tests kill it at."""


@dataclass
class SeatProbe:
    """How far one seat's reports went."""

    signed: int = 0
    turn: int = 0
    consumed: int = 0
    commits: int = 0
    applied_at: deque[float] = field(default_factory=deque)
    """When the replica applied each action not reported yet."""


@dataclass
class Report:
    """What one batch reached, told once it is on disk and sent."""

    marks: list[tuple[str, str]] = field(default_factory=list)
    applied: list[str] = field(default_factory=list)
    sent: list[tuple[str, int]] = field(default_factory=list)


class Probes:
    """The points and timing of the seats of one client (see the module)."""

    def __init__(self, game: Game, marks: Marks | None, timing: Path | None) -> None:
        self.game = game
        self.marks = marks
        self.timing = timing
        self.seats: dict[int, SeatProbe] = {}

    def watch(self, seat: int, dealer: DurableDealer) -> None:
        """Start following ``seat`` (stamping each action its replica applies, when timing)."""
        probe = self.seats[seat] = SeatProbe()
        if self.timing is None:
            return
        observe = dealer.replica.observe

        def stamped(before: Any, t: Any) -> None:
            if t.action is not None:
                probe.applied_at.append(time.monotonic())  # the action is in the state now
            if observe is not None:
                observe(before, t)

        dealer.replica.observe = stamped

    def begin(self, seat: int, dealer: DurableDealer) -> None:
        """Where ``seat`` stands when the game (re)starts here: nothing before is reported."""
        probe = self.seats[seat]
        probe.signed = dealer.signer.state.next_seq
        probe.turn = self.game.turns_played(dealer.replica.state)
        probe.consumed = len(dealer.replica.consumed)
        probe.applied_at.clear()
        for message in dealer.replica.consumed:
            self._commitment(probe, message, None)

    def after(self, seat: int, dealer: DurableDealer, applied: float, report: Report) -> None:
        """What this batch reached for ``seat`` (``applied``: when the batch was done)."""
        probe = self.seats[seat]
        made = dealer.signer.state.next_seq
        for seq in range(probe.signed, made):
            message = dealer.verifier.message_at(seat, seq)
            assert message is not None
            step = message.body["step"]
            if message.kind == "shuffle":
                report.marks.append(("shuffle", f"seat {seat} step {step}"))
            elif message.kind in ("shares", "open"):
                report.marks.append(("reveal", f"seat {seat} step {step} {message.kind}"))
            if self.timing is not None and message.kind == "action":
                report.sent.append((message.digest.hex(), seat))
        probe.signed = made
        consumed = dealer.replica.consumed
        for message in consumed[probe.consumed :]:
            self._commitment(probe, message, report)
            if self.timing is not None and message.kind == "action":
                when = probe.applied_at.popleft() if probe.applied_at else applied
                report.applied.append(f"applied {message.digest.hex()} {when:.6f} {seat}\n")
        probe.consumed = len(consumed)
        turn = self.game.turns_played(dealer.replica.state)
        if turn != probe.turn:
            probe.turn = turn
            report.marks.append(("turn", f"seat {seat} turn {turn}"))

    @staticmethod
    def _commitment(probe: SeatProbe, message: Any, report: Report | None) -> None:
        """A duel's commitments: between the first and the second is a point to kill at."""
        if message.kind == "open":
            probe.commits = 0
        elif message.kind == "action" and message.body.get("commit") is not None:
            probe.commits += 1
            if report is not None:
                point = "commit" if probe.commits == 1 else "commit-second"
                report.marks.append((point, f"seat {message.seat} step {message.body['step']}"))

    def begun(self, seats: list[int]) -> None:
        """The game runs here (its seats started or resumed, its mesh listening): a line
        ``begin - TIME SEAT`` per seat, so that ``bench/lan.py`` measures the start after the
        lobby apart from the processes' and the lobby's."""
        if self.timing is not None:
            now = time.monotonic()
            with open(self.timing, "a") as handle:
                handle.write("".join(f"begin - {now:.6f} {seat}\n" for seat in seats))

    def tell(self, report: Report) -> None:
        """The batch is on disk and sent: write its timing, tell its points."""
        if self.timing is not None and (report.applied or report.sent):
            sent = time.monotonic()
            lines = report.applied + [f"sent {d} {sent:.6f} {seat}\n" for d, seat in report.sent]
            with open(self.timing, "a") as handle:
                handle.write("".join(lines))
        if self.marks is not None:
            for point, detail in report.marks:
                self.marks(point, detail)
