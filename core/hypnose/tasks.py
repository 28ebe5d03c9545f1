"""The entries of the core's to-do list (``State.tasks``): their operations and constructors.

A task is ``Task(op, args, handles)`` where ``op`` is an ``Op``. Six operations wait for the
outside world (a seat's decision or a dealer step, ``Op.waits``); every other one runs at once
when it reaches the head of the list (``core.hypnose.engine``). This module is the one place that
builds tasks.

The state hash encodes an ``Op`` by its ``value``, the short name it had when operations were
strings, so that a game's hashes do not depend on how the core spells its operations.
"""

from __future__ import annotations

from enum import Enum, unique
from typing import NamedTuple


@unique
class Decision(Enum):
    """What an awaited seat is asked to decide, with the rule it comes from."""

    BUY = "buy"  # R7: buying phase options, repeated until Pass
    INTERMEDIATE = "intermediate"  # R10: play one card for its action, or pass
    DUEL = "duel"  # R11: attack an opponent, or pass
    DEFEND = "defend"  # R11: defend with a face-down selection, or decline (Pass)
    EXPERT = "expert"  # R11: play one Expert, or pass
    KEEP_EXPERT = "keep_expert"  # R7.5: keep one of the Experts looked at
    DISCARD = "discard"  # Hypnotic Mirror: discard two cards of your choice
    REORDER = "reorder"  # Dream Journal: put the top six back in any order
    SEARCH = "search"  # R17: take the missing cards from the named pile
    REFILL = "refill"  # R17 (7 and 3): refill the hand, or decline
    PILE = "pile"  # R17: name the pile to search, the draw pile or the discard pile

    __hash__ = object.__hash__  # identity, in C: members are singletons (dispatch keys)


class Op(Enum):
    """What a task does. Each member's docstring names the rule it carries out."""

    # (value, waits for the outside world, docstring)
    # --- waiting: a seat's decision or a dealer step
    DECIDE = "decide", True, "A seat's decision: (seat, decision index, param)."
    SHUFFLE = "shuffle", True, "R12, setup: the dealer shuffles zone (zone,)."
    REVEAL = "reveal", True, "The dealer reveals handles to (to,), ALL for everyone."
    OPEN = "open", True, "R11: the dealer opens (seat,)'s face-down duel selection."
    REORDER = "reorder", True, "R7.5, Dream Journal: (seat, then) reorders handles privately."
    RANDOM = "random", True, "R6: a joint random value in [0, bound) picks the first player."
    # --- automatic: setup and the turn (core.hypnose.turn)
    DRAW = "draw", False, "R12: (seat, n) draws n cards, reshuffling when the pile runs out."
    REFILL = "refill", False, "R12: (seat,) draws up to the hand limit."
    RESHUFFLE = "reshuffle", False, "R12: (seat,)'s discard pile becomes its draw pile."
    SETUP_MARKET = "setup_market", False, "R4: five face-up cards in the market."
    CHECK_MARKET = "check_market", False, "R4: enough Books/Courses in the market, else refill."
    START_TURN = "start_turn", False, "Gameplay: the active seat's turn, phase by phase."
    REFRESH_PHASE = "refresh_phase", False, "R12: restock the market, refill the hand."
    END_TURN = "end_turn", False, "R11, Gameplay: Target expires, play passes clockwise."
    # --- automatic: buying (core.hypnose.buying)
    SETTLE = "settle", False, "R7.3-R7.5, R8, R9: (seat, what, card) pays for a purchase."
    BANK = "bank", False, "R7.2: (seat,) banks the revealed Value cards."
    REFRESH_DISCARD = "refresh_discard", False, "R7.1: (seat,) discards, then draws to the limit."
    # --- automatic: intermediate phases (core.hypnose.cardplay)
    EFFECT = "effect", False, "R10: (seat, opponent) carries out the played card's action."
    DISCARD_CARDS = "discard_cards", False, "Hypnotic Mirror: (seat,) discards the handles."
    # --- automatic: the duel (core.hypnose.duel)
    CHECK_SELECTION = "check_selection", False, "R11: (seat,)'s opened selection is allowed."
    CHECK_EXPERT = "check_expert", False, "R11: (seat,)'s played card is an Expert."
    RESOLVE_DUEL = "resolve_duel", False, "R11 (c, d): totals, winner, loss, discards."
    # --- automatic: Mental Resistance (core.hypnose.resistance)
    LOSE = "lose", False, "R13, R14: (seat, loss, winner) loses resistance, lands on a value."
    REVEAL_UNTIL = "reveal_until", False, "R14: (loser, winner, reshuffled) reveals to a non-Value."
    TAKE_REVEALED = "take_revealed", False, "R14: the revealed card goes to a discard pile."
    GIVE_EXPERT = "give_expert", False, "R14: (seat,) gets the top Expert, seen only by it."
    REFILL_SEARCH = "refill_search", False, "R14 (7, 3), R17: (seat, depth) may refill."
    SEARCH_START = "search_start", False, "R17: (seat, count) names the pile to search."
    ELIMINATE = "eliminate", False, "R14 (0), R15: (seat,) is hypnotized; last one wins."

    def __new__(cls, value: str, waits: bool, doc: str) -> Op:
        member = object.__new__(cls)
        member._value_ = value
        member.waits = waits
        member.__doc__ = doc
        return member

    # Identity hashing in C: members are singletons, and dispatch tables are keyed by them.
    __hash__ = object.__hash__


