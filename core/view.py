"""What one seat knows: public faces plus its private knowledge, keyed by (handle, epoch).

A shuffle bumps the epoch of every handle in the zone, so old knowledge simply stops matching:
nothing has to be erased, and knowledge only ever grows (like the decryptions a peer has made).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from core.frozen import fast_init
from core.vocabulary import UNKNOWN, Reordered, ReorderStep, Revealed, RevealStep


class CardSource(Protocol):
    def kind_of(self, handle: int, epoch: int) -> int: ...


class Knowledge:
    """One seat's private knowledge of card faces; grows as the dealer reveals cards to it."""

    __slots__ = ("facts", "seat")

    def __init__(self, seat: int, facts: dict[tuple[int, int], int] | None = None) -> None:
        self.seat = seat
        self.facts: dict[tuple[int, int], int] = dict(facts or {})

    def learn(self, state: Any, handles: Sequence[int], kinds: Sequence[int]) -> None:
        if len(handles) != len(kinds):
            raise ValueError(f"{len(handles)} handles but {len(kinds)} kinds")
        # facts[(handle, its epoch)] = kind for each, in order (a plain loop: a comprehension is
        # a call on Python 3.11, and a tuple's bound __getitem__ mapped in C a call per handle)
        epochs, facts = state.epochs, self.facts
        for h, k in zip(handles, kinds):  # noqa: B905 - lengths checked above
            facts[h, epochs[h]] = k

    def kind_of(self, handle: int, epoch: int) -> int:
        return self.facts.get((handle, epoch), UNKNOWN)

    def current(self, state: Any) -> dict[int, int]:
        """Handle -> kind for the private facts still valid in ``state`` (not public ones)."""
        epochs, public = state.epochs, state.public
        return {h: k for (h, e), k in self.facts.items() if epochs[h] == e and public[h] == UNKNOWN}

    def copy(self) -> Knowledge:
        return Knowledge(self.seat, self.facts)


class FullKnowledge:
    """Knows every card (the local dealer's truth, or the audit after all secrets are out)."""

    __slots__ = ("truth",)

    def __init__(self, truth: Sequence[int]) -> None:
        self.truth = truth

    def kind_of(self, handle: int, epoch: int) -> int:
        return self.truth[handle]


class View:
    """A seat's view of the game: the public state plus what this seat knows."""

    __slots__ = ("knowledge", "seat", "state")

    def __init__(self, state: Any, seat: int, knowledge: CardSource | None = None) -> None:
        self.state = state
        self.seat = seat
        self.knowledge = knowledge

    def kind_index(self, handle: int) -> int:
        kind = self.state.public[handle]
        if kind == UNKNOWN and self.knowledge is not None:
            kind = self.knowledge.kind_of(handle, self.state.epochs[handle])
        return kind

    def kind(self, handle: int) -> Any:
        index = self.kind_index(handle)
        return None if index == UNKNOWN else self.state.catalog[index]

    def kinds(self, handles: Sequence[int]) -> list[Any]:
        return [self.kind(h) for h in handles]


@fast_init
@dataclass(frozen=True, slots=True)
class Learned:
    """What one seat learns from a dealer result: the faces of some handles, as of a state."""

    seat: int
    state: Any
    handles: tuple[int, ...]
    kinds: tuple[int, ...]


def learned(step: object, result: object, before: Any, after: Any) -> Learned | None:
    """The knowledge-update rule, for every dealer and session: a reveal to one seat teaches it
    the faces as of the state before (the handles' epochs then); a private reorder teaches the
    reorderer the new order as of the state after (the shuffle bumped the epochs)."""
    kinds = getattr(result, "kinds", None)
    if kinds is None:
        return None
    if isinstance(step, RevealStep) and step.to is not None and isinstance(result, Revealed):
        return Learned(step.to, before, step.handles, kinds)
    if isinstance(step, ReorderStep) and isinstance(result, Reordered):
        return Learned(step.seat, after, step.handles, kinds)
    return None
