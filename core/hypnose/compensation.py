"""Turn-order compensation (R21): what the later seats get for not playing first.

Going first is an advantage (more duels fought first, one more turn in a close game). A table
setting, ``compensation``, names one of the candidates below; they were measured with thousands
of bot games (``tools/turn_order.py``, ``docs/turn-order.md``) and R21 records the one adopted as
the default (``later-lower+draw-1-2-3``). ``none`` plays without any.

Every candidate follows from the public state: the turn order is known once the first player
is drawn (R6), and turns ``0 .. players - 1`` are every seat's first turn, in turn order (from
12, or even 5, no seat can be hypnotized before each has played once).
"""

from __future__ import annotations

NONE = "none"
BANK = "bank"
"""Later seats start with a banked discount (R7.2) of 1, 2, 3 by turn order."""
BANK_TWO = "bank-2"
"""Later seats start with a banked discount of 2, 4, 6 by turn order."""
DRAW = "draw"
"""Later seats draw one more card (up to seven) in the refresh phase of their first turn."""
NO_FIRST_DUEL = "no-first-duel"
"""The first player may not duel on its first turn."""
NO_FIRST_DUEL_BANK = "no-first-duel+bank"
"""Both: no duel for the first player's first turn, and banked discounts 1, 2, 3."""

FIRST_LOWER = "first-lower"
"""The first player starts one step lower on the Mental Resistance track (R5: 11 for 12).
Measured, it helps the first player: starting below 12 skips the loss that lands on 11, where
the loser gives a card to the winner (R14)."""
LATER_LOWER = "later-lower"
"""Every seat but the first starts one step lower (11 for 12)."""
LOWER_BY_ORDER = "lower-by-order"
"""Seats start lower by their place in the turn order: 12, 11, 10, 9 (from 7: 7, 6, 5, 4)."""
LAST_LOWER = "last-lower"
"""Only the last seat in the turn order starts one step lower."""
LATER_LOWER_BANK = "later-lower+bank"
"""Both ``later-lower`` and ``bank``."""

# Candidates that play as ``later-lower`` at 2 players (where it leaves 0.4 points between the
# turn orders) and add something for the later seats at 3 and 4 players only.
LATER_LOWER_LAST_BANK = "later-lower+last-bank"
"""``later-lower``; from 3 players the last seat in the turn order also banks a discount of 1."""
LATER_LOWER_FOURTH = "later-lower+4th-lower"
"""``later-lower``; at 4 players the fourth seat starts two steps lower (12, 11, 11, 10)."""
LATER_LOWER_NO_FIRST_DUEL = "later-lower+no-first-duel"
"""``later-lower``; from 3 players the first player may not duel on its first turn."""
LATER_LOWER_DRAW = "later-lower+draw"
"""``later-lower``; from 3 players the later seats draw one more card in their first turn."""
LATER_LOWER_DRAW_TWO = "later-lower+draw-2"
"""``later-lower``; from 3 players the later seats draw two more cards in their first turn."""
LATER_LOWER_DRAW_LAST = "later-lower+draw+last"
"""``later-lower``; from 3 players the later seats draw one more card in their first turn, the
last seat two more."""

# Candidates that play as ``later-lower+draw+last`` at 2 and 3 players (where it is within 2
# points of the fair share) and change the larger first hands, or add a banked discount, at 4
# players only, where ``later-lower+draw+last`` leaves the third seat low.
LATER_LOWER_DRAW_122 = "later-lower+draw-1-2-2"
"""``later-lower+draw+last``; at 4 players the later seats draw 1, 2 and 2 more cards in their
first turn by place (the third as many as the last)."""
LATER_LOWER_DRAW_222 = "later-lower+draw-2-2-2"
"""``later-lower+draw+last``; at 4 players every later seat draws two more cards in its first
turn."""
LATER_LOWER_DRAW_123 = "later-lower+draw-1-2-3"
"""``later-lower+draw+last``; at 4 players the later seats draw 1, 2 and 3 more cards in their
first turn by place."""
LATER_LOWER_DRAW_LAST_BANK = "later-lower+draw+last+bank-3-4"
"""``later-lower+draw+last``; at 4 players the third and fourth seats also start with a banked
discount of 1 (R7.2)."""
LATER_LOWER_DRAW_122_LAST_BANK = "later-lower+draw-1-2-2+last-bank"
"""``later-lower+draw-1-2-2``; at 4 players the fourth seat also starts with a banked discount
of 1 (R7.2)."""
LATER_LOWER_DRAW_122_LAST_BANK_TWO = "later-lower+draw-1-2-2+last-bank-2"
"""``later-lower+draw-1-2-2``; at 4 players the fourth seat also starts with a banked discount
of 2 (R7.2)."""

