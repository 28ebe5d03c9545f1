"""The table screen: a game's table (its top bar, board and action panel) with the log and the
window's buttons, fed by an offline game or a LAN game the same way."""

from __future__ import annotations

import contextlib
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.kit.gameui import GameTable, GameUI, Player
from client.kit.i18n import tr
from client.kit.log import LogView
from client.window.offline import OfflineGame
from net import Ended

RIGHT_W = 330
"""The right column (action panel and log) at 1280 x 800."""


def table_body(
    table: GameTable, notes: tuple[QWidget, ...], log: QWidget, bottom: int
) -> QHBoxLayout:
    """A table's board, and at its right the column of ``RIGHT_W``: the action panel, the
    ``notes`` below it, then the log taking the rest (the table screen and the replay).
    ``bottom``: the margin under both (0 where a row of controls follows)."""
    column = QVBoxLayout()
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(6)
    column.addWidget(table.panel)
    for note in notes:
        column.addWidget(note)
    column.addWidget(log, 1)
    holder = QWidget()
    holder.setObjectName("rightColumn")
    holder.setLayout(column)
    holder.setFixedWidth(RIGHT_W)
    body = QHBoxLayout()
    body.setContentsMargins(0, 0, 6, bottom)
    body.setSpacing(6)
    body.addWidget(table.board_widget, 1)
    body.addWidget(holder)
    return body


