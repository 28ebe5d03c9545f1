"""Hypnose's log in the player's language: the core's message ids (``core.hypnose.words``)
with their arguments, each turned into a sentence through Qt's translations.

Card names become links (``card:<id>``) that show the card; players appear with their colour
and shape. A test checks that every message id the core can produce has words here.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QT_TR_NOOP

from client.games.hypnose import cardtext
from client.kit.gameui import LogEntry, Player
from client.kit.i18n import tr
from client.kit.logwords import SeatWords, ended_without_result, fill
from core.game import Message
from core.hypnose.actions import Decision
from core.hypnose.catalog import Catalog
from core.hypnose.words import FACE_DOWN, SEAT_ARGS

TEMPLATES: dict[str, str] = {
    "hypnose.turn": QT_TR_NOOP("Turn {turn}: {player} plays."),
    "hypnose.resistance": QT_TR_NOOP("{player}: Mental Resistance {old} → {new}."),
    "hypnose.hypnotized": QT_TR_NOOP("{player} is hypnotized and out of the game."),
    "hypnose.winner": QT_TR_NOOP("{player} is the Master hypnotist!"),
    "hypnose.pass": QT_TR_NOOP("{player} goes on."),
    "hypnose.refresh": QT_TR_NOOP(
        "{player} refreshes: discards {cards} and draws up to six. The turn ends."
    ),
    "hypnose.bank": QT_TR_NOOP("{player} banks {cards} as a discount."),
    "hypnose.buy_market": QT_TR_NOOP("{player} buys {card} for {price}, paying {payment}."),
    "hypnose.buy_blind": QT_TR_NOOP(
        "{player} buys the top of the Basic stack unseen (6), paying {payment}."
    ),
    "hypnose.buy_expert": QT_TR_NOOP("{player} buys an Expert (8), paying {payment}."),
    "hypnose.play": QT_TR_NOOP("{player} plays {card}."),
    "hypnose.play_on": QT_TR_NOOP("{player} plays {card} on {opponent}."),
    "hypnose.attack": QT_TR_NOOP("{player} attacks {opponent} with {cards}."),
    "hypnose.defend": QT_TR_NOOP("{player} defends with {cards}."),
    "hypnose.play_expert": QT_TR_NOOP("{player} plays the Expert {card}."),
    "hypnose.keep": QT_TR_NOOP("{player} keeps {card}."),
    "hypnose.discard": QT_TR_NOOP("{player} discards {cards}."),
    "hypnose.reorder": QT_TR_NOOP("{player} puts back, top first: {cards}."),
    "hypnose.search": QT_TR_NOOP("{player} takes {cards}."),
    "hypnose.refill": QT_TR_NOOP("{player} refills the hand."),
    "hypnose.decline_refill": QT_TR_NOOP("{player} keeps the hand as it is."),
    "hypnose.search_draw_pile": QT_TR_NOOP("{player} searches the draw pile."),
    "hypnose.search_discard_pile": QT_TR_NOOP("{player} searches the discard pile."),
    "hypnose.keep_sealed": QT_TR_NOOP("{player} keeps one of the two Experts."),
    "hypnose.opened": QT_TR_NOOP("{player} reveals {cards}."),
    "hypnose.you_see": QT_TR_NOOP("You see {cards}."),
    "hypnose.unknown": QT_TR_NOOP("{action}"),
    "hypnose.gives": QT_TR_NOOP(
        "{player} turns up {cards} on the draw pile and gives it to {winner} (R14)."
    ),
    "hypnose.takes_expert": QT_TR_NOOP(
        "{player} takes the top Expert, unseen by the others (R14)."
    ),
    "hypnose.you_draw": QT_TR_NOOP("You draw {cards}."),
    "hypnose.you_see_hand": QT_TR_NOOP("You see {player}'s hand: {cards}."),
    # A decided duel (R11), put together by ``Words.duel`` from these pieces.
    "hypnose.duel": QT_TR_NOOP("{attack}; {defense}. {result}"),
    "hypnose.duel.attack": QT_TR_NOOP("Attack {total} = {parts}"),
    "hypnose.duel.defense": QT_TR_NOOP("Defense {total} = {parts}"),
    "hypnose.duel.modifier": QT_TR_NOOP("Defense Modifier {modifier}"),
    "hypnose.duel.declined": QT_TR_NOOP("{defender} declines to defend"),
    "hypnose.duel.expert": QT_TR_NOOP("{card} ({player}): attack {attack}, defense {defense}"),
    "hypnose.duel.cancelled": QT_TR_NOOP("{card} ({player}) has no effect"),
    "hypnose.duel.tie": QT_TR_NOOP("A tie: nothing happens."),
    "hypnose.duel.by_default": QT_TR_NOOP(
        "{winner} wins by default; {loser} loses {loss} Mental Resistance."
    ),
    "hypnose.duel.won": QT_TR_NOOP("{winner} wins; {loser} loses {loss} Mental Resistance."),
    "hypnose.duel.no_loss": QT_TR_NOOP("{winner} wins; {loser} loses no Mental Resistance."),
    # The phase of the turn and what the deciding seat may do (``core.hypnose.prompts``).
    "hypnose.phase.buy": QT_TR_NOOP("buying phase"),
    "hypnose.phase.intermediate": QT_TR_NOOP("intermediate phase {number}"),
    "hypnose.phase.duel": QT_TR_NOOP("duel"),
    "hypnose.phase.refresh": QT_TR_NOOP("refresh phase"),
    "hypnose.ask.buy": QT_TR_NOOP(
        "Buy a card, bank Value cards for a discount, or end the buying phase (bank: {bank})."
    ),
    "hypnose.ask.buy_first": QT_TR_NOOP(
        "Buy a card, bank Value cards for a discount, or refresh your hand (this ends your"
        " turn). A card must leave your hand before the buying phase can end (R7)."
    ),
    "hypnose.ask.discard": QT_TR_NOOP(
        "{player} played Hypnotic Mirror: discard two cards of your choice."
    ),
    "hypnose.ask.duel": QT_TR_NOOP(
        "Duel: you may attack an opponent without a Target card, with Books or Courses and at"
        " most one Boost, face down (R11)."
    ),
    "hypnose.ask.expert": QT_TR_NOOP(
        "Duel: attack {attack} against defense {defense}. You may play one Expert (R11)."
    ),
    "hypnose.ask.intermediate": QT_TR_NOOP(
        "Intermediate phase {number}: you may play one card for its intermediate action (R10)."
    ),
    "hypnose.ask.keep_expert": QT_TR_NOOP(
        "Expert purchase: keep one of the two Experts you looked at; the other goes under the"
        " Expert stack (R7.5)."
    ),
}
"""Words for every message id of ``core.hypnose.words`` (a Pass is worded by the decision it
answers, see ``PASSES``)."""

COUNTED: dict[str, Callable[[int], str]] = {
    "hypnose.attack_sealed": lambda n: tr(
        "{player} challenges {opponent} with %n face-down card(s).", None, n
    ),
    "hypnose.defend_sealed": lambda n: tr("{player} defends with %n face-down card(s).", None, n),
    "hypnose.reorder_sealed": lambda n: tr(
        "{player} puts the top %n card(s) back in a secret order.", None, n
    ),
    "hypnose.ask.defend": lambda n: tr(
        "{attacker} attacks you with %n face-down card(s). Defend with Books or Courses and at"
        " most one Defense card (your Defense Modifier adds {modifier}), or decline and lose"
        " the duel (R11).",
        None,
        n,
    ),
    "hypnose.ask.pile": lambda n: tr(
        "Name the pile to search for %n card(s): your draw pile (only you see it, and it is"
        " shuffled afterwards) or your discard pile (R17).",
        None,
        n,
    ),
    "hypnose.ask.refill": lambda n: tr(
        "You fell to {resistance}: refill your hand to six, the last %n card(s) searched for in"
        " one of your piles, or decline and keep your hand as it is (R17).",
        None,
        n,
    ),
    "hypnose.ask.reorder": lambda n: tr(
        "Dream Journal: put the top %n card(s) of your draw pile back in any order.", None, n
    ),
    "hypnose.ask.search_discard": lambda n: tr(
        "Take %n card(s) from your discard pile (R17).", None, n
    ),
    "hypnose.ask.search_draw": lambda n: tr("Take %n card(s) from your draw pile (R17).", None, n),
}
"""Words for the message ids that count cards (their plural forms differ per language)."""

PASSES: dict[Decision, str] = {
    Decision.BUY: QT_TR_NOOP("{player} ends the buying phase."),
    Decision.INTERMEDIATE: QT_TR_NOOP("{player} plays no card."),
    Decision.DUEL: QT_TR_NOOP("{player} challenges nobody."),
    Decision.DEFEND: QT_TR_NOOP("{player} does not defend."),
    Decision.EXPERT: QT_TR_NOOP("{player} plays no Expert."),
}


class Words(SeatWords):
    """Log sentences for one table: its players (by shape, no seat number) and the card
    catalog."""

    numbered = False

    def __init__(self, players: Sequence[Player], catalog: Catalog) -> None:
        super().__init__(players)
        self.catalog = catalog

    def card(self, card_id: str) -> str:
        if card_id == FACE_DOWN:
            return html.escape(tr("a face-down card"))
        try:
            kind = self.catalog.by_id(card_id)
        except KeyError:
            return html.escape(card_id)
        return f'<a href="card:{card_id}">{html.escape(cardtext.name(kind))}</a>'

    def cards(self, ids: Sequence[str]) -> str:
        down = sum(1 for i in ids if i == FACE_DOWN)
        shown = [self.card(i) for i in ids if i != FACE_DOWN]
        if down:
            shown.append(html.escape(tr("%n face-down card(s)", None, down)))
        return ", ".join(shown) or "-"

    def duel(self, args: Any) -> str:
        """A decided duel ("hypnose.duel", R11) in one log line: both totals with their parts,
        each Expert's step, the result ("Attack 6 = Suggestion Manual 4 + Metronome 2; ...")."""
        totals, experts, result = duel_pieces(args, self.card, self.player)
        defense = "; ".join([totals[1], *experts])
        return _piece("hypnose.duel", attack=totals[0], defense=defense, result=result)

    def payment(self, ids: Sequence[str]) -> str:
        if not ids:
            return html.escape(tr("with the bank"))
        return self.cards(ids)

    def message(self, message: Message, seat: int | None, decision: Decision | None) -> str:
        """``message`` as a sentence; ``seat`` is who acted (for a played action)."""
        args = message.args
        mid = message.id
        if mid == "hypnose.duel":
            return self.duel(args)
        if mid == "hypnose.pass" and decision in PASSES:
            template = tr(PASSES[decision])
        elif mid == "hypnose.play" and args.get("opponent", -1) >= 0:
            template = tr(TEMPLATES["hypnose.play_on"])
        elif mid in COUNTED:
            template = COUNTED[mid](int(args.get("count", 0)))
        else:
            template = tr(TEMPLATES.get(mid, TEMPLATES["hypnose.unknown"]))
        values: dict[str, str] = {}
        actor = args.get("seat", seat)
        values["player"] = self.player(actor) if actor is not None else "?"
        for key, value in args.items():
            if key in ("cards",):
                values[key] = self.cards(value)
            elif key == "payment":
                values[key] = self.payment(value)
            elif key == "card":
                values[key] = self.card(value)
            elif key in SEAT_ARGS:
                values[key] = self.player(value)
            elif key == "turn":
                values[key] = str(int(value) + 1)  # turns count from 1 on screen
            elif key != "seat":
                values[key] = html.escape(str(value))
        values.setdefault("action", html.escape(mid))
        return fill(template, values)


