"""The person's decision at the table: what may be selected, and which actions that makes.

The client never computes rules: every option it offers is an action built from the person's
selection and enabled exactly when the session lists it as legal (``action in legal``). The
words around it (the headline, the payment's total and what is still owed, why an option is
not possible) are read from the cards and from the legal actions themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from client.games.hypnose import cardtext
from client.kit.controls import Option
from client.kit.i18n import tr
from core.hypnose.actions import (
    Attack,
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    Decision,
    DeclineRefill,
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
from core.hypnose.catalog import CardKind
from core.hypnose.duel_tally import shown
from core.hypnose.resistance import DRAW_PILE, search_args
from core.hypnose.tasks import decision_of
from core.hypnose.zones import Zone
from core.view import View

BLIND, EXPERT = -2, -3
"""Purchase targets that are stacks, not market cards (R7.4, R7.5)."""


class Choice:
    """One decision of the person: the selection so far and the options it makes."""

    def __init__(self, view: View, legal: Any, decision: Decision, name: Callable[[int], str]):
        self.view = view
        self.legal = legal
        self.decision = decision
        self.name = name
        self.selected: list[int] = []
        """Selected handles, in the order clicked (Dream Journal's new order)."""
        self.target: int | None = None
        """What to buy: a market card's handle, BLIND or EXPERT."""
        state = view.state
        head = state.tasks[0] if state.tasks else None
        self.param = decision_of(head)[2] if head is not None else 0
        if len(legal) == 1:  # nothing to decide: the only action's cards come selected
            only = legal[0]
            cards = getattr(only, "cards", None) or getattr(only, "order", None)
            card = getattr(only, "card", None)
            if cards:
                self.selected = list(cards)
            elif card is not None and card in self.pool():
                self.selected = [card]

    # --- what can be clicked ----------------------------------------------------------------

    @property
    def me(self) -> int:
        return self.view.seat

    def kind(self, handle: int) -> CardKind | None:
        return self.view.kind(handle)

    def pool(self) -> tuple[int, ...]:
        """The cards this decision chooses among (for most decisions: the hand)."""
        state, me = self.view.state, self.me
        if self.decision is Decision.KEEP_EXPERT:
            return state.zone(Zone.LOOK, me)
        if self.decision is Decision.REORDER:
            return state.zone(Zone.DRAW, me)[:6]
        if self.decision is Decision.SEARCH:
            pile, _ = search_args(self.param)
            return state.zone(Zone.DRAW if pile == DRAW_PILE else Zone.DISCARD, me)
        if self.decision in (Decision.REFILL, Decision.PILE):
            return ()
        return state.hand(me)

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
        return self.decision is Decision.BUY and bool(
            {BuyMarket, BuyBlind, BuyExpert} & set(self.legal.types())
        )

    def choose_target(self, target: int) -> None:
        """A market card (or a stack) to buy; with nothing selected yet, the first legal
        payment for it is selected, so a purchase is one confirm."""
        if self.decision is not Decision.BUY:
            return
        self.target = None if self.target == target else target
        if self.target is not None and not self.selected:
            suggestion = self._payments(self.target)
            if suggestion:
                self.selected = list(suggestion[0])

    # --- reading the cards ------------------------------------------------------------------

    def _names(self, handles: list[int] | tuple[int, ...]) -> str:
        return ", ".join(cardtext.name(k) for h in handles if (k := self.kind(h))) or "-"

    def paid(self) -> int:
        return sum(k.pay_value for h in self.selected if (k := self.kind(h)) and k.is_payment)

    def price(self) -> int | None:
        catalog = self.view.state.catalog
        if self.target == BLIND:
            return catalog.blind_price
        if self.target == EXPERT:
            return catalog.expert_price
        if self.target is not None and (kind := self.kind(self.target)):
            return kind.price
        return None

    def _payments(self, target: int) -> list[tuple[int, ...]]:
        """The legal payments for ``target`` (for a market card: any card of its kind)."""
        if target == BLIND:
            return [a.payment for a in self.legal.of_type(BuyBlind)]
        if target == EXPERT:
            return [a.payment for a in self.legal.of_type(BuyExpert)]
        kind = self.kind(target)
        return [
            a.payment
            for a in self.legal.of_type(BuyMarket)
            if kind is not None and self.kind(a.card) == kind
        ]

    def _legal(self, action: Any) -> Any | None:
        return action if action in self.legal else None

    # --- the words and the options ---------------------------------------------------------

    def headline(self) -> str:
        d = self.decision
        state = self.view.state
        if d is Decision.BUY:
            if Pass() in self.legal:
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
        payment = tuple(self.selected)
        if self.target == BLIND:
            return self._legal(BuyBlind(payment))
        if self.target == EXPERT:
            return self._legal(BuyExpert(payment))
        if self.target is not None:
            return self._legal(BuyMarket(self.target, payment))
        return None

    def _why_not_buy(self) -> str:
        if self.target is None:
            return tr("Click a card in the market, or a stack, to buy it.")
        if not self._payments(self.target):
            return tr("You cannot pay for this: your Values and Books in hand are not enough.")
        price = self.price() or 0
        owed = max(0, price - self.view.state.bank[self.me])
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
        d = self.decision
        method = {
            Decision.BUY: self._buy_options,
            Decision.INTERMEDIATE: self._play_options,
            Decision.DUEL: self._duel_options,
            Decision.DEFEND: self._defend_options,
            Decision.EXPERT: self._expert_options,
            Decision.KEEP_EXPERT: self._keep_options,
            Decision.DISCARD: self._discard_options,
            Decision.REORDER: self._reorder_options,
            Decision.SEARCH: self._search_options,
            Decision.REFILL: self._refill_options,
            Decision.PILE: self._pile_options,
        }[d]
        return method()

    def _buy_options(self) -> list[Option]:
        types = set(self.legal.types())
        sel = tuple(self.selected)
        out: list[Option] = []
        if types & {BuyMarket, BuyBlind, BuyExpert}:
            if self.target == BLIND:
                label = tr("Blind purchase ({price})").format(price=self.price())
            elif self.target == EXPERT:
                label = tr("Buy an Expert ({price})").format(price=self.price())
            elif self.target is not None and (kind := self.kind(self.target)):
                label = tr("Buy {card} ({price})").format(
                    card=cardtext.name(kind), price=kind.price
                )
            else:
                label = tr("Buy")
            action = self._buy_action()
            out.append(Option("buy", label, action, "" if action else self._why_not_buy(), True))
        if Bank in types:
            values = sum(k.value for h in sel if (k := self.kind(h)))
            action = self._legal(Bank(sel)) if sel else None
            label = tr("Bank {amount}").format(amount=values) if action else tr("Bank")
            why = (
                ""
                if action
                else tr("Select one or two Value cards to remove them for a discount (R7.2).")
            )
            out.append(Option("bank", label, action, why))
        if Refresh in types:
            action = self._legal(Refresh(sel)) if sel else None
            why = (
                tr("Discard the selected cards and draw up to six; your turn ends (R7.1).")
                if action
                else tr("Select the cards to discard: refreshing ends your turn (R7.1).")
            )
            out.append(Option("refresh", tr("Refresh"), action, why))
        action = self._legal(Pass())
        why = (
            ""
            if action
            else tr("At least one card must leave your hand before you end the buying phase (R7).")
        )
        out.append(Option("pass", tr("End buying phase"), action, why))
        return out

    def _play_options(self) -> list[Option]:
        out: list[Option] = []
        plays = self.legal.of_type(Play)
        playable = {k.index for a in plays if (k := self.kind(a.card))}
        if len(self.selected) == 1:
            handle = self.selected[0]
            kind = self.kind(handle)
            matching = [a for a in plays if kind is not None and self.kind(a.card) == kind]
            for a in matching:
                action = self._legal(Play(handle, a.opponent))
                if a.opponent >= 0:
                    label = tr("Play {card} on {player}").format(
                        card=cardtext.name(kind), player=self.name(a.opponent)
                    )
                else:
                    label = tr("Play {card}").format(card=cardtext.name(kind))
                out.append(Option(f"play{a.opponent}", label, action, "", True))
            if not matching:
                why = tr("{card} has no intermediate action.").format(
                    card=cardtext.name(kind) if kind else "?"
                )
                out.append(Option("play", tr("Play"), None, why, True))
        elif plays:
            names = sorted({cardtext.name(self.view.state.catalog[i]) for i in playable})
            why = tr("Select one card with an action: {cards}.").format(cards=", ".join(names))
            out.append(Option("play", tr("Play"), None, why, True))
        label = tr("Go on to the duel") if self.param == 1 else tr("Go on")
        out.append(Option("pass", label, self._legal(Pass())))
        return out

    def _duel_options(self) -> list[Option]:
        out: list[Option] = []
        sel = tuple(self.selected)
        opponents = sorted({a.opponent for a in self.legal.of_type(Attack)})
        for opponent in opponents:
            action = self._legal(Attack(opponent, sel)) if sel else None
            why = (
                ""
                if action
                else tr("Select one or more Books or Courses, and at most one Boost (R11).")
            )
            label = tr("Attack {player}").format(player=self.name(opponent))
            out.append(Option(f"attack{opponent}", label, action, why, True))
        out.append(Option("pass", tr("No duel"), self._legal(Pass())))
        return out

    def _defend_options(self) -> list[Option]:
        sel = tuple(self.selected)
        out: list[Option] = []
        if self.legal.of_type(Defend):
            action = self._legal(Defend(sel)) if sel else None
            why = (
                ""
                if action
                else tr(
                    "Select one or more Books or Courses, and at most one Defense card"
                    " (two with Second Wall) (R11)."
                )
            )
            label = tr("Defend with %n card(s)", None, len(sel)) if sel else tr("Defend")
            out.append(Option("defend", label, action, why, True))
        out.append(Option("pass", tr("Do not defend"), self._legal(Pass())))
        return out

    def _expert_options(self) -> list[Option]:
        out: list[Option] = []
        if self.legal.of_type(PlayExpert):
            action = None
            label = tr("Play an Expert")
            if len(self.selected) == 1 and (kind := self.kind(self.selected[0])):
                action = self._legal(PlayExpert(self.selected[0]))
                label = tr("Play {card}").format(card=cardtext.name(kind))
            why = "" if action else tr("Select an Expert from your hand.")
            out.append(Option("expert", label, action, why, True))
        out.append(Option("pass", tr("No Expert"), self._legal(Pass())))
        return out

    def _keep_options(self) -> list[Option]:
        action, label = None, tr("Keep")
        if len(self.selected) == 1 and (kind := self.kind(self.selected[0])):
            action = self._legal(Keep(self.selected[0]))
            label = tr("Keep {card}").format(card=cardtext.name(kind))
        why = "" if action else tr("Click the Expert you keep.")
        return [Option("keep", label, action, why, True)]

    def _discard_options(self) -> list[Option]:
        sel = tuple(self.selected)
        action = self._legal(Discard(sel)) if len(sel) == 2 else None
        why = "" if action else tr("Select exactly two cards.")
        return [Option("discard", tr("Discard these two"), action, why, True)]

    def _reorder_options(self) -> list[Option]:
        pool = self.pool()
        order = tuple(self.selected) + tuple(h for h in pool if h not in self.selected)
        action = self._legal(Reorder(order))
        return [Option("reorder", tr("Put them back in this order"), action, "", True)]

    def _search_options(self) -> list[Option]:
        _, count = search_args(self.param)
        wanted = min(count, len(self.pool()))
        sel = tuple(self.selected)
        action = self._legal(Search(sel)) if len(sel) == wanted else None
        why = "" if action else tr("Select %n card(s).", None, wanted)
        return [Option("search", tr("Take them"), action, why, True)]

    def _refill_options(self) -> list[Option]:
        return [
            Option("refill", tr("Refill my hand"), self._legal(Refill()), "", True),
            Option("decline", tr("Keep my hand"), self._legal(DeclineRefill())),
        ]

    def _pile_options(self) -> list[Option]:
        out = []
        for key, label, action in (
            ("draw", tr("Search my draw pile"), SearchDrawPile()),
            ("discard", tr("Search my discard pile"), SearchDiscardPile()),
        ):
            legal = self._legal(action)
            why = "" if legal else tr("That pile is empty.")
            out.append(Option(key, label, legal, why, True))
        return out
