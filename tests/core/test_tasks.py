"""The to-do list's typed operations: dispatch by type, and a state hash that stays stable."""

from __future__ import annotations

from core.hypnose.engine import AUTO, PENDING
from core.hypnose.state import _encode
from core.hypnose.tasks import Op, Task, decide, reveal, task

# The names operations had when they were strings: the canonical encoding still uses them.
OLD_NAMES = [
    "decide",
    "shuffle",
    "reveal",
    "open",
    "reorder",
    "random",
    "draw",
    "refill",
    "reshuffle",
    "setup_market",
    "check_market",
    "start_turn",
    "refresh_phase",
    "end_turn",
    "settle",
    "bank",
    "refresh_discard",
    "effect",
    "discard_cards",
    "check_selection",
    "check_expert",
    "resolve_duel",
    "lose",
    "reveal_until",
    "take_revealed",
    "give_expert",
    "refill_search",
    "search_start",
    "eliminate",
]


def encoded(value: object) -> str:
    out: list[str] = []
    _encode(value, out)
    return "".join(out)


def test_every_op_keeps_its_old_name_in_the_hash() -> None:
    assert [op.value for op in Op] == OLD_NAMES
    assert encoded(task(Op.DRAW, 0, 6)) == "Task('draw',(0,6,),(),)"
    assert encoded(reveal((3, 4), 1)) == "Task('reveal',(1,),(3,4,),)"


def test_every_op_is_dispatched_and_documented() -> None:
    for op in Op:
        assert (op in PENDING) is op.waits and (op in AUTO) is not op.waits
        assert op.__doc__ and op.__doc__ != Op.__doc__, op


def test_tasks_are_built_in_one_place() -> None:
    from core.hypnose.actions import Decision

    entry = decide(1, Decision.DUEL)
    assert isinstance(entry, Task) and entry.op is Op.DECIDE
