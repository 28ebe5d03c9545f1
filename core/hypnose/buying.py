"""The buying phase (R7, R8, R9) and the Expert choice (R7.5)."""

from __future__ import annotations

from core.errors import IllegalAction, RuleViolation
from core.hypnose.actions import (
    Action,
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    Decision,
    Keep,
    KeepCommit,
    Pass,
    Refresh,
)
from core.hypnose.catalog import CardKind, Category
from core.hypnose.checks import distinct_in, known_groups, revealed_kinds
from core.hypnose.payment import (
    Payments,
    multisets,
    nth_multiset,
    payment_problem,
    sized_count,
    sized_multisets,
)
from core.hypnose.state import State, Task, shift
from core.hypnose.tasks import KEEP_FIRST, Op, decide, private_reorder, reveal, task
from core.hypnose.turn import refill, skip_to_end_of_turn
from core.hypnose.zones import PER_SEAT, Zone, seat_zone
from core.view import View
from core.vocabulary import UNKNOWN, Family

MARKET, BLIND, EXPERT = 0, 1, 2  # what a "settle" task buys


def act_buy(state: State, seat: int, action: Action, param: int) -> State:
    """Apply one buying-phase option after its public checks (R7)."""
    hand = state.hand(seat)
    if isinstance(action, Pass):
        if not (state.left_hand or state.bought or not hand):
            raise IllegalAction("buy/nothing_left_hand", "a card must leave the hand (R7)", seat)
        if not state.left_hand and hand and _seen_card_can_leave(state, seat):
            raise IllegalAction("buy/nothing_left_hand", "a card everyone has seen in the hand "
                                "can still leave it (R7)", seat)  # fmt: skip
        return state.popped()
    if isinstance(action, Refresh):
        if state.bought:
            raise IllegalAction("buy/refresh_not_alone", "R7.1 must be the only action", seat)
        if not action.cards:
            raise IllegalAction("buy/refresh_empty", "discard at least one card (R7.1)", seat)
        distinct_in(action.cards, hand, "buy", seat)
        state = skip_to_end_of_turn(state.evolve(bought=True, left_hand=True))
        return state.push(
            reveal(action.cards), task(Op.REFRESH_DISCARD, seat, handles=action.cards)
        )
    if isinstance(action, Bank):
        if not 1 <= len(action.cards) <= 2:
            raise IllegalAction("bank/count", "bank one or two Value cards (R7.2)", seat)
        distinct_in(action.cards, hand, "bank", seat)
        banking = (reveal(action.cards), task(_BANK, seat, handles=action.cards))
        return state.evolve(bought=True, left_hand=True, tasks=banking + state.tasks)
    if isinstance(action, BuyMarket):
        distinct_in((action.card,), state.zones[_MARKET], "buy", seat)
        code, card = MARKET, action.card
    elif isinstance(action, BuyBlind):
        if not state.zones[_BASIC]:
            raise IllegalAction("buy/blind_empty", "the Basic stack is empty", seat)
        code, card = BLIND, -1
    elif isinstance(action, BuyExpert):
        if not state.zones[_EXPERTS]:
            raise IllegalAction("buy/expert_empty", "the Expert stack is empty", seat)
        code, card = EXPERT, -1
    else:
        raise IllegalAction("buy/not_now", f"{type(action).__name__} is not a buying option", seat)
    payment = action.payment
    distinct_in(payment, hand, "buy", seat)
    problem = _seen_payment_problem(state, seat, code, card, payment)
    if problem:  # its cards are face up already: every peer sees it now, not at a reveal
        raise IllegalAction("buy/payment", problem, seat)
    settle = task(_SETTLE, seat, code, card, handles=payment)
    paying = (reveal(payment), settle) if payment else (settle,)
    return state.evolve(
        bought=True, left_hand=state.left_hand or bool(payment), tasks=paying + state.tasks
    )


def price_of(state: State, code: int, card: int) -> int:
    if code == MARKET:
        kind = state.public_kind(card)
        assert kind is not None  # market cards are face up
        return kind.price
    return state.catalog.blind_price if code == BLIND else state.catalog.expert_price


