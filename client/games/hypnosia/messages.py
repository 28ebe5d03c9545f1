"""Hypnosia's log in the player's language: the core's message ids (``core.hypnosia.words``)
with their arguments, each turned into a sentence through Qt's translations, and the line that
says how fair each roll was (H8: the dice come from randomness every peer took part in).

Players appear with their shape and number in their board colour (H6), so a line reads without
colour; spaces keep their board names (``A5``, ``H2``), the centre and the colours are words.
A test checks that every message id the core can produce has words here.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QT_TR_NOOP

from client.games.hypnosia.colours import sector_colour
from client.kit.gameui import LogEntry, Player
from client.kit.i18n import tr
from client.kit.logwords import SeatWords, ended_without_result, fill
from core.errors import CoreError
from core.game import Message
from core.hypnosia.rules import DIE_OUTCOMES
from core.vocabulary import RandomStep, RandomValue

COLOUR_NAMES: dict[str, str] = {
    "red": QT_TR_NOOP("red"),
    "orange": QT_TR_NOOP("orange"),
    "yellow": QT_TR_NOOP("yellow"),
    "green": QT_TR_NOOP("green"),
    "blue": QT_TR_NOOP("blue"),
    "purple": QT_TR_NOOP("purple"),
}
"""The board file's colour names (H6), in words."""
UNDRAWN = "#4a4754"
"""A seat's ink before the colour draw (H6): the log's own grey."""

TEMPLATES: dict[str, str] = {
    "hypnosia.leave_home": QT_TR_NOOP("{player} leaves home from {start} with a {die}, to {end}."),
    "hypnosia.pass": QT_TR_NOOP(
        "{player} does not enter the centre; the remaining dice are lost (H13)."
    ),
    "hypnosia.dice": QT_TR_NOOP("The dice show {dice}."),
    "hypnosia.colours": QT_TR_NOOP("The colours are drawn (H6): {colours}."),
    "hypnosia.start_dice": QT_TR_NOOP("Start roll (H7): {rolls}."),
    "hypnosia.colour": QT_TR_NOOP("{player} plays {colour}."),
    "hypnosia.start_roll": QT_TR_NOOP("{player} rolls {dice} for the start."),
    "hypnosia.start_tie": QT_TR_NOOP("{seats} tie for the highest roll and roll again (H7)."),
    "hypnosia.starts": QT_TR_NOOP("{player} has the highest roll and starts."),
    "hypnosia.timed_out": QT_TR_NOOP(
        "{player} timed out: the strategic bot plays this seat from now on, and it ranks last."
    ),
    "hypnosia.bot_played": QT_TR_NOOP("{player} (bot): {action}"),
    "hypnosia.turn": QT_TR_NOOP("Turn {turn}: {player} ({colour}) rolls {dice}."),
    "hypnosia.end_centre": QT_TR_NOOP(
        "Five pawns are in the centre: the game ends (H16). Scores: {scores}."
    ),
    "hypnosia.end_empty": QT_TR_NOOP(
        "No pawn is left on the board: the game ends (H16). Scores: {scores}."
    ),
    "hypnosia.end_cap": QT_TR_NOOP(
        "The safety cap of turns is reached: the game ends (H16). Scores: {scores}."
    ),
    "hypnosia.ranking": QT_TR_NOOP("Places (H18): {places}."),
    "hypnosia.unknown": QT_TR_NOOP("{action}"),
}
"""Words for the message ids of ``core.hypnosia.words`` that count nothing."""

COUNTED: dict[str, Callable[[int], str]] = {
    "hypnosia.move": lambda n: tr(
        "{player} moves %n pawn(s) from {start} to {end} with a {die}.", None, n
    ),
    "hypnosia.cross": lambda n: tr(
        "{player} crosses with %n pawn(s) from {start} to {end} with a {die} (H11).", None, n
    ),
    "hypnosia.enter": lambda n: tr(
        "{player} enters the centre with %n pawn(s) from gate {start} (H12).", None, n
    ),
    "hypnosia.arrived": lambda n: tr(
        "{player} reaches the centre: arrival {arrival}, %n point(s) (H17).", None, n
    ),
    "hypnosia.captured": lambda n: tr("{player} loses %n pawn(s) to a capture (H15).", None, n),
    "hypnosia.dice_lost": lambda n: tr(
        "No legal move left: %n die(s) lost: {dice} (H13).", None, n
    ),
}
"""Words for the message ids that count pawns or dice (plural forms differ per language)."""

COUNTS = {"hypnosia.dice_lost": "dice", "hypnosia.arrived": "points"}
"""Which argument a counted message counts, where it is not ``pawns``."""


def colour_name(name: str) -> str:
    return tr(COLOUR_NAMES[name]) if name in COLOUR_NAMES else name


def space_name(name: str) -> str:
    """A space as the log names it: its board name, the centre in words."""
    return tr("the centre") if name == "centre" else name


def pair(dice: Sequence[int]) -> str:
    """Two dice in words ("3 and 5"); one die as its number."""
    if len(dice) == 2:
        return tr("{first} and {second}").format(first=dice[0], second=dice[1])
    return ", ".join(str(d) for d in dice)


