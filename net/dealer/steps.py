"""What each step of the dealer waits for: which seat owes which message, in which order."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.vocabulary import (
    AwaitAction,
    AwaitSimultaneous,
    GameOver,
    OpenStep,
    RandomStep,
    ReorderStep,
    RevealStep,
    ShuffleStep,
)
from net.fair.commitments import Opening
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
from net.fair.shuffle import opening_wire_bound

if TYPE_CHECKING:
    from net.dealer.replica import Replica


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


@dataclass
class Phase:
    """The messages the current step still needs, per seat in sending order."""

    name: str
    pending: Any
    need: dict[int, list[str]]
    deck: tuple[Ciphertext, ...] = ()
    order: list[int] = field(default_factory=list)
    cts: tuple[Ciphertext, ...] = ()
    cards: tuple[int, ...] = ()
    to: int | None = None
    pub: dict[int, list[int]] = field(default_factory=dict)
    enc: dict[int, list[int]] = field(default_factory=dict)
    commits: dict[int, bytes] = field(default_factory=dict)
    reveals: dict[int, Opening] = field(default_factory=dict)
    choices: dict[int, Any] = field(default_factory=dict)
    """Opened simultaneous choices by seat (applied in seat order once all are in)."""
    plan: list[int] = field(default_factory=list)
    """Openings per part of each shuffle message (``shuffle_plan``)."""
    received: PartialShuffle | None = None
    """The current shuffler's parts so far, when its message is split."""

    def ready(self, seat: int, kind: str, replica: Replica) -> bool:
        """Whether seat's next message can be taken now (shufflers go in seat order)."""
        if kind in ("shuffle", "reorder"):
            return bool(self.order) and self.order[0] == seat
        if kind in ("rreveal", "sreveal"):
            return set(self.commits) == set(self.need)
        return True


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


def plan_phase(r: Replica) -> Phase:
    """The phase after the current one, from the core's pending step and the public record."""
    pend = r.game.pending(r.state)
    if r.phase.name == "audit":
        return Phase("over", pend, {})
    capped = r.turn_cap is not None and r.game.turns_played(r.state) >= r.turn_cap and not r.commits
    if isinstance(pend, GameOver) or (capped and isinstance(pend, AwaitAction | AwaitSimultaneous)):
        return audit_phase(r, pend)
    dead = [s for s in r.game.seats_out(r.state) if s not in r.revealed]
    if dead:
        return Phase("secret", None, {s: ["secret"] for s in dead})
    if isinstance(pend, AwaitAction):
        return Phase("action", pend, {pend.seat: ["action"]})
    if isinstance(pend, AwaitSimultaneous):
        return Phase("simultaneous", pend, {s: ["scommit", "sreveal"] for s in pend.seats})
    if isinstance(pend, ShuffleStep | ReorderStep):
        deck = tuple(r.cts[h] for h in pend.handles)
        if not deck:
            return Phase("shuffle", pend, {})
        plan = shuffle_plan(len(deck), r.rounds)
        if isinstance(pend, ShuffleStep):
            need = {s: ["shuffle"] * len(plan) for s in r.active}
            return Phase("shuffle", pend, need, deck, list(r.active), plan=plan)
        need = {pend.seat: ["reorder"] * len(plan)}
        return Phase("reorder", pend, need, deck, [pend.seat], plan=plan)
    if isinstance(pend, RevealStep):
        return _reveal_phase(r, pend)
    if isinstance(pend, OpenStep):
        if pend.count == 0 and pend.seat not in r.commits:
            return Phase("open", pend, {})
        return Phase("open", pend, {pend.seat: ["open"]})
    assert isinstance(pend, RandomStep)
    return Phase("random", pend, {s: ["rcommit", "rreveal"] for s in r.active})


SHUFFLE_BUDGET = 63 * 1024
"""Bytes of output deck and proof one shuffle message may carry (the frame is 64 KiB; the
signed envelope fits in the rest)."""


def shuffle_plan(n: int, rounds: int) -> list[int]:
    """How many openings each part of an n-card shuffle message carries, from their worst-case
    size: part 0 also carries the output deck and the challenge. One part up to 100 cards at
    k = 16; every part of a larger shuffle fits a frame whatever the challenge bits."""
    per, deck = opening_wire_bound(n), 69 * n + 64
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


def audit_phase(r: Replica, pend: Any) -> Phase:
    """Every seat publishes its secret, late openings and shuffle secrets, in frame-sized parts."""
    return Phase("audit", pend, {s: ["audit"] * len(r.audit_plan(s)) for s in r.seats})


def _reveal_phase(r: Replica, step: RevealStep) -> Phase:
    """Who shares what: publicly, except to P a card whose public shares would then be complete.

    In a reveal to P, a seat shares publicly unless P's own share is already public (P showed
    or could decrypt it before): then publishing would show the card to everyone, so every
    missing share goes to P encrypted instead.
    """
    cts = tuple(r.cts[h] for h in step.handles)
    phase = Phase("reveal", step, {}, cts=cts, to=step.to)
    for i, ct in enumerate(cts):
        missing = [s for s in r.active if r.share_of(ct.a, s) is None]
        to = step.to
        hidden = to is not None and to in r.active and to not in missing
        for s in missing:
            if s == to:
                continue
            (phase.enc if hidden else phase.pub).setdefault(s, []).append(i)
    for s in r.active:
        if s in phase.pub or s in phase.enc:
            phase.need[s] = ["shares"]
    return phase
