"""Public checks shared by the decision handlers: the ones any peer can run on an action."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import get_args

from core.errors import IllegalAction, MalformedAction, RuleViolation
from core.hypnose.actions import Action
from core.hypnose.catalog import CardKind
from core.hypnose.state import State
from core.view import Knowledge, View
from core.vocabulary import UNKNOWN


def distinct_in(handles: Sequence[int], zone: Sequence[int], what: str, seat: int) -> None:
    """All ``handles`` are distinct ints lying in ``zone``."""
    if type(handles) is tuple and len(handles) == 1 and type(handles[0]) is int:  # the usual
        if handles[0] not in zone:
            raise IllegalAction(
                f"{what}/not_there", f"card {handles[0]} is not where it must be", seat
            )
        return
    if len(set(handles)) != len(handles):
        raise IllegalAction(f"{what}/repeated", f"a card is named twice in {tuple(handles)}", seat)
    members = set(zone)
    for h in handles:
        if h not in members:
            raise IllegalAction(f"{what}/not_there", f"card {h} is not where it must be", seat)


def opponent_ok(state: State, seat: int, opponent: int, what: str) -> None:
    if not (0 <= opponent < state.players) or opponent == seat or not state.alive(opponent):
        raise IllegalAction(f"{what}/bad_opponent", f"{opponent} is not an opponent in play", seat)


def revealed_kinds(state: State, handles: Sequence[int], seat: int, what: str) -> list:
    """The faces of handles that were just revealed to everyone."""
    public, kinds = state.public, state.catalog.kinds
    out = []
    for h in handles:  # a loop: a comprehension is a function call on Python 3.11
        face = public[h]
        if face == UNKNOWN:  # the engine reveals before it checks
            raise RuleViolation(
                f"{what}/unrevealed", f"cards {tuple(handles)} were not revealed", seat
            )
        out.append(kinds[face])
    return out


def known_hand(view: View) -> list[tuple[int, object]]:
    """The seat's hand as (handle, kind) pairs for the cards it knows (normally all of them)."""
    state = view.state
    public, epochs, kinds = state.public, state.epochs, state.catalog.kinds
    knowledge = view.knowledge
    facts = knowledge.facts if type(knowledge) is Knowledge else None  # its kind_of, inlined
    out = []
    for h in state.hand(view.seat):
        kind = public[h]
        if kind < 0 and knowledge is not None:
            kind = (
                facts.get((h, epochs[h]), UNKNOWN)
                if facts is not None
                else knowledge.kind_of(h, epochs[h])
            )
        if kind >= 0:
            out.append((h, kinds[kind]))
    return out


def known_groups(view: View) -> list[tuple[CardKind, list[int]]]:
    """``group_by_kind(known_hand(view))`` in one pass: kinds in catalog order, handles sorted."""
    state = view.state
    public, epochs, kinds = state.public, state.epochs, state.catalog.kinds
    knowledge = view.knowledge
    facts = knowledge.facts if type(knowledge) is Knowledge else None
    groups: dict[int, list[int]] = {}
    for h in state.hand(view.seat):
        kind = public[h]
        if kind < 0 and knowledge is not None:
            kind = (
                facts.get((h, epochs[h]), UNKNOWN)
                if facts is not None
                else knowledge.kind_of(h, epochs[h])
            )
        if kind >= 0:
            handles = groups.get(kind)
            if handles is None:
                groups[kind] = [h]
            else:
                handles.append(h)
    out = []
    for kind in sorted(groups):
        handles = groups[kind]
        if len(handles) > 1:
            handles.sort()
        out.append((kinds[kind], handles))
    return out


def expect(condition: bool, code: str, message: str) -> None:
    if not condition:
        raise MalformedAction(code, message)


_ACTION_TYPES = get_args(Action)
_SHAPES: dict[type, tuple[tuple[str, bool], ...]] = {
    kind: tuple((f.name, f.type == "Handles") for f in fields(kind)) for kind in _ACTION_TYPES
}
"""Per action type: its fields, and whether each holds handles (annotations are strings)."""


def well_formed(action: object, seat: int) -> None:
    """An action of the vocabulary whose fields are ints or tuples of ints (bools excluded).

    Wire decoders should produce exactly this; anything else is MalformedAction, never a crash
    or a state that cannot be hashed.
    """
    shape = _SHAPES.get(type(action))
    if shape is None:
        if not isinstance(action, _ACTION_TYPES):
            raise MalformedAction("action/type", f"{action!r} is not an action", seat)
        shape = tuple((f.name, f.type == "Handles") for f in fields(action))  # a subclass
    for name, many in shape:
        value = getattr(action, name)
        if many:
            ok = type(value) is tuple
            if ok:
                for v in value:  # a loop, not all() of a generator: every action comes here
                    if type(v) is not int:
                        ok = False
                        break
        else:
            ok = type(value) is int
        if not ok:
            raise MalformedAction("action/field", f"{type(action).__name__}.{name}={value!r}", seat)