AS_DRAW_LAST_AT_THREE = (
    LATER_LOWER_DRAW_122,
    LATER_LOWER_DRAW_222,
    LATER_LOWER_DRAW_123,
    LATER_LOWER_DRAW_LAST_BANK,
    LATER_LOWER_DRAW_122_LAST_BANK,
    LATER_LOWER_DRAW_122_LAST_BANK_TWO,
)
"""The candidates for 4 players that play exactly as ``later-lower+draw+last`` at 3 (and as
``later-lower`` at 2)."""

COMPENSATIONS = (
    NONE,
    BANK,
    BANK_TWO,
    DRAW,
    NO_FIRST_DUEL,
    NO_FIRST_DUEL_BANK,
    FIRST_LOWER,
    LATER_LOWER,
    LOWER_BY_ORDER,
    LAST_LOWER,
    LATER_LOWER_BANK,
    LATER_LOWER_LAST_BANK,
    LATER_LOWER_FOURTH,
    LATER_LOWER_NO_FIRST_DUEL,
    LATER_LOWER_DRAW,
    LATER_LOWER_DRAW_TWO,
    LATER_LOWER_DRAW_LAST,
    *AS_DRAW_LAST_AT_THREE,
)
"""Every candidate, in the order a settings form offers them."""

DEFAULT = LATER_LOWER_DRAW_123
"""The compensation R21 adopts (a table plays with it unless it says ``none``): ``later-lower``
at 2 players, and from 3 the later seats' larger first hand, as many cards more as their place
after the first (1, 2 at 3 players, as ``later-lower+draw+last``; 1, 2, 3 at 4)."""


LATER_LOWER_AT_TWO = (
    LATER_LOWER_LAST_BANK,
    LATER_LOWER_FOURTH,
    LATER_LOWER_NO_FIRST_DUEL,
    LATER_LOWER_DRAW,
    LATER_LOWER_DRAW_TWO,
    LATER_LOWER_DRAW_LAST,
    *AS_DRAW_LAST_AT_THREE,
)
"""The candidates for 3 and 4 players that play exactly as ``later-lower`` at 2."""
_LATER_LOWER = (LATER_LOWER, LATER_LOWER_BANK, *LATER_LOWER_AT_TWO)
"""The candidates that lower every seat but the first by one step (at least)."""
_EXTRA_DRAWS: dict[str, dict[int, tuple[int, ...]]] = {
    DRAW: {2: (1,), 3: (1, 1), 4: (1, 1, 1)},
    LATER_LOWER_DRAW: {3: (1, 1), 4: (1, 1, 1)},
    LATER_LOWER_DRAW_TWO: {3: (2, 2), 4: (2, 2, 2)},
    LATER_LOWER_DRAW_LAST: {3: (1, 2), 4: (1, 1, 2)},
    LATER_LOWER_DRAW_LAST_BANK: {3: (1, 2), 4: (1, 1, 2)},
    LATER_LOWER_DRAW_122: {3: (1, 2), 4: (1, 2, 2)},
    LATER_LOWER_DRAW_122_LAST_BANK: {3: (1, 2), 4: (1, 2, 2)},
    LATER_LOWER_DRAW_122_LAST_BANK_TWO: {3: (1, 2), 4: (1, 2, 2)},
    LATER_LOWER_DRAW_222: {3: (1, 2), 4: (2, 2, 2)},
    LATER_LOWER_DRAW_123: {3: (1, 2), 4: (1, 2, 3)},
}
"""Cards drawn beyond the hand limit in a later seat's first turn, by players then by place
(second, third, fourth)."""
_FOURTH_BANK = {LATER_LOWER_DRAW_122_LAST_BANK: 1, LATER_LOWER_DRAW_122_LAST_BANK_TWO: 2}
"""The fourth seat's banked discount at 4 players."""
_BANK_STEP = {BANK: 1, BANK_TWO: 2, NO_FIRST_DUEL_BANK: 1, LATER_LOWER_BANK: 1}


