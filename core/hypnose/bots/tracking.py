"""What the strategic bot knows about every seat's cards, from public information only."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable, Iterable
from itertools import compress
from operator import is_not
from typing import Any

from core.hypnose.catalog import CardKind, Catalog, Category, Effect, per_catalog
from core.hypnose.state import State
from core.hypnose.turn import deal_composition
from core.hypnose.zones import PER_SEAT, SHARED_ZONES, Zone, seat_zone, zone_owner
from core.view import View
from core.vocabulary import UNKNOWN

# Plain names for the enum members used here (enum attribute lookups are slow on 3.11).
BOOST = Category.BOOST
DEFENSE = Category.DEFENSE
EXPERT = Category.EXPERT
VALUE = Category.VALUE
OPPONENT_LOSES_TWO = Effect.OPPONENT_LOSES_TWO

# --- what the strategic bot knows about the decks ----------------------------------------------

_MARKET = int(Zone.MARKET)  # a plain int: enum lookups are slow
_FROM_EXPERTS = -1 - int(Zone.EXPERTS)  # the holder code of the Expert stack
U_BASIC, U_EXPERT = -2, -3  # a Basic card or an Expert whose face this seat has not seen


_SQRT2 = math.sqrt(2.0)


def phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / _SQRT2))


class Pool:
    """Sums over a multiset of cards: what a random card of it adds to an attack or a defense."""

    __slots__ = ("att", "att2", "boost", "boost_val", "dcard", "dcard_val", "def2", "defense")
    __slots__ += ("expert", "n", "scholar", "spiral")

    def __init__(self) -> None:
        self.n = self.scholar = self.att = self.att2 = self.defense = self.def2 = 0.0
        self.boost = self.boost_val = self.dcard = self.dcard_val = self.expert = 0.0
        self.spiral = 0.0

    def add(self, kind: CardKind, count: float) -> None:
        self.n += count
        if kind.is_scholar:
            self.scholar += count
            self.att += count * kind.attack
            self.att2 += count * kind.attack**2
            self.defense += count * kind.defense
            self.def2 += count * kind.defense**2
        elif kind.category is BOOST:
            self.boost += count
            self.boost_val += count * kind.value
            if kind.effect is OPPONENT_LOSES_TWO:
                self.spiral += count
        elif kind.category is DEFENSE:
            self.dcard += count
            self.dcard_val += count * kind.value
        elif kind.category is EXPERT:
            self.expert += count

    def add_pool(self, other: Pool, count: float) -> None:
        """``count`` cards each distributed like a random card of ``other``."""
        if other.n <= 0 or count <= 0:
            return
        f = count / other.n
        # every sum but ``n`` grows by f times the other's (spelled out: no getattr loop)
        self.att += f * other.att
        self.att2 += f * other.att2
        self.boost += f * other.boost
        self.boost_val += f * other.boost_val
        self.dcard += f * other.dcard
        self.dcard_val += f * other.dcard_val
        self.def2 += f * other.def2
        self.defense += f * other.defense
        self.expert += f * other.expert
        self.scholar += f * other.scholar
        self.spiral += f * other.spiral
        self.n += count


def pool_of(counts: Iterable[tuple[int, int]], catalog: Catalog, basic: Pool, expert: Pool) -> Pool:
    """The pool of cards counted by kind index (``U_BASIC``/``U_EXPERT`` for unseen ones, each
    like a random card of ``basic``/``expert``); counts of 0 or less are skipped.

    ``Pool.add`` and ``Pool.add_pool`` in the given order, their sums kept in locals: every
    field gets the same additions in the same order, so the same floats. A kind's figures come
    from its row (``_pool_rows``): the same integers, read without attribute lookups.
    """
    rows = per_catalog(_ROWS, catalog, "pool", lambda: _pool_rows(catalog))
    n = scholar = att = att2 = defense = def2 = 0.0
    boost = boost_val = dcard = dcard_val = experts = spiral = 0.0
    for k, count in counts:
        if count <= 0:
            continue
        if k in (U_BASIC, U_EXPERT):  # unseen: like a random card of its pool (add_pool)
            other = basic if k == U_BASIC else expert
            if other.n <= 0:
                continue
            f = count / other.n
            att += f * other.att
            att2 += f * other.att2
            boost += f * other.boost
            boost_val += f * other.boost_val
            dcard += f * other.dcard
            dcard_val += f * other.dcard_val
            def2 += f * other.def2
            defense += f * other.defense
            experts += f * other.expert
            scholar += f * other.scholar
            spiral += f * other.spiral
            n += count
            continue
        group, a, a2, d, d2 = rows[k]  # Pool.add
        n += count
        if group == _SCHOLAR:
            scholar += count
            att += count * a
            att2 += count * a2
            defense += count * d
            def2 += count * d2
        elif group == _BOOST:  # a: the value, d: 1 for a Spiral
            boost += count
            boost_val += count * a
            if d:
                spiral += count
        elif group == _DEFENSE:
            dcard += count
            dcard_val += count * a
        elif group == _EXPERT:
            experts += count
    pool = Pool()
    pool.n, pool.scholar, pool.att, pool.att2, pool.defense, pool.def2 = (
        n,
        scholar,
        att,
        att2,
        defense,
        def2,
    )
    pool.boost, pool.boost_val, pool.dcard, pool.dcard_val = boost, boost_val, dcard, dcard_val
    pool.expert, pool.spiral = experts, spiral
    return pool


_SCHOLAR, _BOOST, _DEFENSE, _EXPERT, _OTHER = range(5)
_ROWS: dict[tuple[int, Hashable], tuple[Catalog, Any]] = {}  # _pool_rows, per catalog


def _pool_rows(catalog: Catalog) -> list[tuple[int, int, int, int, int]]:
    """Per kind index, what ``Pool.add`` reads of it: (group, attack or value, attack squared,
    defense or 1 for a Spiral, defense squared)."""
    rows = []
    for kind in catalog.kinds:
        if kind.is_scholar:
            rows.append((_SCHOLAR, kind.attack, kind.attack**2, kind.defense, kind.defense**2))
        elif kind.category is BOOST:
            rows.append((_BOOST, kind.value, 0, int(kind.effect is OPPONENT_LOSES_TWO), 0))
        elif kind.category is DEFENSE:
            rows.append((_DEFENSE, kind.value, 0, 0, 0))
        else:
            rows.append((_EXPERT if kind.category is EXPERT else _OTHER, 0, 0, 0, 0))
    return rows


class Tracker:
    """Each seat's cards (kinds, or U_BASIC/U_EXPERT when unseen), from public information only.

    Between two decisions of its seat it compares who holds every handle: a handle entering a seat
    adds the kind it showed (in the market, or face up now), one leaving removes it. Shuffles
    change which card a handle stands for but not the multiset a seat holds.
    """

    def __init__(self, state: State, seat: int) -> None:
        self.seat = seat
        composition = deal_composition(state.catalog, state.settings)
        zones = range(SHARED_ZONES + PER_SEAT * state.players)
        # per zone index: the seat owning it, or None (a list: faster than the arithmetic)
        self.owners = [zone_owner(z) for z in zones]
        # Per zone index, who holds a handle lying there: the owning seat, or for a shared zone
        # that zone (as -1 - index). Only a change of holder can change what a seat owns, so the
        # many moves within a seat (drawing, discarding, reshuffling) cost one comparison each.
        self.holders = [-1 - z if s is None else s for z, s in enumerate(self.owners)]
        self.holder: list[int] = [self.holders[z] for _, z in composition]  # per handle
        counts: list[dict[int, int]] = [{} for _ in range(state.players)]
        for kind, zone in composition:
            owner = self.owners[zone]
            if owner is not None:
                counts[owner][kind] = counts[owner].get(kind, 0) + 1
        self.owned: list[Counter[int]] = [Counter(c) for c in counts]  # kinds as first seen
        self.market: tuple[int, ...] = ()  # the market at the last update, and the faces
        self.market_faces: tuple[int, ...] = ()  # then (``State.public``)
        # per seat, bumped whenever its ``owned`` changes (for memos of what follows from it)
        self.changes = [0] * state.players
        self.zones: tuple[tuple[int, ...], ...] = ()  # the zones at the last update
        self.epochs = state.epochs
        self.turn = state.turn
        seats = range(state.players)
        self.reshuffled = {seat_zone(z, s) for s in seats for z in (Zone.DRAW, Zone.HAND)}

    def update(self, view: View) -> None:
        state = view.state
        holder, epochs, shuffling = self.holder, state.epochs, self.reshuffled
        owners, holders = self.owners, self.holders
        zones = state.zones
        seen = self.zones if len(self.zones) == len(zones) else (None,) * len(zones)
        market, market_faces = self.market, self.market_faces
        # Only the zones that are not the very tuples of the last update (found in C), and in
        # them only the handles that may be new (``_fresh``) and came from another holder.
        for index in compress(range(len(zones)), map(is_not, zones, seen)):
            # The part of the zone that may hold handles it did not hold at the last update, in
            # zone order: piles change at their ends (drawn from the top, put on top or at the
            # bottom), so the big ones need no scan (inlined: a call per zone costs more).
            zone = zones[index]
            if not zone:
                continue  # emptied (a hand played out, a duel cleared): no newcomer
            before = seen[index]
            if before is not None:
                kept = len(before)
                size = len(zone)
                if size <= kept:
                    if zone == before[kept - size :]:
                        continue  # cards left the top
                elif zone[size - kept :] == before:
                    zone = zone[: size - kept]  # cards came on top
                elif zone[:kept] == before:
                    zone = zone[kept:]  # cards came at the bottom
            code = holders[index]
            now = owners[index]
            for h in zone:
                source = holder[h]
                if source == code:
                    continue
                holder[h] = code
                was = source if source >= 0 else None
                if was == now:  # from one shared zone to another
                    continue
                # The face it showed in the market, or the face it shows now unless it may have
                # been shuffled after the move (a seat's draw pile, and the hand drawn from it).
                kind = market_faces[h] if h in market else UNKNOWN
                if kind == UNKNOWN and (index not in shuffling or epochs[h] == self.epochs[h]):
                    kind = view.kind_index(h)
                if kind == UNKNOWN:
                    if was is not None:  # e.g. R14's card given away, reshuffled unseen since
                        kind = self._guess(state, was)
                    else:  # a blind purchase or an Expert
                        kind = U_EXPERT if source == _FROM_EXPERTS else U_BASIC
                if was is not None:
                    self._remove(state, was, kind)
                    self.changes[was] += 1
                if now is not None:
                    self.owned[now][kind] += 1
                    self.changes[now] += 1
        resistance = state.resistance
        for points in resistance:  # min(resistance) <= 0, without the call
            if points <= 0:
                for seat, owned in enumerate(self.owned):
                    if owned and resistance[seat] <= 0:  # out of the game (not ``state.alive``)
                        owned.clear()
                        self.changes[seat] += 1
                break
        self.market, self.market_faces = zones[_MARKET], state.public  # the faces shown there
        self.zones = zones
        self.epochs = state.epochs
        self.turn = state.turn

    def _guess(self, state: State, seat: int) -> int:
        """The likeliest kind of an unseen non-Value card leaving ``seat``."""
        catalog = state.catalog
        held = [
            (count, k)
            for k, count in self.owned[seat].items()
            if count > 0 and (k < 0 or catalog[k].category is not VALUE)
        ]
        return max(held)[1] if held else U_BASIC

    def _remove(self, state: State, seat: int, kind: int) -> None:
        owned = self.owned[seat]
        unseen = kind
        if kind >= 0:
            unseen = U_EXPERT if state.catalog.kinds[kind].category is EXPERT else U_BASIC
        for key in (kind, unseen):
            if owned[key] > 0:
                owned[key] -= 1
                return
