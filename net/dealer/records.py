"""What the replica keeps and raises: failed checks, and the log of shuffles for the audit."""

from __future__ import annotations

from dataclasses import dataclass

from net.fair.elgamal import Ciphertext
from net.protocol.messages import SignedMessage


class Cheat(Exception):
    """A failed check: ``seat`` (None if no single seat can be blamed) broke ``check``."""

    def __init__(self, seat: int | None, check: str, detail: str) -> None:
        super().__init__(f"seat {seat}: {check}: {detail}")
        self.seat = seat
        self.check = check
        self.detail = detail
        self.message: SignedMessage | None = None


@dataclass(frozen=True, slots=True)
class ShuffleRecord:
    """One published shuffle (or private reorder), kept for the end-of-game audit."""

    step: int
    seat: int
    inp: tuple[Ciphertext, ...]
    out: tuple[Ciphertext, ...]
    reorder: bool = False
    """A private reorder: its author publishes the permutation in the audit."""
