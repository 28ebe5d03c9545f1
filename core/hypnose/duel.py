"""The hypnotic duel (R11): face-down selections, reveal, Experts, resolution."""

from __future__ import annotations

from dataclasses import dataclass

from core.errors import IllegalAction, RuleViolation
from core.frozen import fast_init
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
from core.hypnose.payment import group_by_kind, multisets
from core.hypnose.state import Duel, State, Task
from core.hypnose.tasks import Op, decide, open_selection, reveal, task
from core.hypnose.zones import PER_SEAT, Zone, seat_zone
from core.view import View
from core.vocabulary import UNKNOWN, Family

# Plain names for the enum members used here (enum attribute lookups are slow on 3.11).
BOOST, DEFENSE, EXPERT = Category.BOOST, Category.DEFENSE, Category.EXPERT
CANCEL_EXPERT, DOUBLE_BOOKS = Effect.CANCEL_EXPERT, Effect.DOUBLE_BOOKS
EXTRA_LOSS, MAX_LOSS_ONE = Effect.EXTRA_LOSS, Effect.MAX_LOSS_ONE
NEUTRALIZE, NO_LOSS = Effect.NEUTRALIZE, Effect.NO_LOSS
OPPONENT_LOSES_TWO, PLUS_FIVE = Effect.OPPONENT_LOSES_TWO, Effect.PLUS_FIVE
PLUS_THREE_SHIELD, STEAL_BOOK = Effect.PLUS_THREE_SHIELD, Effect.STEAL_BOOK
EXTRA_DEFENSE_CARD = Effect.EXTRA_DEFENSE_CARD
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
    return [s for s in state.alive_seats() if s != seat and not state.targeted[s]]


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
    scholars = sum(1 for k in kinds if k.is_scholar)
    extra = BOOST if attacking else DEFENSE
    extras = [k for k in kinds if k.category is extra]
    if scholars + len(extras) != len(kinds):
        return f"only Books, Courses and a {extra.value} card may be played"
    if scholars < 1:
        return "at least one Book or Course is needed"
    allowed = 1
    if not attacking and any(k.effect is EXTRA_DEFENSE_CARD for k in extras):
        allowed = 2  # "one additional Defense card (not cumulative)"
    if len(extras) > allowed:
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


@fast_init
@dataclass(frozen=True, slots=True)
class Outcome:
    """A duel's result: totals, winner and loser (-1 on a tie), and the resistance lost."""

    attack: int
    defense: int
    winner: int
    loser: int
    loss: int
    winner_effect: Effect | None


@dataclass(frozen=True, slots=True)
class ExpertStep:
    """One Expert of a duel, in the order it acts (R11 c): whose it is, whether the other
    side's Expert cancelled it, and both totals once it has acted."""

    seat: int
    effect: Effect
    cancelled: bool
    attack: int
    defense: int


def outcome(
    state: State, attack_expert: Effect | None = None, defense_expert: Effect | None = None
) -> Outcome:
    """R11 (c, d) on the face-up duel cards; Experts given as effects (bots try them out)."""
    duel = state.duel
    assert duel is not None
    a, d = duel.attacker, duel.defender
    experts = (duel.attack_expert, duel.defense_expert)
    attack_cards = _duel_cards(state, a, experts)
    defense_cards = _duel_cards(state, d, experts)
    declined = duel.defense_count < 0
    return settle(a, d, attack_cards, defense_cards, state.modifier[d], declined,
                  attack_expert, defense_expert)  # fmt: skip


def settle(
    a: int,
    d: int,
    attack_cards: list[CardKind],
    defense_cards: list[CardKind],
    modifier: int,
    declined: bool,
    attack_expert: Effect | None,
    defense_expert: Effect | None,
    steps: list[ExpertStep] | None = None,
) -> Outcome:
    """R11 (c, d): the duel of attacker ``a`` and defender ``d`` from the kinds each played
    (Experts apart, as effects) and the defender's Defense Modifier (R16); ``steps``, if given,
    receives each Expert's step (for the log's totals with their parts, ``tally``)."""
    a_books = a_extra = 0
    spiral = False  # Deep Spiral among the attack cards
    for k in attack_cards:
        if k.is_scholar:
            a_books += k.attack
        elif k.category is BOOST:
            a_extra += k.value
        if k.effect is OPPONENT_LOSES_TWO:
            spiral = True
    d_books = d_extra = 0
    anchored = False  # a Defense card limiting the loss to 1 among the defense cards
    for k in defense_cards:
        if k.is_scholar:
            d_books += k.defense
        elif k.category is DEFENSE:
            d_extra += k.value
        if k.effect is MAX_LOSS_ONE:
            anchored = True
    a_total = a_books + a_extra
    d_total = d_books + d_extra + modifier
    ea, ed = attack_expert, defense_expert
    if ea is CANCEL_EXPERT:
        ed = None
    if ed is CANCEL_EXPERT:
        ea = None
    # Attacker first, then defender, each changes the current result (R11 c).
    if ea is not None or ed is not None:
        for effect, mine in ((ea, True), (ed, False)):
            if effect is NEUTRALIZE:
                a_total, d_total = (a_total, 0) if mine else (0, d_total)
            elif effect is DOUBLE_BOOKS:
                a_total, d_total = (
                    (a_total + a_books, d_total) if mine else (a_total, d_total + d_books)
                )
            elif effect is PLUS_FIVE or effect is PLUS_THREE_SHIELD:
                bonus = 5 if effect is PLUS_FIVE else 3
                a_total, d_total = (
                    (a_total + bonus, d_total) if mine else (a_total, d_total + bonus)
                )
            if steps is not None:
                played = attack_expert if mine else defense_expert
                if played is not None:
                    seat = a if mine else d
                    steps.append(ExpertStep(seat, played, effect is None, a_total, d_total))
    if declined or a_total > d_total:  # declined: the attacker wins by default
        winner, loser = a, d
    elif d_total > a_total:
        winner, loser = d, a
    else:
        return Outcome(a_total, d_total, -1, -1, 0, None)  # a tie does nothing
    attacker_won = winner == a
    winner_effect, loser_effect = (ea, ed) if attacker_won else (ed, ea)
    loss = 1
    if attacker_won and spiral:
        loss = 2  # Deep Spiral: "2 instead of 1"
    if winner_effect is EXTRA_LOSS:
        loss += 1
    if loser_effect is PLUS_THREE_SHIELD or (attacker_won and anchored):
        loss = min(loss, 1)  # Max Trance depth 1
    if loser_effect is NO_LOSS:
        loss = 0
    return Outcome(a_total, d_total, winner, loser, loss, winner_effect)


