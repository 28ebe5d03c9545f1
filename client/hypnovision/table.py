"""Hypno Vision's table: the grid, the dice bar, the players' rows, the Stop/Done panel and the
top bar, fed by the session's events.

The person's hand works ahead of the slots (V9): a click on a card (or Enter on the ringed
one), S for Stop, D for Done, R for the roll. With a game that runs the session's slot clock
(``net.slots``; ``attach_game``: offline and on the LAN) each click goes to the clock at once,
which puts it in the next slot the seat has not committed; the table keeps no clock of its own.
Without one, the table answers each slot's ``YourTurn`` at once with what the hand holds (a
take, a Stop, a return), else a wait with the Done flag. One hand (V12): a grab on its way is
shown dashed until its slot resolves; Stop waits until it has (V14, the honest client). Every
choice sent is one of the session's legal actions; no rule is computed here.

After a scramble is scored, the rows keep showing its cards (face up) and points until the next
scramble's dice are known, so the round's result can be read while the roller rolls.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QObject, QRect, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from client.hypnosia.side import HypnosiaTopBar
from client.hypnovision.grid import CELLS, GridCanvas
from client.hypnovision.messages import Words, card_letters, log_entries
from client.hypnovision.outcomes import Outcomes, ScoredRound, scored_round
from client.hypnovision.panel import VisionPanel
from client.hypnovision.seats import DiceBar, Holding, SeatRows
from client.shell.controls import CardMirror
from client.shell.gameui import GameTable, LogEntry, Player
from client.shell.guide import GuideOverlay
from client.shell.i18n import tr
from core.hypnovision.state import (
    ON_TABLE,
    ROUNDS,
    SLOT_CAP,
    Decision,
    Phase,
    Return,
    Roll,
    State,
    Stop,
    Take,
    Wait,
)
from net.session import Changed, Ended, YourTurn

SLOT_MS = 100
"""About how long a slot lasts (V9), for the countdown of the slot cap in minutes."""
AUTO_ROLL_MS = 10_000
"""V11: the roller's client rolls by itself at the latest 10 s after the layout appears."""


