"""A Hypnose decision as a short list: first the kind of action, then its details.

Everything offered comes from the session's legal actions (the client never decides what is
legal), as the decision model the window renders too (``core.hypnose.decisions``) orders and
groups them; this module words them as lists: buying opens "which card", then "how to pay";
attacking opens "whom", then "with which cards", each with its total. Refresh
(R7.1, one option per part of the hand) and Dream Journal (one per order of six cards) are
answered by typing card numbers instead, each answer checked against the legal actions.

A decision with one option (``forced``) is not asked: the terminal says why and takes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from client.games.hypnose.screen import kinds_text
from client.terminal.console import Branch, Console, Leaf, Option, Typed
from core.hypnose.actions import Attack, Bank, Decision, Pass, Refresh, Reorder
from core.hypnose.catalog import Category
from core.hypnose.decisions import BLIND, EXPERT, Deciding, Kind, chosen
from core.hypnose.duel import eligible_opponents
from core.hypnose.duel_tally import Outcome
from core.hypnose.game import HypnoseGame
from core.hypnose.prompts import standing
from core.hypnose.texts import EFFECT_TEXTS
from core.view import View


@dataclass
class Asked:
    """One decision of the player's seat: the view, the legal actions, the seat names."""

    game: HypnoseGame
    view: View
    legal: Any
    decision: Decision
    names: Sequence[str]

    @cached_property
    def model(self) -> Deciding:
        """The decision's model (``core.hypnose.decisions``), which this list renders."""
        return Deciding(self.view, self.legal, self.decision)

    def kinds(self, handles: Sequence[int]) -> list[Any]:
        return [k for k in self.view.kinds(handles) if k is not None]

    def words(self, action: Any) -> str:
        """The game's own words for an action, with the players' names."""
        return self.game.render(self.game.describe(self.view, action), self.names)


PASS_WORDS = {
    Decision.BUY: "End the buying phase",
    Decision.DUEL: "Do not attack",
    Decision.DEFEND: "Decline to defend (you lose the duel by default)",
    Decision.EXPERT: "Play no Expert",
}


def forced(asked: Asked) -> str | None:
    """Why the only legal action is the only one, in a line, or None if there is a choice."""
    if len(asked.legal) != 1:
        return None
    (action,) = asked.legal
    decision, state, seat = asked.decision, asked.view.state, asked.view.seat
    if isinstance(action, Pass):
        if decision is Decision.INTERMEDIATE:
            return "No card in your hand has an intermediate action: nothing to play."
        if decision is Decision.DUEL:
            if not eligible_opponents(state, seat):
                return "Every opponent has a Target card: no duel this turn."
            return "No Book or Course in your hand: you cannot attack this turn."
        if decision is Decision.DEFEND:
            return "No Book or Course in your hand: you cannot defend, and lose the duel."
        if decision is Decision.EXPERT:
            return "No Expert in your hand to play."
        if decision is Decision.BUY:
            return "Nothing you can buy, bank or refresh: the buying phase ends."
    return f"Your only choice: {asked.words(action)}."


def options(asked: Asked) -> list[Option]:
    """The first list of a decision: the model's kinds of action on offer, in its order, each
    as one line (a list of details behind it, or a step answered by typing), or as its actions
    when they are few."""
    out: list[Option] = []
    for kind in asked.model.offered():
        out.extend(_BY_KIND.get(kind.key, _leaves)(asked, kind))
    return out


def _leaves(asked: Asked, kind: Kind) -> list[Option]:
    """Each action of the kind, in the game's words."""
    return [_leaf(asked, action) for action in asked.model.actions(kind)]


# --- the buying phase (R7) ------------------------------------------------------------------


def _market(asked: Asked, kind: Kind) -> list[Option]:
    """What to buy from the market, then how to pay (R7.3)."""
    by_card = asked.model.firsts(kind)
    catalog = asked.view.state.catalog
    prices = sorted({catalog[index].price for index in by_card})
    span = f"{prices[0]}" if len(prices) == 1 else f"{prices[0]} to {prices[-1]}"
    label = f"Buy a card from the market (price {span})"
    return [Branch(label, "Buy which card?", lambda: _market_cards(asked, by_card))]


def _market_cards(asked: Asked, by_card: dict[Any, list[Any]]) -> list[Option]:
    out: list[Option] = []
    for index, actions in by_card.items():
        card = asked.view.state.catalog[index]
        text = card.text.removesuffix(f" Price {card.price}.")
        label = f"{card.name} (price {card.price}): {text}"
        out.append(_payments(asked, label, actions, card.price, cards=(card,)))
    return out


STACKS = {
    "buy_blind": (BLIND, "Blind purchase: the top card of the Basic stack"),
    "buy_expert": (EXPERT, "Buy an Expert: look at the top two, keep one"),
}
"""The purchases from a stack (R7.4, R7.5): the stack, and the line that offers it."""


