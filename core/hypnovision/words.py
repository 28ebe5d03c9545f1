"""What Hypno Vision's log says: actions and changes as message ids with arguments.

Cards are named by their ids (``HV37``), character types by V1's colours (``brown``), so a
window can translate the words and keep the names; ``render`` gives the English words, a card
with the characters it shows. A message depends only on its arguments.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.game import Message
from core.hypnovision import scoring
from core.hypnovision.cards import TYPE_KEYS, Card
from core.hypnovision.state import SLOT_CAP, Phase, Return, Roll, State, Stop, Take, Wait


def describe(cards: Sequence[Card], action: Any) -> Message:
    """An action in the log (the same words for every seat: nothing is hidden)."""
    if isinstance(action, Take):
        return Message("hypnovision.take", {"card": _card_id(cards, action.card)})
    if isinstance(action, Return):
        return Message("hypnovision.return", {"card": _card_id(cards, action.card)})
    if isinstance(action, Stop):
        return Message("hypnovision.stop")
    if isinstance(action, Wait):
        return Message("hypnovision.done" if action.done else "hypnovision.wait")
    if isinstance(action, Roll):
        return Message("hypnovision.roll")
    return Message("hypnovision.unknown", {"action": repr(action)})


def _card_id(cards: Sequence[Card], number: object) -> str:
    return cards[number].id if type(number) is int and 0 <= number < len(cards) else "?"


def describe_changes(cards: Sequence[Card], before: State, after: State) -> tuple[Message, ...]:
    """What changed, as the table shows it: start rolls, the starter, a new scramble, the dice,
    a slot's takes, contests, void claims, returns and Stops, a seat out, the scramble's end
    and scores, the game's end."""
    out: list[Message] = []
    for seat, die in after.start_rolls[len(before.start_rolls) :]:
        out.append(Message("hypnovision.start_roll", {"seat": seat, "die": die}))
    if len(after.rolling) > 1 and after.rolling != before.rolling and after.start_rolls:
        out.append(Message("hypnovision.start_tie", {"seats": after.rolling}))
    if after.starter >= 0 and before.starter < 0:
        out.append(Message("hypnovision.starts", {"seat": after.starter}))
    for seat in after.out:
        if seat not in before.out:
            out.append(Message("hypnovision.out", {"seat": seat}))
    if after.round != before.round:
        out.append(Message("hypnovision.layout", {"round": after.round, "seat": after.roller}))
    if after.dice and not before.dice:
        dice = dict(zip(TYPE_KEYS, after.dice, strict=True))
        out.append(Message("hypnovision.dice", dice))
    last = after.last
    if last is not before.last and last.slot >= 1:
        out += _slot(cards, last)
    if len(after.penalties) > len(before.penalties):
        out += _scored(before, after)
    if after.phase is Phase.OVER and before.phase is not Phase.OVER:
        out.append(Message("hypnovision.end", {"totals": after.totals()}))
        out.append(Message("hypnovision.ranking", {"places": scoring.places(after)}))
    return tuple(out)


def _slot(cards: Sequence[Card], last: Any) -> list[Message]:
    out = []
    contested = {c.card: c for c in last.contests}
    for seat, card in last.taken:
        args = {"seat": seat, "card": cards[card].id, "slot": last.slot}
        if card in contested:
            args["claimants"] = contested[card].claimants
            out.append(Message("hypnovision.won", args))
        else:
            out.append(Message("hypnovision.took", args))
    for seat, card in last.void:
        out.append(Message("hypnovision.void", {"seat": seat, "card": cards[card].id}))
    for seat, card in last.returned:
        out.append(Message("hypnovision.returned", {"seat": seat, "card": cards[card].id}))
    if last.stoppers:
        out.append(Message("hypnovision.stopped", {"seats": last.stoppers, "slot": last.slot}))
    return out


def _scored(before: State, after: State) -> list[Message]:
    last = after.last
    if last.stoppers:
        why = "hypnovision.end_stop"
    elif last.slot >= SLOT_CAP:
        why = "hypnovision.end_cap"
    else:
        why = "hypnovision.end_done"
    return [
        Message(why, {"round": after.round, "slot": last.slot}),
        Message(
            "hypnovision.scores",
            {"round": after.round, "points": after.penalties[-1], "totals": after.totals()},
        ),
    ]


ENGLISH: dict[str, str] = {
    "hypnovision.take": "grabs {card}",
    "hypnovision.return": "puts {card} back",
    "hypnovision.stop": "calls Stop!",
    "hypnovision.wait": "looks",
    "hypnovision.done": "is done",
    "hypnovision.roll": "rolls the dice",
    "hypnovision.start_roll": "seat {seat} rolls {die} for the start",
    "hypnovision.start_tie": "seats {seats} tie for the highest roll and roll again",
    "hypnovision.starts": "seat {seat} has the highest roll and starts",
    "hypnovision.out": "seat {seat} timed out and is out of the game: its cards are scored "
    "and it ranks last",
    "hypnovision.layout": "scramble {round}: the cards are laid out; seat {seat} rolls",
    "hypnovision.dice": "the dice: {brown} brown, {purple} purple, {orange} orange, {green} green",
    "hypnovision.took": "seat {seat} takes {card}",
    "hypnovision.won": "seats {claimants} grab {card} at once: seat {seat} gets it",
    "hypnovision.void": "seat {seat} grabs {card}, but it is gone",
    "hypnovision.returned": "seat {seat} puts {card} back",
    "hypnovision.stopped": "seat(s) {seats} call Stop! in slot {slot}",
    "hypnovision.end_stop": "scramble {round} ends with the Stop after slot {slot}",
    "hypnovision.end_done": "scramble {round} ends: everyone is done after slot {slot}",
    "hypnovision.end_cap": "scramble {round} ends at the slot cap ({slot})",
    "hypnovision.scores": "scramble {round} penalty points: {points}; totals {totals}",
    "hypnovision.end": "the fifth scramble is scored: the game ends; totals {totals}",
    "hypnovision.ranking": "places by seat: {places}",
    "hypnovision.unknown": "{action}",
}


def card_words(card: Card) -> str:
    """``HV37 (2 brown, 1 purple)``."""
    shown = ", ".join(f"{n} {key}" for n, key in zip(card.counts, TYPE_KEYS, strict=True) if n)
    return f"{card.id} ({shown})"


def render(cards: Sequence[Card], message: Message) -> str:
    """The English words of ``message``."""
    by_id = {card.id: card for card in cards}
    args: dict[str, object] = {}
    for key, value in message.args.items():
        if key == "card" and value in by_id:
            args[key] = card_words(by_id[value])  # type: ignore[index]
        elif isinstance(value, tuple):
            args[key] = ", ".join(str(v) for v in value)
        else:
            args[key] = str(value)
    return ENGLISH.get(message.id, message.id).format(**args)
