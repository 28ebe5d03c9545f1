"""What Hypnosia's log says: actions, rolls and changes as message ids with arguments.

Spaces are named as on the board (``A5``, ``H3``, ``centre``) and colours by their board names,
so a window can translate the words and keep the names; ``render`` gives the English words.
A message depends only on its arguments, never on the state a view happens to show.
"""

from __future__ import annotations

from math import factorial
from typing import Any

from core.game import Message
from core.hypnosia import scoring
from core.hypnosia.board import Board
from core.hypnosia.moves import destination, is_entry
from core.hypnosia.rules import DIE_OUTCOMES, permutation, two_dice
from core.hypnosia.state import Action, Move, Pass, State
from core.vocabulary import RandomStep, RandomValue


def describe(board: Board, action: Action) -> Message:
    """An action in the log (the same words for every seat: nothing is hidden)."""
    if isinstance(action, Pass):
        return Message("hypnosia.pass")
    if not isinstance(action, Move):
        return Message("hypnosia.unknown", {"action": repr(action)})
    start = board.name(action.start) if 0 <= action.start < len(board.names) else "?"
    args = {"die": action.die, "start": start, "pawns": action.count}
    if is_entry(board, action):
        return Message("hypnosia.enter", args)
    dest = destination(board, action)
    args["end"] = board.name(dest) if 0 <= dest < len(board.names) else "?"
    if board.is_home(action.start):
        return Message("hypnosia.leave_home", args)
    return Message("hypnosia.cross" if action.inward else "hypnosia.move", args)


def describe_dealer(board: Board, players: int, step: Any, result: Any) -> Message | None:
    """A roll or the colour draw, from the step and its result alone."""
    if not isinstance(step, RandomStep) or not isinstance(result, RandomValue):
        return None
    value, bound = result.value, step.bound
    if bound == DIE_OUTCOMES:
        return Message("hypnosia.dice", {"dice": two_dice(value)})
    if bound == factorial(players):  # H6: the colour draw (never a power of 36)
        used = board.seats[players]
        colours = tuple(board.sectors[used[i]].colour for i in permutation(value, players))
        return Message("hypnosia.colours", {"colours": colours})
    rolls = []
    while bound > 1:
        value, outcome = divmod(value, DIE_OUTCOMES)
        bound //= DIE_OUTCOMES
        rolls.append(two_dice(outcome))
    return Message("hypnosia.start_dice", {"rolls": tuple(rolls)})


def describe_changes(board: Board, before: State, after: State) -> tuple[Message, ...]:
    """What changed, as the table shows it: colours, start rolls, the starter, a new turn, the
    timeout bot's moves, captures, arrivals, lost dice, a seat handed to the bot, the end."""
    out: list[Message] = []
    colour = lambda seat: board.sectors[after.sectors[seat]].colour  # noqa: E731
    if after.sectors and not before.sectors:
        out += [Message("hypnosia.colour", {"seat": s, "colour": colour(s)})
                for s in range(after.players)]  # fmt: skip
    for seat, a, b in after.start_rolls[len(before.start_rolls) :]:
        out.append(Message("hypnosia.start_roll", {"seat": seat, "dice": (a, b)}))
    if len(after.rolling) > 1 and after.rolling != before.rolling and before.sectors:
        out.append(Message("hypnosia.start_tie", {"seats": after.rolling}))
    if after.current >= 0 and before.current < 0:
        out.append(Message("hypnosia.starts", {"seat": after.current}))
    if after.turns != before.turns:  # a roll: it was the turn of the seat asked before it
        roller = before.current
        out.append(
            Message(
                "hypnosia.turn",
                {
                    "turn": after.turns,
                    "seat": roller,
                    "colour": colour(roller),
                    "dice": after.rolled,
                },
            )
        )
    for seat in after.bots:
        if seat not in before.bots:
            out.append(Message("hypnosia.timed_out", {"seat": seat}))
    for seat, action in after.auto:
        played = describe(board, action)
        out.append(Message("hypnosia.bot_played", {"seat": seat, "action": played}))
    for seat in range(after.players):
        taken = after.losses[seat] - before.losses[seat]
        if taken:
            out.append(Message("hypnosia.captured", {"seat": seat, "pawns": taken}))
    for index in range(len(before.arrivals), len(after.arrivals)):
        seat = after.arrivals[index]
        points = scoring.arrival_points(board.centre_places, index + 1)
        out.append(
            Message("hypnosia.arrived", {"seat": seat, "arrival": index + 1, "points": points})
        )
    turn_ended = not after.dice and (bool(before.dice) or after.turns != before.turns)
    if turn_ended and after.lost_dice:
        out.append(Message("hypnosia.dice_lost", {"dice": after.lost_dice}))
    if after.ended is not None and before.ended is None:
        scores = scoring.totals(after, board.centre_places)
        out.append(Message(f"hypnosia.end_{after.ended.value}", {"scores": scores}))
        ranked = scoring.places(after, board.centre_places)
        out.append(Message("hypnosia.ranking", {"places": ranked}))
    return tuple(out)


