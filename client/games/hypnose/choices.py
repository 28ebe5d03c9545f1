"""The person's decision at the table: what may be selected, and which actions that makes.

The client never computes rules: the decision's model (``core.hypnose.decisions``, which the
terminal game renders too) says which kinds of action are on offer, in which order, and which
legal action the person's selection and target make with each; an option is enabled exactly
when the session lists that action as legal (``action in legal``). The words around it (the
headline, the payment's total and what is still owed, why an option is not possible) are read
from the cards and from the legal actions themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from client.games.hypnose import cardtext
from client.kit.controls import Option
from client.kit.i18n import tr
from core.hypnose.actions import Decision
from core.hypnose.catalog import CardKind
from core.hypnose.decisions import (
    BLIND,
    BUYS,
    DRAW_PILE_KIND,
    EXPERT,
    PASS,
    Deciding,
    Kind,
    chosen,
)
from core.hypnose.duel_tally import shown
from core.hypnose.resistance import DRAW_PILE, search_args
from core.view import View


class Choice:
    """One decision of the person: the selection so far, rendered from the decision's model
    (``core.hypnose.decisions``: the kinds on offer, the action each complete choice is)."""

    def __init__(self, view: View, legal: Any, decision: Decision, name: Callable[[int], str]):
        self.model = Deciding(view, legal, decision)
        self.view = view
        self.legal = legal
        self.decision = decision
        self.name = name
        self.param = self.model.param
        self.selected: list[int] = []
        """Selected handles, in the order clicked (Dream Journal's new order)."""
        self.target: int | None = None
        """What to buy: a market card's handle, BLIND or EXPERT."""
        if len(legal) == 1:  # nothing to decide: the only action's cards come selected
            only = chosen(legal[0])
            cards = only.cards
            buying = only.kind in BUYS  # (a payment is chosen after its target)
            if not buying and (len(cards) > 1 or (cards and cards[0] in self.pool())):
                self.selected = list(cards)

    # --- what can be clicked ----------------------------------------------------------------

    @property
    def me(self) -> int:
        return self.view.seat

    def kind(self, handle: int) -> CardKind | None:
        return self.view.kind(handle)

    def pool(self) -> tuple[int, ...]:
        """The cards this decision chooses among (for most decisions: the hand)."""
        return self.model.pool()

    def shown_apart(self) -> bool:
        """Whether the pool is laid out in the choice area (not the hand)."""
        return self.decision in (Decision.KEEP_EXPERT, Decision.REORDER, Decision.SEARCH)

    def toggle(self, handle: int) -> None:
        if handle not in self.pool():
            return
        if handle in self.selected:
            self.selected.remove(handle)
        elif self.decision is Decision.KEEP_EXPERT:
            self.selected = [handle]  # one of two
        else:
            self.selected.append(handle)

    def clear(self) -> None:
        self.selected.clear()
        self.target = None

    def buys(self) -> bool:
        return self.decision is Decision.BUY and any(self.model.offers(k) for k in BUYS)

    def choose_target(self, target: int) -> None:
        """A market card (or a stack) to buy; with nothing selected yet, the first legal
        payment for it is selected, so a purchase is one confirm."""
        if self.decision is not Decision.BUY:
            return
        self.target = None if self.target == target else target
        if self.target is not None and not self.selected:
            suggestion = self.model.payments(self.target)
            if suggestion:
                self.selected = list(suggestion[0])

    # --- reading the cards ------------------------------------------------------------------

    def _names(self, handles: list[int] | tuple[int, ...]) -> str:
        return ", ".join(cardtext.name(k) for h in handles if (k := self.kind(h))) or "-"

    def paid(self) -> int:
        return self.model.paid(self.selected)

    def price(self) -> int | None:
        return self.model.price(self.target)

    def _action(self, kind: Kind, target: int | None = None) -> Any | None:
        """The legal action the selection makes with ``kind`` (None if it makes none)."""
        return self.model.action(kind, target, tuple(self.selected))

    # --- the words and the options ---------------------------------------------------------

    def headline(self) -> str:
        d = self.decision
        state = self.view.state
        if d is Decision.BUY:
            if self.model.offers(PASS):
                return tr("Buying phase: buy more, bank Values, or end the buying phase.")
            return tr(
                "Buying phase: buy a card, bank Values, or refresh your hand."
                " At least one card must leave your hand."
            )
        if d is Decision.INTERMEDIATE:
            return tr(
                "Intermediate phase %n: you may play one card for its action, or go on.",
                None,
                self.param,
            )
        if d is Decision.DUEL:
            return tr(
                "Duel: you may challenge an opponent with Books or Courses"
                " (and at most one Boost), or go on without a duel."
            )
        if d is Decision.DEFEND:
            duel = state.duel
            attacker = self.name(duel.attacker) if duel else "?"
            count = duel.attack_count if duel else 0
            return tr(
                "{attacker} attacks you with %n face-down card(s). Defend with Books or"
                " Courses (and at most one Defense card), or do not defend and lose by default.",
                None,
                count,
            ).format(attacker=attacker)
        if d is Decision.EXPERT:
            return tr("Duel: the cards are face up. You may play one Expert.")
        if d is Decision.KEEP_EXPERT:
            return tr("Keep one of these Experts; the other goes under the Expert stack.")
        if d is Decision.DISCARD:
            return tr("Hypnotic Mirror: discard two cards of your choice.")
        if d is Decision.REORDER:
            return tr(
                "Dream Journal: click the cards in the order you will draw them"
                " (the first one clicked goes on top)."
            )
        if d is Decision.SEARCH:
            pile, count = search_args(self.param)
            if pile == DRAW_PILE:
                return tr("Take %n card(s) from your draw pile.", None, count)
            return tr("Take %n card(s) from your discard pile.", None, count)
        if d is Decision.REFILL:
            return tr(
                "You landed on a prime: you may refill your hand to six, the last %n card(s)"
                " searched for in a pile you name (R17).",
                None,
                self.param,
            )
        return tr(
            "Name the pile to search: your draw pile (only you see it, then it is shuffled)"
            " or your discard pile (face up)."
        )

    def details(self) -> str:
        """A second line: the payment while buying, the totals in a duel."""
        d, state = self.decision, self.view.state
        if d is Decision.BUY:
            bank = state.bank[self.me]
            paid = self.paid()
            price = self.price()
            if price is None:
                return tr("Selected: worth {paid}. Bank: {bank}.").format(paid=paid, bank=bank)
            owed = max(0, price - bank)
            text = tr("Price {price}, bank {bank}: you owe {owed}. Selected: {paid}.").format(
                price=price, bank=bank, owed=owed, paid=paid
            )
            if paid < owed:
                text += " " + tr("Still owed: {left}.").format(left=owed - paid)
            elif paid > owed and self._buy_action() is not None:
                text += " " + tr(
                    "Overpaying by {over} is allowed: no set of your cards pays exactly {owed}"
                    " (R8)."
                ).format(over=paid - owed, owed=owed)
            return text
        if d is Decision.EXPERT and state.duel is not None:
            now = shown(state).result  # the Experts already played included (R11 c)
            return tr("Attack {attack}, defense {defense}.").format(
                attack=now.attack, defense=now.defense
            )
        if self.selected and d not in (Decision.REFILL, Decision.PILE):
            return tr("Selected: {cards}.").format(cards=self._names(self.selected))
        return ""

    def _buy_action(self) -> Any | None:
        if self.target is None:
            return None
        return self._action(self.model.buy_kind(self.target), self.target)

    def _why_not_buy(self) -> str:
        if self.target is None:
            return tr("Click a card in the market, or a stack, to buy it.")
        if not self.model.payments(self.target):
            return tr("You cannot pay for this: your Values and Books in hand are not enough.")
        owed = self.model.owed(self.price() or 0)
        if any((k := self.kind(h)) is None or not k.is_payment for h in self.selected):
            return tr("Only Value cards and Books pay (Books at their resale value).")
        paid = self.paid()
        if paid < owed:
            return tr("Select cards worth {owed}: selected {paid}.").format(owed=owed, paid=paid)
        return tr(
            "Pay exactly {owed}: paying more is allowed only when no exact payment exists (R8)."
        ).format(owed=owed)

    def seat_options(self) -> list[tuple[int, Option]]:
        """The options that name an opponent, by seat (clicking its panel chooses it)."""
        out = []
        for option in self.options():
            for prefix in ("attack", "play"):
                rest = option.key[len(prefix) :]
                if option.key.startswith(prefix) and rest.isdigit():
                    out.append((int(rest), option))
        return out

    def options(self) -> list[Option]:
        """The panel's controls: the model's kinds of action in its order, each made from the
        selection (one button for the three purchases, whose target is clicked on the table)."""
        out: list[Option] = []
        for kind in self.model.kinds():
            if kind in BUYS[1:]:
                continue  # worded with the market's purchase: one Buy button
            out.extend(self._KINDS[kind.key](self, kind))
        return out

    def _buy_options(self, kind: Kind) -> list[Option]:
        if not self.buys():
            return []
        if self.target == BLIND:
            label = tr("Blind purchase ({price})").format(price=self.price())
        elif self.target == EXPERT:
            label = tr("Buy an Expert ({price})").format(price=self.price())
        elif self.target is not None and (card := self.kind(self.target)):
            label = tr("Buy {card} ({price})").format(card=cardtext.name(card), price=card.price)
        else:
            label = tr("Buy")
        action = self._buy_action()
        return [Option("buy", label, action, "" if action else self._why_not_buy(), True)]

    def _bank_options(self, kind: Kind) -> list[Option]:
        if not self.model.offers(kind):
            return []
        action = self._action(kind)
        amount = self.model.discount(self.selected)
        label = tr("Bank {amount}").format(amount=amount) if action else tr("Bank")
        why = (
            ""
            if action
            else tr("Select one or two Value cards to remove them for a discount (R7.2).")
        )
        return [Option("bank", label, action, why)]

    def _refresh_options(self, kind: Kind) -> list[Option]:
        if not self.model.offers(kind):
            return []
        action = self._action(kind)
        why = (
            tr("Discard the selected cards and draw up to six; your turn ends (R7.1).")
            if action
            else tr("Select the cards to discard: refreshing ends your turn (R7.1).")
        )
        return [Option("refresh", tr("Refresh"), action, why)]

    def _pass_options(self, kind: Kind) -> list[Option]:
        d, action = self.decision, self._action(kind)
        if d is Decision.BUY:
            why = (
                ""
                if action
                else tr(
                    "At least one card must leave your hand before you end the buying phase (R7)."
                )
            )
            return [Option("pass", tr("End buying phase"), action, why)]
        if d is Decision.INTERMEDIATE:
            label = tr("Go on to the duel") if self.param == 1 else tr("Go on")
        else:
            label = {
                Decision.DUEL: tr("No duel"),
                Decision.DEFEND: tr("Do not defend"),
                Decision.EXPERT: tr("No Expert"),
            }[d]
        return [Option("pass", label, action)]

    def _play_options(self, kind: Kind) -> list[Option]:
        if len(self.selected) == 1:
            handle = self.selected[0]
            card = self.kind(handle)
            matching = self.model.ways(kind, handle)
            out = []
            for a in matching:
                action = self._action(kind, a.opponent)
                if a.opponent >= 0:
                    label = tr("Play {card} on {player}").format(
                        card=cardtext.name(card), player=self.name(a.opponent)
                    )
                else:
                    label = tr("Play {card}").format(card=cardtext.name(card))
                out.append(Option(f"play{a.opponent}", label, action, "", True))
            if not matching:
                why = tr("{card} has no intermediate action.").format(
                    card=cardtext.name(card) if card else "?"
                )
                out.append(Option("play", tr("Play"), None, why, True))
            return out
        if not self.model.offers(kind):
            return []
        catalog = self.view.state.catalog
        names = sorted({cardtext.name(catalog[index]) for index in self.model.firsts(kind)})
        why = tr("Select one card with an action: {cards}.").format(cards=", ".join(names))
        return [Option("play", tr("Play"), None, why, True)]

    def _attack_options(self, kind: Kind) -> list[Option]:
        out: list[Option] = []
        for opponent in self.model.firsts(kind):
            assert isinstance(opponent, int)
            action = self._action(kind, opponent)
            why = (
                ""
                if action
                else tr("Select one or more Books or Courses, and at most one Boost (R11).")
            )
            label = tr("Attack {player}").format(player=self.name(opponent))
            out.append(Option(f"attack{opponent}", label, action, why, True))
        return out

    def _defend_options(self, kind: Kind) -> list[Option]:
        if not self.model.offers(kind):
            return []
        action = self._action(kind)
        why = (
            ""
            if action
            else tr(
                "Select one or more Books or Courses, and at most one Defense card"
                " (two with Second Wall) (R11)."
            )
        )
        count = len(self.selected)
        label = tr("Defend with %n card(s)", None, count) if count else tr("Defend")
        return [Option("defend", label, action, why, True)]

    def _expert_options(self, kind: Kind) -> list[Option]:
        if not self.model.offers(kind):
            return []
        words = tr("Play an Expert"), tr("Play {card}"), tr("Select an Expert from your hand.")
        return [self._card_option(kind, *words)]

    def _keep_options(self, kind: Kind) -> list[Option]:
        return [
            self._card_option(kind, tr("Keep"), tr("Keep {card}"), tr("Click the Expert you keep."))
        ]

    def _card_option(self, kind: Kind, label: str, named: str, why: str) -> Option:
        """The option of a kind completed by one card: named once that card is selected."""
        action = self._action(kind)
        if len(self.selected) == 1 and (card := self.kind(self.selected[0])):
            label = named.format(card=cardtext.name(card))
        return Option(kind.key, label, action, "" if action else why, True)

    def _discard_options(self, kind: Kind) -> list[Option]:
        action = self._action(kind)  # two cards (Hypnotic Mirror), or no legal action
        why = "" if action else tr("Select exactly two cards.")
        return [Option("discard", tr("Discard these two"), action, why, True)]

    def _reorder_options(self, kind: Kind) -> list[Option]:
        """The cards clicked go on top in that order, the others follow as they lie."""
        rest = tuple(h for h in self.pool() if h not in self.selected)
        action = self.model.action(kind, None, tuple(self.selected) + rest)
        return [Option("reorder", tr("Put them back in this order"), action, "", True)]

    def _search_options(self, kind: Kind) -> list[Option]:
        action = self._action(kind)  # the missing cards (R17), or no legal action
        why = "" if action else tr("Select %n card(s).", None, self.model.search_count())
        return [Option("search", tr("Take them"), action, why, True)]

    def _refill_options(self, kind: Kind) -> list[Option]:
        return [Option("refill", tr("Refill my hand"), self._action(kind), "", True)]

    def _decline_options(self, kind: Kind) -> list[Option]:
        return [Option("decline", tr("Keep my hand"), self._action(kind))]

    def _pile_options(self, kind: Kind) -> list[Option]:
        action = self._action(kind)
        why = "" if action else tr("That pile is empty.")
        if kind is DRAW_PILE_KIND:
            return [Option("draw", tr("Search my draw pile"), action, why, True)]
        return [Option("discard", tr("Search my discard pile"), action, why, True)]

    _KINDS: ClassVar[dict[str, Callable[[Choice, Kind], list[Option]]]] = {
        "buy_market": _buy_options,
        "bank": _bank_options,
        "refresh": _refresh_options,
        "pass": _pass_options,
        "play": _play_options,
        "attack": _attack_options,
        "defend": _defend_options,
        "expert": _expert_options,
        "keep": _keep_options,
        "discard": _discard_options,
        "reorder": _reorder_options,
        "search": _search_options,
        "refill": _refill_options,
        "decline": _decline_options,
        "draw": _pile_options,
        "discard_pile": _pile_options,
    }
    """Each kind of action's controls, by the model's key."""
