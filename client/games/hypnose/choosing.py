"""A Hypnose decision as a short list: first the kind of action, then its details.

Everything offered comes from the session's legal actions (the client never decides what is
legal); this module only orders them, words them and groups them: buying opens "which card",
then "how to pay"; attacking opens "whom", then "with which cards", each with its total. Refresh
(R7.1, one option per part of the hand) and Dream Journal (one per order of six cards) are
answered by typing card numbers instead, each answer checked against the legal actions.

A decision with one option (``forced``) is not asked: the terminal says why and takes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from client.games.hypnose.screen import kinds_text
from client.terminal.console import Branch, Console, Leaf, Option, Typed
from core.hypnose.actions import (
    Attack,
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    Decision,
    Defend,
    Discard,
    Pass,
    Play,
    PlayExpert,
    Refresh,
    Reorder,
)
from core.hypnose.cardplay import REORDER_DEPTH
from core.hypnose.catalog import Category
from core.hypnose.duel import eligible_opponents
from core.hypnose.duel_tally import Outcome
from core.hypnose.game import HypnoseGame
from core.hypnose.prompts import standing
from core.hypnose.texts import EFFECT_TEXTS
from core.hypnose.zones import Zone
from core.view import View


@dataclass
class Asked:
    """One decision of the player's seat: the view, the legal actions, the seat names."""

    game: HypnoseGame
    view: View
    legal: Any
    decision: Decision
    names: Sequence[str]

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
    """The first list of a decision: kinds of action, or the actions when they are few."""
    build = _BY_DECISION.get(asked.decision)
    if build is not None:
        return build(asked)
    return [_leaf(asked, action) for action in asked.legal]


# --- the buying phase (R7) ------------------------------------------------------------------


def _buy(asked: Asked) -> list[Option]:
    legal, catalog = asked.legal, asked.view.state.catalog
    out: list[Option] = []
    market = legal.of_type(BuyMarket)
    if market:
        prices = sorted({asked.view.kind(a.card).price for a in market})
        span = f"{prices[0]}" if len(prices) == 1 else f"{prices[0]} to {prices[-1]}"
        label = f"Buy a card from the market (price {span})"
        out.append(Branch(label, "Buy which card?", lambda: _market_cards(asked, market)))
    for kind, price, words in (
        (BuyBlind, catalog.blind_price, "Blind purchase: the top card of the Basic stack"),
        (BuyExpert, catalog.expert_price, "Buy an Expert: look at the top two, keep one"),
    ):
        found = legal.of_type(kind)
        if found:
            out.append(_payments(asked, f"{words} (price {price})", found, price))
    banks = legal.of_type(Bank)
    if banks:
        label = "Bank Value cards: remove them from the game for a discount"
        out.append(
            Branch(
                label,
                "Bank which cards?",
                lambda: [_bank_leaf(asked, a) for a in banks],
                only="The only card to bank:",
            )
        )
    if legal.count_of_type(Refresh):
        label = "Refresh: discard cards and draw up to six (this ends your turn)"
        out.append(Typed(label, lambda console: _refresh(asked, console)))
    if Pass() in legal:
        out.append(Leaf(PASS_WORDS[Decision.BUY], Pass()))
    return out


def _market_cards(asked: Asked, market: list[BuyMarket]) -> list[Option]:
    by_kind: dict[int, list[BuyMarket]] = {}
    for action in market:
        by_kind.setdefault(asked.view.kind_index(action.card), []).append(action)
    out: list[Option] = []
    for index, actions in by_kind.items():
        kind = asked.view.state.catalog[index]
        text = kind.text.removesuffix(f" Price {kind.price}.")
        label = f"{kind.name} (price {kind.price}): {text}"
        out.append(_payments(asked, label, actions, kind.price, cards=(kind,)))
    return out