def _stack(asked: Asked, kind: Kind) -> list[Option]:
    target, words = STACKS[kind.key]
    price = asked.model.price(target) or 0
    return [_payments(asked, f"{words} (price {price})", asked.model.actions(kind), price)]


def _payments(
    asked: Asked, label: str, actions: list[Any], price: int, cards: Sequence[Any] = ()
) -> Branch:
    """How to pay: one line per legal payment, with what it pays (R7.3, R8)."""
    model = asked.model
    bank, owed = model.bank(), model.owed(price)

    def ways() -> list[Option]:
        out: list[Option] = []
        for action in sorted(actions, key=lambda a: _selling(asked, a.payment)):
            kinds = asked.kinds(action.payment)
            paid = model.paid(action.payment)
            words = " + ".join(_pay_words(k) for k in kinds) or "your bank alone"
            if bank and kinds:
                words += f", and your bank's {bank}"
            if paid > owed:
                words += f" (pays {paid} for {owed}: no exact payment, R8)"
            out.append(Leaf(words, action, kinds))
        return out

    title = f"Pay {owed} how?" + (f" (price {price}, less your bank's {bank})" if bank else "")
    only = "The only way to pay:"
    return Branch(label, title, ways, cards, only)


def _selling(asked: Asked, payment: tuple[int, ...]) -> tuple[int, int]:
    """Payments that keep the Books first (a Book paid with leaves the game, R7.3)."""
    return asked.model.books_sold(payment), len(asked.kinds(payment))


def _pay_words(kind: Any) -> str:
    if kind.category is Category.BOOK:
        return f"{kind.name} (resold for {kind.resale}, leaves the game)"
    return kind.name


def _bank(asked: Asked, kind: Kind) -> list[Option]:
    banks = asked.model.actions(kind)
    label = "Bank Value cards: remove them from the game for a discount"
    leaves = lambda: [_bank_leaf(asked, a) for a in banks]  # noqa: E731
    return [Branch(label, "Bank which cards?", leaves, only="The only card to bank:")]


def _bank_leaf(asked: Asked, action: Bank) -> Leaf:
    kinds = asked.kinds(action.cards)
    words = " + ".join(k.name for k in kinds)
    return Leaf(f"{words}: a discount of {asked.model.discount(action.cards)}", action, kinds)


def _refresh(asked: Asked, kind: Kind) -> list[Option]:
    """R7.1: one action per part of the hand, so the cards are typed by number."""

    def run(console: Console) -> Refresh:
        hand = _numbered_hand(asked, console, "Your hand:")
        console.write("Which cards do you discard? Type their numbers (for example 1 3),")
        console.write("all for the whole hand, or 0 to go back.")

        def accept(picked: list[int]) -> Refresh | None:
            distinct = bool(picked) and len(set(picked)) == len(picked)
            return (
                asked.model.action(kind, None, tuple(hand[i] for i in picked)) if distinct else None
            )

        hint = f"Type different card numbers from 1 to {len(hand)}, all, or 0."
        return console.numbers_typed(len(hand), {"all": list(range(len(hand)))}, accept, hint)

    label = "Refresh: discard cards and draw up to six (this ends your turn)"
    return [Typed(label, run)]


def _pass(asked: Asked, kind: Kind) -> list[Option]:
    """Going on without acting, in the words of the step it skips."""
    decision = asked.decision
    if decision is Decision.INTERMEDIATE:
        following = "the duel" if asked.model.param == 1 else "the refresh phase"
        return [Leaf(f"Play no card (go on to {following})", Pass())]
    words = PASS_WORDS[decision]
    if decision is Decision.EXPERT and asked.view.state.duel is not None:
        words += f" ({_result_words(asked, standing(asked.view.state))})"
    return [Leaf(words, Pass())]


# --- intermediate phases (R10) ----------------------------------------------------------------


def _play(asked: Asked, kind: Kind) -> list[Option]:
    out: list[Option] = []
    for action in asked.model.actions(kind):
        card = asked.view.kind(action.card)
        effect = EFFECT_TEXTS[card.effect].removeprefix("Intermediate action: ")
        out.append(Leaf(f"{asked.words(action)}: {effect}", action, (card,)))
    return out


# --- the duel (R11) ---------------------------------------------------------------------------


def _attack(asked: Asked, kind: Kind) -> list[Option]:
    """Whom to attack, then with which cards."""
    whom = [_attack_on(asked, seat, found) for seat, found in asked.model.firsts(kind).items()]
    if len(whom) == 1:
        whom[0].label = f"Attack {whom[0].label}"
        return [whom[0]]
    return [Branch("Attack an opponent", "Attack whom?", lambda: list(whom))]


def _attack_on(asked: Asked, seat: Any, attacks: list[Attack]) -> Branch:
    title = f"Attack {asked.names[seat]} with which cards?"
    return Branch(_opponent_words(asked, seat), title, lambda: _selections(asked, attacks, True))


