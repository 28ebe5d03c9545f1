"""Hypno Vision's log in the player's language: the core's message ids
(``core.hypnovision.words``) with their arguments, turned into sentences through Qt's
translations.

A player appears with their shape and seat number in their colour, so a line reads without
colour; a card by its id and its characters' letters (``HV37 A A K``), the letters being the
cards' own (V1). Every slot's choices are not logged one by one (ten a second): what a slot did
is (who took which card, who got a contested one and who else grabbed it, Stops), as the core
describes it. A test checks that every message id the core can produce has words here.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TR_NOOP

from client.kit.gameui import LogEntry, Player
from client.kit.i18n import tr
from client.kit.logwords import SeatWords, ended_without_result, fill
from core.game import Message
from core.hypnovision.cards import TYPE_KEYS, Card, CharacterType

COLOUR_NAMES: dict[str, str] = {
    "brown": QT_TR_NOOP("brown"),
    "purple": QT_TR_NOOP("purple"),
    "orange": QT_TR_NOOP("orange"),
    "green": QT_TR_NOOP("green"),
}
"""V1's type colours, in words."""

TEMPLATES: dict[str, str] = {
    "hypnovision.take": QT_TR_NOOP("{player} grabs {card}."),
    "hypnovision.return": QT_TR_NOOP("{player} puts {card} back."),
    "hypnovision.stop": QT_TR_NOOP("{player} calls Stop!"),
    "hypnovision.wait": QT_TR_NOOP("{player} looks."),
    "hypnovision.done": QT_TR_NOOP("{player} is done."),
    "hypnovision.roll": QT_TR_NOOP("{player} rolls the dice."),
    "hypnovision.start_roll": QT_TR_NOOP("{player} rolls {die} for the start (V7)."),
    "hypnovision.start_tie": QT_TR_NOOP("{seats} tie for the highest roll and roll again (V7)."),
    "hypnovision.starts": QT_TR_NOOP("{player} has the highest roll and starts."),
    "hypnovision.out": QT_TR_NOOP(
        "{player} timed out and is out of the game: their cards are scored and they rank last"
        " (V15)."
    ),
    "hypnovision.layout": QT_TR_NOOP("Scramble {round}: the cards are laid out; {player} rolls."),
    "hypnovision.dice": QT_TR_NOOP("The dice: {dice}."),
    "hypnovision.took": QT_TR_NOOP("{player} takes {card}."),
    "hypnovision.won": QT_TR_NOOP("{claimants} grab {card} at once: {player} gets it (V13)."),
    "hypnovision.void": QT_TR_NOOP("{player} grabs {card}, but it is gone."),
    "hypnovision.returned": QT_TR_NOOP("{player} puts {card} back (V18)."),
    "hypnovision.stopped": QT_TR_NOOP("{seats}: Stop! (slot {slot})"),
    "hypnovision.end_stop": QT_TR_NOOP("Scramble {round} ends with the Stop (V14)."),
    "hypnovision.end_done": QT_TR_NOOP("Scramble {round} ends: everyone is done (V15)."),
    "hypnovision.end_cap": QT_TR_NOOP("Scramble {round} ends at the time limit (V15)."),
    "hypnovision.scores": QT_TR_NOOP("Scramble {round}, penalty points: {points}."),
    "hypnovision.end": QT_TR_NOOP("The fifth scramble is scored: the game ends. Totals: {totals}."),
    "hypnovision.ranking": QT_TR_NOOP("Places (V17): {places}."),
    "hypnovision.unknown": QT_TR_NOOP("{action}"),
}
"""Words for every message id of ``core.hypnovision.words``."""

HIDDEN: dict[str, str] = {
    "hypnovision.took": QT_TR_NOOP("{player} takes a card."),
    "hypnovision.won": QT_TR_NOOP("{claimants} grab one card at once: {player} gets it (V13)."),
    "hypnovision.void": QT_TR_NOOP("{player} grabs a card, but it is gone."),
    "hypnovision.returned": QT_TR_NOOP("{player} puts a card back (V18)."),
}
"""The memory variant's words for what names a taken card (V19): the card is not named."""

LOGGED_ACTIONS = ("hypnovision.roll",)
"""Played actions worth a line: the roll. A slot's takes and Stops are said by its outcome."""


def colour_name(key: str) -> str:
    return tr(COLOUR_NAMES[key]) if key in COLOUR_NAMES else key


def card_letters(card: Card, types: Sequence[CharacterType]) -> str:
    """The characters a card shows as letters: ``A A K``."""
    return " ".join(types[t].letter for t, n in enumerate(card.counts) for _ in range(n))


class Words(SeatWords):
    """Log sentences for one table."""

    def __init__(
        self, players: Sequence[Player], cards: Sequence[Card], types: Sequence[CharacterType]
    ) -> None:
        super().__init__(players)
        self.cards = tuple(cards)
        self.types = tuple(types)
        self.by_id = {card.id: card for card in cards}
        self.memory = False
        """The memory variant (V19): the log names no card that was taken, as the table shows
        none face up (a memory challenge for honest clients, not a secret)."""

    def card(self, card_id: str) -> str:
        card = self.by_id.get(card_id)
        if card is None:
            return html.escape(card_id)
        letters = card_letters(card, self.types)
        return f'<a href="card:{card.id}">{card.id}</a>&nbsp;({letters})'

    def dice(self, args: dict[str, Any]) -> str:
        return ", ".join(
            f"{self.types[t].letter} {args[key]} ({colour_name(key)})"
            for t, key in enumerate(TYPE_KEYS)
            if key in args
        )

    def message(self, message: Message, seat: int | None) -> str:
        mid, args = message.id, dict(message.args)
        if self.memory and mid in HIDDEN:
            template = tr(HIDDEN[mid])
        else:
            template = tr(TEMPLATES.get(mid, TEMPLATES["hypnovision.unknown"]))
        actor = args.get("seat", seat)
        values: dict[str, str] = {"player": self.player(actor) if actor is not None else "?"}
        if mid == "hypnovision.dice":
            values["dice"] = html.escape(self.dice(args))
        for key, value in args.items():
            if key == "card":
                values[key] = self.card(str(value))
            elif key in ("seats", "claimants"):
                values[key] = ", ".join(self.player(s) for s in value)
            elif key in ("points", "totals", "places"):
                values[key] = self.by_seat(value)
            elif key not in ("seat",) and key not in TYPE_KEYS:
                values[key] = html.escape(str(value))
        values.setdefault("action", html.escape(mid))
        return fill(template, values)


def log_entries(words: Words, event: Any) -> list[LogEntry]:
    """The log lines of one session event."""
    from net import Changed, Ended, Played

    out: list[LogEntry] = []
    if isinstance(event, Played):
        if event.message.id in LOGGED_ACTIONS:
            out.append(LogEntry(words.message(event.message, event.seat), "action", event.seat))
    elif isinstance(event, Changed):
        for message in event.messages:
            kind = "turn" if message.id == "hypnovision.layout" else "action"
            seat = message.args.get("seat")
            out.append(LogEntry(words.message(message, None), kind, seat))
    elif isinstance(event, Ended) and event.outcome is None:
        out.append(ended_without_result())
    return out