class TableScreen(QWidget):
    """One game being played (or replayed) on screen."""

    ended = Signal(object)
    leave = Signal()
    show_help = Signal()
    show_settings = Signal()
    card_requested = Signal(str)
    side_chosen = Signal(int)
    """A watcher chose the seat whose side of the table they see (``offer_sides``)."""

    def __init__(
        self, ui: GameUI, players: tuple[Player, ...], settings: Any, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.setObjectName("tableScreen")
        self.ui = ui
        self.players = players
        self.table: GameTable = ui.table(players, settings, self)
        self.log = LogView()
        self.log.card_requested.connect(self.card_requested)
        self.game: OfflineGame | None = None
        self.sounds = False
        self.alerts = 0
        """How many times the window was flashed for the person's turn (``_call_back``)."""
        self.table.calling.connect(self._call_back)
        self.help_button = QPushButton()
        self.settings_button = QPushButton()
        self.leave_button = QPushButton()
        self.help_button.clicked.connect(self.show_help)
        self.settings_button.clicked.connect(self.show_settings)
        self.leave_button.clicked.connect(self.leave)
        bar = QFrame()
        bar.setObjectName("topRow")
        top = QHBoxLayout(bar)
        top.setContentsMargins(0, 0, 8, 0)
        top.setSpacing(6)
        top.addWidget(self.table.top, 1)
        for button in (self.help_button, self.settings_button, self.leave_button):
            button.setObjectName("barButton")
            top.addWidget(button)
        self.side_row = QWidget()
        """A watched game's choice of side: whose seat the table is seen from."""
        self.side_row.setObjectName("sideRow")
        self.side_label = QLabel()
        self.side_box = QComboBox()
        self.side_box.setObjectName("sideChoice")
        # Long names shrink the box (elided), never the label beside it.
        self.side_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.side_box.setMinimumContentsLength(6)
        self.side_label.setBuddy(self.side_box)
        self.side_box.activated.connect(self._side_activated)
        side = QHBoxLayout(self.side_row)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.side_label)
        side.addWidget(self.side_box, 1)
        self.side_row.hide()
        self._sides: list[tuple[int, str]] = []
        self.waiting = QLabel()
        self.waiting.setObjectName("waitingNote")
        self.waiting.setWordWrap(True)
        self.waiting.hide()
        self.progress = QProgressBar()
        """Work whose amount is known (``GameTable.work``): what, how much is done."""
        self.progress.setObjectName("workProgress")
        self.progress.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(bar)
        layout.addLayout(
            table_body(self.table, (self.side_row, self.waiting, self.progress), self.log, 6), 1
        )
        chain = self.table.focus_chain()
        for first, second in pairwise(chain):
            self.setTabOrder(first, second)
        self.retranslate()

    def play(self, game: OfflineGame) -> None:
        """Show ``game`` on this table; the person's choices go back to it."""
        self.game = game
        game.event.connect(self._event)
        game.thinking.connect(self.table.set_thinking)
        self.table.chosen.connect(game.submit)
        attach = getattr(self.table, "attach_game", None)  # a table that asks its game things
        if attach is not None:
            attach(game)

    def play_lan(self, game: Any) -> None:
        """What only a LAN game shows: whom the table waits for, and who is away."""
        game.waiting.connect(self.show_waiting)
        game.away.connect(self.table.set_away)

    def unplay(self, game: Any) -> None:
        """Stop showing ``game`` here (its events go to another screen from now on)."""
        for signal, slot in (
            (game.event, self._event), (game.thinking, self.table.set_thinking),
            (game.waiting, self.show_waiting), (game.away, self.table.set_away),
            (game.failed, self.show_waiting), (self.table.chosen, game.submit),
        ):  # fmt: skip
            with contextlib.suppress(RuntimeError, TypeError):  # never connected here
                signal.disconnect(slot)
        if self.game is game:
            self.game = None

    def catch_up(self, events: list[Any]) -> None:
        """A game's events so far, taken at once (the table drawn once, the log in one go):
        a watched game seen again from another side."""
        for event in events:
            if not isinstance(event, Ended):  # the end screen follows the live event
                self.log.add(self.table.on_event(event))
        self.show_work()

    def offer_sides(self, seats: list[tuple[int, str]], current: int) -> None:
        """A watched game: the seats whose side can be seen, ``current`` chosen."""
        self._sides = list(seats)
        self._fill_sides(current)
        self.side_row.show()

    def _fill_sides(self, current: int) -> None:
        self.side_box.clear()
        for seat, name in self._sides:
            self.side_box.addItem(name, seat)
        index = self.side_box.findData(current)
        self.side_box.setCurrentIndex(max(index, 0))

    def _side_activated(self, index: int) -> None:
        seat = self.side_box.itemData(index)
        if seat is not None:
            self.side_chosen.emit(int(seat))

    def show_waiting(self, words: str) -> None:
        """Whom and what the table waits for, with the deadline ('' hides the note)."""
        self.waiting.setText(words)
        self.waiting.setVisible(bool(words))

    def _event(self, event: Any) -> None:
        entries = self.table.on_event(event)
        self.log.add(entries)
        self.show_work()
        if isinstance(event, Ended):
            QTimer.singleShot(0, lambda: self.ended.emit(event))

    def _call_back(self) -> None:
        """A question waits for the person: a short sound if they chose one (off by default);
        and when the window is not the active one (they are reading something else), it
        flashes in the task bar until they come back (``QApplication.alert``)."""
        if self.sounds:
            QApplication.beep()
        window = self.window()
        if not window.isActiveWindow():
            QApplication.alert(window)
            self.alerts += 1

    def show_work(self) -> None:
        """The progress bar follows the table's known work (hidden when there is none)."""
        work = self.table.work()
        if work is None:
            self.progress.hide()
            return
        what, done, total = work
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.progress.setFormat(tr("{what}: {done} of {total}").format(
            what=what, done=done, total=total))  # fmt: skip
        self.progress.setAccessibleName(self.progress.text())
        self.progress.show()

    def retranslate(self) -> None:
        self.help_button.setText(tr("Help"))
        self.help_button.setToolTip(tr("Rules, cards and the first-game guide (F1)"))
        self.settings_button.setText(tr("Settings"))
        self.leave_button.setText(tr("Leave"))
        self.side_label.setText(tr("Watch from:"))
        self.side_box.setToolTip(
            tr("The player whose side of the table you see (a watcher sees no hidden card).")
        )
        self.side_box.setAccessibleName(tr("Watch from:"))
        if self._sides:
            self._fill_sides(self.side_box.currentData())
        self.leave_button.setToolTip(
            tr("Back to the start screen; an offline game can be resumed there.")
        )
        self.log.retranslate()
        self.table.retranslate()
        relog = getattr(self.table, "log_lines", None)
        if relog is not None:
            self.log.set_entries(relog())
        self.show_work()

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def close_game(self) -> None:
        if self.game is not None:
            self.game.close()
            self.game = None
