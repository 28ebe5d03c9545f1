"""What Hypnose's log says: actions and dealer results as message ids with arguments.

A message names cards by their catalog ids (``card:<id>`` arguments) and seats by number, so a
window can translate both; ``render`` gives the English words for the terminal and tests.
"""

from __future__ import annotations

from typing import Any

from core.game import Message
from core.hypnose.actions import (
    Attack,
    AttackCommit,
    Bank,
    BuyBlind,
    BuyExpert,
    BuyMarket,
    DeclineRefill,
    Defend,
    DefendCommit,
    Discard,
    Keep,
    KeepCommit,
    Pass,
    Play,
    PlayExpert,
    Refill,
    Refresh,
    Reorder,
    ReorderCommit,
    Search,
    SearchDiscardPile,
    SearchDrawPile,
)
from core.view import View
from core.vocabulary import Opened, Revealed, RevealStep

FACE_DOWN = "?"
"""The card id of a card the viewer cannot see."""


def card_ids(view: View, handles: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(k.id if (k := view.kind(h)) else FACE_DOWN for h in handles)


def describe(view: View, action: Any) -> Message:
    """An action in the log, from the point of view of ``view``'s seat."""
    ids = lambda handles: card_ids(view, handles)  # noqa: E731
    if isinstance(action, Pass):
        return Message("hypnose.pass")
    if isinstance(action, Refresh):
        return Message("hypnose.refresh", {"cards": ids(action.cards)})
    if isinstance(action, Bank):
        return Message("hypnose.bank", {"cards": ids(action.cards)})
    if isinstance(action, BuyMarket):
        kind = view.kind(action.card)
        return Message(
            "hypnose.buy_market",
            {"card": kind.id if kind else FACE_DOWN, "price": kind.price if kind else 0,
             "payment": ids(action.payment)},
        )  # fmt: skip
    if isinstance(action, BuyBlind):
        return Message("hypnose.buy_blind", {"payment": ids(action.payment)})
    if isinstance(action, BuyExpert):
        return Message("hypnose.buy_expert", {"payment": ids(action.payment)})
    if isinstance(action, Play):
        return Message(
            "hypnose.play", {"card": ids((action.card,))[0], "opponent": action.opponent}
        )
    if isinstance(action, Attack):
        return Message("hypnose.attack", {"opponent": action.opponent, "cards": ids(action.cards)})
    if isinstance(action, Defend):
        return Message("hypnose.defend", {"cards": ids(action.cards)})
    if isinstance(action, PlayExpert):
        return Message("hypnose.play_expert", {"card": ids((action.card,))[0]})
    if isinstance(action, Keep):
        return Message("hypnose.keep", {"card": ids((action.card,))[0]})
    if isinstance(action, Discard):
        return Message("hypnose.discard", {"cards": ids(action.cards)})
    if isinstance(action, Reorder):
        return Message("hypnose.reorder", {"cards": ids(action.order)})
    if isinstance(action, Search):
        return Message("hypnose.search", {"cards": ids(action.cards)})
    if isinstance(action, Refill):
        return Message("hypnose.refill")
    if isinstance(action, DeclineRefill):
        return Message("hypnose.decline_refill")
    if isinstance(action, SearchDrawPile):
        return Message("hypnose.search_draw_pile")
    if isinstance(action, SearchDiscardPile):
        return Message("hypnose.search_discard_pile")
    if isinstance(action, AttackCommit):
        return Message(
            "hypnose.attack_sealed", {"opponent": action.opponent, "count": action.count}
        )
    if isinstance(action, DefendCommit):
        return Message("hypnose.defend_sealed", {"count": action.count})
    if isinstance(action, KeepCommit):
        return Message("hypnose.keep_sealed")
    if isinstance(action, ReorderCommit):
        return Message("hypnose.reorder_sealed", {"count": action.count})
    return Message("hypnose.unknown", {"action": repr(action)})


def describe_dealer(view: View, step: Any, result: Any) -> Message | None:
    """Dealer results worth a log line: a duel selection turned face up, a card shown to all."""
    catalog = view.state.catalog
    if isinstance(result, Opened):
        ids = tuple(catalog[k].id for k in result.kinds)
        return Message("hypnose.opened", {"seat": step.seat, "cards": ids})
    mine = isinstance(step, RevealStep) and step.to == view.seat
    if mine and isinstance(result, Revealed) and result.kinds:
        return Message("hypnose.you_see", {"cards": tuple(catalog[k].id for k in result.kinds)})
    return None


def describe_changes(before: Any, after: Any) -> tuple[Message, ...]:
    """What changed in the public state, as a table shows it: a new turn, resistance lost (and
    the Defense Modifier it brings, R16), a seat hypnotized, the winner."""
    out: list[Message] = []
    if after.turn != before.turn:
        out.append(Message("hypnose.turn", {"turn": after.turn, "seat": after.active}))
    for seat in range(after.players):
        old, new = before.resistance[seat], after.resistance[seat]
        if new < old:
            out.append(Message("hypnose.resistance", {"seat": seat, "old": old, "new": new}))
            if new == 0:
                out.append(Message("hypnose.hypnotized", {"seat": seat}))
    if after.winner is not None and before.winner is None:
        out.append(Message("hypnose.winner", {"seat": after.winner}))
    return tuple(out)


ENGLISH: dict[str, str] = {
    "hypnose.turn": "Turn {turn}: seat {seat} is active",
    "hypnose.resistance": "seat {seat}: resistance {old} -> {new}",
    "hypnose.hypnotized": "seat {seat} is hypnotized and out of the game",
    "hypnose.winner": "seat {seat} is the Master hypnotist",
    "hypnose.pass": "Pass (end this step)",
    "hypnose.refresh": "Refresh: discard {cards} and draw up to six (ends the turn)",
    "hypnose.bank": "Bank a discount: remove {cards}",
    "hypnose.buy_market": "Buy {card} ({price}) paying {payment}",
    "hypnose.buy_blind": "Blind purchase (6) paying {payment}",
    "hypnose.buy_expert": "Buy an Expert (8) paying {payment}",
    "hypnose.play": "Play {card}{opponent}",
    "hypnose.attack": "Attack seat {opponent} with {cards}",
    "hypnose.defend": "Defend with {cards}",
    "hypnose.play_expert": "Play Expert {card}",
    "hypnose.keep": "Keep {card}",
    "hypnose.discard": "Discard {cards}",
    "hypnose.reorder": "Put back, top first: {cards}",
    "hypnose.search": "Take {cards}",
    "hypnose.refill": "Refill the hand to six, the last card(s) searched for (R17)",
    "hypnose.decline_refill": "Decline the refill (keep the hand as it is)",
    "hypnose.search_draw_pile": "Search the draw pile (only you see it; reshuffled afterwards)",
    "hypnose.search_discard_pile": "Search the discard pile (the draw pile stays unseen)",
    "hypnose.attack_sealed": "Attack seat {opponent} with {count} face-down card(s)",
    "hypnose.defend_sealed": "Defend with {count} face-down card(s)",
    "hypnose.keep_sealed": "Keep one of the Experts looked at",
    "hypnose.reorder_sealed": "Put the top {count} cards back in a secret order",
    "hypnose.opened": "seat {seat} reveals {cards}",
    "hypnose.you_see": "you see {cards}",
    "hypnose.unknown": "{action}",
}


def render(message: Message, names: dict[str, str]) -> str:
    """The English words of ``message``; ``names`` maps card ids to card names."""

    def card(card_id: str) -> str:
        return "a face-down card" if card_id == FACE_DOWN else names.get(card_id, card_id)

    args: dict[str, object] = {}
    for key, value in message.args.items():
        if key in ("cards", "payment"):
            if key == "payment" and not value:
                args[key] = "with the bank"
            elif key == "payment" and FACE_DOWN in value:
                args[key] = f"{len(value)} card(s)"
            else:
                args[key] = ", ".join(card(c) for c in value) or "-"
        elif key == "card":
            args[key] = card(value)
        elif key == "opponent" and message.id == "hypnose.play":
            args[key] = f" on seat {value}" if value >= 0 else ""
        else:
            args[key] = value
    return ENGLISH.get(message.id, message.id).format(**args)