@dataclass(frozen=True, slots=True)
class Tally:
    """A decided duel as a player reads it (R11): each side's total with its parts before the
    Experts, then each Expert's step, then the result."""

    attacker: int
    defender: int
    attack_parts: tuple[tuple[CardKind, int], ...]
    """Each attacking card and what it adds: a Book's or Course's attack, the Boost's bonus."""
    defense_parts: tuple[tuple[CardKind, int], ...]
    modifier: int
    """The defender's Defense Modifier (R16), part of the defense."""
    declined: bool
    experts: tuple[ExpertStep, ...]
    result: Outcome

    @property
    def attack(self) -> int:
        """The attack before any Expert."""
        return sum(n for _, n in self.attack_parts)

    @property
    def defense(self) -> int:
        """The defense before any Expert, the Defense Modifier included."""
        return sum(n for _, n in self.defense_parts) + self.modifier


def tally(
    a: int,
    d: int,
    attack_cards: list[CardKind],
    defense_cards: list[CardKind],
    modifier: int,
    declined: bool,
) -> Tally:
    """The duel of ``settle`` with its parts; Experts are among the cards (at most one each)."""

    def split(cards: list[CardKind], attacking: bool):
        expert = next((k.effect for k in cards if k.category is Category.EXPERT), None)
        played = [k for k in cards if k.category is not Category.EXPERT]
        parts = tuple(
            (k, (k.attack if attacking else k.defense) if k.is_scholar else k.value) for k in played
        )
        return played, parts, expert

    attack, attack_parts, ea = split(attack_cards, True)
    defense, defense_parts, ed = split(defense_cards, False)
    steps: list[ExpertStep] = []
    result = settle(a, d, attack, defense, modifier, declined, ea, ed, steps)
    return Tally(a, d, attack_parts, defense_parts, modifier, declined, tuple(steps), result)


def shown(state: State) -> Tally:
    """The duel under way in ``state`` as its face-up cards show it, Experts included: the
    totals a player reads while choosing whether to play an Expert (R11 c)."""
    duel = state.duel
    assert duel is not None
    public, kinds = state.public, state.catalog.kinds

    def face_up(seat: int) -> list[CardKind]:
        zone = state.zones[_DUEL + seat * _PER_SEAT]
        return [kinds[k] for h in zone if (k := public[h]) != UNKNOWN]

    a, d = duel.attacker, duel.defender
    return tally(a, d, face_up(a), face_up(d), state.modifier[d], duel.defense_count < 0)


def _duel_cards(state: State, seat: int, experts: tuple[int, int]) -> list[CardKind]:
    """The face-up kinds in ``seat``'s duel zone, its Experts left out."""
    public, kinds = state.public, state.catalog.kinds
    return [
        kinds[k] if (k := public[h]) != UNKNOWN else None  # type: ignore[misc]
        for h in state.zones[_DUEL + seat * _PER_SEAT]
        if h not in experts
    ]


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
        gone = tuple([h for h in cards if h in experts])
        if gone:
            zones[_REMOVED] += gone
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
    hand = known_hand(view)
    scholars = group_by_kind([(h, k) for h, k in hand if k.is_scholar])
    if not scholars:
        return []
    extras = group_by_kind([(h, k) for h, k in hand if k.category is extra])
    kind_of = dict(hand)
    some_book = scholars[0][0]
    attacking = extra is BOOST
    extra_sets = [
        c
        for c in multisets(extras)
        if selection_problem([some_book, *(kind_of[h] for h in c)], attacking) is None
    ]
    return [b + e for b in multisets(scholars) if b for e in extra_sets]


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
    return [_PASS, *(Defend(s) for s in _selections(view, DEFENSE))]


def legal_expert(view: View) -> list[Action]:
    seen: dict[int, int] = {}
    for h, kind in known_hand(view):
        if kind.category is EXPERT:
            seen.setdefault(kind.index, h)
    return [_PASS, *(PlayExpert(h) for h in seen.values())]
