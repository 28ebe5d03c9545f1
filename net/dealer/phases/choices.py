"""Steps where seats choose: keys, an action, sealed simultaneous choices, joint randomness."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from core.errors import CoreError
from core.vocabulary import RandomValue, opened_later
from net.dealer import protocol as p
from net.dealer.phases.base import Phase
from net.dealer.records import Cheat
from net.errors import WireError
from net.fair import group
from net.fair.commitments import JOINT_TAG, Opening, check_opening, joint_random, random_below
from net.fair.elgamal import public_deck
from net.fair.errors import FairPlayError, MalformedData
from net.fair.keys import KeyAnnouncement, joint_key, verify_key
from net.protocol.wire import decode

if TYPE_CHECKING:
    from net.dealer.phases.context import StepContext


def commitment(body: dict[str, Any], what: str) -> bytes:
    """The 32-byte commitment a ``{"c": ...}`` body carries (the first of commit-then-open)."""
    p.need(body, {"c"})
    if type(body["c"]) is not bytes or len(body["c"]) != 32:
        raise MalformedData(f"{what} is a 32-byte commitment")
    return body["c"]


@dataclass
class KeysPhase(Phase):
    """Every seat announces its public key with a proof of knowledge of its secret."""

    name: ClassVar[str] = "keys"

    @classmethod
    def plan(cls, r: StepContext) -> KeysPhase:
        return cls(None, {s: ["key"] for s in r.seats})

    def take_key(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"key"})
        r.publics[seat] = verify_key(KeyAnnouncement.from_wire(body["key"]), r.gid, seat)
        r.proofs_checked += 1

    intake: ClassVar = {"key": take_key}

    def finish(self, r: StepContext, before: Any) -> None:
        r.joint = joint_key([r.publics[s] for s in r.seats])
        r.cts = list(public_deck(r.game.initial_faces(r.initial), r.joint, r.table))
        r.shares[group.G] = dict(r.publics)  # x_i·G = h_i: r = 1 cards are public
        r.state = r.initial
        r.record(r.initial, setup=True)


@dataclass
class ActionPhase(Phase):
    """The awaited seat's action (its public form), with a commitment to a duel selection."""

    name: ClassVar[str] = "action"

    @classmethod
    def plan(cls, r: StepContext, pend: Any) -> ActionPhase:
        return cls(pend, {pend.seat: ["action"]})

    def take_action(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"action", "commit"})
        try:
            action = r.game.decode_action(body["action"])
        except CoreError as exc:
            raise MalformedData(f"seat {seat} sent an action that does not decode: {exc}") from exc
        commit = body["commit"]
        if opened_later(action) != (commit is not None):
            raise MalformedData("a commitment goes with exactly the committed public forms")
        if commit is not None and (type(commit) is not bytes or len(commit) != 32):
            raise MalformedData("a commitment is 32 bytes")
        before = r.state
        try:
            r.state = r.game.apply_action(before, seat, action)
        except CoreError as exc:
            raise Cheat(seat, "illegal", str(exc)) from exc
        if commit is not None:
            r.commits[seat] = (commit, r.step)
        r.record(before, seat=seat, action=action)

    intake: ClassVar = {"action": take_action}


@dataclass
class SimultaneousPhase(Phase):
    """Sealed simultaneous choices: every seat commits, then all open (V9-V10's pattern).

    Nobody's opening can be taken before every commitment is in, so nobody sees another's
    choice before sealing its own; the choices are applied in seat order once all are open.
    """

    name: ClassVar[str] = "simultaneous"
    commits: dict[int, bytes] = field(default_factory=dict)
    choices: dict[int, Any] = field(default_factory=dict)

    @classmethod
    def plan(cls, r: StepContext, pend: Any) -> SimultaneousPhase:
        return cls(pend, {s: ["scommit", "sreveal"] for s in pend.seats})

    def ready(self, seat: int, kind: str, r: StepContext) -> bool:
        return kind != "sreveal" or set(self.commits) == set(self.need)

    def take_commit(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        self.commits[seat] = commitment(body, "a sealed choice")

    def take_reveal(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        opening = open_choice(r, seat, body, self.commits[seat], p.SIMULTANEOUS_TAG)
        try:
            action = r.game.decode_action(decode(opening.payload, limit=p.MAX_ACTION_BYTES))
        except (CoreError, WireError) as exc:
            raise MalformedData(f"seat {seat}'s sealed choice does not decode: {exc}") from exc
        self.choices[seat] = check_choice(r, seat, action)

    intake: ClassVar = {"scommit": take_commit, "sreveal": take_reveal}

    def finish(self, r: StepContext, before: Any) -> None:
        apply_choices(r, self.choices)


def open_choice(
    r: StepContext, seat: int, body: dict[str, Any], commit: bytes, tag: bytes
) -> Opening:
    """The opening of ``seat``'s sealed choice, checked against its commitment ``commit``."""
    p.need(body, {"nonce", "action"})
    payload = body["action"]
    if type(payload) is not bytes or len(payload) > p.MAX_ACTION_BYTES:
        raise MalformedData(f"a sealed choice opens to at most {p.MAX_ACTION_BYTES} bytes")
    opening = Opening(body["nonce"], payload)
    check_opening(commit, tag, r.ctx(seat), opening)
    return opening


def check_choice(r: StepContext, seat: int, action: Any) -> Any:
    """``action`` if the seat may choose it now: every seat chose from this state (nothing is
    applied before all are open)."""
    try:
        r.game.apply_action(r.state, seat, action)
    except CoreError as exc:
        raise Cheat(seat, "illegal", str(exc)) from exc
    return action


def apply_choices(r: StepContext, choices: dict[int, Any]) -> None:
    """Every choice is open: applied in seat order, each recorded."""
    for seat in sorted(choices):
        before = r.state
        try:
            r.state = r.game.apply_action(before, seat, choices[seat])
        except CoreError as exc:
            raise Cheat(seat, "illegal", str(exc)) from exc
        r.record(before, seat=seat, action=choices[seat])


@dataclass
class RandomPhase(Phase):
    """A joint random value: every active seat commits to 32 bytes, then all reveal."""

    name: ClassVar[str] = "random"
    commits: dict[int, bytes] = field(default_factory=dict)
    reveals: dict[int, Opening] = field(default_factory=dict)

    @classmethod
    def plan(cls, r: StepContext, pend: Any) -> RandomPhase:
        return cls(pend, {s: ["rcommit", "rreveal"] for s in r.active})

    def ready(self, seat: int, kind: str, r: StepContext) -> bool:
        return kind != "rreveal" or set(self.commits) == set(self.need)

    def take_commit(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        self.commits[seat] = commitment(body, "a randomness commitment")

    def take_reveal(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        p.need(body, {"nonce", "value"})
        opening = Opening(body["nonce"], body["value"])
        check_opening(self.commits[seat], JOINT_TAG, r.ctx(seat), opening)
        if len(opening.payload) != 32:
            raise MalformedData("a random contribution is 32 bytes")
        self.reveals[seat] = opening

    intake: ClassVar = {"rcommit": take_commit, "rreveal": take_reveal}

    def finish(self, r: StepContext, before: Any) -> None:
        try:
            joint = joint_random(self.commits, self.reveals, r.gid, r.step)
        except FairPlayError as exc:
            raise Cheat(getattr(exc, "seat", None), "random", str(exc)) from exc
        r.apply(before, RandomValue(random_below(joint, self.pending.bound)), ())