class Words(SeatWords):
    """Log sentences for one table: its players, shown in their board colours once drawn."""

    def __init__(self, players: Sequence[Player]) -> None:
        super().__init__(players)
        self.colours: dict[int, str] = {}
        """Seat -> its board colour's name (after the colour draw, H6)."""
        self.proof: LogEntry | None = None
        """The last draw's fairness, said after the change it made (the turn it began)."""

    def colour(self, seat: int) -> str:
        """The seat's board colour (H6); a neutral ink before the colours are drawn (a
        player's chosen colour is not theirs on this board)."""
        return sector_colour(self.colours[seat]) if seat in self.colours else UNDRAWN

    def ink(self, seat: int) -> str:
        return self.colour(seat)

    def message(self, message: Message, seat: int | None) -> str:
        """``message`` as a sentence; ``seat`` is who acted (for a played action)."""
        mid, args = message.id, message.args
        if mid in COUNTED:
            counted = args[COUNTS.get(mid, "pawns")]
            template = COUNTED[mid](len(counted) if isinstance(counted, tuple) else int(counted))
        else:
            template = tr(TEMPLATES.get(mid, TEMPLATES["hypnosia.unknown"]))
        actor = args.get("seat", seat)
        values: dict[str, str] = {"player": self.player(actor) if actor is not None else "?"}
        for key, value in args.items():
            if key in ("start", "end"):
                values[key] = html.escape(space_name(str(value)))
            elif key == "colour":
                values[key] = html.escape(colour_name(str(value)))
            elif key == "colours":
                values[key] = html.escape(", ".join(colour_name(str(c)) for c in value))
            elif key == "dice":
                values[key] = html.escape(pair(value))
            elif key == "rolls":
                values[key] = html.escape("; ".join(pair(r) for r in value))
            elif key == "seats":
                values[key] = ", ".join(self.player(s) for s in value)
            elif key in ("scores", "places"):
                values[key] = self.by_seat(value)
            elif key == "action" and isinstance(value, Message):
                values[key] = self.message(value, actor)
            elif key != "seat":
                values[key] = html.escape(str(value))
        values.setdefault("action", html.escape(mid))
        return fill(template, values)


def fairness(step: Any, result: Any, shared: bool) -> str | None:
    """How a random draw (a roll, the start roll, the colour draw) was made, in words: by this
    computer alone offline, or jointly by every peer on a LAN table (each committed to its
    random bytes before any was revealed, every reveal checked against its commitment)."""
    if not isinstance(step, RandomStep) or not isinstance(result, RandomValue):
        return None
    roll = step.bound == DIE_OUTCOMES
    if shared and roll:
        text = tr(
            "Fair roll ({value} of {bound}): the hash of every peer's random bytes, each"
            " committed before any was revealed; every reveal matched its commitment."
        )
    elif shared:
        text = tr(
            "Fair draw ({value} of {bound}): the hash of every peer's random bytes, each"
            " committed before any was revealed; every reveal matched its commitment."
        )
    elif roll:
        text = tr("Rolled by this computer ({value} of {bound}): offline, nothing to verify.")
    else:
        text = tr("Drawn by this computer ({value} of {bound}): offline, nothing to verify.")
    return html.escape(text.format(value=result.value, bound=step.bound))


def first_report(game: Any, settings: Any, history: Sequence[Any], event: Any) -> Any:
    """The session's first report of a game has nothing before it to compare with, so it
    names no change, and the log would not say who plays which colour, the start rolls, who
    starts, nor the first roll (H6, H7). Those are told here from the draws and moves that led
    to it, replayed from the initial state; the event as it came if they do not lead there."""
    from net import Dealt, Played

    if event.messages:
        return event
    try:
        values = settings if isinstance(settings, dict) else game.settings_values(settings)
        state = game.new_game(game.settings(values))
        messages: list[Message] = []
        for past in history:
            if isinstance(past, Dealt):
                after = game.apply_dealer(state, past.result)
            elif isinstance(past, Played):
                after = game.apply_action(state, past.seat, past.action)
            else:
                continue
            messages += game.describe_changes(state, after)
            state = after
    except CoreError:  # a history the rules do not replay: nothing more is said
        return event
    if state != event.view.state:
        return event
    texts = tuple(game.render(m) for m in messages)
    return replace(event, messages=tuple(messages), texts=texts)


def log_entries(words: Words, event: Any, shared: bool) -> list[LogEntry]:
    """The log lines of one session event; every random draw is followed by its fairness."""
    from net import Changed, Dealt, Ended, Played

    out: list[LogEntry] = []
    if isinstance(event, Played):
        out.append(LogEntry(words.message(event.message, event.seat), "action", event.seat))
    elif isinstance(event, Dealt):
        if words.proof is not None:
            out.append(words.proof)
            words.proof = None
        said = event.message is not None and event.message.id != "hypnosia.dice"
        if said:  # the colour draw, the start roll: their own line, then how fair it was
            out.append(LogEntry(words.message(event.message, None), "info"))
        proof = fairness(event.step, event.result, shared)
        if proof is not None and said:
            out.append(LogEntry(proof, "proof"))
        elif proof is not None:  # a roll: said after the turn line it begins (it names the dice)
            words.proof = LogEntry(proof, "proof")
    elif isinstance(event, Changed):
        for message in event.messages:
            if message.id == "hypnosia.colour":
                words.colours[message.args["seat"]] = str(message.args["colour"])
            kind = "turn" if message.id == "hypnosia.turn" else "action"
            out.append(LogEntry(words.message(message, None), kind, message.args.get("seat")))
            if kind == "turn" and words.proof is not None:
                out.append(words.proof)
                words.proof = None
        if words.proof is not None:
            out.append(words.proof)
            words.proof = None
    elif isinstance(event, Ended) and event.outcome is None:
        out.append(ended_without_result())
    return out
