"""The hypnotic duel (R11): face-down selections, reveal, Experts, resolution."""

from __future__ import annotations

from dataclasses import dataclass, replace

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
from core.hypnose.zones import Zone, seat_zone
from core.view import View
from core.vocabulary import UNKNOWN


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
    return state.push(decide(action.opponent, Decision.DEFEND))


def act_defend(state: State, seat: int, action: Action, param: int) -> State:
    duel = state.duel
    assert duel is not None
    attacker = duel.attacker
    if isinstance(action, Pass):  # R11: declining; the attacker still reveals
        state = state.popped().evolve(duel=replace(duel, defense_count=-1))
        return state.push(
            open_selection(attacker), task(Op.CHECK_SELECTION, attacker), task(Op.RESOLVE_DUEL)
        )
    if isinstance(action, Defend):
        action = action.public()
    if not isinstance(action, DefendCommit):
        raise IllegalAction("defend/not_now", "defend or decline (R11)", seat)
    if not 1 <= action.count <= len(state.hand(seat)):
        raise IllegalAction("defend/count", f"cannot defend with {action.count} cards", seat)
    state = state.popped().evolve(duel=replace(duel, defense_count=action.count))
    return state.push(
        open_selection(attacker),
        task(Op.CHECK_SELECTION, attacker),
        open_selection(seat),
        task(Op.CHECK_SELECTION, seat),
        decide(attacker, Decision.EXPERT),
        decide(seat, Decision.EXPERT),
        task(Op.RESOLVE_DUEL),
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
    state = state.move(cards, seat_zone(Zone.HAND, seat), seat_zone(Zone.DUEL, seat))
    return state.with_public(cards, kinds)


def selection_problem(kinds: list[CardKind], attacking: bool) -> str | None:
    """R11: what an attack or defense may hold."""
    scholars = sum(1 for k in kinds if k.is_scholar)
    extra = Category.BOOST if attacking else Category.DEFENSE
    extras = [k for k in kinds if k.category is extra]
    if scholars + len(extras) != len(kinds):
        return f"only Books, Courses and a {extra.value} card may be played"
    if scholars < 1:
        return "at least one Book or Course is needed"
    allowed = 1
    if not attacking and any(k.effect is Effect.EXTRA_DEFENSE_CARD for k in extras):
        allowed = 2  # "one additional Defense card (not cumulative)"
    if len(extras) > allowed:
        return f"at most {allowed} {extra.value} card(s)"
    return None


def check_selection(state: State, t: Task) -> State:
    (seat,) = t.args
    duel = state.duel
    assert duel is not None
    cards = state.zone(Zone.DUEL, seat)
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
    state = state.popped().move(
        (action.card,), seat_zone(Zone.HAND, seat), seat_zone(Zone.DUEL, seat)
    )
    return state.push(reveal((action.card,)), task(Op.CHECK_EXPERT, seat, handles=(action.card,)))


def check_expert(state: State, t: Task) -> State:
    (seat,) = t.args
    (card,) = t.handles
    (kind,) = revealed_kinds(state, t.handles, seat, "expert")
    if kind.category is not Category.EXPERT:
        raise RuleViolation("expert/not_expert", f"{kind.name} is not an Expert", seat)
    duel = state.duel
    assert duel is not None
    if seat == duel.attacker:
        return state.evolve(duel=replace(duel, attack_expert=card))
    return state.evolve(duel=replace(duel, defense_expert=card))


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
    kind = state.public_kind
    experts = (duel.attack_expert, duel.defense_expert)
    attack_cards = [kind(h) for h in state.zone(Zone.DUEL, a) if h not in experts]
    defense_cards = [kind(h) for h in state.zone(Zone.DUEL, d) if h not in experts]
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
    a_books = sum(k.attack for k in attack_cards if k.is_scholar)
    d_books = sum(k.defense for k in defense_cards if k.is_scholar)
    a_total = a_books + sum(k.value for k in attack_cards if k.category is Category.BOOST)
    d_total = d_books + sum(k.value for k in defense_cards if k.category is Category.DEFENSE)
    d_total += modifier
    ea, ed = attack_expert, defense_expert
    if ea is Effect.CANCEL_EXPERT:
        ed = None
    if ed is Effect.CANCEL_EXPERT:
        ea = None
    # Attacker first, then defender, each changes the current result (R11 c).
    for effect, mine in ((ea, True), (ed, False)):
        if effect is Effect.NEUTRALIZE:
            a_total, d_total = (a_total, 0) if mine else (0, d_total)
        elif effect is Effect.DOUBLE_BOOKS:
            a_total, d_total = (
                (a_total + a_books, d_total) if mine else (a_total, d_total + d_books)
            )
        elif effect in (Effect.PLUS_FIVE, Effect.PLUS_THREE_SHIELD):
            bonus = 5 if effect is Effect.PLUS_FIVE else 3
            a_total, d_total = (a_total + bonus, d_total) if mine else (a_total, d_total + bonus)
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
    if attacker_won and any(k.effect is Effect.OPPONENT_LOSES_TWO for k in attack_cards):
        loss = 2  # Deep Spiral: "2 instead of 1"
    if winner_effect is Effect.EXTRA_LOSS:
        loss += 1
    shielded = loser_effect is Effect.PLUS_THREE_SHIELD or (
        attacker_won and any(k.effect is Effect.MAX_LOSS_ONE for k in defense_cards)
    )
    if shielded:
        loss = min(loss, 1)  # Max Trance depth 1
    if loser_effect is Effect.NO_LOSS:
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


def resolve_duel(state: State, t: Task) -> State:
    """R11 (d): compare totals, the loser loses resistance, cards go to the discard piles."""
    duel = state.duel
    assert duel is not None
    result = outcome(state, _expert(state, duel.attack_expert), _expert(state, duel.defense_expert))
    state = _discard_duel_cards(state, duel, result.winner, result.loser, result.winner_effect)
    if result.loss <= 0:
        return state
    return state.push(task(Op.LOSE, result.loser, result.loss, result.winner))


def _discard_duel_cards(
    state: State, duel: Duel, winner: int, loser: int, winner_effect: Effect | None
) -> State:
    """Experts leave the game; the rest go to their owners' discard piles (R11)."""
    stolen: tuple[int, ...] = ()
    if winner >= 0 and winner_effect is Effect.STEAL_BOOK:
        scholars = [h for h in state.zone(Zone.DUEL, loser) if state.public_kind(h).is_scholar]
        if scholars:
            best = max(scholars, key=lambda h: (_worth(state.public_kind(h)), -h))
            stolen = (best,)
            state = state.move(
                stolen, seat_zone(Zone.DUEL, loser), seat_zone(Zone.DISCARD, winner), bottom=False
            )
    for seat in (duel.attacker, duel.defender):
        zone = seat_zone(Zone.DUEL, seat)
        experts = tuple(
            h for h in state.zones[zone] if h in (duel.attack_expert, duel.defense_expert)
        )
        state = state.move(experts, zone, Zone.REMOVED)
        state = state.move(state.zones[zone], zone, seat_zone(Zone.DISCARD, seat), bottom=False)
    return state


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
    attacking = extra is Category.BOOST
    extra_sets = [
        c
        for c in multisets(extras)
        if selection_problem([some_book, *(kind_of[h] for h in c)], attacking) is None
    ]
    return [b + e for b in multisets(scholars) if b for e in extra_sets]


def legal_duel(view: View) -> list[Action]:
    actions: list[Action] = [Pass()]
    selections = _selections(view, Category.BOOST)
    for opponent in eligible_opponents(view.state, view.seat):
        actions.extend(Attack(opponent, s) for s in selections)
    return actions


def legal_defend(view: View) -> list[Action]:
    return [Pass(), *(Defend(s) for s in _selections(view, Category.DEFENSE))]


def legal_expert(view: View) -> list[Action]:
    seen: dict[int, int] = {}
    for h, kind in known_hand(view):
        if kind.category is Category.EXPERT:
            seen.setdefault(kind.index, h)
    return [Pass(), *(PlayExpert(h) for h in seen.values())]
