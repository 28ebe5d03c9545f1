"""The dealer's records and message plans: transitions, shuffles arriving in parts, the size
budgets of shuffle and audit messages, and the names of the checks a failure is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from net.fair.elgamal import Ciphertext
from net.fair.errors import (
    BadKey,
    BadShare,
    BadShuffle,
    CommitmentMismatch,
    FairPlayError,
    InvalidPoint,
    InvalidScalar,
    MalformedData,
    UnknownCard,
)
from net.fair.group import POINT_BYTES
from net.fair.shuffle import opening_wire_bound

if TYPE_CHECKING:
    pass


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


@dataclass
class PartialShuffle:
    """A shuffle message arriving in parts: the first part's output and challenge, and the
    openings of every part so far (``shuffle_plan`` says how many parts and openings)."""

    out: tuple[Ciphertext, ...]
    challenge: object
    openings: list[Any] = field(default_factory=list)
    parts: int = 0


CHECKS: tuple[tuple[type[Exception], str], ...] = (
    (InvalidPoint, "invalid-point"),
    (InvalidScalar, "invalid-scalar"),
    (MalformedData, "malformed"),
    (BadShuffle, "shuffle"),
    (BadShare, "share"),
    (BadKey, "key"),
    (CommitmentMismatch, "commitment"),
    (UnknownCard, "unknown-card"),
)


def check_name(exc: FairPlayError) -> str:
    """The name of the check a fair-play error is the failure of."""
    for cls, name in CHECKS:
        if isinstance(exc, cls):
            return name
    return "fairplay"


SHUFFLE_BUDGET = 63 * 1024
"""Bytes of output deck and proof one shuffle message may carry (the frame is 64 KiB; the
signed envelope fits in the rest)."""


def shuffle_plan(n: int, rounds: int) -> list[int]:
    """How many openings each part of an n-card shuffle message carries, from their worst-case
    size: part 0 also carries the output deck and the challenge. One part up to 100 cards at
    k = 16; every part of a larger shuffle fits a frame whatever the challenge bits."""
    per, deck = opening_wire_bound(n), (1 + 2 * (2 + POINT_BYTES)) * n + 64
    if deck > SHUFFLE_BUDGET or per + 64 > SHUFFLE_BUDGET:
        raise MalformedData(f"a shuffle of {n} cards cannot fit a message of {SHUFFLE_BUDGET} B")
    first = min(rounds, (SHUFFLE_BUDGET - deck) // per)
    plan, left, later = [first], rounds - first, (SHUFFLE_BUDGET - 64) // per
    while left > 0:
        plan.append(min(left, later))
        left -= plan[-1]
    return plan


def split_shuffle(out: list[Any], proof: dict[str, Any], plan: list[int]) -> list[dict[str, Any]]:
    """The bodies of a shuffle message's parts: ``{"out", "proof": {"challenge", "openings"}}``
    first (the whole message when there is one part), then ``{"out": None, "proof":
    {"challenge": None, "openings": chunk}}``."""
    openings, at, parts = proof["openings"], 0, []
    for i, size in enumerate(plan):
        chunk = openings[at : at + size]
        at += size
        first = i == 0
        body = {"challenge": proof["challenge"] if first else None, "openings": chunk}
        parts.append({"out": out if first else None, "proof": body})
    return parts


AUDIT_BUDGET = 48 * 1024
"""Bytes of shuffle secrets one audit message may carry (the frame limit is 64 KiB)."""


def secret_wire_size(n: int) -> int:
    """An upper bound on the msgpack size of one n-card shuffle secret (perm and randomizers)."""
    return 40 * n + 32


def audit_plan(sizes: list[int]) -> list[tuple[int, ...]]:
    """A seat's shuffles (their sizes, in order) packed into audit parts of at most
    AUDIT_BUDGET bytes each: the indices each part opens. Always at least one part, which
    carries the secret."""
    chunks: list[tuple[int, ...]] = []
    current: list[int] = []
    size = 0
    for i, n in enumerate(sizes):
        cost = secret_wire_size(n)
        if current and size + cost > AUDIT_BUDGET:
            chunks.append(tuple(current))
            current, size = [], 0
        current.append(i)
        size += cost
    chunks.append(tuple(current))
    return chunks
