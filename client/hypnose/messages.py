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

from client.hypnose import cardtext
from client.shell.gameui import LogEntry, Player
from client.shell.i18n import tr
from core.game import Message
from core.hypnose.actions import Decision
from core.hypnose.catalog import Catalog
from core.hypnose.duel_report import DuelReport
from core.hypnose.words import FACE_DOWN, SEAT_ARGS

GLYPHS = {
    "circle": "●",
    "square": "■",
    "triangle": "▲",
    "diamond": "◆",
    "hexagon": "⬢",
    "star": "★",
}

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


def bot_label(bot: str) -> str:
    """A bot kind in words (``core.hypnose.bots.BOTS``); an unknown kind by its name."""
    labels = {
        "random": tr("Beginner (plays at random)"),
        "easy": tr("Easy (makes mistakes)"),
        "normal": tr("Normal (plays well)"),
        "strategic": tr("Strategic"),
        "strong": tr("Strong (looks ahead)"),
    }
    return labels.get(bot, bot)


def player_html(player: Player | None) -> str:
    if player is None:
        return "?"
    glyph = GLYPHS.get(player.shape, "●")
    return (
        f'<span style="color:{player.colour}">{glyph}</span>&nbsp;<b>{html.escape(player.name)}</b>'
    )


class Words:
    """Log sentences for one table: its players and the card catalog."""

    def __init__(self, players: Sequence[Player], catalog: Catalog) -> None:
        self.players = tuple(players)
        self.catalog = catalog

    def player(self, seat: int) -> str:
        return player_html(self.players[seat] if 0 <= seat < len(self.players) else None)

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
        """A decided duel ("hypnose.duel", R11): both totals with their parts, each Expert's
        step, the result ("Attack 6 = Suggestion Manual 4 + Metronome 2; Defense 6 = ...")."""

        def piece(mid: str, **values: Any) -> str:
            return tr(TEMPLATES[mid]).format_map(_Missing(values))

        def parts(pairs: Any) -> list[str]:
            return [f"{self.card(card_id)} {int(n)}" for card_id, n in pairs]

        attack = piece(
            "hypnose.duel.attack",
            total=args["attack"],
            parts=" + ".join(parts(args["attack_parts"])),
        )
        if args["declined"]:
            defense = piece("hypnose.duel.declined", defender=self.player(args["defender"]))
        else:
            shown = parts(args["defense_parts"])
            if args["modifier"]:
                shown.append(piece("hypnose.duel.modifier", modifier=args["modifier"]))
            defense = piece("hypnose.duel.defense", total=args["defense"], parts=" + ".join(shown))
        for who, card_id, cancelled, attack_now, defense_now in args["experts"]:
            key = "hypnose.duel.cancelled" if cancelled else "hypnose.duel.expert"
            defense += "; " + piece(
                key, card=self.card(card_id), player=self.player(who), attack=attack_now,
                defense=defense_now,
            )  # fmt: skip
        if args["winner"] < 0:
            result = piece("hypnose.duel.tie")
        else:
            key = "hypnose.duel.by_default" if args["declined"] else "hypnose.duel.won"
            key = key if args["loss"] else "hypnose.duel.no_loss"
            result = piece(key, winner=self.player(args["winner"]),
                           loser=self.player(args["loser"]), loss=args["loss"])  # fmt: skip
        return piece("hypnose.duel", attack=attack, defense=defense, result=result)

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
        return template.format_map(_Missing(values))


class _Missing(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def duel_parts(parts: Sequence[tuple[str, int]], catalog: Catalog) -> str:
    return " + ".join(f"{cardtext.name(catalog.by_id(card))} {n}" for card, n in parts)


def duel_lines(
    report: DuelReport, name: Callable[[int], str], catalog: Catalog | None = None
) -> list[str]:
    """A decided duel in plain words: both totals with their parts, the Experts, the result
    ("Attack 6 = Suggestion Manual 4 + Metronome 2; Defense 6 ..." R11)."""
    if catalog is None:
        from resources import load_catalog

        catalog = load_catalog()
    attack = tr("Attack {total} = {parts}").format(
        total=report.attack_base, parts=duel_parts(report.attack_parts, catalog) or "0"
    )
    if report.declined:
        defense = tr("no defense")
    else:
        parts = duel_parts(report.defense_parts, catalog) or "0"
        if report.modifier:
            parts += " + " + tr("modifier {bonus}").format(bonus=report.modifier)
        defense = tr("Defense {total} = {parts}").format(total=report.defense_base, parts=parts)
    lines = [f"{attack}; {defense}."]
    steps = []
    for play in report.experts:
        card = cardtext.name(catalog.by_id(play.card))
        if play.cancelled:
            steps.append(
                tr("{card} ({player}) is cancelled").format(card=card, player=name(play.seat))
            )
        else:
            steps.append(
                tr("{card} ({player}): attack {attack}, defense {defense}").format(
                    card=card, player=name(play.seat), attack=play.attack, defense=play.defense
                )
            )
    if steps:
        lines.append("; ".join(steps) + ".")
    if report.declined:
        result = tr("{loser} does not defend and loses {loss}.").format(
            loser=name(report.loser), loss=report.loss
        )
    elif report.winner < 0:
        result = tr("A tie at {total}: nothing happens.").format(total=report.attack)
    elif report.loss <= 0:
        result = tr("{winner} wins; {loser} loses nothing.").format(
            winner=name(report.winner), loser=name(report.loser)
        )
    else:
        result = tr("{winner} wins; {loser} loses {loss}.").format(
            winner=name(report.winner), loser=name(report.loser), loss=report.loss
        )
    lines.append(result)
    return lines


def log_entries(words: Words, event: Any, decision: Decision | None) -> list[LogEntry]:
    """The log lines of one session event (a decided duel comes as the core's "hypnose.duel"
    message of a ``Changed``)."""
    from net.session import Changed, Dealt, Ended, Played

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
        out.append(LogEntry(html.escape(tr("The game ended without a result.")), "info"))
    return out
