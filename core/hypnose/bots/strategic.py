"""The strategic bot: duels when the odds favour it, defends when worth it, buys sensibly."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable
from itertools import pairwise

from core.hypnose.actions import (
    Action,
    Attack,
    Decision,
    Defend,
    Discard,
    Keep,
    Pass,
    Play,
    PlayExpert,
    Refill,
    Reorder,
    Search,
    SearchDiscardPile,
    SearchDrawPile,
)
from core.hypnose.bots.buying import Buyer
from core.hypnose.bots.estimates import attack_total
from core.hypnose.bots.tracking import Tracker, phi
from core.hypnose.bots.worth import EXPERT_WORTH, KEEP_ORDER, keep_worth, loss_points
from core.hypnose.catalog import CardKind, Catalog, Category, Effect
from core.hypnose.duel_tally import outcome
from core.hypnose.legal import LegalActions
from core.hypnose.state import State
from core.hypnose.tasks import DECISIONS, Op
from core.hypnose.zones import Zone
from core.stream import Stream
from core.view import View

# Plain names for the enum members used here (enum attribute lookups are slow on 3.11).
BOOST = Category.BOOST
EXPERT = Category.EXPERT
DRAW_TWO = Effect.DRAW_TWO
LOOK_AT_HAND = Effect.LOOK_AT_HAND
MAX_LOSS_ONE = Effect.MAX_LOSS_ONE
OPPONENT_DISCARDS_TWO = Effect.OPPONENT_DISCARDS_TWO
REORDER_TOP_SIX = Effect.REORDER_TOP_SIX
OPPONENT_LOSES_TWO = Effect.OPPONENT_LOSES_TWO

DECIDE = Op.DECIDE

# --- strategic ----------------------------------------------------------------------------------


class StrategicBot(Buyer):
    """Duels whenever the odds favour it, defends when worth it, buys strong cards sensibly.

    What it estimates of its opponents (their hidden cards, their defense, an attack's odds)
    comes from ``OpponentModel``, its purchases from ``Buyer``; this class makes the other
    decisions and keeps the memos they share.
    """

    name = "strategic"

    # Tunable weights (measured with tools/balance.py and head-to-head runs).
    attack_margin = -0.1  # attack when P(win) * damage - P(lose) * loss > this ...
    patience = 0.004  # ... minus this per turn played, so that no game stalls
    spread = 1.3  # widens the estimated spread of a hidden defense or attack
    defense_spare = 0.03  # per defense point of a scholar used in an attack
    next_attack = 0.7  # weight of the next own attack when choosing a defense
    expert_worth = EXPERT_WORTH  # what an Expert is worth to buy or keep, in card_worth units
    discard_search = 0.5  # per card: searching the discard pile brings a card back early (R17)
    # Buyer's: bank_cost, buy_base, buy_quality, min_values

    def __init__(self, seed: int | bytes | str) -> None:
        super().__init__()
        self.stream = Stream(seed, "strategic-bot")
        # Memos (same numbers, computed once): decks per change, worths per catalog.
        self._spare_of: tuple[tuple[int, int], float] | None = None  # for the deck it is of
        self._catalog: Catalog | None = None
        self._expert_basis = self.expert_worth
        self._keep_worths: dict[int, float] = {}

    def choose(self, view: View, legal: LegalActions) -> Action:
        state = view.state
        tasks = state.tasks
        head = tasks[0] if tasks else None
        assert head is not None and head.op is DECIDE, "choose() is for an awaited decision"
        tracker = self.tracker
        if (
            tracker is None
            or state.turn < tracker.turn  # a new game
            or tracker.seat != view.seat
            or len(tracker.owned) != len(state.resistance)  # one per seat
        ):
            tracker = self.tracker = Tracker(state, view.seat)
            self._spare_of = self._figures = None
            self._hidden = {}
        tracker.update(view)  # at every decision, forced or not (it compares two states)
        forced = legal.only()
        if forced is not None:  # two decisions in five: nothing to weigh, no memo to reset
            return forced
        self._values = {}  # per decision: the state changes between decisions
        self._best_values = {}
        self._entries = {}
        self._forget_reads()
        if state.catalog is not self._catalog or self.expert_worth != self._expert_basis:
            self._catalog, self._expert_basis = state.catalog, self.expert_worth
            self._worths, self._keep_worths = {}, {}
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

    def _keep_worth(self, kind: CardKind) -> float:
        worth = self._keep_worths.get(kind.index)
        if worth is None:
            worth = self._keep_worths[kind.index] = keep_worth(kind, self.expert_worth)
        return worth

    def _spare(self, view: View) -> float:
        """The average defense of the own deck's scholars (once per deck: integer sums)."""
        tracker = self.tracker
        assert tracker is not None
        key = (view.seat, tracker.changes[view.seat])
        if self._spare_of is not None and self._spare_of[0] == key:
            return self._spare_of[1]
        kinds = view.state.catalog.kinds
        defense = scholars = 0
        for k, count in tracker.owned[view.seat].items():
            if k >= 0 and count > 0 and (kind := kinds[k]).is_scholar:
                defense += count * kind.defense
                scholars += count
        spare = defense / (scholars if scholars > 1 else 1)  # max(scholars, 1)
        self._spare_of = (key, spare)
        return spare

    def _intermediate(self, view: View, legal: LegalActions) -> Action:
        state, seat = view.state, view.seat
        step = state.tasks[0].args[2]  # 1 before the duel, 2 after it
        hand = list(self._hand(view).values())
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
        """Attack where ``_value_of`` (less what the attack's scholars would have kept for
        defending, plus a little for the seat closest to going out) beats the margin; else Pass.
        """
        state = view.state
        kinds = self._hand(view)
        spare = self._spare(view)
        margin = self._margin(state)
        parts = legal.parts_of(Attack)
        if parts is None or legal.count_of_type(Pass) != 1 or legal.types()[0] is not Pass:
            return self._best(legal, self._attack_scorer(view, kinds, spare, margin))
        # Pass first, then each opponent's attacks in the order of ``legal`` (the first of the
        # highest wins), scored from the family's parts without building them.
        opponents, selections = parts
        figures = [self._selection_figures(kinds, cards, spare) for cards in selections]
        best, best_score = (-1, -1), margin
        for opponent in opponents:
            hand = len(state.hand(opponent))
            closer = 0.02 * (12 - state.resistance[opponent])  # the seat closest to going out
            for index, (total, loss, kept) in enumerate(figures):
                value = self._value_of(view, opponent, total, loss, hand)
                value += closer
                value = value - self.defense_spare * kept
                if value > best_score:
                    best, best_score = (opponent, index), value
        if best[0] < 0:
            return legal.nth_of_type(Pass, 0)
        return Attack(best[0], selections[best[1]])

    @staticmethod
    def _selection_figures(
        kinds: dict[int, CardKind], cards: tuple[int, ...], spare: float
    ) -> tuple[int, int, float]:
        """An attack's total and loss, and the defense its scholars would have kept."""
        chosen = []
        spared = []  # summed by sum(), as before (its float sums differ across Pythons)
        for h in cards:  # a loop: no generator per selection
            kind = kinds[h]
            chosen.append(kind)
            if kind.is_scholar:
                left = kind.defense - spare
                spared.append(0 if left < 0 else left)  # max(left, 0)
        return (*attack_total(chosen), sum(spared))

    def _attack_scorer(
        self, view: View, kinds: dict[int, CardKind], spare: float, margin: float
    ) -> Callable[[Action], float]:
        """``_duel``'s score of any legal action (Pass scores the margin)."""
        state = view.state
        # per selection (the same cards against every opponent): its total, loss and the
        # defense its scholars would have kept; the value depends on the cards only so
        selections: dict[tuple[int, ...], tuple[int, int, float]] = {}

        def score(action: Action) -> float:
            if not isinstance(action, Attack):
                return margin
            cards = action.cards
            found = selections.get(cards)
            if found is None:
                found = selections[cards] = self._selection_figures(kinds, cards, spare)
            total, loss, kept = found
            opponent = action.opponent
            hand = len(state.hand(opponent))
            value = self._value_of(view, opponent, total, loss, hand)
            # prefer the seat closest to going out, so games end
            value += 0.02 * (12 - state.resistance[opponent])
            return value - self.defense_spare * kept

        return score

    def _defend(self, view: View, legal: LegalActions) -> Action:
        state, seat = view.state, view.seat
        duel = state.duel
        assert duel is not None
        attacker = duel.attacker
        pool, _ = self._hidden_pool(view, attacker)
        n = 1.0 if pool.n < 1.0 else pool.n  # max(pool.n, 1.0)
        k = duel.attack_count
        m = len(state.hand(attacker))
        ms = pool.att / pool.scholar if pool.scholar else 2.0
        vs = pool.att2 / pool.scholar - ms**2 if pool.scholar else 1.0
        vs = 0.0 if vs < 0.0 else vs  # max(vs, 0.0)
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
        hand = self._hand(view)
        modifier = state.modifier[seat]
        next_attack = self.next_attack
        # The next own attack with what is left (``_best_attack_value`` of the rest of the hand):
        # a Defend uses Books, Courses and Defense cards, never a Boost, so the rest attacks
        # with its Books and Courses and the hand's strongest Boost.
        top = None  # the first strongest Boost (max's pick), in one loop with the scholars
        scholars = attack = spirals = 0
        for x in hand.values():
            if x.category is BOOST:
                if top is None or x.value > top.value:
                    top = x
            elif x.is_scholar:
                scholars += 1
                attack += x.attack
                if x.effect is OPPONENT_LOSES_TWO:
                    spirals += 1
        attack += top.value if top is not None else 0
        top_spiral = top is not None and top.effect is OPPONENT_LOSES_TWO
        odds: dict[int, tuple[float, float]] = {}  # by defense total

        def score(action: Action) -> float:
            if not isinstance(action, Defend):
                rest = list(hand.values())
                return -lose_deep + next_attack * self._best_attack_value(view, rest)
            total = modifier
            anchored = False
            used_scholars = used_attack = used_spirals = 0
            for h in action.cards:
                x = hand[h]
                if x.is_scholar:
                    total += x.defense
                    used_scholars += 1
                    used_attack += x.attack
                    if x.effect is OPPONENT_LOSES_TWO:
                        used_spirals += 1
                else:
                    total += x.value
                if x.effect is MAX_LOSS_ONE:
                    anchored = True
            found = odds.get(total)
            if found is None:
                p_lose = 1.0 - phi((total + 0.5 - mu) / sigma)
                p_win = phi((total - 0.5 - mu) / sigma)
                found = odds[total] = (p_win, p_lose)
            p_win, p_lose = found
            loss = lose_plain if anchored else lose_deep
            value = p_win * gain - p_lose * loss
            if used_scholars == scholars:  # no Book or Course left: no attack
                return value + next_attack * 0.0
            deep = 2 if spirals > used_spirals or top_spiral else 1
            return value + next_attack * self._best_attack_of(view, attack - used_attack, deep)

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
            worths = []  # summed by sum(), as before (a list: no generator per action)
            for h in action.cards:
                worths.append(self._keep_worth(self._kind(view, h)))
            return -sum(worths)

        return self._best(legal, score)

    def _reorder(self, view: View, legal: LegalActions) -> Action:
        worths: dict[int, float] = {}  # per handle, once (up to 720 orders of the same cards)
        fast = self._sorted_order(view, legal)
        if fast is not None:
            return fast

        def score_order(order: tuple[int, ...]) -> float:
            # the strongest cards on top, weighted by how soon they are drawn
            for h in order:
                if h not in worths:
                    worths[h] = self._keep_worth(self._kind(view, h))
            terms = []  # summed by sum(), as before (a list: no generator per order)
            weight = 1
            for h in order:
                terms.append(worths[h] / weight)
                weight += 1
            return sum(terms)

        orders = legal.parts_of(Reorder)  # (the first of the highest, as ``_best`` picks it)
        if orders is not None:  # scored as tuples: only the chosen order becomes an action
            return Reorder(max(orders, key=score_order))

        def score(action: Action) -> float:
            assert isinstance(action, Reorder)
            return score_order(action.order)

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
            worths = []  # summed by sum(), as before (a list: no generators per action)
            early = 0
            for h in action.cards:
                worths.append(self._keep_worth(self._kind(view, h)))
                if h not in draw:
                    early += 1
            return sum(worths) + 0.1 * early

        return self._best(legal, score)


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