def _piece(mid: str, **values: Any) -> str:
    return fill(tr(TEMPLATES[mid]), values)


def duel_pieces(
    args: Any, card: Callable[[str], str], player: Callable[[int], str]
) -> tuple[tuple[str, str], list[str], str]:
    """The words of a decided duel (the core's "hypnose.duel" arguments, R11): (attack,
    defense) with their parts, each Expert's step, the result; ``card`` and ``player`` name
    a card id and a seat (links in the log, plain names on the table)."""

    def parts(pairs: Any) -> str:
        return " + ".join(f"{card(card_id)} {int(n)}" for card_id, n in pairs) or "0"

    attack = _piece("hypnose.duel.attack", total=args["attack"], parts=parts(args["attack_parts"]))
    if args["declined"]:
        defense = _piece("hypnose.duel.declined", defender=player(args["defender"]))
    else:
        shown = parts(args["defense_parts"]) if args["defense_parts"] else ""
        if args["modifier"]:
            modifier = _piece("hypnose.duel.modifier", modifier=args["modifier"])
            shown = f"{shown} + {modifier}" if shown else modifier
        defense = _piece("hypnose.duel.defense", total=args["defense"], parts=shown or "0")
    experts = []
    for who, card_id, cancelled, attack_now, defense_now in args["experts"]:
        key = "hypnose.duel.cancelled" if cancelled else "hypnose.duel.expert"
        told = {"card": card(card_id), "player": player(who)}
        experts.append(_piece(key, attack=attack_now, defense=defense_now, **told))
    if args["winner"] < 0:
        result = _piece("hypnose.duel.tie")
    else:
        key = "hypnose.duel.by_default" if args["declined"] else "hypnose.duel.won"
        key = key if args["loss"] else "hypnose.duel.no_loss"
        result = _piece(key, winner=player(args["winner"]), loser=player(args["loser"]),
                        loss=args["loss"])  # fmt: skip
    return (attack, defense), experts, result


