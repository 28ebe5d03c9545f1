"""What the strategic bot estimates of its opponents from public information alone: the cards
a seat may hold unseen, the defense it can make, and the odds and value of an attack on it.

Kept apart from the decisions (``strategic``) that use it; its figures are cached within a
decision, and the hidden pools across decisions (keyed by what they follow from).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable
from typing import Any

from core.hypnose.bots.reading import ViewReader, read_kinds
from core.hypnose.bots.tracking import Pool, Tracker, phi, pool_of
from core.hypnose.bots.worth import loss_points
from core.hypnose.catalog import CardKind, Catalog, Category, Effect, per_catalog
from core.hypnose.state import State
from core.hypnose.zones import Zone, seat_zone
from core.view import View
from core.vocabulary import UNKNOWN

# Plain names for the enum members used here (enum attribute lookups are slow on 3.11).
BOOST = Category.BOOST
DEFENSE = Category.DEFENSE
EXPERT = Category.EXPERT
OPPONENT_LOSES_TWO = Effect.OPPONENT_LOSES_TWO
DISCARD_ZONE = Zone.DISCARD
DUEL_ZONE = Zone.DUEL
LOOK_ZONE = Zone.LOOK

_Hidden = tuple[Pool, list[CardKind], dict[tuple[object, ...], tuple[float, ...]]]
"""A seat's hidden pool, its known hand cards, and the estimates drawn from them: the defense
by (hand, modifier), an attack's odds by (_ODDS, total, hand, modifier, spread)."""
_ODDS = "odds"
_UNSEEN: dict[tuple[int, Hashable], tuple[Catalog, Any]] = {}  # the unseen pools, by players