class Task(NamedTuple):
    """One entry of the core's to-do list: an operation and its integer arguments.

    A named tuple (immutable, and cheap to build: the engine makes millions of them).
    """

    op: Op
    args: tuple[int, ...] = ()
    handles: tuple[int, ...] = ()


ALL = -1  # "to everyone" in a reveal task
KEEP_FIRST, STAY = 0, 1  # what follows a private reorder: keep the first Expert, or nothing
DECISIONS = tuple(Decision)
_DECISION_INDEX = {decision: index for index, decision in enumerate(DECISIONS)}


def decide(seat: int, decision: Decision, param: int = 0) -> Task:
    key = (seat, decision, param)
    entry = _DECIDE_TASKS.get(key)
    if entry is None:  # few distinct ones: built once, then shared (tasks are immutable)
        entry = _DECIDE_TASKS[key] = Task(Op.DECIDE, (seat, _DECISION_INDEX[decision], param))
    return entry


_DECIDE_TASKS: dict[tuple[int, Decision, int], Task] = {}


_SHUFFLE, _REVEAL, _OPEN = Op.SHUFFLE, Op.REVEAL, Op.OPEN  # plain names: enum lookups are slow


def shuffle(zone: int) -> Task:
    return _task(Task, (_SHUFFLE, (int(zone),), ()))


def reveal(handles: tuple[int, ...], to: int = ALL) -> Task:
    return _task(Task, (_REVEAL, (to,), handles))


def open_selection(seat: int) -> Task:
    return _task(Task, (_OPEN, (seat,), ()))


def private_reorder(seat: int, handles: tuple[int, ...], then: int) -> Task:
    """``seat`` reorders ``handles`` privately; ``then`` says what follows (see engine)."""
    return Task(Op.REORDER, (seat, then), handles)


def random(bound: int) -> Task:
    return Task(Op.RANDOM, (bound,))


def task(op: Op, *args: int, handles: tuple[int, ...] = ()) -> Task:
    """An automatic task: ``task(Op.DRAW, seat, n)``."""
    return _task(Task, (op, args, handles))


_task = tuple.__new__
"""``_task(Task, (op, args, handles))`` is ``Task(op, args, handles)`` (what the named tuple's
``__new__`` does) without its Python-level call: the engine builds tasks at every step."""


def decision_of(entry: Task) -> tuple[int, Decision, int]:
    """(seat, decision, param) of a ``decide`` task."""
    seat, index, param = entry.args
    return seat, DECISIONS[index], param
