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
from core.hypnose.words import FACE_DOWN

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
        "strategic": tr("Strategic"),
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

    def payment(self, ids: Sequence[str]) -> str:
        if not ids:
            return html.escape(tr("with the bank"))
        return self.cards(ids)

    def message(self, message: Message, seat: int | None, decision: Decision | None) -> str:
        """``message`` as a sentence; ``seat`` is who acted (for a played action)."""
        args = message.args
        mid = message.id
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
            elif key == "opponent":
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


def log_entries(
    words: Words, event: Any, decision: Decision | None, report: DuelReport | None
) -> list[LogEntry]:
    """The log lines of one session event (``report``: the duel it decided, if any)."""
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
            kind = "turn" if message.id == "hypnose.turn" else "action"
            out.append(LogEntry(words.message(message, None, None), kind, message.args.get("seat")))
    elif isinstance(event, Ended) and event.outcome is None:
        out.append(LogEntry(html.escape(tr("The game ended without a result.")), "info"))
    if report is not None:

        def name(seat: int) -> str:
            return words.players[seat].name if 0 <= seat < len(words.players) else "?"

        lines = duel_lines(report, name, words.catalog)
        out.append(
            LogEntry("<br>".join(html.escape(line) for line in lines), "duel", report.winner)
        )
    return out