def settle(state: State, t: Task) -> State:
    """After the payment is revealed: check it (R7.3, R8), pay, and take the card (R9)."""
    seat, code, card = t.args
    payment = t.handles
    kinds = revealed_kinds(state, payment, seat, "buy")
    cost = price_of(state, code, card) - state.bank[seat]
    problem = payment_problem(kinds, cost) or _seen_overpayment(state, seat, payment, kinds, cost)
    if problem:
        raise RuleViolation("buy/payment", problem, seat)
    offset = seat * PER_SEAT
    hand, discard = _HAND + offset, _DISCARD + offset
    paid_values, paid_books = [], []  # one loop (comprehensions are calls on Python 3.11)
    for h, k in zip(payment, kinds, strict=True):
        (paid_values if k.category is _VALUE else paid_books).append(h)
    values, books = tuple(paid_values), tuple(paid_books)
    # the moves in one copy of the zones, then one copy of the state
    zones = list(state.zones)
    shift(zones, values, hand, discard, bottom=False)
    shift(zones, books, hand, _REMOVED)
    bank = list(state.bank)
    bank[seat] = 0  # a purchase consumes the whole bank (R7.2)
    if code == MARKET:
        shift(zones, (card,), _MARKET, discard, bottom=False)
        return state.evolve(zones=tuple(zones), bank=tuple(bank))
    if code == BLIND:  # R7.4: hidden under the discard pile
        top = zones[_BASIC][:1]
        shift(zones, top, _BASIC, discard)
        tasks = (reveal(top, seat), *state.tasks)
        return state.evolve(zones=tuple(zones), bank=tuple(bank), tasks=tasks)
    look = _LOOK + offset  # R7.5: look at the top two, keep one
    top = zones[_EXPERTS][:2]
    shift(zones, top, _EXPERTS, look)
    tasks = (reveal(top, seat), decide(seat, Decision.KEEP_EXPERT), *state.tasks)
    return state.evolve(zones=tuple(zones), bank=tuple(bank), tasks=tasks)


def _seen_card_can_leave(state: State, seat: int) -> bool:
    """R7 with what every peer knows: whether the cards of ``seat``'s hand that everyone has
    seen (face up this epoch, e.g. taken back from the discard pile, R17) could still leave it,
    banked or paid with. Then no Pass yet; the hidden cards are for the audit to judge.

    The public view's legal list says it: it offers Pass after a purchase that let no card
    leave only when its known cards cannot leave (``legal_buy``), and more cards known only
    adds ways to leave, so a Pass it does not offer is offered to no seat that knows more."""
    return all(item is not _PASS for item in legal_buy(View(state, seat)))


def _seen_payment_problem(
    state: State, seat: int, code: int, card: int, payment: tuple[int, ...]
) -> str | None:
    """R7.3, R8 at once when every card of ``payment`` is face up already (None while one is
    face down: its reveal settles it, ``settle``)."""
    public, kinds = state.public, state.catalog.kinds
    paid = []
    for h in payment:  # usually the first one is face down: nothing to do
        face = public[h]
        if face == UNKNOWN:
            return None
        paid.append(kinds[face])
    cost = price_of(state, code, card) - state.bank[seat]
    return payment_problem(paid, cost) or _seen_overpayment(state, seat, payment, paid, cost)


def _seen_overpayment(
    state: State, seat: int, payment: tuple[int, ...], paid: list[CardKind], cost: int
) -> str | None:
    """R8 over the payment cards of the hand that everyone has seen, not only the offered ones
    (``payment_problem``): an overpayment when those pay less, exactly or over, is refused.

    More cards known can only lower the smallest payment that reaches the cost, so what is
    refused here the full hand refuses too (the legal list, the audit); with the hand face
    down only the audit can tell."""
    total = 0
    for kind in paid:
        total += kind.pay_value
    if total <= cost:  # exact (or short: payment_problem says so)
        return None
    public, kinds = state.public, state.catalog.kinds
    seen: list[tuple[int, CardKind]] = []
    extra = False
    for h in state.hand(seat):
        face = public[h]
        if face != UNKNOWN and kinds[face].is_payment:
            seen.append((h, kinds[face]))
            extra = extra or h not in payment
    if not extra:
        return None  # only the payment itself is known: payment_problem judged it
    best = Payments(seen).first(cost)
    assert best is not None  # the payment itself reaches the cost
    lowest = sum(kinds[public[h]].pay_value for h in best)
    if lowest < total:
        return (f"paid {total} for {cost} although cards of the hand everyone has seen pay "
                f"{lowest} (R8)")  # fmt: skip
    return None


def bank(state: State, t: Task) -> State:
    """R7.2: the revealed Value cards leave the game; their total is banked."""
    (seat,) = t.args
    kinds = revealed_kinds(state, t.handles, seat, "bank")
    if any(k.category is not _VALUE for k in kinds):
        raise RuleViolation("bank/not_value", "only Value cards can be banked (R7.2)", seat)
    banked = list(state.bank)
    banked[seat] += sum(k.value for k in kinds)
    zones = list(state.zones)
    shift(zones, t.handles, _HAND + seat * PER_SEAT, _REMOVED)
    return state.evolve(zones=tuple(zones), bank=tuple(banked))


def refresh_discard(state: State, t: Task) -> State:
    """R7.1: the discarded cards go face up to the discard pile; then draw to the limit."""
    (seat,) = t.args
    state = state.move(
        t.handles, seat_zone(Zone.HAND, seat), seat_zone(Zone.DISCARD, seat), bottom=False
    )
    return refill(state, task(Op.REFILL, seat))  # what the pushed task would do at once


def act_keep(state: State, seat: int, action: Action, param: int) -> State:
    """R7.5: keep one Expert (hidden, under the discard pile); the other goes under the stack."""
    if not isinstance(action, KeepCommit):
        raise IllegalAction("keep/not_now", "choose the Expert to keep", seat)
    look = state.zones[seat_zone(Zone.LOOK, seat)]
    return state.popped().push(private_reorder(seat, look, KEEP_FIRST))