def duel_lines(args: Any, name: Callable[[int], str], catalog: Catalog) -> list[str]:
    """A decided duel in plain words for the table's duel area: both totals with their
    parts, then the Experts, then the result (the last line, shown bold)."""
    (attack, defense), experts, result = duel_pieces(
        args, lambda card_id: cardtext.name(catalog.by_id(card_id)), name
    )
    lines = [f"{attack}; {defense}."]
    if experts:
        lines.append("; ".join(experts) + ".")
    lines.append(result)
    return lines


def log_entries(words: Words, event: Any, decision: Decision | None) -> list[LogEntry]:
    """The log lines of one session event (a decided duel comes as the core's "hypnose.duel"
    message of a ``Changed``)."""
    from net import Changed, Dealt, Ended, Played

    out: list[LogEntry] = []
    if isinstance(event, Played):
        out.append(
            LogEntry(words.message(event.message, event.seat, decision), "action", event.seat)
        )
    elif isinstance(event, Dealt) and event.message is not None:
        seat = event.message.args.get("seat")
        out.append(LogEntry(words.message(event.message, seat, None), "info", seat))
    elif isinstance(event, Changed):
        for message in event.messages:
            if message.id == "hypnose.duel":  # both totals with their parts (R11)
                entry = LogEntry(words.message(message, None, None), "duel", message.args["winner"])
            else:
                kind = "turn" if message.id == "hypnose.turn" else "action"
                seat = message.args.get("seat")
                entry = LogEntry(words.message(message, None, None), kind, seat)
            out.append(entry)
    elif isinstance(event, Ended) and event.outcome is None:
        out.append(ended_without_result())
    return out