class OpponentModel(ViewReader):
    """Estimates of the opponents for a bot that tracks public information (``Tracker``).

    The bot sets ``tracker`` and resets the per-decision caches (``_values``, ``_best_values``,
    ``_entries``) before each decision, and the per-game ones (``_hidden`` and
    the unseen pools) for a new game; ``spread`` widens the estimated spread of a hidden defense.
    """

    spread: float

    def __init__(self) -> None:
        super().__init__()
        self.tracker: Tracker | None = None
        self._hidden: dict[tuple[object, ...], _Hidden] = {}  # per game
        self._values: dict[tuple[int, int, int, int], float] = {}
        self._best_values: dict[tuple[int, int], float] = {}  # _best_attack_value's, by key
        self._entries: dict[int, _Hidden] = {}  # per decision: each seat's hidden entry

    @staticmethod
    def _unseen_pools(catalog: Catalog, players: int) -> tuple[Pool, Pool]:
        """The Basic cards and the Experts a seat may get unseen (shared: do not modify)."""

        def pools() -> tuple[Pool, Pool]:
            basic, expert = Pool(), Pool()
            for kind in catalog:
                copies = kind.copies_for(players)
                if copies and not kind.starter:
                    (expert if kind.category is EXPERT else basic).add(kind, copies)
            return basic, expert

        return per_catalog(_UNSEEN, catalog, players, pools)

    def _hidden_pool(self, view: View, seat: int) -> tuple[Pool, list[CardKind]]:
        pool, known, _ = self._hidden_entry(view, seat)
        return pool, known

    def _hidden_entry(self, view: View, seat: int) -> _Hidden:
        """The cards ``seat`` may hold unseen (its hand and draw pile), and its known hand cards.

        Kept across decisions (shared: do not modify): it follows from the seat's owned counts
        (``Tracker.changes``) and the kinds this view reads in its other zones and its hand.
        Found once per decision and seat (``_entries``): reading the zones is its cost.
        """
        found = self._entries.get(seat)
        if found is None:
            found = self._entries[seat] = self._find_hidden_entry(view, seat)
        return found

    def _find_hidden_entry(self, view: View, seat: int) -> _Hidden:
        state = view.state
        assert self.tracker is not None
        zones = state.zones
        seen = read_kinds(
            view,
            zones[seat_zone(DISCARD_ZONE, seat)]
            + zones[seat_zone(DUEL_ZONE, seat)]
            + zones[seat_zone(LOOK_ZONE, seat)],
        )
        held = read_kinds(view, state.hand(seat))
        key = (seat, self.tracker.changes[seat], seen, held)
        found = self._hidden.get(key)
        if found is None:
            pool, known = self._build_hidden_pool(state, seat, seen, held)
            found = self._hidden[key] = (pool, known, {})
        return found

    def _build_hidden_pool(
        self, state: State, seat: int, seen: tuple[int, ...], held: tuple[int, ...]
    ) -> tuple[Pool, list[CardKind]]:
        assert self.tracker is not None
        left = dict(self.tracker.owned[seat])  # a Counter's copy, minus the Counter's cost
        get = left.get
        for k in seen:
            if k != UNKNOWN and get(k, 0) > 0:
                left[k] -= 1
        known: list[CardKind] = []
        catalog = state.catalog
        for k in held:
            if k != UNKNOWN and get(k, 0) > 0:
                left[k] -= 1
                known.append(catalog[k])
        basic, expert = self._unseen_pools(catalog, state.players)
        return pool_of(left.items(), catalog, basic, expert), known

    def _defense_estimate(self, view: View, seat: int, hand: int) -> tuple[float, float, float]:
        """(mean, variance, P(cannot defend)) of the best defense ``seat`` can make."""
        pool, known, memo = self._hidden_entry(view, seat)
        return _estimate_in(memo, pool, known, hand, view.state.modifier[seat])

    @staticmethod
    def _estimate_from(
        pool: Pool, known: list[CardKind], hand: int, modifier: int
    ) -> tuple[float, float, float]:
        # (max and min spelled as comparisons, the same values without the calls)
        known = known[:hand]
        u = hand - len(known)
        u = u if u > 0 else 0
        n = 1.0 if pool.n < 1.0 else pool.n
        if n > 1:
            fpc = (n - u) / (n - 1)
            fpc = 0.0 if fpc < 0.0 else fpc
        else:
            fpc = 1.0
        mean_card = pool.defense / n
        var_card = pool.def2 / n - mean_card**2
        var_card = 0.0 if var_card < 0.0 else var_card
        # (an opponent's hand is mostly unseen: ``known`` empty, its sums 0, nothing to scan)
        mu = (sum(k.defense for k in known if k.is_scholar) if known else 0) + u * mean_card
        mu = mu + modifier
        var = u * var_card * fpc + 0.5
        known_dcards = [k.value for k in known if k.category is DEFENSE] if known else None
        if known_dcards:
            mu += max(known_dcards)
        elif pool.dcard > 0:
            q = 1.0 - (1.0 - pool.dcard / n) ** u
            avg = pool.dcard_val / pool.dcard
            mu += q * avg
            var += q * (1 - q) * avg**2
        if known and any(k.is_scholar for k in known):
            p_none = 0.0
        else:
            share = pool.scholar / n
            p_none = (1.0 - (1.0 if share > 1.0 else share)) ** u
        return mu, var, p_none

    def _attack_odds(
        self, view: View, opponent: int, total: float, hand: int
    ) -> tuple[float, float]:
        """(P(win), P(lose)) of an attack worth ``total`` on ``opponent`` holding ``hand`` cards."""
        # follows from the hidden pool, ``hand``, the modifier and ``spread``: kept with the pool
        entry = self._entries.get(opponent)
        if entry is None:
            entry = self._hidden_entry(view, opponent)
        pool, known, memo = entry
        modifier = view.state.modifier[opponent]
        key = (_ODDS, total, hand, modifier, self.spread)
        found = memo.get(key)
        if found is None:
            mu, var, p_none = _estimate_in(memo, pool, known, hand, modifier)
            sigma = math.sqrt(var) * self.spread
            p_win = p_none + (1 - p_none) * phi((total - 0.5 - mu) / sigma)
            p_lose = (1 - p_none) * (1.0 - phi((total + 0.5 - mu) / sigma))
            found = memo[key] = (p_win, p_lose)
        return found  # type: ignore[return-value]

    def _attack_value(
        self, view: View, opponent: int, kinds: Iterable[CardKind], hand: int
    ) -> float:
        """Expected resistance swing of attacking ``opponent`` with these cards."""
        total, loss = attack_total(kinds)
        return self._value_of(view, opponent, total, loss, hand)

    def _value_of(self, view: View, opponent: int, total: int, loss: int, hand: int) -> float:
        """``_attack_value`` of cards adding up to ``total`` and making the loser lose ``loss``
        (all it depends on within one decision, with ``hand``: its memo key)."""
        key = (opponent, total, loss, hand)
        value = self._values.get(key)
        if value is None:
            state = view.state
            p_win, p_lose = self._attack_odds(view, opponent, total, hand)
            gain = loss_points(state.resistance[opponent], loss)
            risk = loss_points(state.resistance[view.seat], 1)
            value = self._values[key] = p_win * gain - p_lose * risk
        return value

    def _best_attack_value(self, view: View, cards: list[CardKind]) -> float:
        """The value of attacking next turn with these hand cards (0 if it would not attack):
        with every Book and Course and the strongest Boost, against the best opponent."""
        scholars = []
        top = None  # the first strongest Boost (max's pick), in the same loop
        for k in cards:
            if k.is_scholar:
                scholars.append(k)
            elif k.category is BOOST and (top is None or k.value > top.value):
                top = k
        if not scholars:
            return 0.0
        chosen = scholars if top is None else [*scholars, top]
        # _attack_value depends on the cards only through their total and loss (its memo key)
        total, loss = attack_total(chosen)
        return self._best_attack_of(view, total, loss)

    def _best_attack_of(self, view: View, total: int, loss: int) -> float:
        """``_best_attack_value`` of cards adding up to ``total``, inflicting ``loss``."""
        found = self._best_values.get((total, loss))
        if found is not None:
            return found
        state = view.state
        limit = state.catalog.hand_limit
        best = 0.0
        for opponent in state.alive_seats():
            if opponent != view.seat:
                value = self._value_of(view, opponent, total, loss, limit)
                if value > best:  # max(best, value) without the call
                    best = value
        self._best_values[total, loss] = best
        return best


def attack_total(kinds: Iterable[CardKind]) -> tuple[int, int]:
    """(the attack's total, the loss it inflicts): ``sum(...)`` and ``any(...)`` in one pass."""
    total = 0
    loss = 1
    for k in kinds:
        total += k.attack if k.is_scholar else k.value
        if k.effect is OPPONENT_LOSES_TWO:
            loss = 2
    return total, loss


def _estimate_in(
    memo: dict[tuple[object, ...], tuple[float, ...]],
    pool: Pool,
    known: list[CardKind],
    hand: int,
    modifier: int,
) -> tuple[float, float, float]:
    """``OpponentModel._estimate_from``, kept in the hidden entry's memo by (hand, modifier)."""
    found = memo.get((hand, modifier))
    if found is None:
        found = memo[hand, modifier] = OpponentModel._estimate_from(pool, known, hand, modifier)
    return found  # type: ignore[return-value]