def keep_first(state: State, seat: int) -> State:
    """After the private reorder: the first looked-at card is kept, the rest go under."""
    look = seat_zone(Zone.LOOK, seat)
    kept = state.zones[look][:1]
    state = state.move(kept, look, seat_zone(Zone.DISCARD, seat))
    return state.move(state.zones[look], look, Zone.EXPERTS)


# --- legal actions (for the seat that knows its hand) -------------------------------------------


def legal_buy(view: View) -> list:
    state, seat = view.state, view.seat
    groups = known_groups(view)  # group_by_kind(known_hand(view))
    hand = bool(groups)  # a known card in hand
    actions: list = []
    if not state.bought and hand:
        sets = 1
        for _, handles in groups:
            sets *= len(handles) + 1
        actions.append(  # every non-empty multiset; [0] is the empty one
            Family(
                Refresh,
                sets - 1,
                lambda: [Refresh(c) for c in multisets(groups)[1:]],
                lambda i: Refresh(nth_multiset(groups, i + 1)),
            )
        )
    values: list[tuple[CardKind, list[int]]] = []
    payables: list[tuple[CardKind, list[int]]] = []
    for group in groups:  # Value cards pay and may be banked; Books with a resale value pay
        if group[0].is_payment:
            payables.append(group)
            if group[0].category is _VALUE:
                values.append(group)
    if values:  # one or two Value cards: a family too, built only when asked for
        banks: list[list[tuple[int, ...]]] = []  # built on first use

        def bank_cards() -> list[tuple[int, ...]]:
            if not banks:
                banks.append(sized_multisets(values, 1, 2))
            return banks[0]

        actions.append(
            Family(
                Bank,
                sized_count(values, 1, 2),
                lambda: [Bank(c) for c in bank_cards()],
                lambda i: Bank(bank_cards()[i]),
            )
        )
    payments = Payments.from_groups(payables)
    bank_amount = state.bank[seat]
    seen: set[int] = set()
    pays_with_cards = False
    public, kinds = state.public, state.catalog.kinds
    costs: list[tuple[int, int]] = []  # (card, what it costs beyond the bank)
    size = 0
    for card in state.zones[_MARKET]:
        index = public[card]
        if index == UNKNOWN or index in seen:
            continue
        seen.add(index)
        kind: CardKind = kinds[index]
        cost = kind.price - bank_amount
        count = payments.count(cost)
        if count:
            costs.append((card, cost))
            size += count
            pays_with_cards = pays_with_cards or cost > 0  # else its one payment is no card
    if costs:  # built only when asked for (a random agent picks a type of action first)
        found: list[list[tuple[int, list[tuple[int, ...]]]]] = []

        def market() -> list[tuple[int, list[tuple[int, ...]]]]:
            """(card, its payments), in the order of the actions (built once)."""
            if not found:
                found.append([(card, payments.options(cost)) for card, cost in costs])
            return found[0]

        actions.append(
            Family(
                BuyMarket,
                size,
                lambda: [BuyMarket(card, p) for card, options in market() for p in options],
                lambda i: _nth_purchase(market(), i),
                lambda: (payments, costs),
            )
        )
    for zone, price, buy in (
        (_BASIC, state.catalog.blind_price, BuyBlind),
        (_EXPERTS, state.catalog.expert_price, BuyExpert),
    ):
        if state.zones[zone]:
            for payment in payments.options(price - bank_amount):
                actions.append(buy(payment))
                pays_with_cards = pays_with_cards or bool(payment)
    can_leave = pays_with_cards or bool(values) or (not state.bought and hand)
    if state.left_hand or not hand or (state.bought and not can_leave):
        actions.append(_PASS)
    return actions


def _nth_purchase(market: list[tuple[int, list[tuple[int, ...]]]], index: int) -> BuyMarket:
    for card, options in market:
        if index < len(options):
            return BuyMarket(card, options[index])
        index -= len(options)
    raise IndexError(index)


_PASS = Pass()  # actions are immutable: one is enough
_VALUE = Category.VALUE  # plain names: enum attribute lookups are slow on Python 3.11
_MARKET, _BASIC, _EXPERTS = int(Zone.MARKET), int(Zone.BASIC), int(Zone.EXPERTS)
_REMOVED = int(Zone.REMOVED)
_HAND, _DISCARD, _LOOK = (seat_zone(z, 0) for z in (Zone.HAND, Zone.DISCARD, Zone.LOOK))
_BANK, _SETTLE = Op.BANK, Op.SETTLE


def legal_keep(view: View) -> list[Action]:
    look = view.state.zone(Zone.LOOK, view.seat)
    seen: dict[int, int] = {}
    for h in look:
        seen.setdefault(view.kind_index(h), h)
    return [Keep(h) for h in seen.values()]
