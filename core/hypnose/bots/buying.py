"""The strategic bot's buying decision (R7-R9): buy the card that adds most to the own deck.

A purchase scores the card's worth (less for a third Boost or Defense card, which one duel
cannot use), minus a threshold that grows with the deck's quality (so that the deck is not
diluted), minus what it costs beyond its price: the Books paid (they leave the game) and the
bank left unused. With nothing worth buying and no card out of the hand yet (R7) the seat banks
its cheapest Value card or refreshes, whichever costs least.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

from core.hypnose.actions import Action, Bank, BuyBlind, BuyExpert, BuyMarket, Pass, Refresh
from core.hypnose.bots.estimates import OpponentModel
from core.hypnose.bots.worth import card_worth
from core.hypnose.catalog import CardKind, Catalog, Category, per_catalog
from core.hypnose.legal import LegalActions
from core.hypnose.state import State
from core.hypnose.zones import Zone
from core.view import View
from core.vocabulary import UNKNOWN

_PASS = Pass()  # actions are immutable: one is enough
_BLIND_WORTH: dict[tuple[int, Hashable], tuple[Catalog, Any]] = {}  # pool_worth, by players

# Plain names for the enum members used here (enum attribute lookups are slow on 3.11).
BOOK = Category.BOOK
BOOST = Category.BOOST
DEFENSE = Category.DEFENSE
EXPERT = Category.EXPERT
VALUE = Category.VALUE
MARKET_ZONE = Zone.MARKET
BASIC_ZONE = Zone.BASIC


class Buyer(OpponentModel):
    """The buying decision of a bot that tracks public information (``OpponentModel``).

    The bot supplies what it shares with its other decisions: ``_margin`` (the least value an
    attack needs) and ``expert_worth``. It
    clears ``_figures`` for a new game, and the memos of worths (``_worths``, ``_book_costs``,
    ``_figures``) when its worths change.
    """

    # Tunable weights (measured with tools/balance.py and head-to-head runs).
    bank_cost = 0.15  # per point of a Value card banked (it leaves the game)
    buy_base = 2.0  # the least worth a purchase must add
    buy_quality = 0.6  # ... or this share of the deck's average non-Value worth
    min_values = 7  # banking costs three times as much at or below this many Value cards
    expert_worth: float  # what an Expert is worth to buy or keep, in card_worth units

    def __init__(self) -> None:
        super().__init__()
        self._figures: tuple[tuple[int, int], tuple[int, float, dict[Category, int]]] | None = None
        self._book_costs: dict[int, float] = {}  # what paying with a Book costs, per kind
        self._worths: dict[int, float] = {}  # ``_worth``'s, by kind index

    def _worth(self, kind: CardKind) -> float:
        """``card_worth`` with the bot's ``expert_worth`` (a memo per catalog)."""
        worth = self._worths.get(kind.index)
        if worth is None:
            worth = self._worths[kind.index] = card_worth(kind, self.expert_worth)
        return worth

    def _margin(self, state: State) -> float:
        raise NotImplementedError  # the bot's attack policy

    @staticmethod
    def _pool_worth(catalog: Catalog, players: int) -> float:
        return per_catalog(_BLIND_WORTH, catalog, players, lambda: pool_worth(catalog, players))

    def _deck_figures(self, view: View) -> tuple[int, float, dict[Category, int]]:
        """(Value cards, average worth of the others, count by category) of the own deck.

        Kept until the seat's owned cards change (``Tracker.changes``).
        """
        tracker = self.tracker
        assert tracker is not None
        key = (view.seat, tracker.changes[view.seat])
        if self._figures is not None and self._figures[0] == key:
            return self._figures[1]
        # From the owned counts, kind by kind, each kind's worth added once per copy (the sum
        # of the deck's card worths in the order of its list, float for float).
        kinds, worths = view.state.catalog.kinds, self._worths
        values = others = 0
        total: float = 0
        counts: dict[Category, int] = {}
        for k, count in tracker.owned[view.seat].items():
            if k < 0 or count <= 0:
                continue
            kind = kinds[k]
            category = kind.category
            counts[category] = counts.get(category, 0) + count
            if category is VALUE:
                values += count
            else:
                others += count
                worth = worths.get(k)
                if worth is None:
                    worth = self._worth(kind)
                total += worth
                if count > 1:  # the next copies, one addition each (no range for the first)
                    for _ in range(count - 1):
                        total += worth
        figures = (values, total / (others if others > 1 else 1), counts)  # max(others, 1)
        self._figures = (key, figures)
        return figures

    def _buy(self, view: View, legal: LegalActions) -> Action:
        """The best-scoring purchase if it scores above 0; else Pass, or else (R7: a card must
        leave the hand) the best of banking a Value card, paying for the best purchase and
        refreshing.

        A purchase scores ``worth - threshold - paid``; what is paid (``_paid``) depends on the
        payment only through the Books in it, so with no Book in hand every payment for a card
        scores the same, and the card (or the blind or Expert purchase) is scored once, for its
        first payment: the one a scan of every payment would keep (the first of the highest).
        """
        state, seat = view.state, view.seat
        values, quality, counts = self._deck_figures(view)
        base, share = self.buy_base, self.buy_quality * quality
        threshold = share if share > base else base  # max(base, share), without the call
        blind_worth = self._pool_worth(state.catalog, state.players)
        bank = state.bank[seat]

        def worth(kind: CardKind) -> float:
            w = self._worth(kind)
            if kind.category in (BOOST, DEFENSE):
                w -= 0.4 * counts.get(kind.category, 0)  # one per duel: more help less
            return w

        passing = legal.count_of_type(Pass) > 0
        if passing and not self._may_buy(view, legal, worth, threshold, blind_worth):
            return _PASS  # no purchase can score above 0: none is built nor scored
        books = self._books_in_hand(view)

        def paid(payment: tuple[int, ...], price: int) -> float:
            """The Books paid (they leave the game), then the bank left unused."""
            cost = 0.0
            if books:
                for h in payment:
                    c = books.get(h)
                    if c is not None:
                        cost += c
            unused = bank - price  # max(unused, 0) without the call: scored per payment
            return cost + 0.2 * (unused if unused > 0 else 0)

        # by type, in the order of ``legal`` (building no Refresh unless it comes to that);
        # the first of the highest scores wins
        best: Action | None = None
        best_score = -math.inf
        # (the hand's payments, (card, its cost beyond the bank) in order): scored without
        # building the actions, and with no Book in hand from the first payment alone
        market = legal.parts_of(BuyMarket)
        if market is not None:
            payments, costs = market
            found: tuple[int, tuple[int, ...]] | None = None
            for card, cost in costs:
                kind = self._kind(view, card)
                base, price = worth(kind) - threshold, kind.price
                for payment in payments.options(cost) if books else (payments.first(cost),):
                    value = base - paid(payment, price)
                    if found is None or value > best_score:
                        found, best_score = (card, payment), value
            if found is not None:
                best = BuyMarket(*found)
        else:
            for action in legal.of_type(BuyMarket):
                kind = self._kind(view, action.card)
                value = worth(kind) - threshold - paid(action.payment, kind.price)
                if best is None or value > best_score:
                    best, best_score = action, value
        for kind_of_buy, base, price in (
            (BuyBlind, blind_worth - 0.5 - threshold, 6),
            (BuyExpert, self.expert_worth - threshold, 8),
        ):
            count = legal.count_of_type(kind_of_buy)
            for index in range(count if books or count < 1 else 1):  # min(count, 1)
                action = legal.nth_of_type(kind_of_buy, index)
                value = base - paid(action.payment, price)  # type: ignore[attr-defined]
                if best is None or value > best_score:
                    best, best_score = action, value
        if best is not None and best_score > 0:
            return best
        if passing:
            return _PASS
        return self._leave_hand(view, legal, values, best, best_score)

    def _books_in_hand(self, view: View) -> dict[int, float]:
        """What paying with each Book in hand costs (it leaves the game), by handle."""
        book_costs = self._book_costs
        books: dict[int, float] = {}
        for h, k in self._hand(view).items():
            if k.category is BOOK:
                c = book_costs.get(k.index)
                if c is None:
                    c = book_costs[k.index] = max(card_worth(k) - 1.5, 0.2) + 0.5 * k.attack / 3
                books[h] = c
        return books

    def _leave_hand(
        self,
        view: View,
        legal: LegalActions,
        values: int,
        best: Action | None,
        best_score: float,
    ) -> Action:
        """Nothing worth buying, and no card has left the hand yet (R7): make one leave.

        Paying for the best purchase or banking the cheapest Value card keeps the hand's attack
        for this turn's duel; refreshing (worth 0) ends the turn. The first of the highest wins.
        """
        state = view.state
        options: list[tuple[float, Action | None]] = []
        pays = best is not None and getattr(best, "payment", ())
        # Once the Basic stack and the market are empty a banked Value only lets a card leave.
        banks = [a for a in legal.of_type(Bank) if len(a.cards) == 1]
        if pays or banks:
            hand = list(self._hand(view).values())
            attack = max(self._best_attack_value(view, hand) - self._margin(state), 0.0)
            if pays:
                options.append((attack + 0.2 * best_score, best))
            if banks:
                dry = not state.zones[MARKET_ZONE] and not state.zones[BASIC_ZONE]
                cheapest = min(banks, key=lambda a: self._kind(view, a.cards[0]).value)
                scarce = 3.0 if values <= self.min_values and not dry else 1.0
                cost = self.bank_cost * scarce * self._kind(view, cheapest.cards[0]).value
                options.append((attack - cost, cheapest))
        if legal.count_of_type(Refresh):
            options.append((0.0, None))  # the refresh is chosen only if it wins
        if options:
            chosen = max(options, key=lambda o: o[0])[1]
            return self._refresh_choice(view, legal) if chosen is None else chosen
        return max(legal, key=lambda a: -len(getattr(a, "cards", ())))

    def _may_buy(
        self,
        view: View,
        legal: LegalActions,
        worth: Callable[[CardKind], float],
        threshold: float,
        blind_worth: float,
    ) -> bool:
        """Whether some purchase may score above 0 in ``_buy``: its score with no Book paid
        (a payment only adds costs, and ``0.0 + x == x``, so no score exceeds this bound)."""
        state = view.state
        bank = state.bank[view.seat]
        if legal.count_of_type(BuyMarket):
            public, kinds = state.public, state.catalog.kinds
            for card in state.zones[MARKET_ZONE]:
                index = public[card]
                if index != UNKNOWN:
                    kind = kinds[index]
                    unused = bank - kind.price  # max(unused, 0) without the call
                    if worth(kind) - threshold - 0.2 * (unused if unused > 0 else 0) > 0:
                        return True
        blind = blind_worth - 0.5 - threshold - 0.2 * (bank - 6 if bank > 6 else 0)
        if blind > 0 and legal.count_of_type(BuyBlind):
            return True
        expert = self.expert_worth - threshold - 0.2 * (bank - 8 if bank > 8 else 0)
        return expert > 0 and legal.count_of_type(BuyExpert) > 0

    def _refresh_choice(self, view: View, legal: LegalActions) -> Action:
        """Redraw all but what helps in the next duel or purchase.

        Kept: Value cards (to buy, and to let a card leave the hand next turn, R7), Experts,
        and the two strongest other cards. Everything else goes to the discard pile.
        """
        hand = list(self._hand(view).items())
        keep = {h for h, k in hand if k.category in (VALUE, EXPERT)}
        others = sorted(((self._worth(k), -h, h) for h, k in hand if h not in keep), reverse=True)
        keep.update(h for _, _, h in others[:2])
        wanted = sorted(k.index for h, k in hand if h not in keep)
        index = {h: k.index for h, k in hand}

        def score(action: Action) -> float:
            assert isinstance(action, Refresh)
            kinds = sorted([index[h] for h in action.cards])
            return -abs(len(kinds) - len(wanted)) - (0 if kinds == wanted else 0.5)

        if wanted:  # the one refresh of exactly these kinds scores 0, every other one less
            # ``buying.legal_buy`` offers each multiset of kinds once, as the lowest handles of
            # each kind, kinds in catalog order: that refresh, built without the other ones
            cards: list[int] = []
            for kind in sorted(set(wanted)):
                cards += sorted(h for h, k in index.items() if k == kind)[: wanted.count(kind)]
            return Refresh(tuple(cards))
        # Nothing wanted: every refresh scores -len - 0.5, so the first of one card wins (the
        # first of ``legal``'s, when it has one card) without building and scoring all of them.
        first = legal.nth_of_type(Refresh, 0)
        if isinstance(first, Refresh) and len(first.cards) == 1:
            return first
        return max(legal.of_type(Refresh), key=score)


def pool_worth(catalog: Catalog, players: int) -> float:
    """The average worth of a Basic card (what a blind purchase brings on average)."""
    total = count = 0.0
    for kind in catalog:
        copies = kind.copies_for(players)
        if copies and kind.category is not EXPERT:
            total += copies * card_worth(kind)
            count += copies
    return total / max(count, 1.0)
