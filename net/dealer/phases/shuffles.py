"""Steps that shuffle hidden cards: zones shuffled by every seat, side by side, and a private
reorder by one seat.

The game's consecutive shuffles of disjoint zones (the deal at the start: every draw pile and
the stacks) are one dealer step, each zone at its own step number (``Phase.span``). Every
active seat shuffles every zone, one message each, but each zone starts with another seat
(zone i with the i-th active seat, then the rest in seat order), so the seats work on different
zones at once. A seat shuffles its zones in a fixed order (those it starts first, larger zones
first, then those it is second for, ...), each as soon as the seat before it in that zone has.

A seat builds on its input as soon as that arrives, before anyone has checked its proof: the
Terelius–Wikström proofs of the step are judged at its end, in the order the shuffles were
taken, before any decryption share of these zones can be asked for. A peer checks them while
it waits (``idle``), so the verdicts cost nothing on the way: a zone's proofs together once
every seat has shuffled it (one shuffle's output is the next one's input, and one batch
multiplies each shared point once), what is left at the end of the step; a bad proof names
its shuffler whichever message ends the step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from core.vocabulary import Reordered, Shuffled, ShuffleStep
from net.dealer import protocol as p
from net.dealer.phases.base import Phase
from net.dealer.records import Cheat, ShuffleRecord
from net.dealer.steps import check_name, check_shuffle_fits
from net.fair.challenges import Context
from net.fair.elgamal import Ciphertext, deck_from_wire
from net.fair.errors import FairPlayError, MalformedData
from net.fair.shuffle import ShuffleProof
from net.fair.shuffle_check import verify_shuffles

if TYPE_CHECKING:
    from net.dealer.phases.context import StepContext


@dataclass
class Zone:
    """One zone's shuffle in a step: the game's step, the deck as it stands, who is next."""

    pending: Any
    deck: tuple[Ciphertext, ...]
    order: list[int]


@dataclass
class Unchecked:
    """A shuffle taken before its proof was checked, and the verdict once it is."""

    record: ShuffleRecord
    proof: ShuffleProof
    ctx: Context
    zone: int = 0
    """The zone (index in the step) it shuffles."""
    error: FairPlayError | None = None
    checked: bool = False


@dataclass
class ShufflePhase(Phase):
    """Every active seat permutes and re-randomizes every zone of the step, one message each:
    the output deck and its Terelius–Wikström proof."""

    name: ClassVar[str] = "shuffle"
    zones: list[Zone] = field(default_factory=list)
    todo: dict[int, list[int]] = field(default_factory=dict)
    """Seat -> the zones (indices) it shuffles, in the order it sends them."""
    unchecked: list[Unchecked] = field(default_factory=list)

    @classmethod
    def make(cls, r: StepContext, pend: Any) -> ShufflePhase:
        active = list(r.active)
        zones = []
        for i, step in enumerate(batch(r, pend)):
            deck = tuple(r.cts[h] for h in step.handles)
            if deck:
                check_shuffle_fits(len(deck))
            first = i % len(active)
            zones.append(Zone(step, deck, active[first:] + active[:first] if deck else []))
        todo = {s: sorted((i for i, z in enumerate(zones) if s in z.order),
                          key=lambda i: (zones[i].order.index(s), -len(zones[i].deck), i))
                for s in active}  # fmt: skip
        return cls(pend, {s: ["shuffle"] * len(todo[s]) for s in active if todo[s]}, zones, todo)

    @property
    def span(self) -> int:
        return max(1, len(self.zones))

    def next_zone(self, seat: int) -> int:
        """The zone ``seat`` shuffles next."""
        return self.todo[seat][0]

    def debt_step(self, r: StepContext, seat: int) -> int:
        todo = self.todo.get(seat)
        return r.step + todo[0] if todo else r.step

    def ready(self, seat: int, kind: str, r: StepContext) -> bool:
        todo = self.todo.get(seat)
        return bool(todo) and self.zones[todo[0]].order[0] == seat

    def zone_ctx(self, r: StepContext, seat: int, zone: int) -> Context:
        """Where seat's shuffle of ``zone`` belongs: the zone's own step number."""
        return Context(r.gid, r.step + zone, seat)

    def take_shuffle(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        """A shuffle message: the output deck and its proof, kept to be checked at the end of
        the step (unless it is our own)."""
        p.need(body, {"out", "proof"})
        i = self.todo[seat][0]
        ctx = self.zone_ctx(r, seat, i)
        if body["step"] != ctx.step:
            raise MalformedData(f"seat {seat} shuffles the zone of step {ctx.step} next")
        zone = self.zones[i]
        if seat == r.own_seat:  # made and signed by this peer: its points are not parsed again
            out = own_deck(body["out"], len(zone.deck))
        else:
            out = deck_from_wire(body["out"], expected=len(zone.deck))
            proof = ShuffleProof.from_wire(body["proof"], len(zone.deck))
        record = ShuffleRecord(ctx.step, seat, zone.deck, out, reorder=self.name == "reorder")
        r.shuffles.append(record)
        if seat != r.own_seat:
            self.unchecked.append(Unchecked(record, proof, ctx, i))
        zone.deck = out
        zone.order.pop(0)
        self.todo[seat].pop(0)

    intake: ClassVar = {"shuffle": take_shuffle}

    def idle(self, r: StepContext) -> None:
        """Check the proofs taken so far of the zones every seat has shuffled (the verdicts
        wait for the end of the step)."""
        self._check(r, complete=True)

    def judge(self, r: StepContext) -> None:
        """Every proof of the step checked: the first bad one, in the order taken, convicts."""
        self._check(r, complete=False)
        for item in self.unchecked:
            if item.error is not None:
                raise Cheat(item.record.seat, check_name(item.error), str(item.error))

    def _check(self, r: StepContext, complete: bool) -> None:
        """Check the proofs not checked yet (only those of complete zones if asked) together:
        the shuffles of one zone share their decks, and all share the proofs' generators, so
        one batch costs less than each apart (``verify_shuffles``)."""
        todo = [item for item in self.unchecked if not item.checked
                and not (complete and self.zones[item.zone].order)]  # fmt: skip
        if not todo:
            return
        claims = [(i.record.inp, i.record.out, i.proof, i.ctx) for i in todo]
        for item, error in zip(todo, verify_shuffles(claims, r.joint), strict=True):  # type: ignore[arg-type]
            item.error = error
            item.checked = True
            r.proofs_checked += 1

    def finish(self, r: StepContext, before: Any) -> None:
        self.judge(r)
        for zone in self.zones:
            for h, ct in zip(zone.pending.handles, zone.deck, strict=True):
                r.cts[h] = ct
            r.apply(r.state, Shuffled(), zone.deck)


def own_deck(data: Any, expected: int) -> tuple[Ciphertext, ...]:
    """The output deck of this peer's own shuffle message, as it encoded it (``deck_to_wire``):
    the shape is checked, the points are not validated again (nobody else can sign as this
    seat). Its proof is not even read: a peer does not check its own shuffles."""
    if type(data) is not list or len(data) != expected:
        raise MalformedData(f"own shuffle of {expected} cards sent {type(data).__name__}")
    if any(type(ct) is not list or len(ct) != 2 or not all(type(x) is bytes for x in ct)
           for ct in data):  # fmt: skip
        raise MalformedData("own shuffle output is not a list of point pairs")
    return tuple(Ciphertext(a, b) for a, b in data)


def batch(r: StepContext, pend: ShuffleStep) -> list[ShuffleStep]:
    """``pend`` and the shuffles the game asks for right after it, while their zones are
    disjoint (a shuffle's result carries nothing, so the game's next step is known)."""
    steps, taken, state = [pend], set(pend.handles), r.state
    while True:
        state = r.game.apply_dealer(state, Shuffled())
        after = r.game.pending(state)
        if not isinstance(after, ShuffleStep) or taken & set(after.handles):
            return steps
        steps.append(after)
        taken |= set(after.handles)


@dataclass
class ReorderPhase(ShufflePhase):
    """A seat puts cards in an order only it knows: a shuffle by that seat alone, with proof."""

    name: ClassVar[str] = "reorder"

    @classmethod
    def make(cls, r: StepContext, pend: Any) -> ShufflePhase:
        deck = tuple(r.cts[h] for h in pend.handles)
        if not deck:
            return cls(pend, {})
        check_shuffle_fits(len(deck))
        return cls(pend, {pend.seat: ["reorder"]}, [Zone(pend, deck, [pend.seat])],
                   {pend.seat: [0]})  # fmt: skip

    def take_reorder(self, r: StepContext, seat: int, body: dict[str, Any]) -> None:
        self.take_shuffle(r, seat, body)
        inp, out = r.shuffles[-1].inp, r.shuffles[-1].out
        if all(r.knows(ct.a, seat) for ct in inp):
            for ct in out:
                r.reorder_known[ct.a] = seat

    intake: ClassVar = {"reorder": take_reorder}

    def finish(self, r: StepContext, before: Any) -> None:
        self.judge(r)
        step = self.pending
        deck = self.zones[0].deck if self.zones else ()
        for h, ct in zip(step.handles, deck, strict=True):
            r.cts[h] = ct
        kinds = r.private(step, deck) if r.private else None
        ref = (step.seat, sum(1 for s in r.shuffles if s.seat == step.seat and s.reorder) - 1)
        r.apply(before, Reordered(kinds), deck, ref)
