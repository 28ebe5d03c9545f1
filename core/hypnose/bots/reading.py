"""What a bot reads from its view: the kinds of the cards it can see, each read once a decision.

The bots' estimates and decisions ask for the same cards many times (the own hand above all);
reading a kind means the public faces, then the seat's private knowledge at the card's epoch.
"""

from __future__ import annotations

from core.hypnose.catalog import CardKind
from core.view import Knowledge, View
from core.vocabulary import UNKNOWN


class ViewReader:
    """Kinds read from the view of the decision being made (memos the bot clears with
    ``_forget_reads`` before each decision: the state changes between decisions)."""

    def __init__(self) -> None:
        self._kinds: dict[int, CardKind] = {}
        self._hand_kinds: dict[int, CardKind] | None = None

    def _forget_reads(self) -> None:
        self._kinds = {}
        self._hand_kinds = None

    def _kind(self, view: View, h: int) -> CardKind:
        """The kind of a card this view knows."""
        kind = self._kinds.get(h)
        if kind is None:
            index = view.kind_index(h)
            assert index != UNKNOWN
            kind = self._kinds[h] = view.state.catalog.kinds[index]
        return kind

    def _hand(self, view: View) -> dict[int, CardKind]:
        """The own hand: handle -> kind, in hand order (shared: do not modify)."""
        hand = self._hand_kinds
        if hand is None:
            handles = view.state.hand(view.seat)
            indices = read_kinds(view, handles)
            assert UNKNOWN not in indices  # a seat knows its own hand
            kinds = view.state.catalog.kinds  # as many indices as handles
            hand = self._hand_kinds = {}
            for h, k in zip(handles, indices):  # noqa: B905 - a loop, not a comprehension (a call)
                hand[h] = kinds[k]
            self._kinds.update(hand)
        return hand


def read_kinds(view: View, handles: tuple[int, ...]) -> tuple[int, ...]:
    """``tuple(view.kind_index(h) for h in handles)``, with its lookups inlined."""
    knowledge = view.knowledge
    if type(view) is not View or (knowledge is not None and type(knowledge) is not Knowledge):
        return tuple([view.kind_index(h) for h in handles])
    public = view.state.public
    if knowledge is None:
        return tuple([public[h] for h in handles])
    facts, epochs = knowledge.facts, view.state.epochs
    found = []
    for h in handles:  # a loop: a comprehension is a function call on Python 3.11
        k = public[h]
        found.append(k if k != UNKNOWN else facts.get((h, epochs[h]), UNKNOWN))
    return tuple(found)
