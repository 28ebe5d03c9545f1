"""How likely each seat is to win from a position: the strong bot's judgement of its leaves.

A position is judged at the start of a turn, with every card's face known (the search judges
the worlds it dealt itself, ``determinize``). Each seat in the game gets a score, a weighted sum
of what it has (``features``): its Mental Resistance (one weight per value, since the primes and
R16 make the track anything but even), what its deck brings to a hand of six (attack, defense,
Boosts, Defense cards, money), its Experts, its bank, its hand and whether it is to move. The
chances of winning are the scores' softmax (a conditional logit: the higher a seat's score
against the others', the likelier it is the last one standing).

The weights are fitted to who won from positions of many games between ``strategic`` bots
(``tools/tune_evaluation.py``, which rewrites ``WEIGHTS`` below with ``--update``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from core.hypnose.catalog import CardKind, Category, Effect
from core.hypnose.state import State
from core.hypnose.zones import SEAT_KINDS, seat_zone

BOOST = Category.BOOST
DEFENSE = Category.DEFENSE
EXPERT = Category.EXPERT
VALUE = Category.VALUE
EXTRA_DEFENSE_CARD = Effect.EXTRA_DEFENSE_CARD

RESISTANCE_LEVELS = 12
FEATURES = (
    *(f"resistance {r}" for r in range(1, RESISTANCE_LEVELS + 1)),
    "deck attack",  # per hand of six: the attack of the Books and Courses
    "deck defense",  # ... their defense
    "deck boost",  # ... the Boost cards' bonus
    "deck defense cards",  # ... the Defense cards' bonus
    "deck money",  # ... the Value cards' value
    "experts",  # Experts owned
    "cards",  # the deck's size, in tens
    "bank",  # the banked discount, in threes
    "hand attack",  # to move: its hand's best attack
    "hand defense",  # its hand's best defense, with its Defense Modifier (R16)
    "hand size",
    "to move",
    "targeted",  # has a Target card: cannot be challenged now (R11)
)

# fmt: off
# weights:begin
WEIGHTS: tuple[float, ...] = (
    -4.4990, -3.5740, -2.8986, -2.1668, -1.6081, -1.2889,
    -0.9461, -0.5002, -0.2258, -0.0737, 0.2061, 0.0000,
    0.2478, 0.1999, 0.2172, 0.2484, 0.3434, -0.0535,
    0.2778, -0.0040, 0.0123, 0.0182, -0.0014, 0.0100,
    0.0289,
)
# weights:end
# fmt: on
assert len(WEIGHTS) == len(FEATURES)

_ZONES = tuple(SEAT_KINDS)


def features(state: State, truth: Sequence[int], seat: int, to_move: int) -> list[float]:
    """What ``seat`` has, as ``FEATURES`` (every card's face from ``truth``)."""
    kinds = state.catalog.kinds
    zones = state.zones
    attack = defense = boost = dcards = money = 0.0
    experts = cards = 0
    for zone in _ZONES:
        for h in zones[seat_zone(zone, seat)]:
            kind = kinds[truth[h]]
            cards += 1
            if kind.is_scholar:
                attack += kind.attack
                defense += kind.defense
            else:
                category = kind.category
                if category is VALUE:
                    money += kind.value
                elif category is BOOST:
                    boost += kind.value
                elif category is DEFENSE:
                    dcards += kind.value
                elif category is EXPERT:
                    experts += 1
    hand = [kinds[truth[h]] for h in state.hand(seat)]
    share = 6.0 / max(cards, 1)
    row = [0.0] * len(FEATURES)
    resistance = state.resistance[seat]
    if 1 <= resistance <= RESISTANCE_LEVELS:
        row[resistance - 1] = 1.0
    base = RESISTANCE_LEVELS
    row[base] = attack * share
    row[base + 1] = defense * share
    row[base + 2] = boost * share
    row[base + 3] = dcards * share
    row[base + 4] = money * share
    row[base + 5] = experts
    row[base + 6] = cards / 10.0
    row[base + 7] = state.bank[seat] / 3.0
    if seat == to_move:
        row[base + 8] = hand_attack(hand)
        row[base + 11] = 1.0
    row[base + 9] = hand_defense(hand) + state.modifier[seat]
    row[base + 10] = len(hand)
    row[base + 12] = 1.0 if state.targeted[seat] else 0.0
    return row


def hand_attack(hand: Sequence[CardKind]) -> float:
    """The hand's strongest attack (R11): every Book and Course, and its best Boost."""
    total = sum(k.attack for k in hand if k.is_scholar)
    if total == 0:
        return 0.0
    return total + max((k.value for k in hand if k.category is BOOST), default=0)


def hand_defense(hand: Sequence[CardKind]) -> float:
    """The hand's strongest defense (R11): every Book and Course and its best Defense card
    (two with Second Wall)."""
    total = sum(k.defense for k in hand if k.is_scholar)
    if total == 0:
        return 0.0
    extras = sorted((k.value for k in hand if k.category is DEFENSE), reverse=True)
    wall = any(k.effect is EXTRA_DEFENSE_CARD for k in hand)
    return total + sum(extras[: 2 if wall else 1])


def score(row: Sequence[float], weights: Sequence[float] = WEIGHTS) -> float:
    return sum(w * x for w, x in zip(weights, row, strict=True))


def win_chances(
    state: State, truth: Sequence[int], to_move: int, weights: Sequence[float] = WEIGHTS
) -> list[float]:
    """Each seat's chance to win (0 for a seat out of the game), summing to 1."""
    if state.winner is not None:
        return [1.0 if s == state.winner else 0.0 for s in range(state.players)]
    alive = state.alive_seats()
    scores = {s: score(features(state, truth, s, to_move), weights) for s in alive}
    top = max(scores.values())
    exps = {s: math.exp(v - top) for s, v in scores.items()}
    total = sum(exps.values())
    return [exps.get(s, 0.0) / total for s in range(state.players)]
