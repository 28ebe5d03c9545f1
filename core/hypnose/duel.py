"""The hypnotic duel (R11): face-down selections, reveal, Experts, resolution.

The totals and the result themselves are computed in ``core.hypnose.duel_tally``.
"""

from __future__ import annotations

from core.errors import IllegalAction, RuleViolation
from core.hypnose.actions import (
    Action,
    Attack,
    AttackCommit,
    Decision,
    Defend,
    DefendCommit,
    Pass,
    PlayExpert,
)
from core.hypnose.catalog import CardKind, Category, Effect
from core.hypnose.checks import distinct_in, known_hand, opponent_ok, revealed_kinds
from core.hypnose.duel_tally import outcome
from core.hypnose.payment import group_by_kind, multisets
from core.hypnose.state import Duel, State, Task
from core.hypnose.tasks import Op, decide, open_selection, reveal, task
from core.hypnose.zones import PER_SEAT, Zone, seat_zone
from core.view import View
from core.vocabulary import UNKNOWN, Family

# Plain names for the enum members used here (enum attribute lookups are slow on 3.11).
BOOST, DEFENSE, EXPERT = Category.BOOST, Category.DEFENSE, Category.EXPERT
STEAL_BOOK, EXTRA_DEFENSE_CARD = Effect.STEAL_BOOK, Effect.EXTRA_DEFENSE_CARD
_HAND, _DUEL, _DISCARD = (seat_zone(z, 0) for z in (Zone.HAND, Zone.DUEL, Zone.DISCARD))
_REMOVED, _PER_SEAT = int(Zone.REMOVED), PER_SEAT
_CHECK_SELECTION, _RESOLVE_DUEL = Op.CHECK_SELECTION, Op.RESOLVE_DUEL
_CHECK_EXPERT = Op.CHECK_EXPERT
_LOSE = Op.LOSE
_DEFEND_DECISION, _EXPERT_DECISION = Decision.DEFEND, Decision.EXPERT
_PASS = Pass()  # actions are immutable: one is enough


def under_way(state: State) -> bool:
    """A duel was declared and is not decided yet: the defender's choice or the resolution
    (R11 d) is still to come."""
    duel = state.duel
    if duel is None or not state.tasks:
        return False
    if state.tasks[0] == decide(duel.defender, Decision.DEFEND):
        return True
    return any(t.op is Op.RESOLVE_DUEL for t in state.tasks)


def eligible_opponents(state: State, seat: int) -> list[int]:
    """Opponents in play without a Target card (R11)."""
    targeted = state.targeted
    found = []
    for s in state.alive_seats():  # a loop: a comprehension is a call on Python 3.11
        if s != seat and not targeted[s]:
            found.append(s)
    return found


def act_duel(state: State, seat: int, action: Action, param: int) -> State:
    if isinstance(action, Pass):
        return state.popped()
    if isinstance(action, Attack):
        action = action.public()
    if not isinstance(action, AttackCommit):
        raise IllegalAction("duel/not_now", "attack an opponent or pass (R11)", seat)
    opponent_ok(state, seat, action.opponent, "duel")
    if state.targeted[action.opponent]:
        raise IllegalAction(
            "duel/targeted", f"seat {action.opponent} has a Target card (R11)", seat
        )
    if not 1 <= action.count <= len(state.hand(seat)):
        raise IllegalAction("duel/count", f"cannot attack with {action.count} cards", seat)
    targeted = list(state.targeted)
    targeted[action.opponent] = True  # R11: marked as soon as it is chosen
    state = state.popped().evolve(
        targeted=tuple(targeted),
        duel=Duel(seat, action.opponent, action.count),
    )
    return state.push(decide(action.opponent, _DEFEND_DECISION))