ENGLISH: dict[str, str] = {
    "hypnosia.move": "moves {pawns} pawn(s) {die} from {start} to {end}",
    "hypnosia.cross": "crosses with {pawns} pawn(s) from {start}, {die} to {end}",
    "hypnosia.leave_home": "leaves home from {start} with a {die}, to {end}",
    "hypnosia.enter": "enters the centre with {pawns} pawn(s) from gate {start}",
    "hypnosia.pass": "does not enter the centre; the remaining dice are lost",
    "hypnosia.dice": "rolls {dice}",
    "hypnosia.colours": "the colours are drawn: {colours}",
    "hypnosia.start_dice": "start roll: {rolls}",
    "hypnosia.colour": "seat {seat} plays {colour}",
    "hypnosia.start_roll": "seat {seat} rolls {dice} for the start",
    "hypnosia.start_tie": "seats {seats} tie for the highest roll and roll again",
    "hypnosia.starts": "seat {seat} has the highest roll and starts",
    "hypnosia.timed_out": "seat {seat} timed out: the strategic bot plays it from now on, "
    "and it ranks last",
    "hypnosia.bot_played": "seat {seat} (bot): {action}",
    "hypnosia.captured": "seat {seat} loses {pawns} pawn(s) to a capture",
    "hypnosia.arrived": "seat {seat} reaches the centre: arrival {arrival}, {points} point(s)",
    "hypnosia.dice_lost": "no legal move left for {dice}: lost (H13)",
    "hypnosia.turn": "turn {turn}: seat {seat} ({colour}) rolls {dice}",
    "hypnosia.end_centre": "five pawns are in the centre: the game ends; scores {scores}",
    "hypnosia.end_empty": "no pawn is left on the board: the game ends; scores {scores}",
    "hypnosia.end_cap": "the safety cap of turns is reached: the game ends; scores {scores}",
    "hypnosia.ranking": "places by seat: {places}",
    "hypnosia.unknown": "{action}",
}


def _plain(value: object) -> str:
    if isinstance(value, tuple) and value and all(isinstance(v, tuple) for v in value):
        return ", ".join(_plain(v) for v in value)
    if isinstance(value, tuple):
        if all(type(v) is int for v in value) and len(value) == 2:
            return f"{value[0]} and {value[1]}"
        return ", ".join(str(v) for v in value)
    return str(value)


def render(message: Message) -> str:
    """The English words of ``message``."""
    args: dict[str, object] = {}
    for key, value in message.args.items():
        if isinstance(value, Message):
            args[key] = render(value)
        elif key in ("scores", "places", "seats", "colours"):
            args[key] = ", ".join(str(v) for v in value)  # type: ignore[attr-defined]
        else:
            args[key] = _plain(value)
    return ENGLISH.get(message.id, message.id).format(**args)
