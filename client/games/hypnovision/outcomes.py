"""What a resolved slot did, shown at once and for a moment: a flash on each card that was taken
(who got it, in their colour, shape and number; gold when several grabbed it, V13) and, when the
person took part or a card was contested, a sentence in the dice bar. And a scored scramble as
the players' rows keep showing it while the next layout is rolled (its cards as they were).

The words come from the session's ``Changed`` messages (``core.hypnovision.words``): who took
which card, who got a contested one and who else grabbed it; nothing is computed here.
"""

from __future__ import annotations

import html
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer

from client.games.hypnovision.dicebar import DiceBar
from client.games.hypnovision.grid import Flash, GridCanvas
from client.games.hypnovision.messages import Words
from client.kit.i18n import tr
from core.hypnovision.cards import Card
from core.hypnovision.state import State
from net import Changed

FLASH_MS = 1400
"""How long a slot's outcome stays on its cell."""
OUTCOME_MS = 3000
"""How long the outcome's words stay in the dice bar."""
TAKEN = ("hypnovision.took", "hypnovision.won")


@dataclass
class ScoredRound:
    """A scored scramble as the rows show it until the next dice: its dice, every seat's
    cards at its end, and its Stop callers."""

    dice: tuple[int, ...]
    taken: list[list[int]]
    stoppers: set[int]


def card_numbers(cards: Sequence[Card]) -> dict[str, int]:
    return {card.id: number for number, card in enumerate(cards)}


def scored_round(cards: Sequence[Card], event: Changed, before: State | None,
                 state: State) -> ScoredRound:  # fmt: skip
    """The scramble that was just scored: its cards as they were at its end (the state has
    moved on to the next layout): the cards before its last slot and that slot's takes."""
    scramble = len(state.penalties)  # the scored scramble's number
    source = before if before is not None and before.round == scramble else state
    taken = [list(t) for t in source.taken]
    if len(taken) < state.players:
        taken = [[] for _ in range(state.players)]
    stoppers = set(source.stoppers)
    index = card_numbers(cards)
    if source is before:
        for message in event.messages:
            args = message.args
            card = index.get(str(args.get("card", "")))
            if message.id in TAKEN and card is not None:
                taken[int(args["seat"])].append(card)
            elif message.id == "hypnovision.returned" and card is not None:
                seat = int(args["seat"])
                if card in taken[seat]:
                    taken[seat].remove(card)
            elif message.id == "hypnovision.stopped":
                stoppers.update(int(s) for s in args["seats"])
    dice = source.dice if source.dice else state.dice
    return ScoredRound(tuple(dice), taken, stoppers)


class Outcomes(QObject):
    """The flashes on the grid and the words in the dice bar, for seat ``me``."""

    def __init__(self, grid: GridCanvas, bar: DiceBar, words: Words, me: int,
                 parent: QObject | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.grid, self.bar, self.words, self.me = grid, bar, words, me
        self.index = card_numbers(words.cards)
        self.flash_until: dict[int, float] = {}
        self.said: tuple[Any, ...] = ()
        """The outcome the dice bar says: ("got", winner, card, claimants) or ("gone", id)."""
        self.said_until = 0.0
        self._fade = QTimer(self)
        self._fade.setInterval(200)
        self._fade.timeout.connect(self.expire)

    def take(self, event: Changed, before: State | None, state: State) -> bool:
        """Show what the slot did; True if it settled a take or a return of the person's."""
        now = time.monotonic()
        said: tuple[Any, ...] = ()
        resolved = False
        cell_of = before.cell_of if before is not None and before.cell_of else state.cell_of
        if before is not None and state.cell_of != before.cell_of:  # a new layout (V6)
            self.clear_flashes()
        for message in event.messages:
            args = message.args
            if message.id in TAKEN:
                card = self.index.get(str(args["card"]))
                if card is None or not cell_of:
                    continue
                contested = message.id == "hypnovision.won"
                seat = int(args["seat"])
                if state.cell_of == cell_of:  # on this layout (not the last slot of the last)
                    self.grid.flashes[cell_of[card]] = Flash(seat, contested)
                    self.flash_until[cell_of[card]] = now + FLASH_MS / 1000
                    self.grid.update()
                claimants = tuple(args.get("claimants", (seat,)))
                if self.me in claimants:
                    resolved = True
                    if seat == self.me or contested:
                        said = ("got", seat, card, claimants)
                elif contested and not said:
                    said = ("got", seat, card, claimants)
            elif message.id == "hypnovision.void" and args.get("seat") == self.me:
                resolved = True
                said = ("gone", str(args["card"]))
            elif message.id == "hypnovision.returned" and args.get("seat") == self.me:
                resolved = True
        if said:
            self.said = said
            self.said_until = now + OUTCOME_MS / 1000
            self.bar.show_outcome(self.text())
        if (self.flash_until or said) and not self._fade.isActive():
            self._fade.start()
        return resolved

    def text(self) -> str:
        """The last outcome worth words (the person's grab, or a contest), in the current
        language; '' when there is none or it has faded."""
        said = self.said
        if not said:
            return ""
        if said[0] == "gone":
            if self.words.memory:
                return tr("That card was already gone.")
            return tr("{card} was already gone.").format(card=self.words.card(said[1]))
        winner, card, claimants = said[1:]
        card_words = self.words.card(self.words.cards[card].id)
        if self.words.memory:  # V19: no card is named while they lie face down
            card_words = html.escape(tr("a card"))
        if len(claimants) < 2:
            if winner == self.me:
                return tr("You got {card}.").format(card=card_words)
            return ""
        others = ", ".join(self.words.player(s) for s in claimants if s != winner)
        if winner == self.me:
            text = tr("You got {card}: {others} grabbed it too.")
        elif self.me in claimants:
            text = tr("{player} got {card}: you grabbed it at the same time.")
        else:
            text = tr("{player} got {card}: {others} grabbed it too.")
        return text.format(card=card_words, others=others, player=self.words.player(winner))

    def expire(self) -> None:
        now = time.monotonic()
        for cell, until in list(self.flash_until.items()):
            if until <= now:
                del self.flash_until[cell]
                self.grid.flashes.pop(cell, None)
        if self.said_until and self.said_until <= now:
            self.said_until = 0.0
            self.said = ()
            self.bar.show_outcome("")
        if not self.flash_until and not self.said_until:
            self._fade.stop()
        self.grid.update()

    def clear_flashes(self) -> None:
        self.flash_until.clear()
        self.grid.flashes.clear()
        self.grid.update()

    def clear(self) -> None:
        self.clear_flashes()
        self.said, self.said_until = (), 0.0
        self.bar.show_outcome("")