class HypnoVisionTable(GameTable):
    """The table of one Hypno Vision game, as seat ``me`` sees it."""

    def __init__(self, game: Any, players: tuple[Player, ...], parent: QObject | None = None):
        super().__init__(parent)
        self.game = game
        self.cards = game.cards
        self.types = game.card_set.types
        self.players = players
        self.me = next((p.seat for p in players if p.me), 0)
        self.words = Words(players, self.cards, self.types)
        self.grid = GridCanvas(self.cards, self.types, players)
        self.dice_bar = DiceBar(self.types)
        self.rows = SeatRows(players, self.cards, self.types)
        self.board_widget = QWidget()
        self.board_widget.setObjectName("visionBoard")
        column = QVBoxLayout(self.board_widget)
        column.setContentsMargins(6, 6, 0, 0)
        column.setSpacing(4)
        column.addWidget(self.dice_bar)
        column.addWidget(self.grid, 1)
        column.addWidget(self.rows)
        self.top = HypnosiaTopBar()
        self.panel = VisionPanel()
        self.state: State | None = None
        self.scored: ScoredRound | None = None
        """The last scored scramble, shown until the next one's dice are known."""
        self.choice: YourTurn | None = None
        """The decision the session asks now (the slot's or the roll), for tests and the guide."""
        self.hand: Any = None
        """What the person does in the next slot: a Take, Stop or Return (None: nothing)."""
        self.done = False
        """The person's Done toggle (V15)."""
        self.sent: Any = None
        """The take or return sent in a slot whose outcome is not known yet."""
        self.source: Any = None
        """The game when it runs the slot clock (``attach_game``): clicks go to it at once."""
        self.interactive = True
        self.thinking: int | None = None
        self.away: set[int] = set()
        self.ended = False
        self.history: list[Any] = []
        self.outcomes = Outcomes(self.grid, self.dice_bar, self.words, self.me, self)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        self._refresh_timer.timeout.connect(self.refresh)
        self._auto_roll = QTimer(self)
        self._auto_roll.setSingleShot(True)
        self._auto_roll.timeout.connect(self.roll)
        self.grid.take.connect(self.take)
        self.grid.focus_moved.connect(self._ring_moved)
        self.rows.return_asked.connect(self.put_back)
        self.panel.stop_clicked.connect(self.stop)
        self.panel.done_toggled.connect(self.set_done)
        self.panel.roll_clicked.connect(self.roll)
        self.shortcuts = []
        keys = (("S", self.stop), ("D", self.toggle_done), ("R", self.roll),
                ("Backspace", self.put_back_last))  # fmt: skip
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), self.board_widget)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        self.seat_list = CardMirror(lambda: tr("Players"), self.board_widget)
        self.seat_list.move(0, 0)
        self.grid.setAccessibleName(tr("The cards on the table"))

    # --- the shell's interface ---------------------------------------------------------------

    def attach_game(self, game: Any) -> None:
        """A game with a slot clock (``unresolved``, ``done``): the table passes each click on
        at once and the clock puts it in the next slot; it answers no slot itself."""
        self.source = game if hasattr(game, "unresolved") else None
        if hasattr(game, "held"):  # an offline game waits while the first-game guide explains
            game.held = self.guide_open

    def guide_open(self) -> bool:
        """Whether the first-game guide covers the window now."""
        window = self.grid.window()
        return any(g.isVisible() for g in window.findChildren(GuideOverlay))

    def focus_chain(self) -> tuple[QWidget, ...]:
        return (self.grid, self.seat_list)

    def on_event(self, event: Any) -> list[LogEntry]:
        self.history.append(event)
        if isinstance(event, Changed):
            self._changed(event)
        entries = log_entries(self.words, event)
        if isinstance(event, YourTurn) and event.seat == self.me:
            self._ask(event)
        elif isinstance(event, Ended):
            self.ended = True
            self.choice = None
            self._auto_roll.stop()
        self.schedule()
        return entries

    def _changed(self, event: Changed) -> None:
        before, state = self.state, event.view.state
        self.state = state
        self.words.memory = state.memory
        if self.choice is not None and self.choice.view.state is not state:
            self.choice = None  # the game moved on: that decision is no longer asked
        resolved = self.outcomes.take(event, before, state)
        passed = resolved or self._slot_passed(before, state)
        clocked = self.source is not None and self.source.unresolved()
        if self.sent is not None and passed and (resolved or not clocked):
            self.sent = None  # the person's grab or return has landed (or missed)
        if len(state.penalties) > (len(before.penalties) if before is not None else 0):
            self.scored = scored_round(self.cards, event, before, state)
        if state.dice and state.phase is Phase.SLOT:
            self.scored = None
            if before is not None and not before.dice and self.interactive:
                self._focus_grid()
        scramble = state.phase in (Phase.SLOT, Phase.RESOLVE)
        if not scramble or state.round != getattr(before, "round", None):
            self.hand, self.sent = None, None
            self.done = False

    def _focus_grid(self) -> None:
        """The dice are known: the keyboard goes to the cards (arrows, Enter), unless the
        person is typing or reading elsewhere in the window."""
        focused = self.grid.window().focusWidget() if self.grid.isVisible() else None
        if focused is None or focused is self.grid or not focused.isVisible() or (
            self.board_widget.isAncestorOf(focused) or self.panel.isAncestorOf(focused)
        ):  # fmt: skip
            self.grid.setFocus()

    def _slot_passed(self, before: State | None, state: State) -> bool:
        """The slot the person's grab went into has resolved (its outcome said or not)."""
        return before is None or state.slot != before.slot or state.round != before.round

    def reset(self) -> None:
        """Back to before the first event (a replay stepping back)."""
        self.history = []
        self.state = None
        self.scored = None
        self.ended = False
        self.choice = None
        self.hand = self.sent = None
        self.done = False
        self.outcomes.clear()

    def log_lines(self) -> list[LogEntry]:
        """The whole log, worded again in the current language."""
        out: list[LogEntry] = []
        for event in self.history:
            out.extend(log_entries(self.words, event))
        return out

    def set_away(self, seats: set[int]) -> None:
        self.away = set(seats)
        self.schedule()

    def set_thinking(self, seat: int | None) -> None:
        self.thinking = seat
        self.schedule()

    def set_interactive(self, interactive: bool) -> None:
        self.interactive = interactive
        if not interactive:
            self.choice = None
            self.hand = self.sent = None
        self.schedule()

    def set_animation(self, ms: int) -> None:
        """The slot's outcome is information, not motion: it is shown at every setting."""

    def area(self, name: str) -> QWidget | None:
        return {
            "panel": self.panel,
            "top": self.top,
            "dice": self.dice_bar,
            "seats": self.rows,
        }.get(name, self.grid)

    def area_rect(self, name: str) -> QRect | None:
        return None

    def retranslate(self) -> None:
        self.seat_list.retranslate()
        self.grid.setAccessibleName(tr("The cards on the table"))
        self.refresh()

    # --- the person's hand -------------------------------------------------------------------

    def running(self) -> bool:
        """Whether the scramble takes actions now (after slot 0: the dice are known, V11)."""
        state = self.state
        return (
            state is not None
            and state.phase in (Phase.SLOT, Phase.RESOLVE)
            and bool(state.dice)
            and self.interactive
            and not self.ended
            and self.me not in state.out
        )

    def take(self, card: int) -> None:
        """Grab ``card`` in the next slot the seat has not chosen (a grab not yet sent is
        replaced: one hand, V12)."""
        if not self.running():
            return
        if self.source is not None:
            self.sent = Take(card)
            self.chosen.emit(self.sent)
        else:
            self.hand = Take(card)
        self.refresh()  # the hand shows at once

    def put_back_last(self) -> None:
        """V18 by the keyboard: the last card the person collected goes back."""
        state = self.state
        if state is not None and state.taken and state.taken[self.me]:
            self.put_back(state.taken[self.me][-1])

    def put_back(self, card: int) -> None:
        """V18: a marked player returns one of their collected cards."""
        state = self.state
        if not self.running() or state is None or self.me not in state.young:
            return
        if card in state.taken[self.me]:
            if self.source is not None:
                self.sent = Return(card)
                self.chosen.emit(self.sent)
            else:
                self.hand = Return(card)
            self.refresh()  # the hand shows at once

    def stop(self) -> None:
        if self.stop_possible():
            self.hand = Stop()
            if self.source is not None:
                self.chosen.emit(self.hand)
            self.refresh()  # the hand shows at once

    def stop_possible(self) -> bool:
        """Stop needs a running scramble and no grab of the person's on its way (V14)."""
        if self.source is not None:
            return self.running() and not self.source.unresolved()
        return self.running() and self.sent is None and not isinstance(self.hand, Take | Return)

    def is_done(self) -> bool:
        """The Done toggle as it stands (the clock's, which a take clears, V15)."""
        return self.source.done() if self.source is not None else self.done

    def toggle_done(self) -> None:
        if self.running():
            self.set_done(not self.is_done())

    def set_done(self, done: bool) -> None:
        if self.running():
            self.done = done
            if self.source is not None:
                self.chosen.emit(Wait(1 if done else 0))
        self.refresh()  # the hand shows at once

    def roll(self) -> None:
        """The roller's click (V11)."""
        choice = self.choice
        if choice is None or choice.decision is not Decision.ROLL or not self.interactive:
            return
        self._auto_roll.stop()
        self._submit(Roll())

    def _ask(self, event: YourTurn) -> None:
        if not self.interactive:
            return
        self.choice = event
        if event.decision is Decision.ROLL:
            if self.source is None:  # else the clock rolls for the roller (V11)
                self._auto_roll.start(AUTO_ROLL_MS)
            return
        if self.source is not None:
            return  # the clock answers every slot
        self._answer_slot(event)

    def _answer_slot(self, event: YourTurn) -> None:
        """The seat's choice for the slot being asked: the hand's action, else a wait with
        the Done flag; slot 0 has only the wait (V11)."""
        legal = event.legal
        action: Any = Wait(1 if self.done else 0)
        hand = self.hand
        if hand is not None and hand in legal and event.view.state.dice:
            action, self.hand = hand, None
            if isinstance(action, Take | Return):
                self.sent = action
                self.done = False  # a take or a return clears Done (V15)
        if action not in legal:
            action = legal[0]
        self._submit(action)

    def _submit(self, action: Any) -> None:
        self.choice = None
        self.schedule()
        self.chosen.emit(action)

    def _ring_moved(self, cell: int) -> None:
        card = self.grid.at[cell]
        if card is None:
            words = tr("Empty cell, row {row}, column {column}")
        else:
            letters = card_letters(self.cards[card], self.types)
            words = tr("{card}: {letters}, row {row}, column {column}").format(
                card=self.cards[card].id, letters=letters, row="{row}", column="{column}"
            )
        row, column = divmod(cell, 13)
        self.grid.setAccessibleDescription(words.format(row=row + 1, column=column + 1))

    # --- showing -----------------------------------------------------------------------------

    def schedule(self) -> None:
        """Refresh once the current batch of events is in (many events, one redraw)."""
        if not self._refresh_timer.isActive():
            self._refresh_timer.start()

    def _name(self, seat: int) -> str:
        return self.players[seat].name if 0 <= seat < len(self.players) else "?"

    def refresh(self) -> None:
        self._refresh_timer.stop()
        state = self.state
        grid = self.grid
        if state is not None and state.cell_of:
            grid.show_layout(state.cell_of, [h == ON_TABLE for h in state.holder])
        else:
            grid.show_layout((), ())
        if self.sent is not None and self.source is not None and not self.source.unresolved():
            self.sent = None
        hand = self.hand if isinstance(self.hand, Take) else self.sent
        pending = hand.card if isinstance(hand, Take) else None
        if pending != grid.pending:
            grid.pending = pending
            grid.update()
        self.dice_bar.show_dice(self._dice())
        self.dice_bar.show_outcome(self.outcomes.text())
        self._clock()
        self._rows()
        self._panel()
        self._top()

    def _dice(self) -> tuple[int, ...]:
        if self.scored is not None:
            return self.scored.dice
        return self.state.dice if self.state is not None else ()

    def _clock(self) -> None:
        state = self.state
        if state is None or not state.dice or state.phase not in (Phase.SLOT, Phase.RESOLVE):
            self.dice_bar.show_clock("", 0, SLOT_CAP)
            return
        left = max(0, SLOT_CAP - state.slot)
        seconds = left * SLOT_MS // 1000
        words = tr("Time left: {minutes}:{seconds:02d}").format(
            minutes=seconds // 60, seconds=seconds % 60
        )
        self.dice_bar.show_clock(words, left, SLOT_CAP)

    def _rows(self) -> None:
        state = self.state
        if state is None:
            self.rows.show_seats([None] * len(self.players), (), False)
            return
        scored = self.scored
        holdings: list[Holding | None] = []
        for seat in range(len(self.players)):
            out = seat in state.out
            if scored is not None:
                holdings.append(Holding(tuple(scored.taken[seat]), scored.dice, False, False,
                                        seat in scored.stoppers, out))  # fmt: skip
            elif state.cell_of:
                mine = tuple(state.taken[seat])
                holdings.append(Holding(mine, state.dice, state.face_down, state.done[seat],
                                        seat in state.stoppers, out))  # fmt: skip
            else:
                holdings.append(None)
        self.rows.show_seats(holdings, state.penalties, scored is not None)
        strip = self.rows.strips[self.me]
        back = self.hand if isinstance(self.hand, Return) else self.sent
        pending = back.card if isinstance(back, Return) else None
        if pending != strip.pending:
            strip.pending = pending
            strip.update()
        seats = []
        for player in self.players:
            text = self.rows.counts[player.seat].text()
            seats.append((("seat", player.seat), player.name, html.unescape(text)))
        self.seat_list.set_cards(seats)

    def _panel(self) -> None:
        state, panel = self.state, self.panel
        title = tr("Scramble {round} of {rounds}").format(
            round=state.round if state is not None else 0, rounds=ROUNDS
        )
        if self.ended:
            panel.show_state(tr("Game over"), tr("See the result."), stop=None, done=None,
                             checked=False, roll=False)  # fmt: skip
            return
        if not self.interactive:
            panel.show_state(tr("Replay"), tr("The table as it was at this step."), stop=None,
                             done=None, checked=False, roll=False)  # fmt: skip
            return
        choice = self.choice
        if choice is not None and choice.decision is Decision.ROLL:
            panel.show_state(title, tr("You roll this scramble's dice: look at the cards, then"
                                       " roll. The scramble starts at once."),
                             stop=None, done=None, checked=False, roll=True)  # fmt: skip
            return
        if state is None or state.phase not in (Phase.SLOT, Phase.RESOLVE):
            if state is not None and state.roller >= 0 and state.phase is Phase.ROLL:
                words = tr("{player} rolls the dice. Look at the cards meanwhile.").format(
                    player=self._name(state.roller)
                )
            else:
                words = tr("The cards are being laid out.")
            panel.show_state(title, words, stop=None, done=None, checked=False, roll=False)
            return
        if not state.dice:
            panel.show_state(title, tr("The dice are being rolled."), stop=False, done=False,
                             checked=False, roll=False)  # fmt: skip
            return
        if self.me in state.out:
            panel.show_state(title, tr("You are out of the game (V15)."), stop=None, done=None,
                             checked=False, roll=False)  # fmt: skip
            return
        reason = ""
        if self.sent is not None or isinstance(self.hand, Take | Return):
            headline = tr("Your grab is on its way…")
            reason = tr("Stop waits until your grab has landed (V14).")
        elif isinstance(self.hand, Stop):
            headline = tr("Stop! is on its way…")
        elif self.is_done():
            headline = tr("You are done. The scramble ends when everyone is done.")
        else:
            headline = tr("Grab cards until yours match the dice, then call Stop!")
        panel.show_state(title, headline, stop=self.stop_possible(), done=True,
                         checked=self.is_done(), roll=False, reason=reason,
                         young=self.me in state.young)  # fmt: skip

    def _top(self) -> None:
        state = self.state
        if state is None or state.round == 0:
            turn = tr("Rolling for the first player")
        elif state.phase in (Phase.SLOT, Phase.RESOLVE) and state.dice:
            turn = tr("Scramble {round} of {rounds} · slot {slot}").format(
                round=state.round, rounds=ROUNDS, slot=state.slot
            )
        else:
            turn = tr("Scramble {round} of {rounds}").format(round=state.round, rounds=ROUNDS)
        if self.ended:
            waiting = tr("Game over")
        elif self.scored is not None:
            waiting = tr("The scramble is scored: see each player's cards and points.")
        elif state is not None and state.phase in (Phase.SLOT, Phase.RESOLVE) and state.dice:
            waiting = tr("Grab!")
        else:
            waiting = ""
        away = [f"{self._name(seat)}: {tr('Away: not connected')}" for seat in sorted(self.away)]
        self.top.show_state(turn, " · ".join([waiting, *away] if waiting else away))


__all__ = ["CELLS", "HypnoVisionTable"]
