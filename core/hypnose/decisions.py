"""A Hypnose decision as a person meets it, for every client: the window's action panel and the
terminal game render the same model, each in its own words and controls.

The model says, for the decision at hand, which kinds of action it offers (in the order a person
meets them: buying before banking before ending the phase, playing before going on), the parts
that complete each kind (what to buy, then how to pay; whom to attack, then with which cards; a
card, then whom it is played on), and which legal action a complete choice is. It decides nothing
about legality: every action comes from the legal list, and a choice put together from parts is
an action only when ``action in legal`` (membership by kinds, ``core.hypnose.legal``), so a
client can never offer an illegal move. The words are the client's: each kind of action has a
``key`` that a client words in its language (the way message ids are, ``core.hypnose.words``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from core.hypnose.actions import (
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
from core.hypnose.cardplay import REORDER_DEPTH
from core.hypnose.catalog import Category
from core.hypnose.resistance import DRAW_PILE, search_args
from core.hypnose.tasks import decision_of
from core.hypnose.zones import Zone
from core.view import View

BLIND, EXPERT = -2, -3
"""Purchase targets that are stacks, not market cards (R7.4, R7.5)."""

NOBODY = -1
"""The opponent of a card played on nobody (``Play.opponent``, R10)."""


class Part(Enum):
    """What one step of a composite choice picks."""

    TARGET = "target"  # what to buy: a market card, or a stack (BLIND, EXPERT), R7.3-R7.5
    OPPONENT = "opponent"  # whom to attack (R11) or to play a card on (R10)
    CARD = "card"  # one card of the pool
    CARDS = "cards"  # some cards of the pool: a payment, a selection
    ORDER = "order"  # every card of the pool, in a new order (Dream Journal)


@dataclass(frozen=True)
class Kind:
    """One kind of action a decision offers: its key (for a client's words), the action type,
    the parts that complete it in the order they are chosen, and the two ways between a choice
    and an action: ``make`` builds the action from (target, cards), ``parts`` reads them back."""

    key: str
    type: type
    steps: tuple[Part, ...]
    make: Callable[[int | None, tuple[int, ...]], Any]
    parts: Callable[[Any], tuple[int | None, tuple[int, ...]]]

    def __repr__(self) -> str:
        return f"Kind({self.key})"


def _none(action: Any) -> tuple[int | None, tuple[int, ...]]:
    return None, ()


def _cards(action: Any) -> tuple[int | None, tuple[int, ...]]:
    return None, tuple(action.cards)


def _card(action: Any) -> tuple[int | None, tuple[int, ...]]:
    return None, (action.card,)


def _one(make: Callable[[int], Any]) -> Callable[[int | None, tuple[int, ...]], Any]:
    """A kind completed by exactly one card."""
    return lambda target, cards: make(cards[0]) if len(cards) == 1 else None


BUY_MARKET = Kind(
    "buy_market", BuyMarket, (Part.TARGET, Part.CARDS),
    lambda target, cards: BuyMarket(target, cards) if target is not None and target >= 0 else None,
    lambda a: (a.card, tuple(a.payment)),
)  # fmt: skip
BUY_BLIND = Kind(
    "buy_blind", BuyBlind, (Part.TARGET, Part.CARDS),
    lambda target, cards: BuyBlind(cards) if target == BLIND else None,
    lambda a: (BLIND, tuple(a.payment)),
)  # fmt: skip
BUY_EXPERT = Kind(
    "buy_expert", BuyExpert, (Part.TARGET, Part.CARDS),
    lambda target, cards: BuyExpert(cards) if target == EXPERT else None,
    lambda a: (EXPERT, tuple(a.payment)),
)  # fmt: skip
BANK = Kind("bank", Bank, (Part.CARDS,), lambda t, cards: Bank(cards) if cards else None, _cards)
REFRESH = Kind(
    "refresh", Refresh, (Part.CARDS,), lambda t, cards: Refresh(cards) if cards else None, _cards
)
PASS = Kind("pass", Pass, (), lambda t, c: Pass(), _none)
PLAY = Kind(
    "play", Play, (Part.CARD, Part.OPPONENT),
    lambda target, cards: Play(cards[0], NOBODY if target is None else target)
    if len(cards) == 1 else None,
    lambda a: (a.opponent, (a.card,)),
)  # fmt: skip
ATTACK = Kind(
    "attack", Attack, (Part.OPPONENT, Part.CARDS),
    lambda target, cards: Attack(target, cards) if target is not None and cards else None,
    lambda a: (a.opponent, tuple(a.cards)),
)  # fmt: skip
DEFEND = Kind(
    "defend", Defend, (Part.CARDS,), lambda t, cards: Defend(cards) if cards else None, _cards
)
PLAY_EXPERT = Kind("expert", PlayExpert, (Part.CARD,), _one(PlayExpert), _card)
KEEP = Kind("keep", Keep, (Part.CARD,), _one(Keep), _card)
DISCARD = Kind("discard", Discard, (Part.CARDS,), lambda t, cards: Discard(cards), _cards)
REORDER = Kind(
    "reorder", Reorder, (Part.ORDER,), lambda t, cards: Reorder(cards), lambda a: (None, a.order)
)
SEARCH = Kind("search", Search, (Part.CARDS,), lambda t, cards: Search(cards), _cards)
REFILL = Kind("refill", Refill, (), lambda t, c: Refill(), _none)
DECLINE = Kind("decline", DeclineRefill, (), lambda t, c: DeclineRefill(), _none)
DRAW_PILE_KIND = Kind("draw", SearchDrawPile, (), lambda t, c: SearchDrawPile(), _none)
DISCARD_PILE_KIND = Kind(
    "discard_pile", SearchDiscardPile, (), lambda t, c: SearchDiscardPile(), _none
)

KINDS: dict[Decision, tuple[Kind, ...]] = {
    Decision.BUY: (BUY_MARKET, BUY_BLIND, BUY_EXPERT, BANK, REFRESH, PASS),  # R7
    Decision.INTERMEDIATE: (PLAY, PASS),  # R10
    Decision.DUEL: (ATTACK, PASS),  # R11
    Decision.DEFEND: (DEFEND, PASS),  # R11: declining is a pass
    Decision.EXPERT: (PLAY_EXPERT, PASS),  # R11 c
    Decision.KEEP_EXPERT: (KEEP,),  # R7.5
    Decision.DISCARD: (DISCARD,),  # Hypnotic Mirror
    Decision.REORDER: (REORDER,),  # Dream Journal
    Decision.SEARCH: (SEARCH,),  # R17
    Decision.REFILL: (REFILL, DECLINE),  # R17: a choice, refilling first
    Decision.PILE: (DRAW_PILE_KIND, DISCARD_PILE_KIND),  # R17: the draw pile first
}
"""Each decision's kinds of action, in the order a person meets them."""

BUYS = (BUY_MARKET, BUY_BLIND, BUY_EXPERT)
"""The kinds that buy (R7.3-R7.5): what to buy, then how to pay."""

_KIND_OF_TYPE = {kind.type: kind for kinds in KINDS.values() for kind in kinds}


def kind_of(action: Any) -> Kind:
    """The kind of action ``action`` is (a Pass is the same kind in every decision)."""
    return _KIND_OF_TYPE[type(action)]


@dataclass(frozen=True)
class Chosen:
    """A complete choice: its kind, its target (what is bought, the opponent), its cards (a
    payment, a selection, an order, or the one card played)."""

    kind: Kind
    target: int | None = None
    cards: tuple[int, ...] = ()


def chosen(action: Any) -> Chosen:
    """The complete choice that ``action`` is (the inverse of ``Deciding.action``)."""
    kind = kind_of(action)
    target, cards = kind.parts(action)
    return Chosen(kind, target, cards)


class Deciding:
    """One decision of ``view``'s seat, with its legal actions: the kinds on offer, the choices
    that complete each, and the facts a client shows beside them (prices, what is owed, the
    totals of a selection)."""

    def __init__(self, view: View, legal: Any, decision: Decision) -> None:
        self.view = view
        self.legal = legal
        self.decision = decision
        state = view.state
        head = state.tasks[0] if state.tasks else None
        self.param = decision_of(head)[2] if head is not None else 0
        """The decision's parameter: the intermediate phase's number (R10), the search's pile
        and count (R17), the refill's count (R17)."""

    @property
    def seat(self) -> int:
        return self.view.seat

    # --- the kinds and their actions ----------------------------------------------------------

    def kinds(self) -> tuple[Kind, ...]:
        """The decision's kinds of action, in order, offered or not."""
        return KINDS[self.decision]

    def offers(self, kind: Kind) -> bool:
        """Whether some legal action is of this kind (counted, not built)."""
        return self.legal.count_of_type(kind.type) > 0

    def offered(self) -> list[Kind]:
        """The kinds with a legal action, in order."""
        return [kind for kind in self.kinds() if self.offers(kind)]

    def actions(self, kind: Kind) -> list[Any]:
        """The legal actions of one kind, in the legal list's order."""
        return self.legal.of_type(kind.type)

    def action(self, kind: Kind, target: int | None = None, cards: tuple[int, ...] = ()) -> Any:
        """The legal action that this choice is, or None (not complete, or not legal)."""
        if kind not in self.kinds():
            return None
        action = kind.make(target, tuple(cards))
        return action if action is not None and action in self.legal else None

    # --- a composite choice, step by step -----------------------------------------------------

    def first(self, action: Any) -> Hashable:
        """What the first step of ``action``'s choice picked (``Kind.steps[0]``), as a key that
        is equal for choices a person cannot tell apart: the kind of card bought or played
        (cards of one kind are interchangeable), the stack bought from, the opponent attacked;
        None for a kind chosen in one step (its cards, or nothing)."""
        kind = kind_of(action)
        target, cards = kind.parts(action)
        return self._key(kind, cards[0] if kind.steps[:1] == (Part.CARD,) else target)

    def _key(self, kind: Kind, picked: int | None) -> Hashable:
        """``first``'s key for what a first step picked: a card (to play, to buy from the
        market) by its kind; a stack or an opponent as it is."""
        step = kind.steps[0] if kind.steps else None
        if step is Part.CARD or (step is Part.TARGET and picked is not None and picked >= 0):
            assert picked is not None
            return self.view.kind_index(picked)
        return picked if step in (Part.TARGET, Part.OPPONENT) else None

    def firsts(self, kind: Kind) -> dict[Hashable, list[Any]]:
        """The legal actions of ``kind`` by their first step (``first``), in order of first
        appearance: the market cards by kind, then their payments; the opponents, then the
        selections; the cards played, then on whom."""
        out: dict[Hashable, list[Any]] = {}
        for action in self.actions(kind):
            out.setdefault(self.first(action), []).append(action)
        return out

    def ways(self, kind: Kind, picked: int) -> list[Any]:
        """The legal actions of ``kind`` whose first step picks ``picked`` (a market card's
        handle: any card of its kind; a stack; an opponent; a card to play: any of its kind):
        the second step's options (none for a face-down card, whose kind is unknown)."""
        return self.firsts(kind).get(self._key(kind, picked), [])

    def buy_kind(self, target: int) -> Kind:
        """The kind of purchase a target is (a stack, or a market card)."""
        return BUY_BLIND if target == BLIND else BUY_EXPERT if target == EXPERT else BUY_MARKET

    def payments(self, target: int) -> list[tuple[int, ...]]:
        """The legal payments for ``target``, in the legal list's order (for a market card: the
        payments for any card of its kind)."""
        return [a.payment for a in self.ways(self.buy_kind(target), target)]

    def pool(self) -> tuple[int, ...]:
        """The cards this decision chooses among (for most decisions: the hand)."""
        state, me, decision = self.view.state, self.seat, self.decision
        if decision is Decision.KEEP_EXPERT:
            return state.zone(Zone.LOOK, me)
        if decision is Decision.REORDER:
            return state.zone(Zone.DRAW, me)[:REORDER_DEPTH]
        if decision is Decision.SEARCH:
            pile, _ = search_args(self.param)
            return state.zone(Zone.DRAW if pile == DRAW_PILE else Zone.DISCARD, me)
        if decision in (Decision.REFILL, Decision.PILE):
            return ()
        return state.hand(me)

    def search_count(self) -> int:
        """How many cards a search takes: the missing ones, at most the pile (R17)."""
        return min(search_args(self.param)[1], len(self.pool()))

    # --- the facts beside a choice ------------------------------------------------------------

    def kinds_of(self, handles: tuple[int, ...] | list[int]) -> list[Any]:
        """The known kinds of these cards (an unknown one left out)."""
        return [k for k in self.view.kinds(handles) if k is not None]

    def price(self, target: int | None) -> int | None:
        """What ``target`` costs (R7.3-R7.5), or None for no target."""
        catalog = self.view.state.catalog
        if target == BLIND:
            return catalog.blind_price
        if target == EXPERT:
            return catalog.expert_price
        if target is not None and (kind := self.view.kind(target)):
            return kind.price
        return None

    def bank(self) -> int:
        """The seat's banked discount (R7.2)."""
        return self.view.state.bank[self.seat]

    def owed(self, price: int) -> int:
        """What a price leaves to pay after the bank (R7.2: a purchase takes the whole bank)."""
        return max(0, price - self.bank())

    def paid(self, handles: tuple[int, ...] | list[int]) -> int:
        """What these cards pay: Values at their value, Books at their resale (R7.3)."""
        return sum(k.pay_value for k in self.kinds_of(handles) if k.is_payment)

    def discount(self, handles: tuple[int, ...] | list[int]) -> int:
        """What banking these Value cards adds to the bank (R7.2)."""
        return sum(k.value for k in self.kinds_of(handles))

    def books_sold(self, payment: tuple[int, ...]) -> int:
        """How many Books a payment sells (a Book paid with leaves the game, R7.3)."""
        return sum(k.category is Category.BOOK for k in self.kinds_of(payment))

    def total(self, handles: tuple[int, ...] | list[int], attacking: bool) -> int:
        """A duel selection's total (R11): Books and Courses at their attack or defense, a
        Boost or a Defense card at its value, the defender's Defense Modifier added."""
        kinds = self.kinds_of(handles)
        total = sum(
            (k.attack if attacking else k.defense) if k.is_scholar else k.value for k in kinds
        )
        return total + (0 if attacking else self.view.state.modifier[self.seat])
