"""A time slot of a real-time game (V9-V10): two signed messages per seat, and its joint value.

A game that runs in slots says so with ``game.slot(state)`` (the slot a state waits for). Each
slot is one simultaneous decision of the seats still in; here it takes two messages per seat:

- the commitment C_t = H(tag, game, step, seat, [round, slot, action], nonce) (``slot_commit``),
  which its seat's session sends when its slot clock says so;
- the opening (``slot_open``: the committed payload and the 32-byte nonce), which a seat sends,
  and every replica takes, only once every commitment of the slot is held.

So nobody sees anything of another seat's slot before its own commitment is sealed: a seat that
waits sees commitments only. When every opening is in, the choices are applied in seat order
and, if the game then asks for a random value (the slot's R_t, V10), it is H(every nonce of the
slot, in seat order), checked against the commitments like any joint coin and costing no
message more. A seat that opens something else than it committed fails ``check_opening``: its
signed commitment and opening are the cheating proof. A seat that never opens times out under
the platform's rule; the step is void and the slot is chosen again, with fresh nonces, by the
seats still in, so no value computable from the openings already out is ever used.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from core.errors import CoreError
from core.vocabulary import RandomStep, RandomValue
from net.dealer import protocol as p
from net.dealer.phases.base import Phase
from net.dealer.phases.choices import apply_choices, check_choice, commitment, open_choice
from net.errors import WireError
from net.fair.challenges import frame
from net.fair.commitments import random_below
from net.fair.errors import MalformedData
from net.protocol.verdicts import SLOT_KINDS
from net.protocol.wire import decode

if TYPE_CHECKING:
    from net.dealer.phases.context import StepContext

SLOT_TAG = b"hypnose/fair/v1/slot-choice"
SLOT_VALUE_TAG = b"hypnose/fair/v1/slot-value"
COMMIT, OPEN = sorted(SLOT_KINDS)


def runs_in_slots(r: StepContext) -> bool:
    """Whether the game's pending simultaneous decision is a time slot."""
    slot = getattr(r.game, "slot", None)
    return slot is not None and slot(r.state) is not None


def slot_payload(round_: int, slot: int, action: Any) -> list[Any]:
    """What a slot commitment binds besides its context: the scramble, the slot, the action."""
    return [round_, slot, action]


def slot_value(game_id: bytes, step: int, nonces: dict[int, bytes]) -> bytes:
    """R_t: SHA-256 of the slot's nonces in seat order (V10), framed with the game and step."""
    digest = hashlib.sha256(frame(SLOT_VALUE_TAG) + frame(game_id) + frame(step))
    for seat in sorted(nonces):
        digest.update(frame(seat) + nonces[seat])
    return digest.digest()


@dataclass
class SlotPhase(Phase):
    """One slot: every seat still in commits, then all open; then R_t (see the module)."""

    name: ClassVar[str] = "slot"
    commits: dict[int, bytes] = field(default_factory=dict)
    nonces: dict[int, bytes] = field(default_factory=dict)
    choices: dict[int, Any] = field(default_factory=dict)

    @classmethod
    def plan(cls, r: StepContext, pend: Any) -> SlotPhase:
        return cls(pend, {s: [COMMIT, OPEN] for s in pend.seats})

    def ready(self, seat: int, kind: str, r: StepContext) -> bool:
        return kind != OPEN or set(self.commits) == set(self.need)

    def take_commit(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        self.commits[seat] = commitment(body, "a slot commitment")

    def take_open(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        opening = open_choice(r, seat, body, self.commits[seat], SLOT_TAG)
        try:
            data = decode(opening.payload, limit=p.MAX_ACTION_BYTES)
        except WireError as exc:
            raise MalformedData(f"seat {seat}'s slot choice does not decode: {exc}") from exc
        where = [r.game.turns_played(r.state), r.game.slot(r.state)]  # type: ignore[attr-defined]
        if type(data) is not list or len(data) != 3 or data[:2] != where:
            raise MalformedData(f"seat {seat}'s slot choice is not for round and slot {where}")
        try:
            action = r.game.decode_action(data[2])
        except CoreError as exc:
            raise MalformedData(f"seat {seat}'s slot choice does not decode: {exc}") from exc
        self.choices[seat] = check_choice(r, seat, action)
        self.nonces[seat] = opening.nonce

    intake: ClassVar = {COMMIT: take_commit, OPEN: take_open}

    def finish(self, r: StepContext, before: Any) -> None:
        apply_choices(r, self.choices)
        pend = r.game.pending(r.state)
        if isinstance(pend, RandomStep):  # the slot's R_t (V10)
            joint = slot_value(r.gid, r.step, self.nonces)
            r.apply(r.state, RandomValue(random_below(joint, pend.bound)), ())
