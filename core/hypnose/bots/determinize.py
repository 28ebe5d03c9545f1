"""Sampling the hidden cards of a game consistently with what one seat knows (determinization).

A search bot cannot look ahead through cards it has not seen, so it deals them itself: every
handle whose face its view does not know gets a kind, such that

- the kinds of the whole game add up to the deal's composition (R1-R3) less what the view knows;
- every seat holds, unseen, what the seat is known to own (``Tracker.owned``, from public
  information alone: its starting set, its purchases, the cards it gave and got), less the
  cards of it the view can see; the cards it bought unseen (a blind purchase, an Expert) are
  drawn from what is left of the Basic cards or the Experts;
- the Expert stack holds Experts and the Basic stack Basic cards.

The tracker may be wrong in rare cases (R14 gives away an unseen card, which it guesses), so
every step falls back on whatever is left rather than fail: a world is always dealt.

When the seat defends (R11), the attacker's face-down selection is part of the hidden
information too: the attacker is taken to have chosen its strongest selection of the announced
number of cards, and its hand is dealt so that it has one (a hand that could not have made the
attack would not be consistent with it).

Only the view and the tracker are read: a world never depends on a card the seat cannot see.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from core.hypnose.bots.tracking import U_BASIC, U_EXPERT, Tracker
from core.hypnose.catalog import CardKind, Catalog, Category
from core.hypnose.turn import deal_composition
from core.hypnose.zones import SEAT_KINDS, SHARED_ZONES, Zone, seat_zone
from core.stream import Stream
from core.view import View
from core.vocabulary import UNKNOWN

BOOST = Category.BOOST
EXPERT = Category.EXPERT
_EXPERTS, _BASIC = int(Zone.EXPERTS), int(Zone.BASIC)
REDEALS = 8
"""Worlds dealt again, at most, until the attacker could have made its attack."""


class Dealing:
    """What one view knows, read once per decision; ``deal`` then samples many worlds from it.

    ``known`` maps every handle whose face the view knows to that face; per seat, ``discard``
    lists the unknown handles of its discard pile (cards it bought unseen lie there, R7.4,
    R7.5), ``rest`` the unknown handles of its other zones, and ``wanted`` what it holds among
    all of them, as kinds or ``U_BASIC``/``U_EXPERT``; ``shared`` lists the unknown handles of
    the shared zones (the stacks, removed cards) by zone.
    """

    def __init__(self, view: View, tracker: Tracker) -> None:
        state = view.state
        self.catalog: Catalog = state.catalog
        self.players = state.players
        self.size = len(state.epochs)
        known: dict[int, int] = {}
        kind_index = view.kind_index
        for h in range(self.size):
            k = kind_index(h)
            if k != UNKNOWN:
                known[h] = k
        self.known = known
        pool = Counter(k for k, _ in deal_composition(state.catalog, state.settings))
        pool.subtract(known.values())
        self.pool = +pool  # the unknown cards, by kind
        zones = state.zones
        self.discard: list[list[int]] = []
        self.rest: list[list[int]] = []
        self.wanted: list[list[int]] = []
        self.hands: list[tuple[int, ...]] = []
        for seat in range(self.players):
            self.discard.append([h for h in zones[seat_zone(Zone.DISCARD, seat)] if h not in known])
            self.rest.append(
                [
                    h
                    for z in SEAT_KINDS
                    if z is not Zone.DISCARD
                    for h in zones[seat_zone(z, seat)]
                    if h not in known
                ]
            )
            self.hands.append(state.hand(seat))
            owned = Counter({k: n for k, n in tracker.owned[seat].items() if n > 0})
            for z in SEAT_KINDS:
                for h in zones[seat_zone(z, seat)]:
                    k = known.get(h)
                    if k is not None and owned.get(k, 0) > 0:
                        owned[k] -= 1
            self.wanted.append(sorted(owned.elements(), reverse=True))  # kinds, then unseen
        self.shared = [(z, [h for h in zones[z] if h not in known]) for z in range(SHARED_ZONES)]
        self.secret: tuple[int, int] | None = None  # (attacker, count) when the seat defends
        duel = state.duel
        sealed = (  # the seat is to defend: the attack is not opened yet
            duel is not None
            and duel.defender == view.seat
            and duel.defense_count == 0
            and not zones[seat_zone(Zone.DUEL, duel.attacker)]
        )
        if sealed:
            self.secret = (duel.attacker, duel.attack_count)

    def deal(self, stream: Stream) -> tuple[list[int], dict[int, tuple[int, ...]]]:
        """A world: every handle's kind, and the face-down selections (seat -> handles).

        When the seat is to defend, worlds in which the attacker could not have made its attack
        are dealt again (a few times; then its hand is mended, ``_attack``)."""
        truth = self._deal_once(stream)
        if self.secret is None:
            return truth, {}
        attacker, count = self.secret
        kinds = self.catalog.kinds
        for _ in range(REDEALS):
            if strongest_attack([(h, kinds[truth[h]]) for h in self.hands[attacker]], count):
                break
            truth = self._deal_once(stream)
        return truth, {attacker: self._attack(truth, attacker, count)}

    def _deal_once(self, stream: Stream) -> list[int]:
        kinds = self.catalog.kinds
        truth = [UNKNOWN] * self.size
        for h, k in self.known.items():
            truth[h] = k
        pool = Counter(self.pool)
        claimed: list[list[int]] = []  # per seat: the kinds it is known to hold unseen
        unseen: list[list[int]] = []  # per seat: U_BASIC / U_EXPERT for each card bought unseen
        for seat in range(self.players):
            cards: list[int] = []
            bought: list[int] = []
            for k in self.wanted[seat]:
                if k >= 0 and pool[k] > 0:
                    pool[k] -= 1
                    cards.append(k)
                elif k == U_EXPERT or (k >= 0 and kinds[k].category is EXPERT):
                    bought.append(U_EXPERT)
                else:
                    bought.append(U_BASIC)
            claimed.append(cards)
            unseen.append(bought)
        experts = _class_of(pool, kinds, True)
        basics = _class_of(pool, kinds, False)
        stream.shuffle(experts)
        stream.shuffle(basics)
        for seat in range(self.players):
            bought = []
            for u in unseen[seat]:
                source = (experts if u == U_EXPERT else basics) or basics or experts
                if source:
                    bought.append(source.pop())
            discard, rest = self.discard[seat], self.rest[seat]
            # the hidden discard cards are cards bought unseen, as far as there are any
            front = bought[: len(discard)]
            others = claimed[seat] + bought[len(discard) :]
            stream.shuffle(others)
            while len(front) < len(discard) and others:
                front.append(others.pop())
            while len(front) + len(others) < len(discard) + len(rest):  # the tracker lost one
                source = basics or experts
                if not source:
                    break
                others.append(source.pop())
            for h, k in zip(discard, front, strict=False):
                truth[h] = k
            for h, k in zip(rest, others, strict=False):
                truth[h] = k
            for k in others[len(rest) :]:  # more than its hidden cards: back to the stacks
                (experts if kinds[k].category is EXPERT else basics).append(k)
        for zone, handles in self.shared:
            first, second = (experts, basics) if zone == _EXPERTS else (basics, experts)
            for h in handles:
                source = first or second
                truth[h] = source.pop() if source else _any_kind(kinds)
        for h in range(self.size):  # anything still unset (cannot happen with a sound tracker)
            if truth[h] == UNKNOWN:
                truth[h] = _any_kind(kinds)
        return truth

    def _attack(self, truth: list[int], attacker: int, count: int) -> tuple[int, ...]:
        """The attacker's strongest selection of ``count`` cards (R11); if its dealt hand makes
        none, Books and Courses from its other hidden cards, then from the Basic stack, are
        swapped into its unknown hand cards until it does."""
        kinds = self.catalog.kinds
        hand = self.hands[attacker]
        found = strongest_attack([(h, kinds[truth[h]]) for h in hand], count)
        if found is not None:
            return found
        known = self.known
        in_hand = set(hand)
        targets = [h for h in hand if h not in known]
        stack = next(handles for zone, handles in self.shared if zone == _BASIC)
        sources = [
            h
            for h in [*stack, *self.rest[attacker]]
            if h not in in_hand and kinds[truth[h]].is_scholar
        ]
        for target in targets:
            if not sources:
                break
            if kinds[truth[target]].is_scholar:
                continue
            source = sources.pop()
            truth[target], truth[source] = truth[source], truth[target]
            found = strongest_attack([(h, kinds[truth[h]]) for h in hand], count)
            if found is not None:
                return found
        # no consistent attack at all (the tracker went wrong): the weakest Books stand in for
        # unknown hand cards, so that the world stays one the rules accept
        weakest = min((k for k in kinds if k.is_scholar), key=lambda k: (k.attack, k.index))
        for target in targets:
            if not kinds[truth[target]].is_scholar:
                truth[target] = weakest.index
                found = strongest_attack([(h, kinds[truth[h]]) for h in hand], count)
                if found is not None:
                    return found
        return tuple(hand[:count])


def strongest_attack(cards: Sequence[tuple[int, CardKind]], count: int) -> tuple[int, ...] | None:
    """The handles of the strongest attack of exactly ``count`` cards (R11: Books and Courses,
    at most one Boost), or None if these cards make none."""
    scholars = sorted((c for c in cards if c[1].is_scholar), key=lambda c: -c[1].attack)
    boosts = sorted((c for c in cards if c[1].category is BOOST), key=lambda c: -c[1].value)
    best: tuple[int, tuple[int, ...]] | None = None
    if len(scholars) >= count:
        chosen = scholars[:count]
        best = (sum(c[1].attack for c in chosen), tuple(c[0] for c in chosen))
    if boosts and count >= 2 and len(scholars) >= count - 1:
        chosen = scholars[: count - 1]
        total = sum(c[1].attack for c in chosen) + boosts[0][1].value
        if best is None or total > best[0]:
            best = (total, (*(c[0] for c in chosen), boosts[0][0]))
    return None if best is None else best[1]


def _class_of(pool: Counter[int], kinds: Sequence[CardKind], experts: bool) -> list[int]:
    """The cards left in ``pool`` of one class (Experts, or every other kind), as a list."""
    out: list[int] = []
    for k in sorted(pool):
        if (kinds[k].category is EXPERT) == experts:
            out.extend([k] * pool[k])
    return out


def _any_kind(kinds: Sequence[CardKind]) -> int:
    return next(k.index for k in kinds if k.category is not EXPERT and not k.starter)
