"""Constructors for the entries of the core's to-do list (``State.tasks``).

A task is ``Task(op, args, handles)``. Five ops wait for the outside world (a seat's decision or a
dealer step); every other op runs at once when it reaches the head of the list (``core.engine``).
"""

from __future__ import annotations

from core.hypnose.actions import Decision
from core.hypnose.state import Task

ALL = -1  # "to everyone" in a reveal task
KEEP_FIRST, STAY = 0, 1  # what follows a private reorder: keep the first Expert, or nothing
DECISIONS = tuple(Decision)
WAITING_OPS = frozenset({"decide", "shuffle", "reveal", "open", "reorder", "random"})


def decide(seat: int, decision: Decision, param: int = 0) -> Task:
    return Task("decide", (seat, DECISIONS.index(decision), param))


def shuffle(zone: int) -> Task:
    return Task("shuffle", (int(zone),))


def reveal(handles: tuple[int, ...], to: int = ALL) -> Task:
    return Task("reveal", (to,), handles)


def open_selection(seat: int) -> Task:
    return Task("open", (seat,))


def private_reorder(seat: int, handles: tuple[int, ...], then: int) -> Task:
    """``seat`` reorders ``handles`` privately; ``then`` says what follows (see engine)."""
    return Task("reorder", (seat, then), handles)


def random(bound: int) -> Task:
    return Task("random", (bound,))


def task(op: str, *args: int, handles: tuple[int, ...] = ()) -> Task:
    return Task(op, args, handles)


def decision_of(entry: Task) -> tuple[int, Decision, int]:
    """(seat, decision, param) of a ``decide`` task."""
    seat, index, param = entry.args
    return seat, DECISIONS[index], param
