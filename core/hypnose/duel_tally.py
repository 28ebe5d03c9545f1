"""A duel's totals and result (R11 c, d) and their parts as a player reads them.

``settle`` is the arithmetic of a duel: each side's total from its cards and the defender's
Defense Modifier (R16), the Experts acting in order, the winner and the Mental Resistance lost.
``outcome`` applies it to a state (the rules' resolution, ``core.hypnose.duel``, and the bots'
trials of an Expert); ``tally`` and ``shown`` keep the parts, for the log and the prompts.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.frozen import fast_init
from core.hypnose.catalog import CardKind, Category, Effect
from core.hypnose.state import State
from core.hypnose.zones import PER_SEAT, Zone, seat_zone
from core.vocabulary import UNKNOWN

# Plain names for the enum members used here (enum attribute lookups are slow on 3.11).
BOOST, DEFENSE = Category.BOOST, Category.DEFENSE
CANCEL_EXPERT, DOUBLE_BOOKS = Effect.CANCEL_EXPERT, Effect.DOUBLE_BOOKS
EXTRA_LOSS, MAX_LOSS_ONE = Effect.EXTRA_LOSS, Effect.MAX_LOSS_ONE
NEUTRALIZE, NO_LOSS = Effect.NEUTRALIZE, Effect.NO_LOSS
OPPONENT_LOSES_TWO, PLUS_FIVE = Effect.OPPONENT_LOSES_TWO, Effect.PLUS_FIVE
PLUS_THREE_SHIELD = Effect.PLUS_THREE_SHIELD
_DUEL, _PER_SEAT = seat_zone(Zone.DUEL, 0), PER_SEAT


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


def shown(state: State, seat: int | None = None, expert: CardKind | None = None) -> Tally:
    """The duel under way in ``state`` as its face-up cards show it, Experts included: the
    totals a player reads while choosing whether to play an Expert (R11 c); with ``expert``, as
    they would show if ``seat`` played it now."""
    duel = state.duel
    assert duel is not None
    public, kinds = state.public, state.catalog.kinds

    def face_up(side: int) -> list[CardKind]:
        zone = state.zones[_DUEL + side * _PER_SEAT]
        found = [kinds[k] for h in zone if (k := public[h]) != UNKNOWN]
        return [*found, expert] if side == seat and expert is not None else found

    a, d = duel.attacker, duel.defender
    return tally(a, d, face_up(a), face_up(d), state.modifier[d], duel.defense_count < 0)


def _duel_cards(state: State, seat: int, experts: tuple[int, int]) -> list[CardKind]:
    """The face-up kinds in ``seat``'s duel zone, its Experts left out."""
    public, kinds = state.public, state.catalog.kinds
    found = []
    for h in state.zones[_DUEL + seat * _PER_SEAT]:  # a loop: comprehensions are calls (3.11)
        if h not in experts:
            k = public[h]
            found.append(kinds[k] if k != UNKNOWN else None)
    return found
