"""Hypno Vision's table: the grid, the dice bar, the players' rows, the Stop/Done panel and the
top bar, fed by the session's events.

The person's hand works ahead of the slots (V9): a click on a card (or Enter on the ringed
one), S for Stop, D for Done, R for the roll. With a game that runs the session's slot clock
(``net.session.slots``; ``attach_game``: offline and on the LAN) each click goes to the clock at
once, which puts it in the next slot the seat has not committed; the table keeps no clock of its
own. Without one, the table answers each slot's ``YourTurn`` at once with what the hand holds (a
take, a Stop, a return), else a wait with the Done flag. One hand (V12): a grab on its way is
shown dashed until its slot resolves; Stop waits until it has (V14, the honest client). Every
choice sent is one of the session's legal actions; no rule is computed here.

The questions are the kit's (``client.kit.deciding``): the roll is the one that answers
itself (after 10 s, V11); a slot's outcome is drawn at once. After a scramble is scored, the
rows keep showing its cards and points until the next scramble's dice are known
(``client.games.hypnovision.seats``); the panel and the top bar say what the table's ``Standing`` is
(``client.games.hypnovision.panel``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from client.games.hypnovision.dicebar import DiceBar
from client.games.hypnovision.grid import CELLS, GridCanvas
from client.games.hypnovision.messages import Words, card_letters, log_entries
from client.games.hypnovision.outcomes import Outcomes, ScoredRound, scored_round
from client.games.hypnovision.panel import Standing, VisionPanel, VisionTopBar
from client.games.hypnovision.seats import SeatRows
from client.kit.controls import CardMirror
from client.kit.deciding import DecidingTable
from client.kit.gameui import LogEntry, Player
from client.kit.i18n import tr
from client.window.guide import GuideOverlay
from core.hypnovision.state import (
    ON_TABLE,
    Decision,
    Phase,
    Return,
    Roll,
    State,
    Stop,
    Take,
    Wait,
)
from net import Changed, Ended, YourTurn

AUTO_ROLL_MS = 10_000
"""V11: the roller's client rolls by itself at the latest 10 s after the layout appears."""


class HypnoVisionTable(DecidingTable):
    """The table of one Hypno Vision game, as seat ``me`` sees it."""

    redraw_ms = 0
    """A slot's outcome is shown at once (slots last about 100 ms, V9)."""

    def __init__(self, game: Any, players: tuple[Player, ...], parent: QObject | None = None):
        super().__init__(players, parent)
        self.game = game
        self.cards = game.cards
        self.types = game.card_set.types
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
        self.top = VisionTopBar()
        self.panel = VisionPanel()
        self.state: State | None = None
        self.scored: ScoredRound | None = None
        """The last scored scramble, shown until the next one's dice are known."""
        self.choice: YourTurn | None = None
        """The decision the session asks now (the slot's or the roll), for tests and the guide
        (the session's ``asked`` while this table has not answered it)."""
        self.hand: Any = None
        """What the person does in the next slot: a Take, Stop or Return (None: nothing)."""
        self.done = False
        """The person's Done toggle (V15)."""
        self.sent: Any = None
        """The take or return sent in a slot whose outcome is not known yet."""
        self.source: Any = None
        """The game when it runs the slot clock (``attach_game``): clicks go to it at once."""
        self.ended = False
        self.outcomes = Outcomes(self.grid, self.dice_bar, self.words, self.me, self)
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

    # --- the kit's interface -----------------------------------------------------------------

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

    def take_event(self, event: Any) -> Any:
        if isinstance(event, Changed):
            self._changed(event)
        elif isinstance(event, Ended):
            self.ended = True
        return event

    def word(self, kept: Any) -> list[LogEntry]:
        return log_entries(self.words, kept)

    def _changed(self, event: Changed) -> None:
        before, state = self.state, event.view.state
        self.state = state
        self.words.memory = state.memory
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
        self.state = None
        self.scored = None
        self.ended = False
        super().reset()
        self.hand = self.sent = None
        self.done = False
        self.outcomes.clear()

    def set_interactive(self, interactive: bool) -> None:
        if not interactive:
            self.hand = self.sent = None
        super().set_interactive(interactive)

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
        if self.running():
            self._grab(Take(card))

    def _grab(self, action: Take | Return) -> None:
        """A take or a return: to the clock at once (on its way until its slot resolves), or
        into the hand for the next slot asked (one hand, V12); shown at once either way."""
        if self.source is not None:
            self.sent = action
            self.chosen.emit(action)
        else:
            self.hand = action
        self.refresh()

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
            self._grab(Return(card))

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
        self._submit(Roll())

    # --- the kit's questions (``DecidingTable``) -------------------------------------------------

    def _open(self, event: YourTurn) -> None:
        self.choice = event
        if event.decision is Decision.ROLL or self.source is not None:
            return  # the person rolls (or the clock for them); the clock answers every slot
        self._answer_slot(event)

    def calls_for(self, event: YourTurn) -> bool:
        """The roll calls the roller back (V11); a slot, answered by the clock, does not."""
        return event.decision is Decision.ROLL

    def _pass_after(self, event: YourTurn) -> int | None:
        """Only the roll answers itself, 10 s after the layout (V11), and only without the
        slot clock (which rolls for the roller itself); a slot is answered at once."""
        if event.decision is Decision.ROLL and self.source is None:
            return AUTO_ROLL_MS
        return None

    def _forget(self) -> None:
        self.choice = None

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

    def refresh(self) -> None:
        self._refreshed()
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
        self.dice_bar.show_countdown(state)
        back = self.hand if isinstance(self.hand, Return) else self.sent
        self.rows.show_table(state, self.scored, back.card if isinstance(back, Return) else None)
        if state is not None:
            self.seat_list.set_cards(self.rows.mirror())
        standing = self.standing()
        self.panel.show_standing(standing)
        self.top.show_standing(standing, self.away_names())

    def standing(self) -> Standing:
        """The person's side of the table now, for the panel and the top bar."""
        state, choice = self.state, self.choice
        roller = state.roller if state is not None else -1
        live = self.running()  # (the clock knows Done and Stop only for the person's seat)
        return Standing(
            state=state,
            me=self.me,
            ended=self.ended,
            interactive=self.interactive,
            rolling=choice is not None and choice.decision is Decision.ROLL,
            roller=self._name(roller) if roller >= 0 else "",
            grabbing=self.sent is not None or isinstance(self.hand, Take | Return),
            stopping=isinstance(self.hand, Stop),
            done=live and self.is_done(),
            can_stop=live and self.stop_possible(),
            scored=self.scored is not None,
        )

    def _dice(self) -> tuple[int, ...]:
        if self.scored is not None:
            return self.scored.dice
        return self.state.dice if self.state is not None else ()


__all__ = ["CELLS", "HypnoVisionTable"]