def _payments(
    asked: Asked, label: str, actions: list[Any], price: int, cards: Sequence[Any] = ()
) -> Branch:
    """How to pay: one line per legal payment, with what it pays (R7.3, R8)."""
    bank = asked.view.state.bank[asked.view.seat]
    owed = max(price - bank, 0)

    def ways() -> list[Option]:
        out: list[Option] = []
        for action in sorted(actions, key=lambda a: _selling(asked, a.payment)):
            kinds = asked.kinds(action.payment)
            paid = sum(k.pay_value for k in kinds)
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
    kinds = asked.kinds(payment)
    return sum(k.category is Category.BOOK for k in kinds), len(kinds)


def _pay_words(kind: Any) -> str:
    if kind.category is Category.BOOK:
        return f"{kind.name} (resold for {kind.resale}, leaves the game)"
    return kind.name


def _bank_leaf(asked: Asked, action: Bank) -> Leaf:
    kinds = asked.kinds(action.cards)
    words = " + ".join(k.name for k in kinds)
    return Leaf(f"{words}: a discount of {sum(k.value for k in kinds)}", action, kinds)


def _refresh(asked: Asked, console: Console) -> Refresh:
    hand = _numbered_hand(asked, console, "Your hand:")
    console.write("Which cards do you discard? Type their numbers (for example 1 3),")
    console.write("all for the whole hand, or 0 to go back.")

    def accept(picked: list[int]) -> Refresh | None:
        action = Refresh(tuple(hand[i] for i in picked))
        distinct = bool(picked) and len(set(picked)) == len(picked)
        return action if distinct and action in asked.legal else None

    hint = f"Type different card numbers from 1 to {len(hand)}, all, or 0."
    return console.numbers_typed(len(hand), {"all": list(range(len(hand)))}, accept, hint)


# --- intermediate phases (R10) ----------------------------------------------------------------


def _intermediate(asked: Asked) -> list[Option]:
    out: list[Option] = []
    for action in asked.legal:
        if isinstance(action, Play):
            kind = asked.view.kind(action.card)
            effect = EFFECT_TEXTS[kind.effect].removeprefix("Intermediate action: ")
            out.append(Leaf(f"{asked.words(action)}: {effect}", action, (kind,)))
    following = "the duel" if _phase_number(asked) == 1 else "the refresh phase"
    out.append(Leaf(f"Play no card (go on to {following})", Pass()))
    return out


def _phase_number(asked: Asked) -> int:
    return asked.view.state.tasks[0].args[2]


# --- the duel (R11) ---------------------------------------------------------------------------


def _duel(asked: Asked) -> list[Option]:
    attacks = asked.legal.of_type(Attack)
    out: list[Option] = []
    if attacks:
        by_opponent: dict[int, list[Attack]] = {}
        for action in attacks:
            by_opponent.setdefault(action.opponent, []).append(action)

        whom = [_attack_on(asked, seat, found) for seat, found in by_opponent.items()]
        if len(whom) == 1:
            whom[0].label = f"Attack {whom[0].label}"
            out.append(whom[0])
        else:
            out.append(Branch("Attack an opponent", "Attack whom?", lambda: list(whom)))
    out.append(Leaf(PASS_WORDS[Decision.DUEL], Pass()))
    return out


def _attack_on(asked: Asked, seat: int, attacks: list[Attack]) -> Branch:
    title = f"Attack {asked.names[seat]} with which cards?"
    return Branch(_opponent_words(asked, seat), title, lambda: _selections(asked, attacks, True))


def _opponent_words(asked: Asked, seat: int) -> str:
    state = asked.view.state
    words = f"{asked.names[seat]} (Mental Resistance {state.resistance[seat]}, hand"
    words += f" {len(state.hand(seat))}"
    if state.modifier[seat]:
        words += f", Defense Modifier +{state.modifier[seat]}"
    return words + ")"


def _defend(asked: Asked) -> list[Option]:
    out: list[Option] = []
    defends = asked.legal.of_type(Defend)
    if defends:
        title = "Defend with which cards?"
        out.append(Branch("Defend", title, lambda: _selections(asked, defends, False)))
    out.append(Leaf(PASS_WORDS[Decision.DEFEND], Pass()))
    return out


