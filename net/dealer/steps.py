"""The dealer's records and limits: transitions, the size budget of a shuffle message, and the
names of the checks a failure is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from net.fair import group
from net.fair.elgamal import Ciphertext
from net.fair.errors import (
    BadKey,
    BadReshare,
    BadShare,
    BadShuffle,
    CommitmentMismatch,
    FairPlayError,
    InvalidPoint,
    InvalidScalar,
    MalformedData,
    UnknownCard,
)
from net.fair.shuffle import proof_wire_bound


@dataclass(frozen=True, slots=True)
class Transition:
    """One change of the core state, as every peer saw it (public results only)."""

    step: int
    pending: Any
    seat: int | None = None
    action: Any = None
    result: Any = None
    cts: tuple[Ciphertext, ...] = ()
    ref: tuple[int, int] | None = None
    hash: str = ""
    timed_out: bool = False
    """``seat`` timed out and the game plays on for it (``Game.time_out``)."""


CHECKS: tuple[tuple[type[Exception], str], ...] = (
    (InvalidPoint, "invalid-point"),
    (InvalidScalar, "invalid-scalar"),
    (MalformedData, "malformed"),
    (BadShuffle, "shuffle"),
    (BadShare, "share"),
    (BadKey, "key"),
    (BadReshare, "reshare"),
    (CommitmentMismatch, "commitment"),
    (UnknownCard, "unknown-card"),
)


def check_name(exc: FairPlayError) -> str:
    """The name of the check a fair-play error is the failure of."""
    for cls, name in CHECKS:
        if isinstance(exc, cls):
            return name
    return "fairplay"


SHUFFLE_BUDGET = 63_000
"""Bytes of output deck and proof one shuffle message may carry (the frame limit is coming down
to about 65,000 bytes; the signed envelope fits in the rest)."""


def shuffle_wire_bound(n: int) -> int:
    """An upper bound on the msgpack size of an n-card shuffle body: the output deck (two
    points a card) and its proof, whose size n fixes. 160 cards take about 40 KB."""
    point = len(group.G)
    return n * (2 * (point + 2) + 1) + 8 + proof_wire_bound(n, point) + 32


def check_shuffle_fits(n: int) -> None:
    """Refuse a zone too large for one shuffle message (about 250 cards) before anyone
    shuffles it: every peer refuses the same zone, so the game cannot proceed past it."""
    if shuffle_wire_bound(n) > SHUFFLE_BUDGET:
        raise MalformedData(f"a shuffle of {n} cards cannot fit a message of {SHUFFLE_BUDGET} B")
