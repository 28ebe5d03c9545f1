"""Legal actions: generated from what the deciding seat knows; legality is membership.

Cards of one kind are interchangeable, so the generated list holds one representative per
choice of kinds, and membership compares an action's *signature* (its handles replaced by the
kinds this view knows) with theirs, then runs the public checks. A seat's client offers exactly
these actions; the audit checks every action against the full-knowledge list.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from typing import Any

from core.errors import CoreError
from core.hypnose import buying, cardplay, duel, resistance
from core.hypnose.actions import (
    Action,
    Attack,
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    Decision,
    DeclineRefill,
    Defend,
    Discard,
    Keep,
    Pass,
    Play,
    PlayExpert,
    Refill,
    Refresh,
    Reorder,
    Search,
    SearchDiscardPile,
    SearchDrawPile,
)
from core.hypnose.checks import well_formed
from core.hypnose.engine import apply_action
from core.hypnose.tasks import DECISIONS, Op
from core.hypnose.zones import Zone
from core.view import View
from core.vocabulary import UNKNOWN, Family

GENERATORS: dict[Decision, Callable[[View, int], list]] = {
    Decision.BUY: lambda v, p: buying.legal_buy(v),
    Decision.KEEP_EXPERT: lambda v, p: buying.legal_keep(v),
    Decision.INTERMEDIATE: lambda v, p: cardplay.legal_intermediate(v),
    Decision.DISCARD: lambda v, p: cardplay.legal_discard(v),
    Decision.REORDER: lambda v, p: cardplay.legal_reorder(v),
    Decision.DUEL: lambda v, p: duel.legal_duel(v),
    Decision.DEFEND: lambda v, p: duel.legal_defend(v),
    Decision.EXPERT: lambda v, p: duel.legal_expert(v),
    Decision.SEARCH: lambda v, p: resistance.legal_search(v, p),
    Decision.REFILL: lambda v, p: resistance.legal_refill(v),
    Decision.PILE: lambda v, p: resistance.legal_pile(v),
}


def signature(view: View, action: Action) -> Hashable | None:
    """The action with handles replaced by kinds (None if this view cannot read it)."""

    def kinds(handles: tuple[int, ...]) -> tuple[int, ...] | None:
        if not isinstance(handles, tuple) or not all(isinstance(h, int) for h in handles):
            return None
        if any(not 0 <= h < len(view.state.epochs) for h in handles):
            return None
        found = tuple(view.kind_index(h) for h in handles)
        return None if UNKNOWN in found else found

    def sorted_kinds(handles: tuple[int, ...]) -> tuple[int, ...] | None:
        found = kinds(handles)
        return None if found is None else tuple(sorted(found))

    name = type(action).__name__
    if isinstance(action, Pass | Refill | DeclineRefill | SearchDrawPile | SearchDiscardPile):
        return (name,)
    if isinstance(action, Refresh | Bank | Discard | BuyBlind | BuyExpert | Defend):
        handles = action.payment if isinstance(action, BuyBlind | BuyExpert) else action.cards
        found = sorted_kinds(handles)
        return None if found is None else (name, found)
    if isinstance(action, BuyMarket):
        card, pay = kinds((action.card,)), sorted_kinds(action.payment)
        return None if card is None or pay is None else (name, card, pay)
    if isinstance(action, Play | PlayExpert | Keep):
        card = kinds((action.card,))
        return None if card is None else (name, card, getattr(action, "opponent", -1))
    if isinstance(action, Attack):
        found = sorted_kinds(action.cards)
        return None if found is None else (name, action.opponent, found)
    if isinstance(action, Reorder):
        found = kinds(action.order)
        return None if found is None else (name, found)
    if isinstance(action, Search):
        found = kinds(action.cards)
        if found is None:
            return None
        draw = view.state.zone(Zone.DRAW, view.seat)
        return (
            name,
            tuple(
                sorted((0 if h in draw else 1, k) for h, k in zip(action.cards, found, strict=True))
            ),
        )
    return None


class LegalActions:
    """The legal actions of the awaited seat, in a stable order, with membership by signature.

    Generators may hand over a whole ``Family`` unbuilt; it is built on first use, so an agent
    that first picks a type of action (``types``, ``of_type``) never pays for the others.
    """

    __slots__ = ("_actions", "_items", "_keys", "_types", "view")

    def __init__(self, view: View, items: list[Action | Family]) -> None:
        self.view = view
        self._items = items
        self._actions: tuple[Action, ...] | None = None
        self._keys: set[Hashable | None] | None = None  # built on the first membership test
        self._types: dict[type, list[Any]] | None = None  # [count, items] by type

    @property
    def actions(self) -> tuple[Action, ...]:
        if self._actions is None:
            out: list[Action] = []
            for item in self._items:
                if isinstance(item, Family):
                    out.extend(item.build())
                else:
                    out.append(item)
            self._actions = tuple(out)
        return self._actions

    def _by_type(self) -> dict[type, list[Any]]:
        """Per type, in order of first appearance: [how many actions, the items holding them]."""
        found = self._types
        if found is None:
            found = self._types = {}
            for item in self._items:  # one pass, counting as it groups
                if isinstance(item, Family):
                    kind, size = item.kind, item.size
                else:
                    kind, size = type(item), 1
                entry = found.get(kind)
                if entry is None:
                    found[kind] = [size, [item]]
                else:
                    entry[0] += size
                    entry[1].append(item)
        return found

    def types(self) -> list[type]:
        """The types of action on offer, in the order of ``actions``."""
        return list(self._by_type())

    def of_type(self, kind: type) -> list[Action]:
        """The legal actions of one type, in order (building only that family)."""
        out: list[Action] = []
        for item in self._by_type().get(kind, (0, ()))[1]:
            if isinstance(item, Family):
                out.extend(item.build())
            else:
                out.append(item)
        return out

    def parts_of(self, kind: type) -> Any:
        """The ``parts()`` of the one family holding every action of this type, else None."""
        items = self._by_type().get(kind, (0, ()))[1]
        if len(items) == 1 and isinstance(items[0], Family) and items[0].parts is not None:
            return items[0].parts()
        return None

    def count_of_type(self, kind: type) -> int:
        """How many legal actions of one type there are (building none of them)."""
        return self._by_type().get(kind, (0, ()))[0]

    def nth_of_type(self, kind: type, index: int) -> Action:
        """``of_type(kind)[index]``, building only what it must."""
        for item in self._by_type().get(kind, (0, ()))[1]:
            if isinstance(item, Family):
                if index < item.size:
                    return item.item(index) if item.item else item.build()[index]
                index -= item.size
            else:
                if index == 0:
                    return item
                index -= 1
        raise IndexError(index)

    def only(self) -> Action | None:
        """The one legal action if there is exactly one (a forced choice), else None."""
        items = self._items
        if len(items) == 1 and not isinstance(items[0], Family):
            return items[0]  # the usual forced choice: one plain action
        count = 0
        for item in items:
            count += item.size if isinstance(item, Family) else 1
            if count > 1:
                return None
        return self.actions[0] if count == 1 else None

    def __len__(self) -> int:
        if self._actions is not None:
            return len(self._actions)
        return sum(item.size if isinstance(item, Family) else 1 for item in self._items)

    def __iter__(self) -> Iterator[Action]:
        return iter(self.actions)

    def __getitem__(self, index: int) -> Action:
        return self.actions[index]

    def __contains__(self, action: object) -> bool:
        try:  # a malformed action is no member (a list field would not even hash)
            well_formed(action, self.view.seat)
        except CoreError:
            return False
        if self._keys is None:
            self._keys = {signature(self.view, a) for a in self.actions}
        key = signature(self.view, action)  # type: ignore[arg-type]
        if key is None or key not in self._keys:
            return False
        try:
            apply_action(self.view.state, self.view.seat, action)  # type: ignore[arg-type]
        except CoreError:
            return False
        return True


def legal_actions(view: View) -> LegalActions:
    """Everything the view's seat may do now (empty if it is not this seat's decision)."""
    tasks = view.state.tasks
    if not tasks or tasks[0].op is not _DECIDE:
        return LegalActions(view, [])
    seat, index, param = tasks[0].args
    if seat != view.seat:
        return LegalActions(view, [])
    return LegalActions(view, _GENERATOR_AT[index](view, param))


_DECIDE = Op.DECIDE  # a plain name: enum attribute lookups are slow on Python 3.11
_GENERATOR_AT = tuple(GENERATORS[decision] for decision in DECISIONS)
"""``GENERATORS`` by the decision's index in a task."""