def act_defend(state: State, seat: int, action: Action, param: int) -> State:
    duel = state.duel
    assert duel is not None
    attacker = duel.attacker
    if isinstance(action, Pass):  # R11: declining; the attacker still reveals
        declined = Duel(
            attacker, duel.defender, duel.attack_count, -1, duel.attack_expert, duel.defense_expert
        )
        return state.evolve(
            duel=declined,
            tasks=(
                open_selection(attacker),
                task(_CHECK_SELECTION, attacker),
                task(_RESOLVE_DUEL),
                *state.tasks[1:],
            ),
        )
    if isinstance(action, Defend):
        action = action.public()
    if not isinstance(action, DefendCommit):
        raise IllegalAction("defend/not_now", "defend or decline (R11)", seat)
    if not 1 <= action.count <= len(state.hand(seat)):
        raise IllegalAction("defend/count", f"cannot defend with {action.count} cards", seat)
    defended = Duel(
        attacker,
        duel.defender,
        duel.attack_count,
        action.count,
        duel.attack_expert,
        duel.defense_expert,
    )
    return state.evolve(
        duel=defended,
        tasks=(
            open_selection(attacker),
            task(_CHECK_SELECTION, attacker),
            open_selection(seat),
            task(_CHECK_SELECTION, seat),
            decide(attacker, _EXPERT_DECISION),
            decide(seat, _EXPERT_DECISION),
            task(_RESOLVE_DUEL),
            *state.tasks[1:],
        ),
    )


def open_cards(state: State, seat: int, cards: tuple[int, ...], kinds: tuple[int, ...]) -> State:
    """An opened selection: the committed cards were in hand; they go face up (R11)."""
    duel = state.duel
    assert duel is not None
    count = duel.attack_count if seat == duel.attacker else duel.defense_count
    if len(cards) != count:
        raise RuleViolation("duel/count", f"committed {count} cards, opened {len(cards)}", seat)
    try:
        distinct_in(cards, state.hand(seat), "duel", seat)
    except IllegalAction as exc:
        raise RuleViolation(exc.code, str(exc), seat) from None
    offset = seat * _PER_SEAT
    state = state.move(cards, _HAND + offset, _DUEL + offset)
    return state.with_public(cards, kinds)


def selection_problem(kinds: list[CardKind], attacking: bool) -> str | None:
    """R11: what an attack or defense may hold."""
    extra = BOOST if attacking else DEFENSE
    scholars = extras = 0
    doubled = False  # a Defense card allowing one more (not cumulative)
    for k in kinds:  # one loop: no generators (this runs for every selection offered)
        if k.is_scholar:
            scholars += 1
        elif k.category is extra:
            extras += 1
            if k.effect is EXTRA_DEFENSE_CARD:
                doubled = True
    if scholars + extras != len(kinds):
        return f"only Books, Courses and a {extra.value} card may be played"
    if scholars < 1:
        return "at least one Book or Course is needed"
    allowed = 2 if doubled and not attacking else 1
    if extras > allowed:
        return f"at most {allowed} {extra.value} card(s)"
    return None


def check_selection(state: State, t: Task) -> State:
    (seat,) = t.args
    duel = state.duel
    assert duel is not None
    cards = state.zones[_DUEL + seat * _PER_SEAT]
    kinds = revealed_kinds(state, cards, seat, "duel")
    problem = selection_problem(kinds, seat == duel.attacker)
    if problem:
        raise RuleViolation("duel/selection", problem, seat)
    return state


def act_expert(state: State, seat: int, action: Action, param: int) -> State:
    if isinstance(action, Pass):
        return state.popped()
    if not isinstance(action, PlayExpert):
        raise IllegalAction("expert/not_now", "play an Expert or pass (R11)", seat)
    distinct_in((action.card,), state.hand(seat), "expert", seat)
    offset = seat * _PER_SEAT
    state = state.move((action.card,), _HAND + offset, _DUEL + offset)
    return state.popped_push(
        reveal((action.card,)), task(_CHECK_EXPERT, seat, handles=(action.card,))
    )


def check_expert(state: State, t: Task) -> State:
    (seat,) = t.args
    (card,) = t.handles
    (kind,) = revealed_kinds(state, t.handles, seat, "expert")
    if kind.category is not EXPERT:
        raise RuleViolation("expert/not_expert", f"{kind.name} is not an Expert", seat)
    duel = state.duel
    assert duel is not None
    a, d, ac, dc, ae, de = (
        duel.attacker,
        duel.defender,
        duel.attack_count,
        duel.defense_count,
        duel.attack_expert,
        duel.defense_expert,
    )
    if seat == a:
        return state._with("duel", Duel(a, d, ac, dc, card, de))
    return state._with("duel", Duel(a, d, ac, dc, ae, card))


def _expert(state: State, handle: int) -> Effect | None:
    return None if handle == UNKNOWN else state.catalog[state.public[handle]].effect


