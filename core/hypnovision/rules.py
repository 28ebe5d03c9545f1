"""Hypno Vision's state machine: the start roll, five scrambles of slots, scoring (V6-V17).

What the state waits for is derived from it:

- the start (V7): one joint value gives one die per rolling seat (``RandomStep(6**k)``);
- before every scramble, the layout (V6): a joint value in [0, 2**64) seeds the shuffle of the
  52 cards into the 13 x 4 cells;
- the roller's ``Roll`` (V11, ``AwaitAction``);
- then slot after slot (V9): every seat still in chooses at once (``AwaitSimultaneous``), each
  choice is recorded as it is applied, and once all are in the slot's joint random value
  (``RandomStep``) resolves it (V13, ``core.hypnovision.slots``). Slot 0 carries no actions
  (every seat's only choice is ``Wait(0)``); its value, in [0, 6**4), gives the four dice. Later
  slots' values are in [0, 2**64).

So a session sees, per slot, which seats choose and what each may do (``legal_actions``), and
exactly one joint random value: what the slot machinery of V9-V10 commits, opens and derives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.errors import IllegalAction, MalformedAction
from core.hypnovision import scoring
from core.hypnovision.cards import CARDS, TYPES, Card
from core.hypnovision.slots import resolve
from core.hypnovision.state import (
    ACTION_TYPES,
    NO_RESULT,
    ON_TABLE,
    ROUNDS,
    Action,
    Decision,
    Phase,
    Return,
    Roll,
    Settings,
    State,
    Stop,
    Take,
    Wait,
    evolve,
)
from core.stream import Stream
from core.strict import same
from core.vocabulary import AwaitAction, AwaitSimultaneous, GameOver, Pending, RandomStep

DIE = 6
DICE_BOUND = DIE**TYPES
"""Slot 0's value gives the four dice: brown in the lowest base-6 digit, then purple, orange,
green (V11)."""
WIDE_BOUND = 2**64
"""The layout's and every later slot's joint value (the fair dealer's widest draw)."""

WAIT, DONE, STOP, ROLL = Wait(0), Wait(1), Stop(), Roll()
TAKES = tuple(Take(c) for c in range(CARDS))
RETURNS = tuple(Return(c) for c in range(CARDS))
SLOT_ZERO: tuple[Action, ...] = (WAIT,)


def new_game(settings: Settings) -> State:
    n = settings.players
    return State(
        players=n, young=settings.young, memory=settings.memory, phase=Phase.START,
        rolling=tuple(range(n)), start_rolls=(), starter=-1, round=0, roller=-1, cell_of=(),
        dice=(), slot=0, holder=(ON_TABLE,) * CARDS, taken=((),) * n, done=(False,) * n,
        chosen=(None,) * n, out=(), stoppers=(), penalties=(), last=NO_RESULT,
    )  # fmt: skip


def pending(state: State) -> Pending:
    phase = state.phase
    if phase is Phase.SLOT:
        waiting = tuple(s for s in state.active if state.chosen[s] is None)
        return AwaitSimultaneous(waiting, Decision.SLOT)
    if phase is Phase.RESOLVE:
        return RandomStep(DICE_BOUND if state.slot == 0 else WIDE_BOUND)
    if phase is Phase.ROLL:
        return AwaitAction(state.roller, Decision.ROLL)
    if phase is Phase.LAYOUT:
        return RandomStep(WIDE_BOUND)
    if phase is Phase.START:
        return RandomStep(DIE ** len(state.rolling))
    won = scoring.winners(state)
    return GameOver(won[0] if len(won) == 1 else None)


# --- legal actions ---------------------------------------------------------------------------


SLOT_ACTIONS: tuple[Action, ...] = (WAIT, DONE, STOP, *TAKES)


def legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    """``seat``'s legal actions in a stable order (empty when it is not asked): Wait(0),
    Wait(1), Stop, a Take of every card, and for a marked seat (V18) a Return of every card it
    holds, by card number.

    A take needs no reason (V12), and one of a card that has gone is void (V13): the card may
    have gone in the slot before, whose outcome a click made earlier did not know (V9). The
    cards on the table are ``state.holder``'s ``ON_TABLE`` ones (what a table shows as takable)."""
    if state.phase is Phase.SLOT:
        if not 0 <= seat < state.players or state.chosen[seat] is not None or seat in state.out:
            return ()
        if state.slot == 0:
            return SLOT_ZERO  # V11: committed before the dice are known
        if seat in state.young and state.taken[seat]:
            returns = tuple(RETURNS[c] for c in sorted(state.taken[seat]))
            return SLOT_ACTIONS + returns
        return SLOT_ACTIONS
    if state.phase is Phase.ROLL and seat == state.roller:
        return (ROLL,)
    return ()


def refuse(state: State, seat: int, action: Action) -> IllegalAction:
    """Why ``action`` is not legal for ``seat`` now: a stable code and the ruling."""
    if isinstance(action, Roll):
        return IllegalAction("roll/not_roller", f"seat {state.roller} rolls this scramble (V8)",
                             seat)  # fmt: skip
    if state.phase is not Phase.SLOT:
        return IllegalAction("turn/not_asked", "the scramble is not running", seat)
    if seat in state.out:
        return IllegalAction("slot/out", "this seat is out of the game (V15)", seat)
    if state.chosen[seat] is not None:
        return IllegalAction("slot/chosen", f"already chose for slot {state.slot}", seat)
    if state.slot == 0:
        return IllegalAction("slot/zero", "slot 0 carries no actions (V11)", seat)
    if isinstance(action, Wait):
        return IllegalAction("slot/done", f"the Done flag is 0 or 1, not {action.done!r:.20}",
                             seat)  # fmt: skip
    card = action.card  # type: ignore[union-attr]
    if type(card) is not int or not 0 <= card < CARDS:
        return IllegalAction("slot/card", f"no card {card!r:.20} (cards are 0-{CARDS - 1})", seat)
    if seat not in state.young:  # a take of any card is legal: this is a return
        return IllegalAction("return/not_marked", "only marked seats return cards (V18)", seat)
    return IllegalAction("return/not_yours", f"you do not hold card {card}", seat)


# --- actions ---------------------------------------------------------------------------------


def apply_action(state: State, seat: int, action: Any) -> State:
    if type(action) not in ACTION_TYPES:
        raise MalformedAction("action/type", f"{action!r:.60} is no Hypno Vision action", seat)
    if type(seat) is not int or not 0 <= seat < state.players:
        raise IllegalAction("turn/seat", f"no seat {seat!r:.20}", seat)
    if not is_legal(state, seat, action):
        raise refuse(state, seat, action)
    if type(action) is Roll:
        return evolve(state, phase=Phase.SLOT, slot=0)
    chosen = list(state.chosen)
    chosen[seat] = action
    left = any(chosen[s] is None for s in state.active)
    return evolve(state, chosen=tuple(chosen), phase=Phase.SLOT if left else Phase.RESOLVE)


def is_legal(state: State, seat: int, action: Any) -> bool:
    """Whether ``action`` is among ``legal_actions(state, seat)``, without building them (and
    of the exact types: ``Take(True) == Take(1)``, but it is not the same state)."""
    kind = type(action)
    if kind is Roll:
        return state.phase is Phase.ROLL and seat == state.roller
    if state.phase is not Phase.SLOT or state.chosen[seat] is not None or seat in state.out:
        return False
    if state.slot == 0:
        return same(action, WAIT)  # V11: only Wait(0), type-strict (core.strict)
    if kind is Stop:
        return True
    if kind is Wait:
        return type(action.done) is int and action.done in (0, 1)
    card = action.card
    if type(card) is not int or not 0 <= card < CARDS:
        return False
    if kind is Take:
        return True  # on the table or void (V13)
    return seat in state.young and card in state.taken[seat]


# --- dealer results --------------------------------------------------------------------------


def apply_dealer(cards: Sequence[Card], state: State, value: int) -> State:
    """The joint random ``value`` answering the pending ``RandomStep``."""
    phase = state.phase
    if phase is Phase.RESOLVE:
        if state.slot == 0:
            return _dice(state, value)
        after, _, over = resolve(cards, state, value)
        if over:
            return _score(cards, after)
        return evolve(after, phase=Phase.SLOT, slot=state.slot + 1,
                      chosen=(None,) * state.players)  # fmt: skip
    if phase is Phase.LAYOUT:
        return _layout(state, value)
    return _start_roll(state, value)


def _start_roll(state: State, value: int) -> State:
    """V7: one die per rolling seat (the first seat's in the lowest digit); the highest starts,
    a tie for highest is re-rolled by the tied seats only."""
    rolls = []
    for seat in state.rolling:
        value, die = divmod(value, DIE)
        rolls.append((seat, die + 1))
    best = max(die for _, die in rolls)
    top = tuple(seat for seat, die in rolls if die == best)
    start_rolls = state.start_rolls + tuple(rolls)
    if len(top) > 1:
        return evolve(state, start_rolls=start_rolls, rolling=top)
    return evolve(state, start_rolls=start_rolls, rolling=(), starter=top[0],
                  phase=Phase.LAYOUT)  # fmt: skip


def layout(value: int) -> tuple[int, ...]:
    """Card -> cell for the joint value ``value`` (V6): a shuffle seeded by it."""
    cells = list(range(CARDS))
    Stream(value, "V6/layout").shuffle(cells)
    return tuple(cells)


def _layout(state: State, value: int) -> State:
    """V6, V8: a new layout; the starter rolls the first scramble, the next seat still in
    each next one; every card back on the table."""
    roller = state.starter if state.round == 0 else next_seat(state, state.roller)
    if roller in state.out:  # the starter left before its first roll
        roller = next_seat(state, roller)
    n = state.players
    return evolve(
        state, phase=Phase.ROLL, round=state.round + 1, roller=roller, cell_of=layout(value),
        dice=(), slot=0, holder=(ON_TABLE,) * CARDS, taken=((),) * n, done=(False,) * n,
        chosen=(None,) * n, stoppers=(), last=NO_RESULT,
    )  # fmt: skip


def next_seat(state: State, seat: int) -> int:
    """The next seat in seat order that is still in the game ("clockwise", V8)."""
    for step in range(1, state.players + 1):
        following = (seat + step) % state.players
        if following not in state.out:
            return following
    return seat  # pragma: no cover - a game with nobody in has ended


def _dice(state: State, value: int) -> State:
    dice = []
    for _ in range(TYPES):
        value, die = divmod(value, DIE)
        dice.append(die + 1)
    return evolve(state, dice=tuple(dice), phase=Phase.SLOT, slot=1,
                  chosen=(None,) * state.players)  # fmt: skip


def _score(cards: Sequence[Card], state: State) -> State:
    """V16-V17: the scramble's penalties; after the fifth the game is over, else the next
    layout is due."""
    penalties = (*state.penalties, scoring.scramble_penalties(cards, state))
    phase = Phase.OVER if len(penalties) >= ROUNDS else Phase.LAYOUT
    return evolve(state, penalties=penalties, phase=phase, chosen=(None,) * state.players)


# --- a seat out (V15) ------------------------------------------------------------------------


def time_out(cards: Sequence[Card], state: State, seat: int) -> State:
    """``seat`` is out of the game for good (V15, the platform's timeout rule took effect): its
    collected cards stay and are scored, it ranks last, and play goes on without it (its choice
    for the current slot, if it made one, is withdrawn: the slot resolves without it)."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise IllegalAction("timeout/seat", f"no seat {seat!r:.20}", seat)
    if seat in state.out or state.phase is Phase.OVER:
        return state
    out = tuple(sorted((*state.out, seat)))
    if len(out) >= state.players:
        return evolve(state, out=out, phase=Phase.OVER)
    chosen = list(state.chosen)
    chosen[seat] = None
    changes: dict[str, Any] = {"out": out, "chosen": tuple(chosen)}
    if state.phase is Phase.START and seat in state.rolling:
        rolling = tuple(s for s in state.rolling if s != seat)
        changes["rolling"] = rolling
        if len(rolling) == 1:
            changes.update(rolling=(), starter=rolling[0], phase=Phase.LAYOUT)
    elif state.phase is Phase.ROLL and seat == state.roller:
        changes["roller"] = next_seat(evolve(state, out=out), seat)
    elif state.phase in (Phase.SLOT, Phase.RESOLVE):
        left = any(chosen[s] is None for s in range(state.players) if s not in out)
        changes["phase"] = Phase.SLOT if left else Phase.RESOLVE
    return evolve(state, **changes)