def opening_banks(compensation: str, players: int, first: int) -> tuple[int, ...]:
    """Each seat's banked discount at the start (R21): by its place in the turn order."""
    if compensation == LATER_LOWER_LAST_BANK:
        last = (first - 1) % players
        return tuple(int(players >= 3 and seat == last) for seat in range(players))
    if compensation == LATER_LOWER_DRAW_LAST_BANK:
        return tuple(int(players == 4 and (seat - first) % 4 >= 2) for seat in range(players))
    if compensation in _FOURTH_BANK:
        step = _FOURTH_BANK[compensation] if players == 4 else 0
        return tuple(step * ((seat - first) % players == 3) for seat in range(players))
    step = _BANK_STEP.get(compensation, 0)
    return tuple(step * ((seat - first) % players) for seat in range(players))


def first_turn_duel(compensation: str, turn: int, players: int) -> bool:
    """Whether the turn numbered ``turn`` has a duel: not the first player's first turn when
    the compensation forbids it (R21)."""
    forbids = compensation in (NO_FIRST_DUEL, NO_FIRST_DUEL_BANK) or (
        compensation == LATER_LOWER_NO_FIRST_DUEL and players >= 3
    )
    return not (turn == 0 and forbids)


def extra_cards(compensation: str, turn: int, players: int) -> int:
    """Cards drawn beyond the hand limit in this turn's refresh phase (R21): some for a later
    seat's first turn (turns ``1 .. players - 1``), by its place in the turn order."""
    draws = _EXTRA_DRAWS.get(compensation, {}).get(players, ())
    return draws[turn - 1] if 0 < turn < players and draws else 0


def lowered(compensation: str, place: int, players: int) -> int:
    """How many steps below the starting value the seat at ``place`` in the turn order (0 for
    the first player) starts (R21)."""
    if compensation == FIRST_LOWER:
        return 1 if place == 0 else 0
    if compensation == LATER_LOWER_FOURTH and players == 4:
        return min(place, 1) + (place == 3)
    if compensation in _LATER_LOWER:
        return 1 if place > 0 else 0
    if compensation == LOWER_BY_ORDER:
        return place
    if compensation == LAST_LOWER:
        return 1 if place == players - 1 else 0
    return 0


def opening_resistance(compensation: str, start: int, players: int, first: int) -> tuple[int, ...]:
    """Each seat's Mental Resistance at the start (R5, R21), by its place in the turn order."""
    return tuple(
        start - lowered(compensation, (seat - first) % players, players) for seat in range(players)
    )


def _rules(compensation: str, players: int) -> tuple[object, ...]:
    """Everything the compensation changes at ``players`` seats, by place in the turn order:
    the steps lower, the banked discounts, the extra first-turn cards, the first turn's duel."""
    return (
        tuple(lowered(compensation, place, players) for place in range(players)),
        opening_banks(compensation, players, 0),
        tuple(extra_cards(compensation, turn, players) for turn in range(players)),
        first_turn_duel(compensation, 0, players),
    )


def plays_as(compensation: str, players: int) -> str:
    """The first candidate (in ``COMPENSATIONS`` order) that plays exactly as ``compensation``
    at ``players`` seats: several differ only at counts where they add something (``lower-by-
    order`` is ``later-lower`` at 2 players), so a series of one stands for all of them."""
    rules = _rules(compensation, players)
    return next(name for name in COMPENSATIONS if _rules(name, players) == rules)
