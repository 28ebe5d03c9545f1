"""The few actions worth searching at a decision, out of the many the rules allow.

The legal actions of a buying phase or a duel number in the dozens, most of them the same
choice paid or played with other cards. A search spends its playouts on a handful of distinct
choices instead: each purchase once (paid the cheapest way; banking is left to the strategic
bot), the attacks and defenses a good player would weigh (everything, everything but the card
best kept, a lean one), every Expert and card action, passing, and always the strategic bot's
own choice.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from core.hypnose.actions import (
    Action,
    Attack,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    Decision,
    Defend,
    Pass,
)
from core.hypnose.bots.worth import card_worth
from core.hypnose.catalog import CardKind, Category, Effect
from core.hypnose.duel import eligible_opponents
from core.hypnose.legal import LegalActions, signature
from core.view import View

BOOK = Category.BOOK
BOOST = Category.BOOST
DEFENSE = Category.DEFENSE
EXTRA_DEFENSE_CARD = Effect.EXTRA_DEFENSE_CARD
OPPONENT_LOSES_TWO = Effect.OPPONENT_LOSES_TWO

Hand = list[tuple[int, CardKind]]


def candidates(decision: Decision, view: View, legal: LegalActions, base: Action) -> list[Action]:
    """Distinct legal choices worth a search at ``decision``, ``base`` (the strategic bot's
    choice) first; one choice per signature (the same kinds played the same way)."""
    make = _MAKERS.get(decision)
    found = [base] + (make(view, legal) if make is not None else [])
    out: list[Action] = []
    seen: set[Hashable] = set()
    for action in found:
        key = signature(view, action)
        if key in seen or action not in legal:
            continue
        seen.add(key)
        out.append(action)
    return out


def _hand(view: View) -> Hand:
    kinds = view.state.catalog.kinds
    return [(h, kinds[view.kind_index(h)]) for h in view.state.hand(view.seat)]


def _buys(view: View, legal: LegalActions) -> list[Action]:
    """Every purchase once (the market by kind, blind, Expert), each paid the cheapest way;
    passing. A purchase that can only be paid by selling Books (R8 resale) is left to the
    strategic choice: the evaluation weighs a deck's Boosts without asking whether Books remain
    to carry them, so a search sold its Books for Boosts and drifted into decks that can no
    longer attack (games stalled at the turn cap that way)."""
    state, seat = view.state, view.seat
    kinds = state.catalog.kinds
    hand = dict(_hand(view))
    bank = state.bank[seat]

    def cost(payment: Sequence[int], price: int) -> float:
        """What a payment loses: Books leave the game, overpaying is wasted (R8)."""
        paid = sum(hand[h].pay_value for h in payment)
        books = sum(card_worth(hand[h]) for h in payment if hand[h].category is BOOK)
        return books + 0.3 * max(paid - (price - bank), 0) + 0.01 * len(payment)

    def sells_books(payment: Sequence[int]) -> bool:
        return any(hand[h].category is BOOK for h in payment)

    out: list[Action] = []
    best: dict[int, tuple[float, BuyMarket]] = {}
    for action in legal.of_type(BuyMarket):
        if sells_books(action.payment):
            continue
        kind = kinds[view.kind_index(action.card)]
        c = cost(action.payment, kind.price)
        if kind.index not in best or c < best[kind.index][0]:
            best[kind.index] = (c, action)
    out.extend(a for _, a in best.values())
    for kind_of_buy, price in ((BuyBlind, state.catalog.blind_price),
                               (BuyExpert, state.catalog.expert_price)):  # fmt: skip
        offered = legal.of_type(kind_of_buy)
        options = [a for a in offered if not sells_books(a.payment)]  # type: ignore[attr-defined]
        if options:
            out.append(min(options, key=lambda a: cost(a.payment, price)))  # type: ignore[attr-defined]
    # Banking (R7.2) is left to the strategic choice: it removes Value cards from the game, and
    # a look one turn ahead cannot see a deck left without money (which must then refresh
    # every turn, R7, and never duels again: games stalled at the turn cap that way).
    if legal.count_of_type(Pass):
        out.append(Pass())
    return out


def _attacks(view: View, legal: LegalActions) -> list[Action]:
    """Passing, and against every opponent that may be challenged: everything (the Books and
    Courses with the best Boost, or with Deep Spiral), everything but the best defender (kept
    for the opponents' turns), and the two strongest cards alone."""
    hand = _hand(view)
    scholars = sorted((c for c in hand if c[1].is_scholar), key=lambda c: -c[1].attack)
    if not scholars:
        return [Pass()]
    boosts = sorted((c for c in hand if c[1].category is BOOST), key=lambda c: -c[1].value)
    spirals = [c for c in boosts if c[1].effect is OPPONENT_LOSES_TWO]
    extras: list[list[tuple[int, CardKind]]] = [boosts[:1]]
    if spirals and spirals[0] is not boosts[0]:
        extras.append(spirals[:1])
    keeper = max(scholars, key=lambda c: (c[1].defense - c[1].attack, c[1].defense))
    selections: list[list[tuple[int, CardKind]]] = []
    for extra in extras:
        selections.append(scholars + extra)
        if len(scholars) > 1:
            selections.append([c for c in scholars if c is not keeper] + extra)
    selections.append(scholars[:1] + boosts[:1])
    out: list[Action] = [Pass()]
    for opponent in eligible_opponents(view.state, view.seat):
        out.extend(Attack(opponent, tuple(h for h, _ in s)) for s in selections)
    return out


def _defenses(view: View, legal: LegalActions) -> list[Action]:
    """Declining, and defending with everything (Books, Courses and the best Defense card, two
    with Second Wall), with everything but the best attacker (kept for the own next turn), and
    with the best defender and the best Defense card alone."""
    hand = _hand(view)
    scholars = sorted((c for c in hand if c[1].is_scholar), key=lambda c: -c[1].defense)
    if not scholars:
        return [Pass()]
    shields = sorted((c for c in hand if c[1].category is DEFENSE), key=lambda c: -c[1].value)
    wall = [c for c in shields if c[1].effect is EXTRA_DEFENSE_CARD]
    extra = shields[:1]
    if wall:
        extra = wall[:1] + [c for c in shields if c is not wall[0]][:1]
    attacker = max(scholars, key=lambda c: (c[1].attack - c[1].defense, c[1].attack))
    selections = [scholars + extra, scholars[:1] + shields[:1]]
    if len(scholars) > 1:
        selections.append([c for c in scholars if c is not attacker] + extra)
    return [Pass(), *(Defend(tuple(h for h, _ in s)) for s in selections)]


def _every(view: View, legal: LegalActions) -> list[Action]:
    return list(legal)


_MAKERS: dict[Decision, Callable[[View, LegalActions], list[Action]]] = {
    Decision.BUY: _buys,
    Decision.DUEL: _attacks,
    Decision.DEFEND: _defenses,
    Decision.EXPERT: _every,
    Decision.INTERMEDIATE: _every,
}
SEARCHED = frozenset(_MAKERS)
"""The decisions a search weighs; the others (which Expert to keep, what to discard, how to
reorder, where to search) follow the strategic bot."""