def resolve_duel(state: State, t: Task) -> State:
    """R11 (d): compare totals, the loser loses resistance, cards go to the discard piles."""
    duel = state.duel
    assert duel is not None
    result = outcome(state, _expert(state, duel.attack_expert), _expert(state, duel.defense_expert))
    state = _discard_duel_cards(state, duel, result.winner, result.loser, result.winner_effect)
    if result.loss <= 0:
        return state
    return state.push(task(_LOSE, result.loser, result.loss, result.winner))


def _discard_duel_cards(
    state: State, duel: Duel, winner: int, loser: int, winner_effect: Effect | None
) -> State:
    """Experts leave the game; the rest go to their owners' discard piles (R11)."""
    stolen: tuple[int, ...] = ()
    if winner >= 0 and winner_effect is STEAL_BOOK:
        scholars = [h for h in state.zone(Zone.DUEL, loser) if state.public_kind(h).is_scholar]
        if scholars:
            best = max(scholars, key=lambda h: (_worth(state.public_kind(h)), -h))
            stolen = (best,)
            state = state.move(
                stolen, seat_zone(Zone.DUEL, loser), seat_zone(Zone.DISCARD, winner), bottom=False
            )
    # In one copy of the zones: each duel zone's Experts to the removed cards, the rest on top
    # of the owner's discard pile.
    zones = list(state.zones)
    experts = (duel.attack_expert, duel.defense_expert)
    for seat in (duel.attacker, duel.defender):
        zone = _DUEL + seat * _PER_SEAT
        cards = zones[zone]
        if not cards:
            continue
        gone = []
        for h in cards:  # a loop: a comprehension is a call on Python 3.11
            if h in experts:
                gone.append(h)
        if gone:
            zones[_REMOVED] += tuple(gone)
            cards = tuple([h for h in cards if h not in experts])
        discard = _DISCARD + seat * _PER_SEAT
        zones[discard] = cards + zones[discard]
        zones[zone] = ()
    return state._with("zones", tuple(zones))


def _worth(kind: CardKind) -> int:
    return kind.attack + kind.defense


# --- legal actions ------------------------------------------------------------------------------


def _selections(view: View, extra: Category) -> list[tuple[int, ...]]:
    """Every legal face-down selection by kinds: Books/Courses plus allowed extras (R11)."""
    # (loops, not comprehensions: each of those is a function call on Python 3.11)
    hand = known_hand(view)
    scholar_cards, extra_cards = [], []
    for card in hand:
        kind = card[1]
        if kind.is_scholar:
            scholar_cards.append(card)
        elif kind.category is extra:
            extra_cards.append(card)
    scholars = group_by_kind(scholar_cards)
    if not scholars:
        return []
    extras = group_by_kind(extra_cards)
    kind_of = dict(hand)
    some_book = scholars[0][0]
    attacking = extra is BOOST
    extra_sets = []
    for c in multisets(extras):
        chosen = [some_book]
        for h in c:
            chosen.append(kind_of[h])
        if selection_problem(chosen, attacking) is None:
            extra_sets.append(c)
    selections = []
    for b in multisets(scholars):
        if b:
            for e in extra_sets:
                selections.append(b + e)
    return selections


def legal_duel(view: View) -> list[Action | Family]:
    """Pass, then an attack with each selection on each eligible opponent (opponent by
    opponent): a family built only when asked for, whose parts are (opponents, selections)."""
    selections = _selections(view, BOOST)
    opponents = eligible_opponents(view.state, view.seat)
    if not selections or not opponents:
        return [_PASS]
    width = len(selections)

    def build() -> list[Attack]:
        return [Attack(opponent, s) for opponent in opponents for s in selections]

    def item(index: int) -> Attack:
        return Attack(opponents[index // width], selections[index % width])

    parts = (opponents, selections)
    return [_PASS, Family(Attack, width * len(opponents), build, item, lambda: parts)]


def legal_defend(view: View) -> list[Action]:
    actions: list[Action] = [_PASS]
    for s in _selections(view, DEFENSE):
        actions.append(Defend(s))
    return actions


def legal_expert(view: View) -> list[Action]:
    seen: dict[int, int] = {}
    for h, kind in known_hand(view):
        if kind.category is EXPERT:
            seen.setdefault(kind.index, h)
    actions: list[Action] = [_PASS]
    for h in seen.values():
        actions.append(PlayExpert(h))
    return actions