def _selections(asked: Asked, actions: Sequence[Any], attacking: bool) -> list[Option]:
    """Each legal selection with its total (R11), strongest first."""
    modifier = 0 if attacking else asked.view.state.modifier[asked.view.seat]
    rows = []
    for action in actions:
        kinds = asked.kinds(action.cards)
        total = sum(
            (k.attack if attacking else k.defense) if k.is_scholar else k.value for k in kinds
        )
        rows.append((total + modifier, kinds, action))
    rows.sort(key=lambda row: (-row[0], len(row[1])))
    what = "attack" if attacking else "defense"
    extra = f", with your Defense Modifier +{modifier}" if modifier else ""
    return [
        Leaf(f"{' + '.join(k.name for k in kinds)}: {what} {total}{extra}", action, kinds)
        for total, kinds, action in rows
    ]


def _expert(asked: Asked) -> list[Option]:
    """Each Expert with the result it would leave (R11 c), then playing none."""
    state, seat = asked.view.state, asked.view.seat
    duel = state.duel
    out: list[Option] = []
    for action in asked.legal:
        if not isinstance(action, PlayExpert):
            continue
        kind = asked.view.kind(action.card)
        effect = EFFECT_TEXTS[kind.effect].removeprefix("Duel: ")
        words = f"Play {kind.name}: {effect}"
        if duel is not None:
            words += f" ({_result_words(asked, standing(state, seat, kind))})"
        out.append(Leaf(words, action, (kind,)))
    words = PASS_WORDS[Decision.EXPERT]
    if duel is not None:
        words += f" ({_result_words(asked, standing(state))})"
    out.append(Leaf(words, Pass()))
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


def _discard(asked: Asked) -> list[Option]:
    return [
        Leaf(f"Discard {kinds_text(asked.kinds(a.cards), grouped=False)}", a, asked.kinds(a.cards))
        for a in asked.legal
        if isinstance(a, Discard)
    ]


def _reorder(asked: Asked) -> list[Option]:
    def run(console: Console) -> Reorder:
        top = asked.view.state.zone(Zone.DRAW, asked.view.seat)[:REORDER_DEPTH]
        console.write("The top of your draw pile, top card first:")
        for number, kind in enumerate(asked.kinds(top), start=1):
            console.write(f"  {number}. {kind.name}")
        console.write(f"Type the {len(top)} numbers in the order you want, top first")
        console.write("(for example 3 1 2 ...), keep to leave them as they are, or 0 to go back.")

        def accept(order: list[int]) -> Reorder | None:
            action = Reorder(tuple(top[i] for i in order))
            whole = sorted(order) == list(range(len(top)))
            return action if whole and action in asked.legal else None

        hint = f"Type each number from 1 to {len(top)} once, keep, or 0."
        return console.numbers_typed(len(top), {"keep": list(range(len(top)))}, accept, hint)

    return [Typed("Choose the new order of the top cards of your draw pile", run)]


def _numbered_hand(asked: Asked, console: Console, title: str) -> list[int]:
    """The hand, one numbered line per card (in hand order), for answers by card number."""
    hand = list(asked.view.state.hand(asked.view.seat))
    console.write(title)
    for number, kind in enumerate(asked.view.kinds(hand), start=1):
        console.write(f"  {number}. {kind.name if kind else 'a face-down card'}")
    return hand


def _leaf(asked: Asked, action: Any) -> Leaf:
    cards = [k for k in asked.view.kinds(_handles(action)) if k is not None]
    words = asked.words(action)
    if cards and len(cards) == 1 and not isinstance(action, Pass):
        words += f": {cards[0].text}"
    return Leaf(words, action, cards)


def _handles(action: Any) -> tuple[int, ...]:
    for name in ("cards", "order", "payment"):
        if hasattr(action, name):
            return tuple(getattr(action, name))
    card = getattr(action, "card", None)
    return (card,) if isinstance(card, int) else ()


_BY_DECISION: dict[Decision, Callable[[Asked], list[Option]]] = {
    Decision.BUY: _buy,
    Decision.INTERMEDIATE: _intermediate,
    Decision.DUEL: _duel,
    Decision.DEFEND: _defend,
    Decision.EXPERT: _expert,
    Decision.DISCARD: _discard,
    Decision.REORDER: _reorder,
}