def _opponent_words(asked: Asked, seat: int) -> str:
    state = asked.view.state
    words = f"{asked.names[seat]} (Mental Resistance {state.resistance[seat]}, hand"
    words += f" {len(state.hand(seat))}"
    if state.modifier[seat]:
        words += f", Defense Modifier +{state.modifier[seat]}"
    return words + ")"


def _defend(asked: Asked, kind: Kind) -> list[Option]:
    defends = asked.model.actions(kind)
    title = "Defend with which cards?"
    return [Branch("Defend", title, lambda: _selections(asked, defends, False))]


def _selections(asked: Asked, actions: Sequence[Any], attacking: bool) -> list[Option]:
    """Each legal selection with its total (R11), strongest first."""
    modifier = 0 if attacking else asked.view.state.modifier[asked.view.seat]
    rows = []
    for action in actions:
        kinds = asked.kinds(action.cards)
        rows.append((asked.model.total(action.cards, attacking), kinds, action))
    rows.sort(key=lambda row: (-row[0], len(row[1])))
    what = "attack" if attacking else "defense"
    extra = f", with your Defense Modifier +{modifier}" if modifier else ""
    return [
        Leaf(f"{' + '.join(k.name for k in kinds)}: {what} {total}{extra}", action, kinds)
        for total, kinds, action in rows
    ]


def _expert(asked: Asked, kind: Kind) -> list[Option]:
    """Each Expert with the result it would leave (R11 c)."""
    state, seat = asked.view.state, asked.view.seat
    out: list[Option] = []
    for action in asked.model.actions(kind):
        card = asked.view.kind(action.card)
        effect = EFFECT_TEXTS[card.effect].removeprefix("Duel: ")
        words = f"Play {card.name}: {effect}"
        if state.duel is not None:
            words += f" ({_result_words(asked, standing(state, seat, card))})"
        out.append(Leaf(words, action, (card,)))
    return out


def _result_words(asked: Asked, result: Outcome) -> str:
    """ "attack 9 against defense 3: you lose 1", as the duel would end now."""
    seat = asked.view.seat
    words = f"attack {result.attack} against defense {result.defense}: "
    if result.winner < 0:
        words += "a tie, nothing happens"
    elif result.winner == seat:
        words += f"you win, {asked.names[result.loser]} loses {result.loss}"
    else:
        words += f"you lose {result.loss}"
    duel = asked.view.state.duel
    if duel is not None and seat == duel.attacker:
        words += ", unless the defender's Expert changes it"
    return words


# --- cards played for their actions, and R17 ----------------------------------------------------


def _discard(asked: Asked, kind: Kind) -> list[Option]:
    return [
        Leaf(f"Discard {kinds_text(asked.kinds(a.cards), grouped=False)}", a, asked.kinds(a.cards))
        for a in asked.model.actions(kind)
    ]


def _reorder(asked: Asked, kind: Kind) -> list[Option]:
    """Dream Journal: one action per order of six cards, so the order is typed by number."""

    def run(console: Console) -> Reorder:
        top = asked.model.pool()
        console.write("The top of your draw pile, top card first:")
        for number, card in enumerate(asked.kinds(top), start=1):
            console.write(f"  {number}. {card.name}")
        console.write(f"Type the {len(top)} numbers in the order you want, top first")
        console.write("(for example 3 1 2 ...), keep to leave them as they are, or 0 to go back.")

        def accept(order: list[int]) -> Reorder | None:
            whole = sorted(order) == list(range(len(top)))
            return asked.model.action(kind, None, tuple(top[i] for i in order)) if whole else None

        hint = f"Type each number from 1 to {len(top)} once, keep, or 0."
        return console.numbers_typed(len(top), {"keep": list(range(len(top)))}, accept, hint)

    return [Typed("Choose the new order of the top cards of your draw pile", run)]


def _numbered_hand(asked: Asked, console: Console, title: str) -> list[int]:
    """The hand, one numbered line per card (in hand order), for answers by card number."""
    hand = list(asked.model.pool())
    console.write(title)
    for number, card in enumerate(asked.view.kinds(hand), start=1):
        console.write(f"  {number}. {card.name if card else 'a face-down card'}")
    return hand


def _leaf(asked: Asked, action: Any) -> Leaf:
    """An action in the game's words, with its card's text when it names one card."""
    cards = asked.kinds(chosen(action).cards)
    words = asked.words(action)
    if cards and len(cards) == 1 and not isinstance(action, Pass):
        words += f": {cards[0].text}"
    return Leaf(words, action, cards)


_BY_KIND: dict[str, Callable[[Asked, Kind], list[Option]]] = {
    "buy_market": _market,
    "buy_blind": _stack,
    "buy_expert": _stack,
    "bank": _bank,
    "refresh": _refresh,
    "pass": _pass,
    "play": _play,
    "attack": _attack,
    "defend": _defend,
    "expert": _expert,
    "discard": _discard,
    "reorder": _reorder,
}
"""How each kind of action is listed, by the model's key; the others (an Expert to keep, a
search, the refill and the pile, R7.5 and R17) as their actions in the game's words."""
