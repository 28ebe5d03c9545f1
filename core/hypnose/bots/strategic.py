"""The strategic bot: duels when the odds favour it, defends when worth it, buys sensibly."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable
from itertools import chain, pairwise, repeat

from core.hypnose.actions import (
    Action,
    Attack,
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    Decision,
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
from core.hypnose.bots.estimates import OpponentModel, attack_total
from core.hypnose.bots.tracking import Tracker, phi
from core.hypnose.bots.worth import EXPERT_WORTH, KEEP_ORDER, card_worth, keep_worth, loss_points
from core.hypnose.catalog import CardKind, Catalog, Category, Effect
from core.hypnose.duel import outcome
from core.hypnose.legal import LegalActions
from core.hypnose.state import State
from core.hypnose.tasks import DECISIONS, Op
from core.hypnose.zones import Zone
from core.stream import Stream
from core.view import View
from core.vocabulary import UNKNOWN

# Plain names for the enum members used here (enum attribute lookups are slow on 3.11).
BOOK = Category.BOOK
BOOST = Category.BOOST
DEFENSE = Category.DEFENSE
EXPERT = Category.EXPERT
VALUE = Category.VALUE
DRAW_TWO = Effect.DRAW_TWO
LOOK_AT_HAND = Effect.LOOK_AT_HAND
MAX_LOSS_ONE = Effect.MAX_LOSS_ONE
OPPONENT_DISCARDS_TWO = Effect.OPPONENT_DISCARDS_TWO
OPPONENT_LOSES_TWO = Effect.OPPONENT_LOSES_TWO
REORDER_TOP_SIX = Effect.REORDER_TOP_SIX
DISCARD_ZONE = Zone.DISCARD
DUEL_ZONE = Zone.DUEL
LOOK_ZONE = Zone.LOOK
MARKET_ZONE = Zone.MARKET

DECIDE = Op.DECIDE

# --- strategic ----------------------------------------------------------------------------------


class StrategicBot(OpponentModel):
    """Duels whenever the odds favour it, defends when worth it, buys strong cards sensibly.

    What it estimates of its opponents (their hidden cards, their defense, an attack's odds)
    comes from ``OpponentModel``; this class decides.
    """

    name = "strategic"

    # Tunable weights (measured with tools/balance.py and head-to-head runs).
    attack_margin = -0.1  # attack when P(win) * damage - P(lose) * loss > this ...
    patience = 0.004  # ... minus this per turn played, so that no game stalls
    bank_cost = 0.15  # per point of a Value card banked (it leaves the game)
    spread = 1.3  # widens the estimated spread of a hidden defense or attack
    defense_spare = 0.03  # per defense point of a scholar used in an attack
    next_attack = 0.7  # weight of the next own attack when choosing a defense
    buy_base = 2.0  # the least worth a purchase must add
    buy_quality = 0.6  # ... or this share of the deck's average non-Value worth
    expert_worth = EXPERT_WORTH  # what an Expert is worth to buy or keep, in card_worth units
    min_values = 7  # banking costs three times as much at or below this many Value cards
    discard_search = 0.5  # per card: searching the discard pile brings a card back early (R17)

    def __init__(self, seed: int | bytes | str) -> None:
        super().__init__()
        self.stream = Stream(seed, "strategic-bot")
        # Memos (same numbers, computed once): kinds per decision, worths per catalog.
        self._kinds: dict[int, CardKind] = {}
        self._decks: tuple[tuple[int, int], list[CardKind]] | None = None
        self._spare_of: tuple[list[CardKind], float] | None = None  # for the deck it is of
        self._figures: tuple[tuple[int, int], tuple[int, float, Counter[Category]]] | None = None
        self._catalog: Catalog | None = None
        self._expert_basis = self.expert_worth
        self._worths: dict[int, float] = {}
        self._book_costs: dict[int, float] = {}  # what paying with a Book costs, per kind
        self._keep_worths: dict[int, float] = {}
        self._blind_worth: dict[int, float] = {}

    def choose(self, view: View, legal: LegalActions) -> Action:
        head = view.state.tasks[0] if view.state.tasks else None
        assert head is not None and head.op is DECIDE, "choose() is for an awaited decision"
        tracker = self.tracker
        if (
            tracker is None
            or view.state.turn < tracker.turn  # a new game
            or tracker.seat != view.seat
            or len(tracker.owned) != view.state.players
        ):
            self.tracker = Tracker(view.state, view.seat)
            self._basic_pool = self._expert_pool = None
            self._decks = self._figures = None
            self._hidden = {}
        self.tracker.update(view)
        self._estimates = {}  # per decision: the state changes between decisions
        self._values = {}
        self._best_values = {}
        self._entries = {}
        self._kinds = {}
        if view.state.catalog is not self._catalog or self.expert_worth != self._expert_basis:
            self._catalog, self._expert_basis = view.state.catalog, self.expert_worth
            self._worths, self._keep_worths, self._blind_worth = {}, {}, {}
            self._book_costs = {}
            self._figures = None  # the average worth depends on the Expert worth
            self._hidden = {}
        return _CHOOSERS[head.args[1]](self, view, legal)

    def _margin(self, state: State) -> float:
        return self.attack_margin - self.patience * state.turn

    # --- decisions --------------------------------------------------------------------------------

    @staticmethod
    def _best(actions: Iterable[Action], score: Callable[[Action], float]) -> Action:
        return max(actions, key=score)

    def _worth(self, kind: CardKind) -> float:
        worth = self._worths.get(kind.index)
        if worth is None:
            worth = self._worths[kind.index] = card_worth(kind, self.expert_worth)
        return worth

    def _keep_worth(self, kind: CardKind) -> float:
        worth = self._keep_worths.get(kind.index)
        if worth is None:
            worth = self._keep_worths[kind.index] = keep_worth(kind, self.expert_worth)
        return worth

    def _kind(self, view: View, h: int) -> CardKind:
        kind = self._kinds.get(h)
        if kind is None:
            kind = view.kind(h)
            assert kind is not None
            self._kinds[h] = kind
        return kind

    def _pool_worth(self, catalog: Catalog, players: int) -> float:
        worth = self._blind_worth.get(players)
        if worth is None:
            worth = self._blind_worth[players] = _pool_worth(catalog, players)
        return worth

    def _deck(self, view: View) -> list[CardKind]:
        """The kinds this seat is known to own (shared: do not modify)."""
        tracker = self.tracker
        assert tracker is not None
        key = (view.seat, tracker.changes[view.seat])
        if self._decks is not None and self._decks[0] == key:
            return self._decks[1]
        catalog = view.state.catalog
        owned = tracker.owned[view.seat]
        deck = [catalog[k] for k, count in owned.items() if k >= 0 for _ in range(count)]
        self._decks = (key, deck)
        return deck

    def _spare(self, view: View) -> float:
        """The average defense of the own deck's scholars (once per deck)."""
        deck = self._deck(view)
        if self._spare_of is not None and self._spare_of[0] is deck:
            return self._spare_of[1]
        scholars = [k for k in deck if k.is_scholar]
        spare = sum(k.defense for k in scholars) / max(len(scholars), 1)
        self._spare_of = (deck, spare)
        return spare

    def _deck_figures(self, view: View) -> tuple[int, float, Counter[Category]]:
        """(Value cards, average worth of the others, count by category) of the own deck."""
        tracker = self.tracker
        assert tracker is not None
        key = (view.seat, tracker.changes[view.seat])
        if self._figures is not None and self._figures[0] == key:
            return self._figures[1]
        # From the owned counts, kind by kind in the order of _deck's list (the same sum).
        catalog = view.state.catalog
        values = others = 0
        worths: list[Iterable[float]] = []
        counts: Counter[Category] = Counter()
        for k, count in tracker.owned[view.seat].items():
            if k < 0 or count <= 0:
                continue
            kind = catalog[k]
            counts[kind.category] += count
            if kind.category is VALUE:
                values += count
            else:
                others += count
                worths.append(repeat(self._worth(kind), count))
        quality = sum(chain.from_iterable(worths)) / max(others, 1)
        figures = (values, quality, counts)
        self._figures = (key, figures)
        return figures

    def _buy(self, view: View, legal: LegalActions) -> Action:
        state, seat = view.state, view.seat
        values, quality, counts = self._deck_figures(view)
        threshold = max(self.buy_base, self.buy_quality * quality)
        blind_worth = self._pool_worth(state.catalog, state.players)
        bank = state.bank[seat]

        def worth(kind: CardKind) -> float:
            w = self._worth(kind)
            if kind.category in (BOOST, DEFENSE):
                w -= 0.4 * counts[kind.category]  # one per duel: more of them help less
            return w

        book_costs = self._book_costs
        paid_memo: dict[tuple[tuple[int, ...], int], float] = {}  # cards share payments

        def paid(payment: tuple[int, ...], price: int) -> float:
            key = (payment, price)
            found = paid_memo.get(key)
            if found is not None:
                return found
            cost = 0.0
            for h in payment:
                k = self._kind(view, h)
                if k.category is BOOK:
                    c = book_costs.get(k.index)
                    if c is None:
                        c = book_costs[k.index] = max(card_worth(k) - 1.5, 0.2) + 0.5 * k.attack / 3
                    cost += c
            found = paid_memo[key] = cost + 0.2 * max(bank - price, 0)
            return found

        def score(action: Action) -> float:
            if isinstance(action, BuyMarket):
                kind = self._kind(view, action.card)
                return worth(kind) - threshold - paid(action.payment, kind.price)
            if isinstance(action, BuyBlind):
                return blind_worth - 0.5 - threshold - paid(action.payment, 6)
            if isinstance(action, BuyExpert):
                return self.expert_worth - threshold - paid(action.payment, 8)
            return -math.inf

        types = legal.types()
        if Pass in types and not self._may_buy(view, legal, worth, threshold, blind_worth):
            return Pass()  # no purchase can score above 0: none is built nor scored
        # by type, in the order of ``legal`` (building no Refresh unless it comes to that)
        best: Action | None = None
        best_score = -math.inf
        market = legal.parts_of(BuyMarket)  # (card, its payments): scored without building
        if market is not None:
            found: tuple[int, tuple[int, ...]] | None = None
            for card, options in market:
                kind = self._kind(view, card)
                base, price = worth(kind) - threshold, kind.price  # score()'s, in its order
                for payment in options:
                    value = base - paid(payment, price)
                    if found is None or value > best_score:
                        found, best_score = (card, payment), value
            if found is not None:
                best = BuyMarket(*found)
        buys = [
            *(legal.of_type(BuyMarket) if market is None else ()),
            *legal.of_type(BuyBlind),
            *legal.of_type(BuyExpert),
        ]
        for action in buys:  # max(buys, key=score): the first of the highest scores
            value = score(action)
            if best is None or value > best_score:
                best, best_score = action, value
        if best is not None and best_score > 0:
            return best
        if Pass in types:
            return Pass()
        # Nothing worth buying, and no card has left the hand yet (R7): make one leave.
        hand = [self._kind(view, h) for h in state.hand(seat)]
        attack = max(self._best_attack_value(view, hand) - self._margin(state), 0.0)
        options: list[tuple[float, Action]] = []
        if best is not None and getattr(best, "payment", ()):
            options.append((attack + 0.2 * best_score, best))
        # Once the Basic stack and the market are empty a banked Value only lets a card leave.
        dry = not state.zones[Zone.MARKET] and not state.zones[Zone.BASIC]
        banks = [a for a in legal.of_type(Bank) if len(a.cards) == 1]
        if banks:
            cheapest = min(banks, key=lambda a: self._kind(view, a.cards[0]).value)
            scarce = 3.0 if values <= self.min_values and not dry else 1.0
            cost = self.bank_cost * scarce * self._kind(view, cheapest.cards[0]).value
            options.append((attack - cost, cheapest))
        if legal.count_of_type(Refresh):
            options.append((0.0, self._refresh_choice(view, legal)))
        if options:
            return max(options, key=lambda o: o[0])[1]
        return self._best(legal, lambda a: -len(getattr(a, "cards", ())))

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
                    if worth(kind) - threshold - 0.2 * max(bank - kind.price, 0) > 0:
                        return True
        blind = blind_worth - 0.5 - threshold - 0.2 * max(bank - 6, 0)
        if blind > 0 and legal.count_of_type(BuyBlind):
            return True
        expert = self.expert_worth - threshold - 0.2 * max(bank - 8, 0)
        return expert > 0 and legal.count_of_type(BuyExpert) > 0

    def _refresh_choice(self, view: View, legal: LegalActions) -> Action:
        """Redraw all but what helps in the next duel or purchase.

        Kept: Value cards (to buy, and to let a card leave the hand next turn, R7), Experts,
        and the two strongest other cards. Everything else goes to the discard pile.
        """
        hand = [(h, self._kind(view, h)) for h in view.state.hand(view.seat)]
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

    def _intermediate(self, view: View, legal: LegalActions) -> Action:
        state, seat = view.state, view.seat
        step = state.tasks[0].args[2]  # 1 before the duel, 2 after it
        hand = [self._kind(view, h) for h in state.hand(seat)]
        boosts = [k for k in hand if k.category is BOOST]
        scholars = [k for k in hand if k.is_scholar]
        draw = len(state.zone(Zone.DRAW, seat)) + len(state.zone(Zone.DISCARD, seat))

        def score(action: Action) -> float:
            if not isinstance(action, Play):
                return 0.0
            kind = self._kind(view, action.card)
            effect = kind.effect
            if effect is DRAW_TWO:
                if draw < 2:
                    return -1.0
                if step == 1:  # dig for attackers; another Boost takes its place in the attack
                    return 1.0 if len(boosts) > 1 or len(scholars) < 2 else -0.5
                return 0.6 if len(hand) >= 6 else -0.5  # keeps a bigger hand than six
            if effect is OPPONENT_DISCARDS_TWO:
                cards = len(state.hand(action.opponent))
                if step == 1 and state.duel is None and cards <= 3:
                    return 1.5 - 0.3 * cards  # strips the defense it has left
                return 0.4 if step == 2 and cards >= 4 else -1.0
            if effect is LOOK_AT_HAND:
                return 0.3 if step == 1 and len(boosts) > 1 else -1.0
            if effect is REORDER_TOP_SIX:
                return 0.3 if step == 2 and len(hand) < 5 else -1.0
            return -1.0

        return self._best(legal, score)

    def _duel(self, view: View, legal: LegalActions) -> Action:
        state = view.state
        kinds = {h: self._kind(view, h) for h in state.hand(view.seat)}
        spare = self._spare(view)
        margin = self._margin(state)
        # per selection (the same cards against every opponent): its total, loss and the
        # defense its scholars would have kept; the value depends on the cards only so
        selections: dict[tuple[int, ...], tuple[int, int, float]] = {}

        def score(action: Action) -> float:
            if not isinstance(action, Attack):
                return margin
            cards = action.cards
            found = selections.get(cards)
            if found is None:
                chosen = [kinds[h] for h in cards]
                kept = sum(max(k.defense - spare, 0) for k in chosen if k.is_scholar)
                found = selections[cards] = (*attack_total(chosen), kept)
            total, loss, kept = found
            opponent = action.opponent
            hand = len(state.hand(opponent))
            value = self._value_of(view, opponent, total, loss, hand)
            # prefer the seat closest to going out, so games end
            value += 0.02 * (12 - state.resistance[opponent])
            return value - self.defense_spare * kept

        return self._best(legal, score)

    def _defend(self, view: View, legal: LegalActions) -> Action:
        state, seat = view.state, view.seat
        duel = state.duel
        assert duel is not None
        attacker = duel.attacker
        pool, _ = self._hidden_pool(view, attacker)
        n = max(pool.n, 1.0)
        k = duel.attack_count
        m = len(state.hand(attacker))
        ms = pool.att / pool.scholar if pool.scholar else 2.0
        vs = max(pool.att2 / pool.scholar - ms**2, 0.0) if pool.scholar else 1.0
        pb = 0.0
        mb = 0.0
        if k >= 2 and pool.boost > 0:
            pb = 1.0 - (1.0 - pool.boost / n) ** m
            mb = pool.boost_val / pool.boost
        mu = (k - pb) * ms + pb * mb
        sigma = math.sqrt((k - pb) * vs + pb * (1 - pb) * mb**2 + 0.5) * self.spread
        spiral = pb * (pool.spiral / pool.boost) if pool.boost else 0.0
        my_res = state.resistance[seat]
        lose_plain = loss_points(my_res, 1)
        lose_deep = spiral * loss_points(my_res, 2) + (1 - spiral) * lose_plain
        gain = loss_points(state.resistance[attacker], 1)
        hand = {h: self._kind(view, h) for h in state.hand(seat)}
        modifier = state.modifier[seat]

        def score(action: Action) -> float:
            if not isinstance(action, Defend):
                rest = list(hand.values())
                return -lose_deep + self.next_attack * self._best_attack_value(view, rest)
            cards = action.cards
            used = [hand[h] for h in cards]
            # the hand without the used cards (as removing each used kind's first copy leaves)
            rest = [kind for h, kind in hand.items() if h not in cards]
            total = modifier + sum(x.defense if x.is_scholar else x.value for x in used)
            p_lose = 1.0 - phi((total + 0.5 - mu) / sigma)
            p_win = phi((total - 0.5 - mu) / sigma)
            anchored = any(x.effect is MAX_LOSS_ONE for x in used)
            loss = lose_plain if anchored else lose_deep
            value = p_win * gain - p_lose * loss
            return value + self.next_attack * self._best_attack_value(view, rest)

        return self._best(legal, score)

    def _expert(self, view: View, legal: LegalActions) -> Action:
        state = view.state
        duel = state.duel
        assert duel is not None
        me_attacking = view.seat == duel.attacker
        theirs = None
        if not me_attacking and duel.attack_expert >= 0:
            theirs = state.catalog[state.public[duel.attack_expert]].effect

        def value(action: Action) -> float:
            mine = None
            if isinstance(action, PlayExpert):
                mine = self._kind(view, action.card).effect
            ea, ed = (mine, None) if me_attacking else (theirs, mine)
            result = outcome(state, ea, ed)
            if result.winner == view.seat:
                score = 10.0 + result.loss
            elif result.loser == view.seat:
                score = -10.0 - result.loss * 3
            else:
                score = 0.0
            return score - (0.5 if mine is not None else 0.0)

        return self._best(legal, value)

    def _keep_expert(self, view: View, legal: LegalActions) -> Action:
        def score(action: Action) -> float:
            assert isinstance(action, Keep)
            kind = view.kind(action.card)
            return -KEEP_ORDER.index(kind.effect) if kind and kind.effect in KEEP_ORDER else -99

        return self._best(legal, score)

    def _discard(self, view: View, legal: LegalActions) -> Action:
        def score(action: Action) -> float:
            assert isinstance(action, Discard)
            return -sum(self._keep_worth(self._kind(view, h)) for h in action.cards)

        return self._best(legal, score)

    def _reorder(self, view: View, legal: LegalActions) -> Action:
        worths: dict[int, float] = {}  # per handle, once (up to 720 orders of the same cards)
        fast = self._sorted_order(view, legal)
        if fast is not None:
            return fast

        def score(action: Action) -> float:
            assert isinstance(action, Reorder)
            # the strongest cards on top, weighted by how soon they are drawn
            order = action.order
            for h in order:
                if h not in worths:
                    worths[h] = self._keep_worth(self._kind(view, h))
            return sum(worths[h] / (i + 1) for i, h in enumerate(order))

        return self._best(legal, score)

    def _sorted_order(self, view: View, legal: LegalActions) -> Action | None:
        """The order ``_reorder`` scores highest, found without scoring every order.

        By the rearrangement inequality the weighted sum is highest exactly for the orders whose
        worths do not increase; those all sum the same terms in the same order, so the first of
        them in ``legal`` wins, and that is the lexicographically first such arrangement of
        positions (``cardplay.legal_reorder`` lists each sequence of kinds by its first one): the
        positions stably sorted by falling worth. Only when distinct worths are far apart (so
        that no rounding can reorder the sums); else None and every order is scored.
        """
        if legal.types() != [Reorder]:
            return None
        first = legal.nth_of_type(Reorder, 0)
        assert isinstance(first, Reorder)
        top = first.order  # the first order keeps the positions as they are
        worths = [self._keep_worth(self._kind(view, h)) for h in top]
        distinct = sorted(set(worths))
        if any(b - a <= 1e-6 for a, b in pairwise(distinct)):
            return None
        positions = sorted(range(len(top)), key=lambda p: -worths[p])
        return Reorder(tuple([top[p] for p in positions]))

    def _refill(self, view: View, legal: LegalActions) -> Action:
        """R17: always refill. Nothing is ever discarded down to six, the cards drawn now would
        come at the next refill anyway, and the last card(s) are chosen rather than drawn."""
        return self._best(legal, lambda a: 1.0 if isinstance(a, Refill) else 0.0)

    def _pile(self, view: View, legal: LegalActions) -> Action:
        """R17: the discard pile when its best cards are about as good as the draw pile's best,
        else the draw pile. A card taken from the discard pile comes back before the next
        reshuffle; one taken from the draw pile would have been drawn soon anyway."""
        state, seat = view.state, view.seat
        count = state.tasks[0].args[2]

        def worth(kind: CardKind) -> float:
            return keep_worth(kind, self.expert_worth)

        drawable = sorted((worth(k) for k in self._draw_pile(view)), reverse=True)
        average = sum(drawable) / len(drawable) if drawable else 0.0

        def value(best: list[float]) -> float:  # what the pile cannot give is drawn normally
            return sum(best[:count]) + average * max(count - len(best), 0)

        discard = sorted(
            (worth(self._kind(view, h)) for h in state.zone(Zone.DISCARD, seat)), reverse=True
        )
        scores = {
            SearchDrawPile: value(drawable),
            SearchDiscardPile: value(discard) + self.discard_search * min(count, len(discard)),
        }
        return self._best(legal, lambda a: scores.get(type(a), -math.inf))

    def _draw_pile(self, view: View) -> list[CardKind]:
        """The kinds in the own draw pile: the own cards not seen in another own zone."""
        state, seat = view.state, view.seat
        assert self.tracker is not None
        left = Counter(self.tracker.owned[seat])
        for kind_zone in (Zone.HAND, Zone.DISCARD, Zone.DUEL, Zone.LOOK):
            for h in state.zone(kind_zone, seat):
                left[view.kind_index(h)] -= 1
        return [state.catalog[k] for k, n in left.items() if k >= 0 for _ in range(n)]

    def _search(self, view: View, legal: LegalActions) -> Action:
        draw = set(view.state.zone(Zone.DRAW, view.seat))

        def score(action: Action) -> float:
            assert isinstance(action, Search)
            worth = sum(self._keep_worth(self._kind(view, h)) for h in action.cards)
            return worth + 0.1 * sum(1 for h in action.cards if h not in draw)

        return self._best(legal, score)


def _pool_worth(catalog: Catalog, players: int) -> float:
    """The average worth of a Basic card (what a blind purchase brings on average)."""
    total = count = 0.0
    for kind in catalog:
        copies = kind.copies_for(players)
        if copies and kind.category is not EXPERT:
            total += copies * card_worth(kind)
            count += copies
    return total / max(count, 1.0)


_BY_DECISION: dict[Decision, Callable[[StrategicBot, View, LegalActions], Action]] = {
    Decision.BUY: StrategicBot._buy,
    Decision.INTERMEDIATE: StrategicBot._intermediate,
    Decision.DUEL: StrategicBot._duel,
    Decision.DEFEND: StrategicBot._defend,
    Decision.EXPERT: StrategicBot._expert,
    Decision.KEEP_EXPERT: StrategicBot._keep_expert,
    Decision.DISCARD: StrategicBot._discard,
    Decision.REORDER: StrategicBot._reorder,
    Decision.SEARCH: StrategicBot._search,
    Decision.REFILL: StrategicBot._refill,
    Decision.PILE: StrategicBot._pile,
}
_CHOOSERS = tuple(_BY_DECISION[decision] for decision in DECISIONS)
"""How the bot decides each kind of decision, by the decision's index in a task."""
