"""Building and driving rule situations for the rule tests.

``rig(...)`` deals a real game (``Table.deal``) and runs the dealer to the first decision, then
rearranges the cards into the situation a test describes, e.g.::

    r = rig(hands={0: ["value-3", "value-2", "primer"]}, market=["grimoire", ...])

Every rearranged handle gets a new epoch, so old knowledge stops matching; the dealer's truth,
the public faces (market, discard piles and removed cards face up; everything else face down)
and each seat's knowledge of its own hand are set consistently. The active seat's turn then
starts afresh at the decision ``at``. ``Rig.act`` applies an action and lets the dealer serve
until a seat must decide again, as a real table would.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pytest

from core.errors import IllegalAction
from core.hypnose.actions import Action, Attack, Decision, Defend, Pass, PlayExpert, Refresh
from core.hypnose.engine import advance, pending
from core.hypnose.game import HypnoseGame
from core.hypnose.legal import LegalActions, legal_actions
from core.hypnose.state import Settings, State, Task, defense_modifier, state_hash
from core.hypnose.tasks import Op, decision_of, task
from core.hypnose.turn import start_turn
from core.hypnose.zones import Zone, seat_zone
from core.play import Table
from core.view import Knowledge, View
from core.vocabulary import UNKNOWN, AwaitAction, DealerResult, DealerStep
from resources import load_catalog

CATALOG = load_catalog()
GAME = HypnoseGame(CATALOG)
HAND, DRAW, DISCARD, DUEL, LOOK = Zone.HAND, Zone.DRAW, Zone.DISCARD, Zone.DUEL, Zone.LOOK
BASIC, MARKET, EXPERTS, REMOVED = Zone.BASIC, Zone.MARKET, Zone.EXPERTS, Zone.REMOVED
FACE_UP_SEAT_ZONES = (Zone.DISCARD,)


def kind(card_id: str) -> int:
    """The catalog index of a card id such as ``"value-3"``."""
    return CATALOG.by_id(card_id).index


def card_id(kind_index: int) -> str:
    return CATALOG[kind_index].id


def deal(players: int = 2, seed: int | str = 0, start_resistance: int = 12) -> Table:
    """A real game, dealt and served up to the first decision; without turn-order compensation
    (R21, which tests/core/test_compensation.py covers), so that every seat starts where R5 says."""
    table = Table.deal(GAME, Settings(players, start_resistance, compensation="none"), seed)
    table.run_dealer()
    return table


def decisions(
    bot: str, players: int, seed: int, steps: int = 600
) -> Iterable[tuple[View, LegalActions, Decision]]:
    """Every decision of one seeded game between bots of one kind (the game's default
    settings), as (the deciding seat's view, its legal actions, the decision); the bot's choice
    is played after each."""
    table = Table.deal(GAME, GAME.settings({"players": players}), seed)
    bots = [GAME.bots[bot](f"{seed}/{s}") for s in range(players)]
    for _ in range(steps):
        table.run_dealer()
        waiting = GAME.pending(table.state)
        if not hasattr(waiting, "seat"):
            return
        view = table.view(waiting.seat)
        legal = GAME.legal_actions(view)
        yield view, legal, waiting.decision
        table.act(waiting.seat, bots[waiting.seat].choose(view, legal))


@dataclass
class Rig:
    """A table plus small conveniences for reading cards and driving the game."""

    table: Table

    # --- reading ------------------------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.table.state

    @property
    def truth(self) -> list[int]:
        return self.table.dealer.truth

    @property
    def pending(self) -> object:
        return pending(self.state)

    def zone(self, kind_: Zone, seat: int | None = None) -> tuple[int, ...]:
        return self.state.zone(kind_, seat)

    def ids(self, handles: Iterable[int]) -> list[str]:
        """The true card ids of ``handles`` (in order)."""
        return [card_id(self.truth[h]) for h in handles]

    def zone_ids(self, kind_: Zone, seat: int | None = None) -> list[str]:
        return self.ids(self.zone(kind_, seat))

    def hand(self, seat: int) -> tuple[int, ...]:
        return self.state.hand(seat)

    def hand_ids(self, seat: int) -> list[str]:
        """The ids in ``seat``'s hand, sorted (a hand has no meaningful order)."""
        return sorted(self.ids(self.hand(seat)))

    def pick(self, zone_index: int, ids: Sequence[str]) -> tuple[int, ...]:
        """Distinct handles of zone ``zone_index`` holding these card ids, in the order given."""
        taken: list[int] = []
        for wanted in ids:
            for h in self.state.zones[zone_index]:
                if h not in taken and self.truth[h] == kind(wanted):
                    taken.append(h)
                    break
            else:
                raise AssertionError(f"no {wanted!r} left in zone {zone_index}")
        return tuple(taken)

    def cards(self, seat: int, *ids: str) -> tuple[int, ...]:
        """Distinct handles in ``seat``'s hand holding these ids."""
        return self.pick(seat_zone(HAND, seat), ids)

    def card(self, seat: int, card_id_: str) -> int:
        return self.cards(seat, card_id_)[0]

    def market(self, card_id_: str) -> int:
        return self.pick(MARKET, [card_id_])[0]

    def view(self, seat: int) -> View:
        return self.table.view(seat)

    def legal(self, seat: int) -> LegalActions:
        return legal_actions(self.view(seat))

    def is_legal(self, seat: int, action: Action) -> bool:
        return action in self.legal(seat)

    def awaiting(self) -> tuple[int, Decision]:
        step = self.pending
        assert isinstance(step, AwaitAction), step
        return step.seat, step.decision

    # --- driving ------------------------------------------------------------------------------

    def act(self, seat: int, action: Action) -> list[tuple[DealerStep, DealerResult]]:
        """Apply ``seat``'s action, then let the dealer serve until a seat decides again."""
        self.table.act(seat, action)
        return self.table.run_dealer()

    def refuse(self, seat: int, action: Action, code: str | None = None) -> IllegalAction:
        """The action is refused with IllegalAction (``code`` if given); nothing changed."""
        before, digest = self.state, state_hash(self.state)
        with pytest.raises(IllegalAction) as caught:
            self.table.act(seat, action)
        self.table.dealer.secrets.clear()  # a refused Attack/Defend leaves no secret behind
        assert self.state is before
        assert state_hash(self.state) == digest
        if code is not None:
            assert caught.value.code == code, caught.value
        assert caught.value.seat == seat
        return caught.value

    def end_turn(self, seat: int) -> None:
        """Finish ``seat``'s turn the quickest legal way: R7.1 Refresh with one card."""
        assert self.awaiting() == (seat, Decision.BUY)
        self.act(seat, Refresh(self.hand(seat)[:1]))

    def pass_until(self, seat: int, decision: Decision) -> None:
        """Pass the awaited decisions until ``seat`` is asked for ``decision``."""
        while self.awaiting() != (seat, decision):
            who, _ = self.awaiting()
            self.act(who, Pass())

    def duel(
        self,
        attack: Sequence[str],
        defend: Sequence[str] | None,
        *,
        opponent: int = 1,
        attack_expert: str | None = None,
        defend_expert: str | None = None,
    ) -> None:
        """A whole duel from the active seat's DUEL decision (``defend=None`` declines)."""
        attacker = self.state.active
        assert self.awaiting() == (attacker, Decision.DUEL)
        self.act(attacker, Attack(opponent, self.cards(attacker, *attack)))
        if defend is None:
            self.act(opponent, Pass())
            return
        self.act(opponent, Defend(self.cards(opponent, *defend)))
        for seat, expert in ((attacker, attack_expert), (opponent, defend_expert)):
            assert self.awaiting() == (seat, Decision.EXPERT)
            self.act(seat, PlayExpert(self.card(seat, expert)) if expert else Pass())


def rig(
    players: int = 2,
    seed: int | str = 0,
    *,
    active: int = 0,
    at: Decision | tuple[Decision, int] = Decision.BUY,
    hands: dict[int, Sequence[str]] | None = None,
    draws: dict[int, Sequence[str]] | None = None,
    discards: dict[int, Sequence[str]] | None = None,
    market: Sequence[str] | None = None,
    basic: Sequence[str] = (),
    experts: Sequence[str] = (),
    resistance: Sequence[int] | None = None,
    bank: Sequence[int] | None = None,
    targeted: Sequence[bool] | None = None,
    start_resistance: int = 12,
) -> Rig:
    """A dealt game rearranged into a situation (see the module docstring).

    ``hands``, ``draws`` (top first), ``discards`` (top first) and ``market`` give a zone's
    exact contents; ``basic`` and ``experts`` the top of those stacks (the rest stays). Zones not
    named keep their dealt cards. Cards come from the released zones and the stacks; when no card
    of a kind is left, a spare handle is rewritten to that kind (only the dealer's truth says what
    a face-down handle is, so the game cannot tell). The Defense Modifiers follow from
    ``resistance`` (R16).
    """
    table = deal(players, seed, start_resistance)
    state = table.state
    truth = list(table.dealer.truth)
    zones = [list(z) for z in state.zones]

    exact: dict[int, Sequence[str]] = {}
    for seat, ids in (hands or {}).items():
        exact[seat_zone(HAND, seat)] = ids
    for seat, ids in (draws or {}).items():
        exact[seat_zone(DRAW, seat)] = ids
    for seat, ids in (discards or {}).items():
        exact[seat_zone(DISCARD, seat)] = ids
    if market is not None:
        exact[int(MARKET)] = market
    prefix = {int(BASIC): basic, int(EXPERTS): experts}

    released: list[int] = [h for z in exact for h in zones[z]]
    for z in exact:
        zones[z] = []

    def take(kind_index: int) -> int:
        """A handle of this kind from the released cards or the stacks, else a rewritten one."""
        for h in released:
            if truth[h] == kind_index:
                released.remove(h)
                return h
        for z in (int(REMOVED), int(BASIC), int(EXPERTS)):
            for h in reversed(zones[z]):
                if truth[h] == kind_index:
                    zones[z].remove(h)
                    return h
        spare = released.pop() if released else zones[int(BASIC)].pop()
        truth[spare] = kind_index
        return spare

    placed = {z: [take(kind(i)) for i in ids] for z, ids in exact.items()}
    tops = {z: [take(kind(i)) for i in ids] for z, ids in prefix.items()}
    for z, handles in placed.items():
        zones[z] = handles
    for z, handles in tops.items():
        zones[z] = handles + zones[z]
    zones[int(REMOVED)].extend(released)

    face_up = {int(MARKET), int(REMOVED)} | {
        seat_zone(kind_, s) for s in range(players) for kind_ in FACE_UP_SEAT_ZONES
    }
    public = [UNKNOWN] * len(truth)
    for z in face_up:
        for h in zones[z]:
            public[h] = truth[h]

    def per_seat(values: Sequence | None, default: tuple) -> tuple:
        if values is None:
            return default
        assert len(values) == players
        return tuple(values)

    resistance = per_seat(resistance, state.resistance)
    state = state.evolve(
        zones=tuple(tuple(z) for z in zones),
        epochs=tuple(e + 1 for e in state.epochs),
        public=tuple(public),
        resistance=resistance,
        modifier=tuple(defense_modifier(r) for r in resistance),
        bank=per_seat(bank, state.bank),
        targeted=per_seat(targeted, state.targeted),
        duel=None,
    )
    state = start_turn(state.evolve(active=active, tasks=()), task(Op.START_TURN))
    state = state.evolve(tasks=_from_decision(state.tasks, at))
    table.dealer.truth[:] = truth
    table.dealer.secrets.clear()
    table.knowledge = [Knowledge(s) for s in range(players)]
    for s in range(players):
        hand = state.hand(s)
        table.knowledge[s].learn(state, hand, [truth[h] for h in hand])
    table.state = advance(state)
    table.run_dealer()
    return Rig(table)


def _from_decision(
    tasks: tuple[Task, ...], at: Decision | tuple[Decision, int]
) -> tuple[Task, ...]:
    """The turn's tasks from the first ``decide`` of ``at`` on (earlier phases skipped)."""
    decision, param = at if isinstance(at, tuple) else (at, None)
    for index, entry in enumerate(tasks):
        if entry.op is not Op.DECIDE:
            continue
        _, wanted, p = decision_of(entry)
        if wanted is decision and (param is None or p == param):
            return tasks[index:]
    raise AssertionError(f"no {decision} in the turn's tasks")


def count_steps(served: Iterable[tuple[DealerStep, DealerResult]], kind_: type) -> int:
    return sum(1 for step, _ in served if isinstance(step, kind_))


__all__ = [
    "BASIC",
    "CATALOG",
    "DISCARD",
    "DRAW",
    "DUEL",
    "EXPERTS",
    "HAND",
    "LOOK",
    "MARKET",
    "REMOVED",
    "Rig",
    "card_id",
    "count_steps",
    "deal",
    "kind",
    "rig",
    "seat_zone",
]
